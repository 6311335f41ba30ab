import Canvas
import FoundationEssentials
import PlaygroundKit
import StrictJSON
import FileSupport

// MARK: - A failed motion golden, as CanvasSnapshotTesting describes it

extension SnapshotArtifact {
    /// The manifest's `format` for a failed motion golden.
    package static let motionFormat = "canvas-motion-artifact"
    /// The manifest's file name, in the failure's own folder `<run>/<File>/<test>.<n>.motion/`.
    package static let motionManifest = "artifact.json"
    /// The largest motion JSON review reads (a recording of a minute of 5,000 boxes is about 200 MB; a test's, far less).
    static let maximumMotionBytes = 64 << 20

    /// What a failed motion golden leaves beside the two series: the filmstrips, the tolerance and the failure's text.
    public struct MotionFiles: Sendable, Hashable {
        /// The golden's filmstrip as the test saw it, beside the manifest, if there was one.
        package var expectedFilmstrip: String?
        /// The filmstrip the test drew, beside the manifest, if it drew one.
        package var actualFilmstrip: String?
        /// The tolerance the comparison used.
        public var tolerance: MotionTolerance
        /// The failure's message, as the test printed it.
        public var message: String
    }

    /// Whether the failure is of a motion golden (`.motion.json`), not an image.
    public var isMotion: Bool { motion != nil }

    /// Parses a motion failure's `artifact.json` (format `canvas-motion-artifact`, version 1);
    /// `path` is where it was read from (the files it names are beside it).
    ///
    /// The same rules as for an image's artifact hold: a golden must be a
    /// `.motion.json` file in a `__Snapshots__` folder, the files it names must be
    /// names beside it, texts are bounded, and a later version is refused in one line.
    ///
    /// ```swift
    /// let artifact = try SnapshotArtifact(motionJSON: bytes, path: "run/ThrowTests/settles.1.motion/artifact.json")
    /// print(artifact.isMotion, artifact.golden ?? "no golden")
    /// ```
    public init(motionJSON bytes: [UInt8], path: String) throws(PlaygroundError) {
        let root: JSONObjectReader
        let version: Int
        do throws(PlaygroundError) {
            root = try JSONObjectReader(try JSONValue.parse(Data(bytes)), location: "the artifact")
            guard try root.optionalString("format") == Self.motionFormat else {
                throw .script("\"format\" is not \"\(Self.motionFormat)\"")
            }
            version = try root.integer("version")
        } catch {
            throw .file("\(path): not a motion artifact (\(error.description))")
        }
        guard version == 1 else {
            throw .file("\(path): motion artifact version \(version), written by a newer CanvasSnapshotTesting; this playground reads version 1: update the playground to review it")
        }
        do throws(PlaygroundError) {
            self = try Self.decodeMotion(root, path: path)
        } catch {
            throw .file("\(path): not a motion artifact (\(error.description))")
        }
    }

    private static func decodeMotion(_ root: JSONObjectReader, path: String) throws(PlaygroundError) -> SnapshotArtifact {
        let folder = FileSystem.parentDirectory(of: path).map { $0 + "/" } ?? ""
        func inFolder(_ key: String) throws(PlaygroundError) -> String? {
            guard let name = try root.optionalString(key) else { return nil }
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw .script("\"\(key)\" must be a file name beside the artifact, got \(PlaygroundError.quoted(name))")
            }
            return folder + name
        }
        func bounded(_ key: String) throws(PlaygroundError) -> String? {
            guard let text = try root.optionalString(key) else { return nil }
            guard text.utf8.count <= maximumText * 4 else { throw .script("\"\(key)\" is longer than \(maximumText * 4) bytes") }
            return text
        }
        let golden = try bounded("golden"), goldenInPackage = try bounded("goldenInPackage")
        for (key, value) in [("golden", golden), ("goldenInPackage", goldenInPackage)] {
            if let value, !(value.hasSuffix(".motion.json") && value.split(separator: "/").contains("__Snapshots__")) {
                throw .script("\"\(key)\" is not a .motion.json file in a __Snapshots__ folder: \(PlaygroundError.shortened(value))")
            }
        }
        guard let test = try bounded("test"), let actual = try inFolder("actual") else {
            throw .script("the artifact: missing \"test\" or \"actual\"")
        }
        var tolerance = MotionTolerance.exact
        if case let .object(fields)? = root.fields["tolerance"] {
            for (name, value) in fields {
                guard case let .number(number) = value, number.isFinite, number >= 0 else {
                    throw .script("\"tolerance\": \(PlaygroundError.quoted(name)) is not a number of 0 or more")
                }
                if name == "otherwise" { tolerance.otherwise = number } else { tolerance.perProperty[MotionProperty(rawValue: name)] = number }
            }
        }
        return SnapshotArtifact(
            version: 1, path: path, test: test, golden: golden, goldenInPackage: goldenInPackage, expectedCopy: try inFolder("expected"),
            context: nil, actual: actual, differenceImage: "", expectedWidth: 0, expectedHeight: 0, actualWidth: 0, actualHeight: 0,
            differingPixels: 0, maxChannelDelta: 0, bounds: nil, tolerance: .exact,
            motion: MotionFiles(
                expectedFilmstrip: try inFolder("expectedFilmstrip"), actualFilmstrip: try inFolder("actualFilmstrip"), tolerance: tolerance,
                message: String((try bounded("message") ?? "").prefix(maximumText))))
    }

    /// Reads a motion JSON file (a regular file in the artifact's folder or the golden), of bounded size.
    static func readMotion(_ path: String) -> Result<MotionRecording, AcceptRoot.Refusal> {
        switch _ArtifactFile.read(path) {
        case .success(let bytes):
            guard bytes.count <= maximumMotionBytes else { return .failure(.init("\(shown(path)) is larger than \(maximumMotionBytes >> 20) MB")) }
            do {
                return .success(try MotionRecording(json: bytes))
            } catch {
                return .failure(.init("\(shown(path)) is not a motion golden (\(error))"))
            }
        case .failure(.missing): return .failure(.init("\(shown(path)) is missing"))
        case .failure(.refused(let kind)): return .failure(.init("\(shown(path)) is \(kind)"))
        case .failure(.unreadable(let reason)): return .failure(.init("cannot read \(shown(path)) (\(reason))"))
        }
    }
}
