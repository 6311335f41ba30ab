import Canvas
import Foundation
import SnapshotTesting

/// Asserts that a recorded motion matches its golden: every property of every
/// track on every frame, exactly unless `tolerance` says otherwise.
///
/// The golden is `__Snapshots__/<TestFile>/<testName>.<n>.motion.json` beside
/// the calling file, as swift-snapshot-testing names it, and record mode
/// follows `SNAPSHOT_TESTING_RECORD`, as for ``assertGoldenFrame(_:context:tolerance:named:fileID:file:testName:line:column:)``.
/// A mismatch fails the test with what moved: the first frame that differs,
/// its box, property, expected and actual value, then for each differing
/// property its frames, largest difference and settling frame
/// (`MotionDifference`, Canvas); both series are left in the run's artifact folder.
/// When the golden is recorded, `filmstrip` (a strip of a few frames, for
/// people) is written beside it as `<testName>.<n>.filmstrip.png` (and when
/// a golden that matches has none yet); it is never compared.
///
/// ```swift
/// import PlaygroundKit   // MotionGoldenReplay
///
/// // in a test:
/// let replay = try MotionGoldenReplay.run(recording: "recording.json", besideFile: #filePath, scene: .makeDefault())
/// assertMotionGolden(replay.motion, filmstrip: replay.filmstrip)
/// assertMotionGolden(replay.motion, tolerance: MotionTolerance([.x: 0.5]), named: "loose")
/// ```
public func assertMotionGolden(
    _ motion: MotionRecording,
    filmstrip: Framebuffer? = nil,
    tolerance: MotionTolerance = .exact,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let before = _MotionGoldens(filePath: "\(filePath)", testName: testName)
    _withGoldenCall(context: nil, filePath: "\(filePath)", testName: testName, filmstrip: filmstrip) {
        assertSnapshot(
            of: motion, as: .motion(tolerance: tolerance), named: name,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
    if let filmstrip, let golden = before.recorded(motion.jsonText()), let png = try? filmstrip.pngData() {
        try? Data(png).write(to: URL(fileURLWithPath: _MotionArtifact.filmstripPath(besideGolden: golden)))
    }
}

/// A test's motion goldens as they were before a comparison, to tell which one it recorded.
struct _MotionGoldens {
    let folder: String
    let prefix: String
    let contents: [String: Data]

    init(filePath: String, testName: String) {
        let file = URL(fileURLWithPath: filePath)
        folder =
            file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
        prefix = _DiffArtifact._sanitize(testName) + "."
        contents = Self.read(folder: folder, prefix: prefix)
    }

    /// The golden that now holds `json` and did not before (the one the comparison recorded),
    /// or that holds it and has no filmstrip beside it yet.
    func recorded(_ json: String) -> String? {
        let now = Self.read(folder: folder, prefix: prefix)
        let bytes = Data(json.utf8)
        return now.keys.sorted().first { path in
            now[path] == bytes
                && (contents[path] != bytes || !FileManager.default.fileExists(atPath: _MotionArtifact.filmstripPath(besideGolden: path)))
        }
    }

    static func read(folder: String, prefix: String) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var contents: [String: Data] = [:]
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".motion.json") {
            contents[folder + "/" + name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return contents
    }
}
