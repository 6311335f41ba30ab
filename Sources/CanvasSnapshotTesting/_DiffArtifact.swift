import Foundation
import Synchronization
import Testing

/// Writes difference images next to the actual images swift-snapshot-testing writes on failure.
///
/// The library puts a failed snapshot at
/// `$SNAPSHOT_ARTIFACTS/<TestFile>/<testName>.<n>.png` (the temporary
/// directory without the variable) but on Linux does not save attachments,
/// so the diff is saved here as `<testName>.<n>.diff.png`. `n` counts PNG
/// comparisons within the running test, which matches the library's numbering
/// of unnamed snapshots; the failure message prints the exact path either way.
enum _DiffArtifact {
    private static let counter = _Counter()

    /// Numbers this comparison within the running test; call once per comparison, matching or not.
    static func nextIndex() -> Int {
        counter.next(for: Test.current.map { "\($0.id)" } ?? "none")
    }

    static func write(_ bytes: [UInt8], index: Int) -> Result<String, any Error> {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        var folder = "CanvasSnapshots", testName = "snapshot"
        if let test = Test.current {
            folder = String(test.sourceLocation.fileName.split(separator: ".").first ?? "Tests")
            testName = _sanitize(test.name)
        }
        let directory = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(folder)
        let file = directory.appendingPathComponent("\(testName).\(index).diff.png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
            return .success(file.path)
        } catch {
            return .failure(error)
        }
    }

    /// The library's file-name rule: runs of non-word characters become "-", trimmed at the ends.
    static func _sanitize(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let isWord = scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
            if isWord {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }
}

/// A thread-safe count per key; tests run in parallel.
private final class _Counter: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
