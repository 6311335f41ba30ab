import Foundation
import PlaygroundKit
import FileSupport

/// Where a session writes when no `--out` is given: a folder of its own,
/// `playground-output/<date>_<time>/`, and `playground-output/latest`, a link
/// to the newest.
///
/// A session never shares its folder, so a second one cannot overwrite the
/// first's log and leave its frames beside the new ones. The name is the
/// host's local date and time the session began (the only use of the clock
/// here, and it never reaches a file's contents: a replay still writes the
/// same bytes). Dated folders sort in the order they were made and say when,
/// as Hydra's `outputs/<date>/<time>/` do; `latest` is Bazel's convenience
/// link, so scripts and people can open the newest without knowing its name.
/// Two sessions begun in the same second get `_2`, `_3`…: a folder is only
/// ever created, never reused. Nothing is deleted: the folders are yours
/// (and ignored by git in this repository and in a package `init` writes).
///
/// `--out DIR` means exactly `DIR`, as before; `--watch` makes one folder for
/// the whole watch session, and every build of it writes there.
///
/// ```swift
/// let folder = try SessionFolder.create()   // "playground-output/2025-06-01_14-03-07"
/// ```
enum SessionFolder {
    /// The folder the sessions' folders go in, relative to the current folder.
    static let root = "playground-output"
    /// The link to the newest session's folder, in ``root``.
    static let latest = DatedFolder.latest

    /// The name of a session begun at `date` in `timeZone`: `2025-06-01_14-03-07`.
    static func name(for date: Date, in timeZone: TimeZone = .current) -> String {
        DatedFolder.name(for: date, in: timeZone)
    }

    /// Creates a new session folder in `root` named for `date` (with `_2`, `_3`…
    /// when taken), points `root/latest` at it, and returns its path.
    ///
    /// A `latest` that cannot be made (a file of that name, a file system
    /// without links) leaves the session as it is: the summary names the folder.
    static func create(in root: String = root, at date: Date = Date(), timeZone: TimeZone = .current) throws(PlaygroundError) -> String {
        switch DatedFolder.create(in: root, at: date, timeZone: timeZone) {
        case .success(let path):
            return path
        case .failure(.cannotMakeRoot(let reason)):
            throw .file("\(root): cannot make the sessions' folder (\(reason))")
        case .failure(.cannotMake(let path, let reason)):
            throw .file("\(path): cannot make the session's folder (\(reason))")
        case .failure(.allTaken(let base)):
            throw .file("\(root)/\(base): a thousand sessions began in this second; give one --out")
        }
    }

    /// Removes `path`, a session folder ``create(in:at:timeZone:)`` made, if nothing
    /// was written into it (the run failed at once), pointing `latest` back at
    /// the newest folder left.
    static func discardIfEmpty(_ path: String) {
        guard rmdir(path) == 0, let root = FileSystem.parentDirectory(of: path) else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let folders = names.filter { name in
            var isFolder = false
            return name != latest && FileSystem.exists(root + "/" + name, isDirectory: &isFolder) && isFolder
        }
        let newest = folders.max { older($0, than: $1) }
        if let newest {
            DatedFolder.pointLatest(in: root, at: newest)
        } else {
            var info = stat()
            if lstat(root + "/" + latest, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { unlink(root + "/" + latest) }
        }
    }

    /// Whether session folder `a` was made before `b`: by date and time, then by the `_N` of a second's later sessions.
    static func older(_ a: String, than b: String) -> Bool {
        func parts(_ name: String) -> (String, Int) {
            let pieces = name.split(separator: "_")
            // `2025-06-01_14-03-07` has two pieces; a third is the sequence within that second.
            guard pieces.count == 3, let number = Int(pieces[2]) else { return (name, 1) }
            return (pieces[0] + "_" + pieces[1], number)
        }
        let (left, right) = (parts(a), parts(b))
        return left.0 != right.0 ? left.0 < right.0 : left.1 < right.1
    }
}
