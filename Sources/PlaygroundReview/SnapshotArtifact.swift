import Canvas
import FoundationEssentials
import PlaygroundKit
import StrictJSON
import FileSupport

/// One failed golden-image comparison, as CanvasSnapshotTesting describes it
/// in `$SNAPSHOT_ARTIFACTS/<TestFile>/<test>.<n>.json`: which golden, which
/// test, the images' sizes, and how many pixels differ and where.
///
/// `actual` and `differenceImage` are stored as file names beside the JSON
/// and resolved here to paths, so a folder of artifacts can be moved (from a
/// CI run) and still reviewed. The golden's path is absolute.
///
/// Versions 1 and 2 are read. Version 2 adds a copy of the golden as the
/// test compared it (``expectedCopy``), the golden's path inside its
/// package (``goldenInPackage``) and, for a golden that came from a replay,
/// its ``Context``: the frames that led to it (an animated PNG) and the
/// state the test checks beside its pixels. An artifact of a later version
/// is refused in one line that says to update the playground.
///
/// ```swift
/// let artifact = try SnapshotArtifact(json: bytes, path: "artifacts/FrameTests/settled.1.json")
/// print(artifact.differingPixels, artifact.bounds ?? "none")
/// ```
public struct SnapshotArtifact: Sendable, Hashable {
    /// The value of the JSON's `format` field.
    public static let format = "canvas-snapshot-artifact"
    /// The versions this playground reads.
    package static let readableVersions = 1...2
    /// The most values a context may hold, and the longest text of any of its strings.
    static let maximumValues = 10_000, maximumText = 4_096

    /// How a golden that came from a replay came to be: what `GoldenContext` records, as the artifact stores it.
    public struct Context: Sendable, Hashable {
        /// The golden frame's number.
        public var frame: Int
        /// Where the frames came from: a recording's file name, or `the script`.
        public var source: String
        /// The animated PNG of the frames up to the golden one, beside the artifact; `nil` if it was left out.
        public var clip: String?
        /// The number of the clip's first frame, and how many frames it holds.
        public var clipFirstFrame: Int, clipFrameCount: Int
        /// The state at the golden frame (the token balance, each trace's state), with what the test expects.
        public var values: [GoldenContext.Value]
        /// Anything else to know, one line each.
        public var notes: [String]
    }

    /// The artifact format's version.
    public var version: Int
    /// The largest image side an artifact may claim.
    static let maximumSide = 1 << 16

    /// Where the JSON was read from.
    public var path: String
    /// The test that failed: `settled()` or `FrameTests.testSettled`.
    public var test: String
    /// The golden file the comparison read, if the writer could tell: an absolute path on the machine the test ran on.
    public var golden: String?
    /// The golden's path inside the package that held it, as the test saw it (version 2).
    public var goldenInPackage: String?
    /// A copy of the golden as the test compared it, beside the artifact (version 2).
    public var expectedCopy: String?
    /// The frames and state that led to the golden frame, for a golden that came from a replay (version 2).
    public var context: Context?
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
    /// For a failed motion golden, its filmstrips, tolerance and message (see ``init(motionJSON:path:)``); `nil` for an image.
    public var motion: MotionFiles? = nil
}

// MARK: - Reading

extension SnapshotArtifact {
    /// Parses an artifact's JSON; `path` is where it was read from (names in it are relative to its folder).
    ///
    /// Fails with one line naming `path` and the field when the bytes are not
    /// such an artifact: not JSON, another format, a missing or mistyped
    /// field, a size out of range, a file name that leaves the folder, or a
    /// golden that is not a PNG in a `__Snapshots__` folder; and with one
    /// line saying so when it is of a version this playground does not read.
    public init(json bytes: [UInt8], path: String) throws(PlaygroundError) {
        let json: JSONValue
        let version: Int
        do throws(PlaygroundError) {
            json = try JSONValue.parse(Data(bytes))
            let root = try JSONObjectReader(json, location: "the artifact")
            guard try root.optionalString("format") == Self.format else {
                throw .script("\"format\" is not \"\(Self.format)\"")
            }
            version = try root.integer("version")
        } catch {
            throw .file("\(path): not a snapshot artifact (\(error.description))")
        }
        guard Self.readableVersions.contains(version) else {
            throw .file(
                "\(path): artifact version \(version), written by a newer CanvasSnapshotTesting; this playground reads versions "
                    + "\(Self.readableVersions.lowerBound) to \(Self.readableVersions.upperBound): update the playground to review it")
        }
        do {
            self = try Self.decode(json, version: version, path: path)
        } catch {
            throw .file("\(path): not a snapshot artifact (\(error.description))")
        }
    }

