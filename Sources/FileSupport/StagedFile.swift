#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file written in pieces beside the file it replaces, and renamed over it once whole, so a
/// reader sees the old file or the new one, never half of one.
///
/// rename(2) replaces a file at once. The temporary file is made afresh (anything already called
/// that is removed first) and never through a link (`O_NOFOLLOW`); ``commit()`` renames it into
/// place, or removes it when anything failed, so a failed write leaves the destination as it was
/// and nothing beside it; every file made must be committed. ``FileSystem/writeAtomically(_:to:through:)``
/// writes one buffer this way; a writer that makes its file as it goes (the HTML report, failure by
/// failure) uses it directly.
///
/// ```swift
/// var report = try StagedFile(replacing: "report.html", through: "report.html.partial")
/// report.write("<!DOCTYPE html>\n")
/// report.write(page)
/// if let reason = report.commit() { print("report.html: \(reason)") }
/// ```
package struct StagedFile {
    /// Why the temporary file could not be made.
    package struct OpenFailure: Error {
        /// In a few words: `permission denied`, `no such file or directory`.
        package var reason: String
    }

    /// The file it replaces.
    package let path: String
    /// The file it writes first.
    package let temporary: String
    /// How many bytes it has written.
    package private(set) var bytes = 0
    private let descriptor: Int32
    /// The first write that failed; once set, nothing more is written.
    private var failure: String?

    /// Makes `temporary`, a new file beside `path`, to write into.
    package init(replacing path: String, through temporary: String) throws(OpenFailure) {
        unlink(temporary)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OpenFailure(reason: FileSystem.lastError) }
        self.path = path
        self.temporary = temporary
    }

    /// Appends `text`'s UTF-8 bytes.
    package mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `bytes`.
    package mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Appends every byte of `buffer` (write(2) may take fewer than asked), or notes why not.
    private mutating func write(_ buffer: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        var offset = 0
        while offset < buffer.count {
            let written = writeSome(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            guard written > 0 else {
                failure = FileSystem.lastError
                return
            }
            offset += written
        }
        bytes += buffer.count
    }

    /// Closes the file and renames it over ``path``; returns why not, having removed it, or `nil`.
    package consuming func commit() -> String? {
        if close(descriptor) != 0, failure == nil { failure = FileSystem.lastError }
        if failure == nil, rename(temporary, path) != 0 { failure = FileSystem.lastError }
        if failure != nil { unlink(temporary) }
        return failure
    }
}

/// write(2), named apart: inside ``StagedFile`` `write` is its own.
private func writeSome(_ descriptor: Int32, _ start: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, start, count)
}
