import Canvas
import Foundation
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport

/// A folder of failure artifacts, made as CanvasSnapshotTesting makes them,
/// around small drawn images, for the review's tests and goldens.
struct ReviewFixture {
    /// The temporary folder: `src/__Snapshots__/Cards/` holds goldens, `artifacts/Cards/` the artifacts.
    let root: String
    var artifacts: String { root + "/artifacts" }
    var goldens: String { root + "/src/__Snapshots__/Cards" }

    init(_ name: String = #function) throws {
        root = TestSupport.temporaryFolder(name)
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: artifacts + "/Cards", withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// A card: a rounded box, a stripe and a dot on a slate background, 96 × 60.
    static func card(shifted: Bool = false, width: Int = 96) -> Framebuffer {
        var image = Framebuffer(width: width, height: 60, fill: Color(rgba: 0x263238FF))
        image.fillRectangle(x: 10, y: 10, width: 50, height: 36, color: Color(rgba: 0x42A5F5FF), style: RectangleStyle(cornerRadius: 6))
        image.fillRectangle(x: shifted ? 66 : 65, y: 12, width: 20, height: 4, color: Color(rgba: 0xFFCA28FF))
        image.fillCircle(centerX: 75, centerY: 36, radius: 6, color: Color(rgba: 0xEC407AC0))
        return image
    }

    /// Writes a golden and an artifact for `test`; returns the artifact's path.
    @discardableResult
    func addFailure(_ test: String, expected: Framebuffer = card(), actual: Framebuffer = card(shifted: true), goldenExists: Bool = true) throws -> String {
        let golden = goldens + "/\(test).1.png"
        if goldenExists { try expected.writePNG(toFile: golden) }
        try actual.writePNG(toFile: artifacts + "/Cards/\(test).1.png")
        try actual.differenceImage(from: expected).writePNG(toFile: artifacts + "/Cards/\(test).1.diff.png")
        let difference = actual.difference(from: expected)
        let bounds = difference.differingBounds.map { #"{"x": \#($0.x), "y": \#($0.y), "width": \#($0.width), "height": \#($0.height)}"# } ?? "null"
        let json = """
            {"format": "canvas-snapshot-artifact", "version": 1, "test": "\(test)()", "golden": "\(golden)",
             "actual": "\(test).1.png", "differenceImage": "\(test).1.diff.png",
             "expectedWidth": \(expected.width), "expectedHeight": \(expected.height),
             "actualWidth": \(actual.width), "actualHeight": \(actual.height),
             "differingPixels": \(difference.differingPixels), "maxChannelDelta": \(difference.maxChannelDelta),
             "bounds": \(bounds), "tolerance": {"maxChannelDelta": 0, "maxDifferingPixels": 0}}
            """
        let path = artifacts + "/Cards/\(test).1.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
