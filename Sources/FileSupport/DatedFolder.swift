import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A folder of its own for each run, named for when it began, beside a `latest` link to the newest.
///
/// Sessions (`playground-output/`) and test runs (`.build/snapshot-artifacts/`) each write into
/// one: a run never shares its folder, so a second cannot overwrite the first's files. Names sort
/// in the order the runs began and say when (`2025-06-01_14-03-07`); two runs begun in the same
/// second get `_2`, `_3`…, since a folder is only ever created, never reused. The host's clock
/// names the folder and nothing else.
///
/// ```swift
/// import Foundation
///
/// switch DatedFolder.create(in: "playground-output", at: Date()) {
/// case .success(let folder): print(folder)          // "playground-output/2025-06-01_14-03-07"
/// case .failure(let failure): print(failure)
/// }
/// ```
package enum DatedFolder {
    /// The link to the newest run's folder, beside the folders.
    package static let latest = "latest"

    /// Why no run folder was made.
    package enum Failure: Error, Equatable {
        /// `root` itself could not be made, for `reason`.
        case cannotMakeRoot(reason: String)
        /// The folder at `path` could not be made, for `reason` (not because it exists).
        case cannotMake(path: String, reason: String)
        /// A thousand folders, `base` and `base_2`…, were taken already.
        case allTaken(base: String)
    }

    /// The name of a run begun at `date` in `timeZone`: `2025-06-01_14-03-07` (sortable, no colons).
    package static func name(for date: Date, in timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
            + "_\(padded(parts.hour, 2))-\(padded(parts.minute, 2))-\(padded(parts.second, 2))"
    }

    /// Creates `root` if missing and a new folder in it named for `date` (with `_2`, `_3`… when
    /// taken), points `root/latest` at it, and returns its path.
    ///
    /// A `latest` that cannot be made (a file of that name, a file system without links) leaves
    /// the run as it is: the folder is still returned.
    package static func create(in root: String, at date: Date, timeZone: TimeZone = .current) -> Result<String, Failure> {
        if let reason = FileSystem.createDirectory(root) { return .failure(.cannotMakeRoot(reason: reason)) }
        let base = name(for: date, in: timeZone)
        for attempt in 1...1000 {
            let name = attempt == 1 ? base : "\(base)_\(attempt)"
            let path = root + "/" + name
            // mkdir fails on a folder that exists: two runs begun at once never share one.
            if mkdir(path, 0o755) == 0 {
                pointLatest(in: root, at: name)
                return .success(path)
            }
            guard errno == EEXIST else { return .failure(.cannotMake(path: path, reason: FileSystem.lastError)) }
        }
        return .failure(.allTaken(base: base))
    }

    /// Points `root/latest` at `name`, replacing the link at once (a new link renamed over the old).
    ///
    /// Only a link is replaced: a real file or folder called `latest` is someone's, and stays.
    package static func pointLatest(in root: String, at name: String) {
        let link = root + "/" + latest
        var info = stat()
        if lstat(link, &info) == 0, info.st_mode & S_IFMT != S_IFLNK { return }
        let temporary = "\(link).\(getpid())"
        unlink(temporary)
        guard symlink(name, temporary) == 0 else { return }
        if rename(temporary, link) != 0 { unlink(temporary) }
    }
}
