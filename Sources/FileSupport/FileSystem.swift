import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The file operations the package's modules share, through the C library, each
/// failing with the few words a person needs (`no such file or directory`,
/// `permission denied`) instead of a nested error structure.
///
/// Each helper is written here once: the package around a path
/// (`FileSystem+Packages.swift`), a whole file or folder written at once
/// (`FileSystem+Atomic.swift`, ``writeWhole(_:as:stagingSuffix:)``), and slugs.
///
/// ```swift
/// if let reason = FileSystem.createDirectory("out/frames") { print("out/frames: \(reason)") }
/// let bytes = FileSystem.read("out/frames/frame-0001.png")
/// ```
package enum FileSystem {
    /// Why the last C library call failed, as `strerror` words it.
    package static var lastError: String { String(cString: strerror(errno)).lowercased() }

    /// Creates `path` and any missing parents; returns why not, or `nil` on success.
    ///
    /// The reason names what is in the way: `exists and is not a folder` for `path`
    /// itself, `/dev/null is not a folder` for a path inside a file.
    package static func createDirectory(_ path: String) -> String? {
        var isDirectory = false
        if exists(path, isDirectory: &isDirectory) {
            return isDirectory ? nil : "exists and is not a folder"
        }
        return createMissingDirectory(path)
    }

    /// Creates `path`, which does not exist, after its missing parents.
    private static func createMissingDirectory(_ path: String) -> String? {
        if let parent = parentDirectory(of: path), parent != path {
            var isDirectory = false
            if exists(parent, isDirectory: &isDirectory) {
                if !isDirectory { return "\(parent) is not a folder" }
            } else if let reason = createMissingDirectory(parent) {
                return reason
            }
        }
        if mkdir(path, 0o755) != 0, errno != EEXIST { return lastError }
        return nil
    }

    /// The folder holding `path`, or `nil` for a bare name or the root.
    package static func parentDirectory(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Whether something exists at `path`.
    package static func exists(_ path: String) -> Bool {
        var isDirectory = false
        return exists(path, isDirectory: &isDirectory)
    }

    /// Whether something exists at `path`, and whether it is a folder.
    package static func exists(_ path: String, isDirectory: inout Bool) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
        return true
    }

    /// Writes `bytes` to `path`, replacing any file there; returns why not, or `nil` on success.
    package static func write(_ bytes: [UInt8], to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return lastError }
        let (count, written) = bytes.withUnsafeBytes { ($0.count, fwrite($0.baseAddress, 1, $0.count, file)) }
        let writeError = written == count ? nil : lastError
        // fclose flushes, so its failure is a failed write too.
        let closeError = fclose(file) == 0 ? nil : lastError
        return writeError ?? closeError
    }

    /// The bytes of the file at `path`, or `nil` (with `errno` set) if it cannot be read.
    package static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes += chunk[..<count]
            if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
        }
    }

    /// Removes the file at `path`, if any.
    package static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// Renames `source` to `destination` (on one file system, at once); returns why not, or `nil`.
    package static func move(_ source: String, to destination: String) -> String? {
        rename(source, destination) == 0 ? nil : lastError
    }

    /// Writes `files` (paths relative to `folder`) as the folder `folder`, whole or not at all:
    /// into a hidden folder beside it (`.<name><stagingSuffix>`), which is then renamed into
    /// place; rename(2) replaces an empty folder, so an empty `folder` is fine. On failure
    /// nothing is left, and it returns the path that failed (as it would have been in `folder`)
    /// and why; `nil` when all is written.
    ///
    /// ```swift
    /// if let failure = FileSystem.writeWhole([("a.txt", Array("hi".utf8))], as: "out/new", stagingSuffix: ".partial") {
    ///     print("\(failure.path): \(failure.reason)")
    /// }
    /// ```
    package static func writeWhole(
        _ files: [(path: String, bytes: [UInt8])], as folder: String, stagingSuffix: String
    ) -> (path: String, reason: String)? {
        guard let parent = parentDirectory(of: folder) else { return (folder, "cannot write a folder at the root") }
        let staging = parent + "/." + (folder.split(separator: "/").last ?? "") + stagingSuffix
        removeTree(staging)
        var failure: (path: String, reason: String)?
        for file in files where failure == nil {
            let target = staging + "/" + file.path
            if let subfolder = parentDirectory(of: target), let reason = createDirectory(subfolder) {
                failure = (folder + subfolder.dropFirst(staging.count), reason)
            } else if let reason = write(file.bytes, to: target) {
                failure = (folder + "/" + file.path, reason)
            }
        }
        if failure == nil, let reason = move(staging, to: folder) { failure = (folder, reason) }
        if failure != nil { removeTree(staging) }
        return failure
    }

    /// Removes `path` and, if it is a folder, everything in it.
    package static func removeTree(_ path: String) {
        var isDirectory = false
        guard exists(path, isDirectory: &isDirectory) else { return }
        if isDirectory, let folder = opendir(path) {
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// A file-name-safe form of a name (a trace's, a test's): lowercase ASCII letters and digits,
    /// every other run of characters one hyphen; `trace` when nothing is left.
    ///
    /// ```swift
    /// FileSystem.slug("Toss Box#1 into an anchor")   // "toss-box-1-into-an-anchor"
    /// FileSystem.slug("🎞")                          // "trace"
    /// ```
    package static func slug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter && character.isASCII || character.isNumber && character.isASCII {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        while slug.hasPrefix("-") { slug.removeFirst() }
        return slug.isEmpty ? "trace" : slug
    }

    /// `path` made absolute from the working directory, without `.` segments, `..` taken back
    /// (as written: no link is followed), and no trailing slash.
    ///
    /// ```swift
    /// FileSystem.absolute("out/../frames/")   // "/home/me/project/frames", run in /home/me/project
    /// ```
    package static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
