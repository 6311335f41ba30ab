import Canvas
import FoundationEssentials
import PlaygroundKit
import FileSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one folder accepting may write into, and the rules that keep an
/// artifact from writing anywhere else.
///
/// Artifacts come from CI runs of other people's branches, so nothing in one
/// is trusted. A golden is accepted only if:
/// - its path has no `.` or `..` segment (and `goldenInPackage`, the path
///   version 2 stores relative to the package, is relative too);
/// - it lies inside the root: the package `playground review` runs in (the
///   nearest folder at or above the working directory with a `Package.swift`),
///   or a folder named by `--root`. A golden written on another machine is
///   found in this root by its path inside its package;
/// - once symbolic links are resolved, its folder is still inside the root
///   and inside a `__Snapshots__` folder, and the golden itself is a regular
///   file that exists (accepting replaces a golden; it never makes a new file);
/// - the actual image is a regular file, decodes as a PNG, and has the size
///   the artifact states.
///
/// Every check runs before anything is written, and each refusal is one line
/// naming the reason; the write itself goes to a new file beside the golden
/// that is then renamed over it.
///
/// ```swift
/// import Foundation
///
/// let root = AcceptRoot.package(containing: FileManager.default.currentDirectoryPath)
/// switch root?.destination(for: artifact) {
/// case .success(let golden)?: print("would write", golden)
/// case .failure(let refusal)?: print(refusal)        // the golden /src/__Snapshots__/../../x.png has a ".." segment
/// case nil: print("no package here")
/// }
/// ```
public struct AcceptRoot: Sendable, Hashable {
    /// The folder, absolute, as found or given.
    public let path: String
    /// The folder with every symbolic link resolved.
    package let resolvedPath: String
    /// Whether `--root` named it (else it is the package around the working directory).
    package let isExplicit: Bool

