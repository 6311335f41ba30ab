import PlaygroundKit
import FileSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An artifact's own files (its JSON, images and clip), read only when each
/// is a regular file: never through a symbolic link (whose target may be any
/// file on the machine, which the HTML report would then embed and carry
/// wherever it is shared), never from a device, FIFO or socket (which could
/// block the reader or never end).
///
/// What a path is, is asked with `lstat` before anything opens it; the file is
/// then opened with `O_NOFOLLOW` and `O_NONBLOCK` and asked again with `fstat`,
/// so a file swapped for a link or a FIFO in between is refused too, and
/// opening a FIFO never waits for a writer. Reads are bounded.
enum _ArtifactFile {
    /// The largest file read, in bytes (as Canvas reads PNG files).
    static let limit = 1 << 30

    /// Why a file was not read.
    enum Failure: Error, Equatable {
        /// Nothing is there.
        case missing
        /// Something other than a regular file is there: `a symbolic link`, `a FIFO`…
        case refused(String)
        /// A regular file that could not be read, and why.
        case unreadable(String)

        /// The rest of a one-line message after what the file is: `x/actual.png is a symbolic link: …`.
        func line(for path: String) -> String {
            switch self {
            case .missing: "\(shown(path)) is missing (was the artifact copied without its images?)"
            case .refused(let kind): "\(shown(path)) is \(kind): not read, review reads only regular files in the artifact's folder"
            case .unreadable(let reason): "\(shown(path)) cannot be read (\(reason))"
            }
        }
    }

    /// What is at `path`, if it is not a regular file (not following a link).
    static func check(_ path: String) -> Failure? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(FileSystem.lastError) }
        return kind(info.st_mode).map(Failure.refused)
    }

    /// The type bits (`S_IFMT`) of what is at `path`, not following a link; `nil` if nothing is.
    static func type(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Whether a regular file is at `path` (a link to one is not).
    static func isRegular(_ path: String) -> Bool { check(path) == nil }

    /// The bytes of the regular file at `path`.
    static func read(_ path: String) -> Result<[UInt8], Failure> {
        if let failure = check(path) { return .failure(failure) }
        let file = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return .failure(errno == ELOOP ? .refused("a symbolic link") : .unreadable(FileSystem.lastError)) }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { return .failure(.unreadable(FileSystem.lastError)) }
        if let kind = kind(info.st_mode) { return .failure(.refused(kind)) }
        guard info.st_size <= limit else { return .failure(.unreadable("larger than \(limit >> 20) MB")) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { _readSome(file, into: $0) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(FileSystem.lastError)) }
            guard count > 0 else { return .success(bytes) }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { return .failure(.unreadable("larger than \(limit >> 20) MB")) }
        }
    }

    /// What a file of `mode` is, in a few words, unless it is a regular file.
    static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        default: "not a regular file"
        }
    }
}

/// One `read(2)` of `file` into `buffer`: the bytes read, 0 at the end, -1 on an error.
private func _readSome(_ file: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(file, buffer.baseAddress, buffer.count)
}
