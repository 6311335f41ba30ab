/// Replacing a file whole, so a reader sees the old bytes or the new ones, never half of them.
extension FileSystem {
    /// Writes `bytes` to `temporary`, a new file beside `path`, then renames it over `path`;
    /// returns why not, or `nil` on success.
    ///
    /// rename(2) replaces a file at once, so a process reading `path` (a build taking over a
    /// session, a test comparing a golden) never sees a file half written. It is a
    /// ``StagedFile`` of one write: the temporary file is made afresh, never through a link, and
    /// removed again on any failure, so a failed write leaves `path` as it was and nothing beside it.
    ///
    /// ```swift
    /// if let reason = FileSystem.writeAtomically(Array("{}".utf8), to: "session/handover.json", through: "session/handover.json.partial") {
    ///     print("cannot write: \(reason)")
    /// }
    /// ```
    package static func writeAtomically(_ bytes: [UInt8], to path: String, through temporary: String) -> String? {
        var file: StagedFile
        do {
            file = try StagedFile(replacing: path, through: temporary)
        } catch {
            return error.reason
        }
        file.write(bytes)
        return file.commit()
    }
}
