import Canvas
import CanvasSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// The same artifacts under XCTest, which sets no `Test.current`: the golden
/// is found from its bytes and the test's name, and the files are named after it.
///
/// Each golden has a colour of its own: the first XCTest test of a run has no
/// name yet (the observer that follows tests starts with the first
/// comparison), so its golden is found by its bytes alone.
final class SnapshotArtifactXCTests: XCTestCase {
    func testFailureLeavesArtifactsThatNameTheGolden() throws {
        try checkArtifacts(changing: 4, 4, base: 0x8844_22FF, test: "testFailureLeavesArtifactsThatNameTheGolden")
    }

    func testASecondTestGetsItsOwnArtifacts() throws {
        try checkArtifacts(changing: 7, 1, base: 0x2288_44FF, test: "testASecondTestGetsItsOwnArtifacts")
    }

    private func checkArtifacts(changing x: Int, _ y: Int, base: UInt32, test: String) throws {
        let message = try XCTUnwrap(
            withSnapshotTesting(record: .never) {
                verifySnapshot(of: ArtifactFixture.changed(at: x, y, base: base), as: .png, testName: test)
            })
        XCTAssert(message.contains("1 of 256 pixels differ"), message)
        let artifact = try ArtifactFixture.artifact(from: message)
        defer { artifact.remove() }
        let golden = TestSupport.packageRoot + "/Tests/CanvasTests/__Snapshots__/SnapshotArtifactXCTests/\(test).1.png"
        XCTAssertEqual(artifact.json["golden"] as? String, golden)
        XCTAssert(artifact.path.hasSuffix("/SnapshotArtifactXCTests/\(test).1.json"), artifact.path)
        XCTAssert((artifact.json["test"] as? String)?.contains(test) == true, "\(artifact.json["test"] ?? "nil")")
        XCTAssertEqual(artifact.json["bounds"] as? [String: Int], ["x": x, "y": y, "width": 1, "height": 1])
        XCTAssertEqual(try Framebuffer(contentsOfPNGFile: artifact.file("actual")), ArtifactFixture.changed(at: x, y, base: base))
    }
}
