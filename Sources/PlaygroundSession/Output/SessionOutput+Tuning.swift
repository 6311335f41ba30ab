import PlaygroundKit

// MARK: - tuning.swift

extension SessionOutput {
    /// Writes `tuning.swift` (see ``TuningExport``) for `scene`'s tuned boxes;
    /// returns its path, or `nil` when nothing was tuned or the write failed
    /// (recorded and posted as a notice, as every write is).
    @discardableResult
    public func writeTuning(of scene: Scene, template: String? = nil) -> String? {
        let export = TuningExport(scene: scene)
        guard !export.entries.isEmpty else { return nil }
        let file = path + "/" + TuningExport.fileName
        do throws(PlaygroundError) {
            let text: String
            if let template { text = try export.source(template: template) } else { text = try export.source(template: TuningExport.template()) }
            return writeFile(Array(text.utf8), at: file)
        } catch {
            recordFailure(WriteFailure(path: file, reason: error.description))
            return nil
        }
    }
}
