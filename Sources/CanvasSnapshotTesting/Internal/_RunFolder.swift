import FileSupport
import Foundation
import MotionMath

/// Where one run of the tests (one test process) leaves its failures'
/// artifacts, so that `playground review` on it shows this run's failures
/// and nothing else.
///
/// - `SNAPSHOT_ARTIFACTS` set: that folder, as given (CI collects it, and
///   swift-snapshot-testing puts its own copy of the actual image there too).
/// - Otherwise: `<package>/.build/snapshot-artifacts/<date>_<time>/`, a folder
///   of the run's own, made at its first failure (`_2`, `_3`… for a second run
///   begun in the same second), with `.build/snapshot-artifacts/latest` linking
///   to the newest. `<package>` is the package of the failing test's file (the
///   nearest folder above it with a `Package.swift`), so `swift test
///   --package-path` from elsewhere finds the same place; inside `.build`, git
///   and SwiftPM leave it alone. Without a package, a run folder in the
///   temporary directory.
///
/// The host's clock only names the folder; nothing written in it depends on it.
enum _RunFolder {
    /// The folder under a package's `.build` that holds its runs.
    static let runsFolder = ".build/snapshot-artifacts"
    /// The link to the newest run, in ``runsFolder``.
    static let latest = DatedFolder.latest

    /// The run folder each package got in this process, made once.
    private static let made = PosixMutex<[String: String]>([:])

    /// Where this run's artifacts go for a test in `testFile` (`nil`: unknown).
    static func folder(forTestFile testFile: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["SNAPSHOT_ARTIFACTS"], !explicit.isEmpty { return explicit }
        let runs = package(around: testFile).map { $0 + "/" + runsFolder } ?? NSTemporaryDirectory() + "snapshot-artifacts"
        return made.withLock { made in
            if let folder = made[runs] { return folder }
            let folder = makeRun(in: runs, at: Date())
            made[runs] = folder
            return folder
        }
    }

    /// The nearest folder at or above `file`'s folder holding a `Package.swift`, else the working directory if it has one.
    static func package(around file: String?) -> String? {
        if let folder = file.flatMap({ FileSystem.parentDirectory(of: FileSystem.absolute($0)) }), let package = FileSystem.packageRoot(from: folder) {
            return package
        }
        let here = FileManager.default.currentDirectoryPath
        return FileManager.default.fileExists(atPath: here + "/Package.swift") ? here : nil
    }

    /// Makes a new run folder in `runs`, named for `date` (local time), and points `latest` at it.
    static func makeRun(in runs: String, at date: Date, timeZone: TimeZone = .current) -> String {
        switch DatedFolder.create(in: runs, at: date, timeZone: timeZone) {
        case .success(let folder): return folder
        // A folder that cannot be made is reported where the first artifact cannot be written.
        case .failure: return runs + "/" + DatedFolder.name(for: date, in: timeZone)
        }
    }

    /// `path` relative to the working directory when it is inside it (as a person types it there), else as it is.
    static func shown(_ path: String) -> String {
        FileSystem.path(path, relativeTo: FileManager.default.currentDirectoryPath) ?? path
    }
}
