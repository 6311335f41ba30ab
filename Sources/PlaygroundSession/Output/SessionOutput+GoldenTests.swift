import PlaygroundKit

// MARK: - Golden tests

extension SessionOutput {
    /// The folder golden tests go in: `golden-tests`.
    public static let goldenTestsFolder = "golden-tests"

    /// Writes `test` as `golden-tests/<Name>/` from `template` (by default the
    /// bundled ``GoldenTest/template()``); returns the folder's path, or `nil`
    /// after recording the failure (and posting it as a notice).
    ///
    /// `<Name>` is ``GoldenTest/baseName``, suffixed `_2`, `_3`… when a folder of
    /// that name exists (a second press in one frame, an earlier session), so a
    /// press never overwrites a test. The folder appears whole or not at all:
    /// its files are written into a hidden folder beside it, which is then renamed.
    @discardableResult
    public func writeGoldenTest(_ test: GoldenTest, template: String? = nil) -> String? {
        let parent = path + "/" + Self.goldenTestsFolder
        var name = test.baseName
        var isDirectory = false
        var suffix = 1
        while FileSystem.exists(parent + "/" + name, isDirectory: &isDirectory) {
            suffix += 1
            name = test.baseName + "_\(suffix)"
        }
        let folder = parent + "/" + name
        let files: [(path: String, bytes: [UInt8])]
        do throws(PlaygroundError) {
            let text: String
            if let template { text = template } else { text = try GoldenTest.template() }
            files = try test.files(named: name, template: text)
        } catch {
            return failGoldenTest(folder, error.description)
        }
        if let failure = FileSystem.writeWhole(files, as: folder, stagingSuffix: ".partial") {
            return failGoldenTest(failure.path, failure.reason)
        }
        noteWritten(files.map { folder + "/" + $0.path })
        return folder
    }

    private func failGoldenTest(_ file: String, _ reason: String) -> String? {
        recordFailure(WriteFailure(path: file, reason: reason))
        return nil
    }
}
