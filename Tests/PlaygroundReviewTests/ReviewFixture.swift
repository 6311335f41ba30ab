import Canvas
import Foundation
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport

/// A folder of failure artifacts, made as CanvasSnapshotTesting makes them,
/// around small drawn images, for the review's tests and goldens.
struct ReviewFixture {
    /// The temporary folder: `src/` is a package (it has a `Package.swift`) whose
    /// `__Snapshots__/Cards/` holds goldens; `artifacts/Cards/` holds the artifacts.
    let root: String
    var artifacts: String { root + "/artifacts" }
    var package: String { root + "/src" }
    var goldens: String { root + "/src/__Snapshots__/Cards" }

    init(_ name: String = #function) throws {
        root = TestSupport.temporaryFolder(name)
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: artifacts + "/Cards", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.1\n".write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
    }

    /// The review of the artifacts, accepting into the fixture's package.
    func open() throws -> ReviewSession {
        try ReviewSession.open(folder: artifacts, root: AcceptRoot(explicit: package))
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

    /// Writes a golden and an artifact for `test` (version 1, as before artifacts kept a copy of
    /// the golden; version 2 with the copy and `extra` fields); returns the artifact's path.
    @discardableResult
    func addFailure(
        _ test: String, expected: Framebuffer = card(), actual: Framebuffer = card(shifted: true), goldenExists: Bool = true,
        version: Int = 1, golden goldenPath: String? = nil, extra: String = ""
    ) throws -> String {
        let golden = goldenPath ?? goldens + "/\(test).1.png"
        if goldenExists && goldenPath == nil { try expected.writePNG(toFile: golden) }
        try actual.writePNG(toFile: artifacts + "/Cards/\(test).1.png")
        try actual.differenceImage(from: expected).writePNG(toFile: artifacts + "/Cards/\(test).1.diff.png")
        var fields = ""
        if version >= 2 {
            try expected.writePNG(toFile: artifacts + "/Cards/\(test).1.expected.png")
            fields = #", "expected": "\#(test).1.expected.png""# + extra
        }
        let difference = actual.difference(from: expected)
        let bounds = difference.differingBounds.map { #"{"x": \#($0.x), "y": \#($0.y), "width": \#($0.width), "height": \#($0.height)}"# } ?? "null"
        let json = """
            {"format": "canvas-snapshot-artifact", "version": \(version), "test": "\(test)()", "golden": "\(golden)",
             "actual": "\(test).1.png", "differenceImage": "\(test).1.diff.png",
             "expectedWidth": \(expected.width), "expectedHeight": \(expected.height),
             "actualWidth": \(actual.width), "actualHeight": \(actual.height),
             "differingPixels": \(difference.differingPixels), "maxChannelDelta": \(difference.maxChannelDelta),
             "bounds": \(bounds), "tolerance": {"maxChannelDelta": 0, "maxDifferingPixels": 0}\(fields)}
            """
        let path = artifacts + "/Cards/\(test).1.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A failure from a replay: version 2, with a clip of the card's stripe sliding in over
    /// `frames` frames (the last is the actual image) and the state at the golden frame.
    @discardableResult
    func addMotionFailure(_ test: String, frames: Int = 6, values: String? = nil) throws -> String {
        var encoder = APNGEncoder(width: 96, height: 60, framePeriod: 1.0 / 60)
        for step in 0..<frames {
            var frame = Self.card()
            frame.fillRectangle(x: 66 - Double(frames - 1 - step) * 8, y: 12, width: 20, height: 4, color: Color(rgba: 0x66BB6AFF))
            if step == frames - 1 { frame = Self.card(shifted: true) }
            try encoder.append(frame)
        }
        try Data(try encoder.finish()).write(to: URL(fileURLWithPath: artifacts + "/Cards/\(test).1.clip.png"))
        let state =
            values
                ?? #"""
                [{"group": "tokens", "name": "started", "value": "4", "expected": "4"},
                 {"group": "tokens", "name": "ended", "value": "3", "expected": "4"},
                 {"group": "tokens", "name": "open", "value": "1", "expected": "0"},
                 {"group": "traces", "name": "Toss Box#1 into an anchor", "value": "passing", "expected": "passed"},
                 {"group": "traces", "name": "Fling Box#4 into a wall", "value": "waiting", "expected": "waiting"}]
                """#
        let context =
            #", "context": {"frame": 30, "source": "recording.json", "clip": "\#(test).1.clip.png", "clipFirstFrame": \#(31 - frames), "clipFrameCount": \#(frames), "values": \#(state), "notes": []}"#
        return try addFailure(test, version: 2, extra: context)
    }
}
