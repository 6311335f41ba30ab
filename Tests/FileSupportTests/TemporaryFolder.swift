import FileSupport
import Foundation

/// A new folder in the temporary directory for one test, removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init(_ label: String) {
        path = NSTemporaryDirectory() + "file-support-\(label)-\(UInt32.random(in: 0...UInt32.max))"
        _ = FileSystem.createDirectory(path)
    }

    /// Writes `text` to `name` in the folder (its folders made first) and returns the file's path.
    @discardableResult
    func write(_ text: String, to name: String) -> String {
        let file = path + "/" + name
        if let folder = FileSystem.parentDirectory(of: file) { _ = FileSystem.createDirectory(folder) }
        _ = FileSystem.write(Array(text.utf8), to: file)
        return file
    }

    /// The names in `folder` (the test's folder by default), sorted.
    func names(in folder: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder ?? path)) ?? []).sorted()
    }

    func remove() {
        FileSystem.removeTree(path)
    }
}