    private static func decode(_ json: JSONValue, version: Int, path: String) throws(PlaygroundError) -> SnapshotArtifact {
        let root = try JSONObjectReader(json, location: "the artifact")
        let folder = FileSystem.parentDirectory(of: path).map { $0 + "/" } ?? ""
        let golden = try root.optionalString("golden")
        if let golden, !(golden.hasSuffix(".png") && golden.contains("/__Snapshots__/")) {
            throw .script("\"golden\" is not a PNG in a __Snapshots__ folder: \(PlaygroundError.shortened(golden))")
        }
        let goldenInPackage = try root.optionalString("goldenInPackage")
        if let goldenInPackage, !(goldenInPackage.hasSuffix(".png") && goldenInPackage.split(separator: "/").contains("__Snapshots__")) {
            throw .script("\"goldenInPackage\" is not a PNG in a __Snapshots__ folder: \(PlaygroundError.shortened(goldenInPackage))")
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
            version: version, path: path, test: try text(root, "test"), golden: golden, goldenInPackage: goldenInPackage,
            expectedCopy: try root.fields["expected"].map { _ throws(PlaygroundError) in folder + (try fileName(root, "expected")) },
            context: try context(root.fields["context"], folder: folder),
            actual: folder + (try fileName(root, "actual")),
            differenceImage: folder + (try fileName(root, "differenceImage")),
            expectedWidth: try size(root, "expectedWidth"), expectedHeight: try size(root, "expectedHeight"),
            actualWidth: try size(root, "actualWidth"), actualHeight: try size(root, "actualHeight"),
            differingPixels: try size(root, "differingPixels", limit: maximumSide * maximumSide),
            maxChannelDelta: try size(root, "maxChannelDelta", limit: 255),
            bounds: try bounds(root.fields["bounds"]), tolerance: tolerance
        )
    }

    private static func context(_ value: JSONValue?, folder: String) throws(PlaygroundError) -> Context? {
        guard let value, value != .null else { return nil }
        let reader = try JSONObjectReader(value, location: "\"context\"")
        var values: [GoldenContext.Value] = []
        if case let .array(items)? = reader.fields["values"] {
            guard items.count <= maximumValues else { throw .script("\"context\": more than \(maximumValues) values") }
            for (index, item) in items.enumerated() {
                let value = try JSONObjectReader(item, location: "\"context\" value \(index + 1)")
                values.append(
                    GoldenContext.Value(
                        group: try text(value, "group"), name: try text(value, "name"),
                        value: try optionalText(value, "value"), expected: try optionalText(value, "expected")))
            }
        } else if let other = reader.fields["values"], other != .null {
            throw .script("\"context\": \"values\" is \(other.kind), expected an array")
        }
        var notes: [String] = []
        if case let .array(items)? = reader.fields["notes"] {
            for item in items.prefix(100) {
                guard case let .string(note) = item else { throw .script("\"context\": a note is \(item.kind), expected a string") }
                notes.append(String(note.prefix(maximumText)))
            }
        }
        let clip = try reader.optionalString("clip") == nil ? nil : folder + (try fileName(reader, "clip"))
        return Context(
            frame: try size(reader, "frame", limit: InputScript.maximumFrames), source: try text(reader, "source"), clip: clip,
            clipFirstFrame: clip == nil ? 0 : try size(reader, "clipFirstFrame", limit: InputScript.maximumFrames),
            clipFrameCount: clip == nil ? 0 : try size(reader, "clipFrameCount", limit: InputScript.maximumFrames),
            values: values, notes: notes)
    }

    /// A string field of bounded length.
    private static func text(_ reader: JSONObjectReader, _ key: String) throws(PlaygroundError) -> String {
        guard let value = try optionalText(reader, key) else { throw .script("\(reader.location): missing \"\(key)\"") }
        return value
    }

    private static func optionalText(_ reader: JSONObjectReader, _ key: String) throws(PlaygroundError) -> String? {
        guard let value = try reader.optionalString(key) else { return nil }
        guard value.utf8.count <= maximumText else { throw .script("\(reader.location): \"\(key)\" is longer than \(maximumText) bytes") }
        return value
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
