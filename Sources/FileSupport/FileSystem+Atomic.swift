#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Replacing a file whole, so a reader sees the old bytes or the new ones, never half of them.
extension FileSystem {
    /// Writes `bytes` to `temporary`, a new file beside `path`, then renames it over `path`;
    /// returns why not, or `nil` on success.
    ///
    /// rename(2) replaces a file at once, so a process reading `path` (a build taking over a
    /// session, a test comparing a golden) never sees a file half written. The temporary file is
    /// made afresh (anything already called that is removed first), never through a link
    /// (`O_NOFOLLOW`), and removed again on any failure: a failed write leaves `path` as it was
    /// and nothing beside it.
    ///
    /// ```swift
    /// if let reason = FileSystem.writeAtomically(Array("{}".utf8), to: "session/handover.json", through: "session/handover.json.partial") {
    ///     print("cannot write: \(reason)")
    /// }
    /// ```
    package static func writeAtomically(_ bytes: [UInt8], to path: String, through temporary: String) -> String? {
        unlink(temporary)
        let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { return lastError }
        var failure = writeAll(bytes, to: file)
        if close(file) != 0, failure == nil { failure = lastError }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError }
        if failure != nil { unlink(temporary) }
        return failure
    }
}

/// Writes every byte to an open file (write(2) may take fewer than asked); returns why not.
///
/// At file scope, where `write` is the C library's and not ``FileSystem/write(_:to:)``.
private func writeAll(_ bytes: [UInt8], to file: Int32) -> String? {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(file, buffer.baseAddress! + offset, buffer.count - offset)
            guard written > 0 else { return FileSystem.lastError }
            offset += written
        }
        return nil
    }
}
