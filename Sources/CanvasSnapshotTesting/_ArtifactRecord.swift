import Canvas
import Foundation

/// The JSON description of one failed comparison, as `playground review` reads it.
///
/// Keys are sorted and the output indented, so the same failure gives the
/// same bytes. `golden` is an absolute path (it is in the source tree);
/// `actual` and `differenceImage` are file names in the JSON's own folder, so
/// a folder of artifacts can be moved (downloaded from CI) and still reviewed.
/// `bounds` is the smallest rectangle holding every differing pixel.
///
/// ```json
/// { "actual": "frame.1.png", "actualHeight": 720, "actualWidth": 1280,
///   "bounds": { "height": 1, "width": 1, "x": 10, "y": 20 },
///   "differenceImage": "frame.1.diff.png", "differingPixels": 1,
///   "expectedHeight": 720, "expectedWidth": 1280, "format": "canvas-snapshot-artifact",
///   "golden": "/src/Tests/AppTests/__Snapshots__/FrameTests/frame.1.png",
///   "maxChannelDelta": 255, "test": "frame()", "tolerance": { … }, "version": 1 }
/// ```
struct _ArtifactRecord: Encodable {
    struct Bounds: Encodable {
        var x: Int, y: Int, width: Int, height: Int
    }

    struct Tolerance: Encodable {
        var maxChannelDelta: Int
        var maxDifferingPixels: Int
    }

    var format = "canvas-snapshot-artifact"
    var version = 1
    var test: String
    var golden: String?
    var actual: String
    var differenceImage: String
    var expectedWidth: Int, expectedHeight: Int
    var actualWidth: Int, actualHeight: Int
    var differingPixels: Int
    var maxChannelDelta: Int
    var bounds: Bounds?
    var tolerance: Tolerance

    init(test: String, golden: String?, actual: String, differenceImage: String, comparison: ImageDifference) {
        self.test = test
        self.golden = golden
        self.actual = actual
        self.differenceImage = differenceImage
        expectedWidth = comparison.expectedWidth
        expectedHeight = comparison.expectedHeight
        actualWidth = comparison.actualWidth
        actualHeight = comparison.actualHeight
        differingPixels = comparison.differingPixels
        maxChannelDelta = comparison.maxChannelDelta
        bounds = comparison.differingBounds.map { Bounds(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        tolerance = Tolerance(
            maxChannelDelta: comparison.tolerance.maxChannelDelta,
            maxDifferingPixels: comparison.tolerance.maxDifferingPixels
        )
    }

    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
