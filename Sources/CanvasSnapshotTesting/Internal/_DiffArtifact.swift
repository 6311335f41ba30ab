import Canvas
import Foundation
import MotionMath

/// Writes what a failed PNG comparison leaves for `playground review`: the
/// actual image, a difference image and a JSON description.
///
/// The library passes its diffing closure the two images only, not the
/// golden's path, so the golden is found here: in the `__Snapshots__` folder
/// beside the running test's file (Swift Testing says which file), else by
/// searching the `__Snapshots__` folders under the current directory (the
/// package, when `swift test` runs) for a file of the test's name whose bytes
/// are the golden's. Under XCTest the running test's name comes from an
/// XCTest observer (``_TestIdentity``), so both frameworks get the same files.
///
/// For a golden `…/__Snapshots__/<File>/<test>.<n>.png` the files are, in
/// `<run>/<File>/` (`<run>` the run's folder, see ``_RunFolder``): `<test>.<n>.png` (the actual image; with `SNAPSHOT_ARTIFACTS` the library writes it
/// too), `<test>.<n>.diff.png`, `<test>.<n>.expected.png` (the golden as
/// compared, so the folder can be reviewed on a machine without the
/// package), `<test>.<n>.clip.png` when `assertGoldenFrame` was given a
/// context with a clip, and `<test>.<n>.json`, written last and by renaming,
/// so a reader never sees half of one.
enum _DiffArtifact {
    private static let counter = _Counter()

    /// Numbers this comparison within the running test; call once per comparison, matching or not.
    static func nextIndex() -> Int {
        counter.next(for: _TestIdentity.current()?.key ?? "none")
    }

    /// The files written for one failure.
    struct Written {
        var json: String
        var difference: String
        /// The run's folder, which `playground review` reads.
        var runFolder: String
        /// The package of the failing test, where accepting writes.
        var package: String?
    }

    /// Writes the three files; returns their paths or the first error.
    static func write(
        reference: Data, actual: Data, differenceImage: [UInt8], difference: ImageDifference, index: Int
    ) -> Result<Written, any Error> {
        let test = _TestIdentity.current()
        let golden = _GoldenSearch.find(reference: reference, test: test, index: index)
        let root = _RunFolder.folder(forTestFile: test?.filePath)
        let folderName: String, base: String
        if let golden {
            let url = URL(fileURLWithPath: golden)
            folderName = url.deletingLastPathComponent().lastPathComponent
            base = url.deletingPathExtension().lastPathComponent
        } else {
            folderName = test?.fileStem ?? "CanvasSnapshots"
            base = "\(test?.fileNamePrefix ?? "snapshot").\(index)"
        }
        let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(folderName)
        // Without a name (the first XCTest test of a run), the golden's own name says which test it is.
        var record = _ArtifactRecord(
            test: test?.name ?? "\(folderName)/\(base)", golden: golden, actual: base + ".png", expected: base + ".expected.png",
            differenceImage: base + ".diff.png", comparison: difference
        )
        let context = _GoldenCall.current?.context
        let clip = context?.clip.map { ($0.png, base + ".clip.png") }
        record.context = context.map { _ArtifactRecord.Context($0, clip: clip?.1) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: folder.appendingPathComponent(record.actual))
            try Data(differenceImage).write(to: folder.appendingPathComponent(record.differenceImage))
            try reference.write(to: folder.appendingPathComponent(base + ".expected.png"))
            if let (bytes, name) = clip { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
            let json = folder.appendingPathComponent(base + ".json")
            try record.jsonData().write(to: json, options: .atomic)
            return .success(
                Written(
                    json: json.path, difference: folder.appendingPathComponent(record.differenceImage).path, runFolder: root,
                    package: _RunFolder.package(around: test?.filePath)))
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
    private let counts = PosixMutex<[String: Int]>([:])

    func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
