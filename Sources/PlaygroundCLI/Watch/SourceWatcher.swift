import Foundation
import PlaygroundKit
import FileSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Tells when a package's sources change: its `Package.swift` and every
/// folder under `Sources/`, watched with Linux's inotify (no polling; a
/// folder made later is watched from then on).
///
/// ``waitForChange(timeout:)`` blocks until something is saved, then waits
/// until the saving has stopped for ``quietPeriod`` (an editor that writes a
/// file in several steps, or a burst of saves, is one change).
///
/// ```swift
/// var watcher = try SourceWatcher(package: "/home/me/my-motion")
/// if let (files, _) = watcher.waitForChange(timeout: 60) { print("saved:", files) }
/// ```
struct SourceWatcher {
    /// How long saving must stop before a change counts, in seconds.
    static let quietPeriod = 0.1
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let package: String

    /// Watches `package`'s `Package.swift` and `Sources/`.
    init(package: String) throws(PlaygroundError) {
        self.package = package
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw .file("cannot watch \(package) for changes (\(FileSystem.lastError))") }
        watch(package, recursive: false)
        watch(package + "/Sources", recursive: true)
    }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)

    private mutating func watch(_ folder: String, recursive: Bool) {
        let id = inotify_add_watch(descriptor, folder, Self.mask)
        if id >= 0 { folders[id] = folder }
        guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), isFolder.boolValue {
                watch(folder + "/" + name, recursive: true)
            }
        }
    }

    /// The files that changed and when the first of them was saved, once saving has been quiet
    /// for ``quietPeriod``; `nil` if nothing changed within `timeout` seconds.
    mutating func waitForChange(timeout: Double) -> (files: [String], since: Date)? {
        var changed = readEvents(waitingUpTo: timeout)
        guard !changed.isEmpty else { return nil }
        let since = Date()
        while true {
            let more = readEvents(waitingUpTo: Self.quietPeriod)
            if more.isEmpty { break }
            changed += more
        }
        // A file made and gone within the burst was a tool's temporary file (sed -i's, an editor's): no change.
        var created: Set<String> = [], files: Set<String> = []
        for (path, isNew) in changed {
            if isNew && !files.contains(path) { created.insert(path) }
            files.insert(path)
        }
        let saved = files.filter { !created.contains($0) || FileManager.default.fileExists(atPath: $0) }.sorted()
        return saved.isEmpty ? nil : (saved, since)
    }

    /// The source files named by the events that arrive within `seconds`, and whether each event made the file.
    private mutating func readEvents(waitingUpTo seconds: Double) -> [(path: String, isNew: Bool)] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, seconds) * 1000)) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return [] }
        var paths: [(path: String, isNew: Bool)] = []
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
            let (id, mask, length) = buffer.withUnsafeBytes { bytes in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameStart = offset + MemoryLayout<inotify_event>.size
            let name = String(decoding: buffer[nameStart..<nameStart + length].prefix { $0 != 0 }, as: UTF8.self)
            offset = nameStart + length
            guard let folder = folders[id], !name.isEmpty, !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            if mask & UInt32(IN_ISDIR) != 0 {
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { watch(path, recursive: true) }
                continue
            }
            // Package.swift in the package's own folder; any file below Sources/ but an editor's scratch file.
            if folder == package ? name == "Package.swift" : !Self.isScratch(name) {
                paths.append((path, mask & UInt32(IN_CREATE) != 0))
            }
        }
        return paths
    }

    /// An editor's temporary file: vim's `4913` and `.swp`, emacs's `~`, a `.tmp`.
    static func isScratch(_ name: String) -> Bool {
        name.allSatisfy(\.isNumber) || name.hasSuffix("~") || [".swp", ".swx", ".tmp"].contains { name.hasSuffix($0) }
    }
}
