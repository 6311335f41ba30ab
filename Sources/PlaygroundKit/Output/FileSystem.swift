#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The few file operations a session needs, through the C library, each
/// failing with the few words a person needs (`no such file or directory`,
/// `permission denied`) instead of a nested error structure.
enum FileSystem {
    /// Why the last C library call failed, as `strerror` words it.
    static var lastError: String { String(cString: strerror(errno)).lowercased() }

    /// Creates `path` and any missing parents; returns why not, or `nil` on success.
    static func createDirectory(_ path: String) -> String? {
        var isDirectory = false
        if exists(path, isDirectory: &isDirectory) {
            return isDirectory ? nil : "exists and is not a folder"
        }
        let parent = parentDirectory(of: path)
        if let parent, parent != path, let reason = createDirectory(parent) {
            return reason
        }
        if mkdir(path, 0o755) != 0, errno != EEXIST { return lastError }
        return nil
    }

    /// The folder holding `path`, or `nil` for a bare name or the root.
    static func parentDirectory(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Whether something exists at `path`, and whether it is a folder.
    static func exists(_ path: String, isDirectory: inout Bool) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
        return true
    }

    /// Writes `bytes` to `path`, replacing any file there; returns why not, or `nil` on success.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return lastError }
        let (count, written) = bytes.withUnsafeBytes { ($0.count, fwrite($0.baseAddress, 1, $0.count, file)) }
        let writeError = written == count ? nil : lastError
        // fclose flushes, so its failure is a failed write too.
        let closeError = fclose(file) == 0 ? nil : lastError
        return writeError ?? closeError
    }

    /// Removes the file at `path`, if any.
    static func remove(_ path: String) {
        _ = unlink(path)
    }
}
