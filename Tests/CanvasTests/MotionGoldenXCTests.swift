import Canvas
import CanvasSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// Motion goldens under XCTest, which sets no `Test.current`: the golden is the
/// library's `<test>.<n>.motion.json`, and a failure's folder is named after it.
final class MotionGoldenXCTests: XCTestCase {
    /// A box that moves right and comes to rest at 100 on frame 5.
    static let motion = MotionRecording(
        source: "the test", tracks: [.init(name: "Box#1", properties: [.x, .velocityX], rows: [[0, 0], [40, 2400], [80, 2400], [100, 1200], [100, 0]])])

    func testAMatchingMotionPasses() {
        assertMotionGolden(Self.motion)
    }

    func testAFailureSaysWhatMovedAndLeavesBothSeries() throws {
        var changed = Self.motion
        changed.tracks[0].rows[2] = [86.5, 2800]
        let message = try XCTUnwrap(
            withSnapshotTesting(record: .never) {
                verifySnapshot(of: changed, as: .motion, testName: "testAMatchingMotionPasses")
            })
        XCTAssert(message.contains("The motion differs from its golden at frame 3: Box#1 x is 86.5 px, expected 80 px."), message)
        XCTAssert(message.contains("Box#1 x: at frame 3, up to 6.5 px more (frame 3)"), message)
        let line = try XCTUnwrap(message.split(separator: "\n").first { $0.contains("and the failure: ") })
        let shown = String(try XCTUnwrap(line.components(separatedBy: "the failure: ").last))
        let folder = shown.hasPrefix("/") ? shown : FileManager.default.currentDirectoryPath + "/" + shown
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssert(folder.hasSuffix("/MotionGoldenXCTests/testAMatchingMotionPasses.1.motion"), folder)
        let actual = try MotionRecording(json: Array(try XCTUnwrap(FileManager.default.contents(atPath: folder + "/actual.motion.json"))))
        let expected = try MotionRecording(json: Array(try XCTUnwrap(FileManager.default.contents(atPath: folder + "/expected.motion.json"))))
        XCTAssertEqual(actual, changed)
        XCTAssertEqual(expected, Self.motion)
        let failure = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: folder + "/failure.txt")), as: UTF8.self)
        XCTAssert(failure.hasPrefix("Golden: ") && failure.contains("Box#1 x: at frame 3"), failure)
        // The manifest `playground review` reads: the files beside it, the golden, the test and the message.
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: XCTUnwrap(FileManager.default.contents(atPath: folder + "/artifact.json"))) as? [String: Any])
        XCTAssertEqual(manifest["format"] as? String, "canvas-motion-artifact")
        XCTAssertEqual(manifest["actual"] as? String, "actual.motion.json")
        XCTAssertEqual(manifest["expected"] as? String, "expected.motion.json")
        XCTAssert((manifest["golden"] as? String)?.hasSuffix("/__Snapshots__/MotionGoldenXCTests/testAMatchingMotionPasses.1.motion.json") == true)
        XCTAssert((manifest["message"] as? String)?.contains("Box#1 x: at frame 3") == true)
        XCTAssert(message.contains("Review this run's failures as curves: "), message)
    }
}
