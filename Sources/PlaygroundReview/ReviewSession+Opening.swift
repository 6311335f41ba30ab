import FoundationEssentials
import PlaygroundKit
import FileSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// MARK: - Opening a folder of artifacts

extension ReviewSession {
    /// Reads every artifact in `folder` and its subfolders; accepting writes only into `root`.
    ///
    /// `root` is by default the package around the working directory (see
    /// ``AcceptRoot``). Fails with one line when the folder is missing or
    /// holds no artifact that can be read (the line says why the first could not).
    public static func open(
        folder: String, root: AcceptRoot? = AcceptRoot.package(containing: FileManager.default.currentDirectoryPath)
    ) throws(PlaygroundError) -> ReviewSession {
        var isDirectory = false
        guard FileSystem.exists(folder, isDirectory: &isDirectory), isDirectory else {
            throw .file("\(folder): no such folder (run the failing tests with SNAPSHOT_ARTIFACTS=\(folder), or give the folder their failure message names)")
        }
        var items: [ReviewItem] = [], warnings: [String] = []
        let (paths, links) = artifactFiles(in: folder)
        for link in links {
            warnings.append("\(shown(link)): not read, a symbolic link to a folder (review reads only the folders in \(shown(folder)))")
        }
        for path in paths {
            let bytes: [UInt8]
            switch _ArtifactFile.read(path) {
            case .success(let read): bytes = read
            case .failure(.refused(let kind)):
                warnings.append("\(shown(path)): not read, it is \(kind) (review reads only regular files)")
                continue
            case .failure(.missing): continue
            case .failure(.unreadable(let reason)):
                warnings.append("\(path): cannot read it (\(reason))")
                continue
            }
            do {
                let artifact =
                    isMotionManifest(path) ? try SnapshotArtifact(motionJSON: bytes, path: path) : try SnapshotArtifact(json: bytes, path: path)
                items.append(ReviewItem(artifact: artifact, root: root))
            } catch {
                warnings.append(error.description)
            }
        }
        guard !items.isEmpty else {
            if warnings.count == 1 { throw .file(warnings[0]) }
            let why = warnings.first.map { "; \($0)" } ?? ""
            throw .file("\(folder): no failed snapshots to review (no CanvasSnapshotTesting artifact in it or its subfolders)\(why)")
        }
        return ReviewSession(items: items, warnings: warnings, folder: folder, root: root)
    }

    /// `*.json` files in `folder` and one level below, sorted, with the
    /// manifest of each failed motion golden's folder (`<test>.<n>.motion/artifact.json`)
    /// at either level, and the entries one level below that are symbolic
    /// links to folders (not followed: what they lead to is not this folder's).
    static func artifactFiles(in folder: String) -> (files: [String], links: [String]) {
        let manager = FileManager.default
        var found: [String] = [], links: [String] = []
        func motionManifest(_ path: String) -> [String] {
            path.hasSuffix(".motion") && _ArtifactFile.type(of: path) == S_IFDIR ? [path + "/" + SnapshotArtifact.motionManifest] : []
        }
        for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".json") {
                found.append(path)
            } else if !motionManifest(path).isEmpty {
                found += motionManifest(path)
            } else if _ArtifactFile.type(of: path) == S_IFDIR, let inner = try? manager.contentsOfDirectory(atPath: path) {
                for entry in inner.sorted() where !entry.hasPrefix(".") {
                    if entry.hasSuffix(".json") { found.append(path + "/" + entry) } else { found += motionManifest(path + "/" + entry) }
                }
            } else if _ArtifactFile.type(of: path) == S_IFLNK {
                var isDirectory = false
                if FileSystem.exists(path, isDirectory: &isDirectory), isDirectory { links.append(path) }
            }
        }
        return (found, links)
    }

    /// Whether `path` is a failed motion golden's manifest, by where it lies.
    static func isMotionManifest(_ path: String) -> Bool {
        path.hasSuffix(".motion/" + SnapshotArtifact.motionManifest)
    }
}
