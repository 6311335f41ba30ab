import Foundation

/// Finds the golden file a comparison read, from its bytes.
///
/// First in `__Snapshots__/<File>/` beside the test's file, when the test's
/// file is known; else in every `__Snapshots__` folder under the current
/// directory (hidden folders and `.build` skipped, a bounded walk). A file
/// counts only if its bytes are the golden's and, when the test is known, its
/// name starts with the test's; among several, `<test>.<index>.png` wins, and
/// an ambiguous search finds nothing rather than the wrong file.
enum _GoldenSearch {
    /// The most folders the walk visits, so a huge working directory cannot stall a test.
    static let folderBudget = 20_000

    static func find(reference: Data, test: _TestIdentity?, index: Int, pathExtension: String = "png") -> String? {
        let prefix = test?.fileNamePrefix
        if let file = test?.filePath, let stem = test?.fileStem {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__").appendingPathComponent(stem).path
            if let hit = match(in: [folder], prefix: prefix, index: index, reference: reference, pathExtension: pathExtension) { return hit }
        }
        let folders = snapshotFolders(under: FileManager.default.currentDirectoryPath)
        return match(in: folders, prefix: prefix, index: index, reference: reference, pathExtension: pathExtension)
    }

    static func match(in folders: [String], prefix: String?, index: Int, reference: Data, pathExtension: String = "png") -> String? {
        var hits: [String] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where name.hasSuffix("." + pathExtension) && !name.hasSuffix(".diff.png") {
                if let prefix, !name.hasPrefix(prefix + ".") { continue }
                let path = folder + "/" + name
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
                guard size == reference.count, FileManager.default.contents(atPath: path) == reference else { continue }
                hits.append(path)
            }
        }
        if let prefix, let exact = hits.first(where: { $0.hasSuffix("/\(prefix).\(index).\(pathExtension)") }) { return exact }
        return hits.count == 1 ? hits[0] : nil
    }

    /// Every `__Snapshots__/<File>` folder under `root`.
    static func snapshotFolders(under root: String) -> [String] {
        var found: [String] = []
        var queue = [(root, 0)]
        var visited = 0
        while !queue.isEmpty, visited < folderBudget {
            let (folder, depth) = queue.removeFirst()
            visited += 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if name == "__Snapshots__" {
                    let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                    found += files.sorted().map { path + "/" + $0 }
                } else if depth < 8 {
                    queue.append((path, depth + 1))
                }
            }
        }
        return found
    }
}
