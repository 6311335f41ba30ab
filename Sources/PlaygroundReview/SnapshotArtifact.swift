import Canvas
import FoundationEssentials
import PlaygroundKit

/// One failed golden-image comparison, as CanvasSnapshotTesting describes it
/// in `$SNAPSHOT_ARTIFACTS/<TestFile>/<test>.<n>.json`: which golden, which
/// test, the images' sizes, and how many pixels differ and where.
///
/// `actual` and `differenceImage` are stored as file names beside the JSON
/// and resolved here to paths, so a folder of artifacts can be moved (from a
/// CI run) and still reviewed. The golden's path is absolute.
///
/// ```swift
/// let artifact = try SnapshotArtifact(json: bytes, path: "artifacts/FrameTests/settled.1.json")
/// print(artifact.differingPixels, artifact.bounds ?? "none")
/// ```
public struct SnapshotArtifact: Sendable, Hashable {
    /// The value of the JSON's `format` field.
    public static let format = "canvas-snapshot-artifact"
    /// The largest image side an artifact may claim.
    static let maximumSide = 1 << 16

    /// Where the JSON was read from.
    public var path: String
    /// The test that failed: `settled()` or `FrameTests.testSettled`.
    public var test: String
    /// The golden file the comparison read, if the writer could tell.
    public var golden: String?
    /// The actual image's path.
    public var actual: String
    /// The difference image's path (differing pixels red over a faded golden).
    public var differenceImage: String
    /// The golden's and the actual image's sizes, in pixels.
    public var expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int
    /// How many pixels differ beyond the tolerance.
    public var differingPixels: Int
    /// The largest channel difference, 0 to 255.
    public var maxChannelDelta: Int
    /// The smallest rectangle holding every differing pixel, if any differs.
    public var bounds: PixelRect?
    /// The tolerance the comparison used.
    public var tolerance: PixelTolerance
}

// MARK: - Reading

extension SnapshotArtifact {
    /// Parses an artifact's JSON; `path` is where it was read from (names in it are relative to its folder).
    ///
    /// Fails with one line naming `path` and the field when the bytes are not
    /// such an artifact: not JSON, another format, a missing or mistyped
    /// field, a size out of range, a file name that leaves the folder, or a
    /// golden that is not a PNG in a `__Snapshots__` folder.
    public init(json bytes: [UInt8], path: String) throws(PlaygroundError) {
        do {
            self = try Self.decode(JSONValue.parse(Data(bytes)), path: path)
        } catch {
            throw .file("\(path): not a snapshot artifact (\(error.description))")
        }
    }

    private static func decode(_ json: JSONValue, path: String) throws(PlaygroundError) -> SnapshotArtifact {
        let root = try JSONObjectReader(json, location: "the artifact")
        guard try root.optionalString("format") == format else {
            throw .script("\"format\" is not \"\(format)\"")
        }
        let version = try root.integer("version")
        guard version == 1 else { throw .script("unsupported version \(version) (this playground reads 1)") }
        let folder = FileSystem.parentDirectory(of: path).map { $0 + "/" } ?? ""
        let golden = try root.optionalString("golden")
        if let golden, !(golden.hasSuffix(".png") && golden.contains("/__Snapshots__/")) {
            throw .script("\"golden\" is not a PNG in a __Snapshots__ folder: \(PlaygroundError.shortened(golden))")
        }
        let tolerance =
            try root.fields["tolerance"].map { value throws(PlaygroundError) in
                let reader = try JSONObjectReader(value, location: "\"tolerance\"")
                return PixelTolerance(
                    maxChannelDelta: try size(reader, "maxChannelDelta", limit: 255),
                    maxDifferingPixels: try size(reader, "maxDifferingPixels", limit: Int.max / 2)
                )
            } ?? .exact
        return SnapshotArtifact(
            path: path, test: try root.string("test"), golden: golden,
            actual: folder + (try fileName(root, "actual")),
            differenceImage: folder + (try fileName(root, "differenceImage")),
            expectedWidth: try size(root, "expectedWidth"), expectedHeight: try size(root, "expectedHeight"),
            actualWidth: try size(root, "actualWidth"), actualHeight: try size(root, "actualHeight"),
            differingPixels: try size(root, "differingPixels", limit: maximumSide * maximumSide),
            maxChannelDelta: try size(root, "maxChannelDelta", limit: 255),
            bounds: try bounds(root.fields["bounds"]), tolerance: tolerance
        )
    }

    private static func size(_ reader: JSONObjectReader, _ key: String, limit: Int = maximumSide) throws(PlaygroundError) -> Int {
        let value = try reader.integer(key)
        guard (0...limit).contains(value) else { throw .script("\"\(key)\" must be between 0 and \(limit), got \(value)") }
        return value
    }

    private static func fileName(_ reader: JSONObjectReader, _ key: String) throws(PlaygroundError) -> String {
        let name = try reader.string(key)
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw .script("\"\(key)\" must be a file name beside the artifact, got \(PlaygroundError.quoted(name))")
        }
        return name
    }

    private static func bounds(_ value: JSONValue?) throws(PlaygroundError) -> PixelRect? {
        guard let value, value != .null else { return nil }
        let reader = try JSONObjectReader(value, location: "\"bounds\"")
        let rect = PixelRect(
            x: try size(reader, "x"), y: try size(reader, "y"),
            width: try size(reader, "width"), height: try size(reader, "height")
        )
        return rect.isEmpty ? nil : rect
    }
}