    /// Why an artifact's golden may not be written: one line.
    public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The reason, naming the path it is about.
        public var reason: String
        public var description: String { reason }
        init(_ reason: String) { self.reason = reason }
    }

    /// The nearest folder at or above `directory` that holds a `Package.swift`, if any.
    ///
    /// The folders are walked as written (a golden's path is as the compiler saw it, links and
    /// all), and the root keeps its resolved path too.
    public static func package(containing directory: String) -> AcceptRoot? {
        guard let package = FileSystem.packageRoot(from: directory), let resolved = Self.resolve(package) else { return nil }
        return AcceptRoot(path: package, resolvedPath: resolved, isExplicit: false)
    }

    /// A root named by `--root`: an existing folder.
    public init(explicit path: String) throws(PlaygroundError) {
        var isDirectory = false
        guard FileSystem.exists(path, isDirectory: &isDirectory), isDirectory, let resolved = Self.resolve(path) else {
            throw .usage("--root \(path): no such folder")
        }
        self.init(path: FileSystem.absolute(path), resolvedPath: resolved, isExplicit: true)
    }

    init(path: String, resolvedPath: String, isExplicit: Bool) {
        self.path = path
        self.resolvedPath = resolvedPath
        self.isExplicit = isExplicit
    }

    /// What to say when there is no root to accept into.
    public static func missing(from directory: String) -> String {
        "there is no package here (no Package.swift in \(directory) or above): run playground review in the package the tests ran in, or pass --root"
    }

    // MARK: - The golden

    /// The golden file accepting `artifact` would replace, resolved; or why it may not.
    public func destination(for artifact: SnapshotArtifact) -> Result<String, Refusal> {
        guard let golden = artifact.golden ?? artifact.goldenInPackage else {
            return .failure(Refusal("the artifact names no golden"))
        }
        if let absolute = artifact.golden {
            guard absolute.hasPrefix("/") else { return .failure(Refusal("the golden \(shown(absolute)) is not an absolute path")) }
            if let bad = Self.badSegment(in: absolute) { return .failure(Refusal("the golden \(shown(absolute)) has a \(bad) segment")) }
        }
        if let relative = artifact.goldenInPackage {
            guard !relative.hasPrefix("/") else { return .failure(Refusal("goldenInPackage \(shown(relative)) is not a relative path")) }
            if let bad = Self.badSegment(in: relative) { return .failure(Refusal("goldenInPackage \(shown(relative)) has a \(bad) segment")) }
        }
        // Inside the root as written; else, written on another machine, by its path in its package.
        let inRoot: String
        if let absolute = artifact.golden, let relative = relative(absolute) {
            inRoot = relative
        } else if let relative = artifact.goldenInPackage {
            inRoot = relative
        } else {
            return .failure(Refusal("the golden \(shown(golden)) is outside \(path) (accept in the package the tests ran in, or pass --root)"))
        }
        let segments = inRoot.split(separator: "/").map(String.init)
        let kind = artifact.isMotion ? (suffix: ".motion.json", name: "a motion golden") : (suffix: ".png", name: "a PNG")
        guard segments.count >= 2, segments.dropLast().contains("__Snapshots__"), inRoot.hasSuffix(kind.suffix) else {
            return .failure(Refusal("the golden \(shown(golden)) is not \(kind.name) in a __Snapshots__ folder of \(path)"))
        }
        let folder = resolvedPath + "/" + segments.dropLast().joined(separator: "/")
        guard let resolvedFolder = Self.resolve(folder) else {
            return .failure(Refusal("the golden's folder \(shown(folder)) does not exist in \(path)"))
        }
        guard resolvedFolder.hasPrefix(resolvedPath == "/" ? "/" : resolvedPath + "/") else {
            return .failure(Refusal("the golden's folder \(shown(folder)) leads out of \(path) through a symbolic link (to \(shown(resolvedFolder)))"))
        }
        let within = resolvedFolder.dropFirst(resolvedPath == "/" ? 1 : resolvedPath.count + 1)
        guard within.split(separator: "/").contains("__Snapshots__") else {
            return .failure(Refusal("the golden's folder \(shown(folder)) is not in a __Snapshots__ folder once links are resolved (\(shown(resolvedFolder)))"))
        }
        let target = resolvedFolder + "/" + segments[segments.count - 1]
        var info = stat()
        guard lstat(target, &info) == 0 else {
            return .failure(Refusal("the golden \(shown(target)) does not exist (accepting replaces a golden; it never makes a new file)"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .success(target)
        case S_IFLNK: return .failure(Refusal("the golden \(shown(target)) is a symbolic link; accepting writes over regular files only"))
        default: return .failure(Refusal("the golden \(shown(target)) is not a regular file"))
        }
    }

    /// `absolute` relative to the root, if it is inside it (as written, or with the root's links resolved).
    func relative(_ absolute: String) -> String? {
        FileSystem.path(absolute, relativeTo: path) ?? FileSystem.path(absolute, relativeTo: resolvedPath)
    }

    // MARK: - The actual image

    /// The actual image's bytes, once they are checked: a regular file, a PNG, of the size the artifact states;
    /// for a motion golden, a regular file that reads as a motion recording.
    package static func checkedActual(of artifact: SnapshotArtifact) -> Result<[UInt8], Refusal> {
        let path = artifact.actual
        if artifact.isMotion {
            return SnapshotArtifact.readMotion(path).flatMap { recording in
                // Written as the test would record it: the same bytes a passing run then compares.
                .success(Array(recording.jsonText().utf8))
            }.mapError { Refusal("the actual motion " + $0.reason) }
        }
        let bytes: [UInt8]
        switch _ArtifactFile.read(path) {
        case .success(let read): bytes = read
        case .failure(.missing): return .failure(Refusal("the actual image \(shown(path)) is missing"))
        case .failure(.refused(let kind)): return .failure(Refusal("the actual image \(shown(path)) is \(kind)"))
        case .failure(.unreadable(let reason)): return .failure(Refusal("cannot read the actual image \(shown(path)) (\(reason))"))
        }
        let image: Framebuffer
        do {
            image = try Framebuffer(pngData: bytes)
        } catch {
            return .failure(Refusal("the actual image \(shown(path)) is not a PNG (\(error))"))
        }
        guard image.width == artifact.actualWidth, image.height == artifact.actualHeight else {
            return .failure(
                Refusal("the actual image \(shown(path)) is \(image.width)×\(image.height), but the artifact says \(artifact.actualWidth)×\(artifact.actualHeight)"))
        }
        return .success(bytes)
    }

    // MARK: - Writing

    /// Writes `bytes` over `golden` (a path ``destination(for:)`` returned): into a new file beside it, renamed over it.
    static func write(_ bytes: [UInt8], over golden: String) -> String? {
        FileSystem.writeAtomically(bytes, to: golden, through: golden + ".accepting-\(getpid())")
    }

    // MARK: - Paths

    /// The first `.`, `..` or empty segment of `path`, quoted, if any.
    static func badSegment(in path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(path.hasPrefix("/") ? 1 : 0)
        if segments.contains("..") { return "\"..\"" }
        if segments.contains(".") { return "\".\"" }
        if segments.contains("") { return "empty" }
        return nil
    }

    /// `path` with every symbolic link resolved, if it exists.
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Text from an artifact (a path, a test's name), fit for a one-line message:
/// control and line-breaking characters escaped, at most 300 characters.
func shown(_ text: String) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
        count += 1
        guard count <= 300 else { return out + "… (\(text.unicodeScalars.count) characters)" }
        switch scalar.value {
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case 0..<0x20, 0x7F, 0x85, 0x2028, 0x2029: out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
