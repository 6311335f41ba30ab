import Canvas
import FileSupport
import Foundation

/// The JSON description of one failed comparison, as `playground review` reads it.
///
/// Keys are sorted and the output indented, so the same failure gives the
/// same bytes. `golden` is an absolute path (it is in the source tree) and
/// `goldenInPackage` the same file relative to the package that holds it
/// (the nearest folder above it with a `Package.swift`), so artifacts
/// downloaded from a CI machine can be accepted into a checkout elsewhere.
/// `actual`, `expected` (the golden as the test compared it),
/// `differenceImage` and a context's `clip` are file names in the JSON's own
/// folder, so a folder of artifacts can be moved and still reviewed.
/// `bounds` is the smallest rectangle holding every differing pixel.
///
/// Version 2 added `expected`, `goldenInPackage` and `context` (the frames
/// before a replayed golden and the state at it); readers of version 2 read
/// version 1 too, where those are absent.
///
/// ```json
/// { "actual": "frame.1.png", "actualHeight": 720, "actualWidth": 1280,
///   "bounds": { "height": 1, "width": 1, "x": 10, "y": 20 },
///   "context": { "clip": "frame.1.clip.png", "clipFirstFrame": 1, "clipFrameCount": 42, "frame": 42,
///                "notes": [], "source": "recording.json",
///                "values": [{ "expected": "3", "group": "tokens", "name": "started", "value": "3" }, …] },
///   "differenceImage": "frame.1.diff.png", "differingPixels": 1, "expected": "frame.1.expected.png",
///   "expectedHeight": 720, "expectedWidth": 1280, "format": "canvas-snapshot-artifact",
///   "golden": "/src/Tests/AppTests/__Snapshots__/FrameTests/frame.1.png",
///   "goldenInPackage": "Tests/AppTests/__Snapshots__/FrameTests/frame.1.png",
///   "maxChannelDelta": 255, "test": "frame()", "tolerance": { … }, "version": 2 }
/// ```
struct _ArtifactRecord: Encodable {
    /// The version this module writes.
    static let version = 2

    struct Bounds: Encodable {
        var x: Int, y: Int, width: Int, height: Int
    }

    struct Tolerance: Encodable {
        var maxChannelDelta: Int
        var maxDifferingPixels: Int
    }

    struct Context: Encodable {
        struct Value: Encodable {
            var group: String
            var name: String
            var value: String?
            var expected: String?
        }

        var frame: Int
        var source: String
        var clip: String?
        var clipFirstFrame: Int?
        var clipFrameCount: Int?
        var values: [Value]
        var notes: [String]

        init(_ context: GoldenContext, clip: String?) {
            frame = context.frame
            source = context.source
            self.clip = clip
            clipFirstFrame = clip == nil ? nil : context.clip?.firstFrame
            clipFrameCount = clip == nil ? nil : context.clip?.frameCount
            values = context.values.map { Value(group: $0.group, name: $0.name, value: $0.value, expected: $0.expected) }
            notes = context.notes
        }
    }

    var format = "canvas-snapshot-artifact"
    var version = Self.version
    var test: String
    var golden: String?
    var goldenInPackage: String?
    var actual: String
    var expected: String?
    var differenceImage: String
    var expectedWidth: Int, expectedHeight: Int
    var actualWidth: Int, actualHeight: Int
    var differingPixels: Int
    var maxChannelDelta: Int
    var bounds: Bounds?
    var tolerance: Tolerance
    var context: Context?

    init(test: String, golden: String?, actual: String, expected: String?, differenceImage: String, comparison: ImageDifference) {
        self.test = test
        self.golden = golden
        goldenInPackage = golden.flatMap(Self.pathInPackage)
        self.actual = actual
        self.expected = expected
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

    /// `path` relative to the nearest folder above it that holds a `Package.swift`, if any.
    static func pathInPackage(_ path: String) -> String? {
        guard let folder = FileSystem.parentDirectory(of: FileSystem.absolute(path)), let root = FileSystem.packageRoot(from: folder) else { return nil }
        return FileSystem.path(path, relativeTo: root)
    }

    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
