import Canvas
import FoundationEssentials
import PlaygroundKit

/// One failure under review: its artifact, the images it names, what
/// accepting it would write, and what stands in the way.
///
/// Made cheaply (no image is decoded) for every artifact in a folder;
/// ``loaded()`` decodes the images of the one on show, so a folder of 200
/// failures of 1280×720 never holds more than a few images at once.
///
/// The expected image is the golden accepting would replace, in the package
/// the review runs in (see ``AcceptRoot``), as it is now: a golden changed
/// since the test ran shows what would really change. Without one (the
/// artifacts came from another machine, or accepting is refused) it is the
/// copy of the golden the test compared against, which version 2 artifacts
/// keep. No image outside the root or the artifact's folder is ever read.
///
/// Problems are one-line messages: an image that is missing or not a PNG,
/// images of different sizes, why accepting would be refused.
///
/// ```swift
/// let item = ReviewItem(artifact: artifact, root: AcceptRoot.package(containing: "."))
/// for problem in item.loaded().problems { print(problem) }
/// ```
public struct ReviewItem: Sendable {
    /// Where the expected image comes from.
    package enum ExpectedSource: Sendable, Hashable {
        /// The golden in the package, which accepting would replace.
        case golden(String)
        /// The artifact's copy of the golden, as the test compared it.
        case copy(String)
        /// Nowhere: neither can be read.
        case none
    }

    /// An image's size in pixels.
    public struct ImageSize: Sendable, Hashable, CustomStringConvertible {
        public var width: Int, height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
        public var description: String { "\(width)×\(height)" }
    }

    /// The failure's description.
    public var artifact: SnapshotArtifact
    /// Where the expected image comes from.
    package var expectedSource: ExpectedSource
    /// The golden accepting would replace, or why accepting is refused (checked again when accepting).
    public var destination: Result<String, AcceptRoot.Refusal>
    /// The expected image, once ``loaded()``.
    public var expected: Framebuffer?
    /// The image the test produced, once ``loaded()``.
    public var actual: Framebuffer?
    /// The expected and the actual image's sizes, once read.
    package var expectedSize: ImageSize?, actualSize: ImageSize?
    /// Where the images differ (red), over a faded golden; as large as the larger image; once ``loaded()``.
    public var differenceImage: Framebuffer?
    /// How they differ, when both images are there, once ``loaded()``.
    public var difference: ImageDifference?
    /// The frames before the golden one, when the artifact has a clip that reads, once ``loaded()``.
    public var clip: APNGDecoder?
    /// For a failed motion golden, once ``loaded()``: the golden's series and the test's, how they
    /// differ and the curves of it (``expected`` and ``actual`` are then the filmstrips).
    package var expectedMotion: MotionRecording?, actualMotion: MotionRecording?
    package var motionDifference: MotionDifference?
    public var curves: MotionCurves?
    /// What is wrong, one line each.
    public var problems: [String] = []
    /// Whether the actual image has been accepted as the new golden.
    package var isAccepted = false
    /// Whether the images have been read.
    package private(set) var isLoaded = false

    /// Describes the failure `artifact` records, accepting into `root` (none: accepting is refused).
    public init(artifact: SnapshotArtifact, root: AcceptRoot? = nil) {
        self.artifact = artifact
        destination = root.map { $0.destination(for: artifact) } ?? .failure(AcceptRoot.Refusal(AcceptRoot.missing(from: FileManager.default.currentDirectoryPath)))
        switch destination {
        case .success(let golden):
            expectedSource = .golden(golden)
        case .failure(let refusal):
            let copy = artifact.expectedCopy.map { ($0, _ArtifactFile.check($0)) }
            if case let (path, nil)? = copy {
                expectedSource = .copy(path)
                problems.append("cannot be accepted here: \(refusal.reason)")
            } else {
                expectedSource = .none
                let why =
                    switch copy {
                    case nil: ""
                    case (_, .missing?)?: ", and the artifact's copy of it is missing"
                    case let (path, failure?)?: ", and the artifact's copy of it \(failure.line(for: path))"
                    case (_, nil)?: ""
                    }
                problems.append("no expected image: \(refusal.reason)\(why)")
            }
        }
        var files = [(artifact.actual, "actual image"), (artifact.differenceImage, "difference image")]
        if let clip = artifact.context?.clip { files.append((clip, "clip")) }
        if let motion = artifact.motion {
            files = [(artifact.actual, "actual motion")] + [motion.actualFilmstrip.map { ($0, "filmstrip") }].compactMap { $0 }
        }
        for (path, what) in files {
            if let failure = _ArtifactFile.check(path) { problems.append("its \(what) \(failure.line(for: path))") }
        }
    }

    /// The item with its images read and compared, and any problem in doing so added.
    public func loaded() -> ReviewItem {
        guard !isLoaded else { return self }
        var item = self
        item.isLoaded = true
        if let motion = artifact.motion {
            item.loadMotion(motion)
            return item
        }
        switch expectedSource {
        case .golden(let path): item.expected = item.load(path, "the golden")
        case .copy(let path): item.expected = item.load(path, "the artifact's copy of the golden")
        case .none: break
        }
        if _ArtifactFile.isRegular(artifact.actual) { item.actual = item.load(artifact.actual, "the actual image") }
        item.expectedSize = item.expected.map { ImageSize(width: $0.width, height: $0.height) }
        item.actualSize = item.actual.map { ImageSize(width: $0.width, height: $0.height) }
        if let expected = item.expected, let actual = item.actual {
            let difference = actual.difference(from: expected, tolerance: artifact.tolerance)
            item.difference = difference
            item.differenceImage = actual.differenceImage(from: expected, tolerance: artifact.tolerance)
            if !difference.sizesMatch {
                item.problems.append("the images differ in size: the golden is \(expected.width)×\(expected.height), the actual image \(actual.width)×\(actual.height)")
            }
        }
        item.loadClip()
        return item
    }

    /// Reads a failed motion golden's two series, compares them again, and reads the filmstrips
    /// (the golden's beside it in the package, else the artifact's copy) as the expected and actual images.
    mutating func loadMotion(_ motion: SnapshotArtifact.MotionFiles) {
        var expectedStrip = motion.expectedFilmstrip
        switch expectedSource {
        case .golden(let path), .copy(let path):
            switch SnapshotArtifact.readMotion(path) {
            case .success(let recording): expectedMotion = recording
            case .failure(let refusal): problems.append("the golden: \(refusal.reason)")
            }
            if case .golden = expectedSource {
                let beside = String(path.dropLast(".motion.json".count)) + ".filmstrip.png"
                if _ArtifactFile.isRegular(beside) { expectedStrip = beside }
            }
        case .none: break
        }
        switch SnapshotArtifact.readMotion(artifact.actual) {
        case .success(let recording): actualMotion = recording
        case .failure(let refusal): problems.append("the actual motion: \(refusal.reason)")
        }
        if let expectedMotion, let actualMotion {
            let difference = actualMotion.difference(from: expectedMotion, tolerance: motion.tolerance)
            motionDifference = difference
            curves = MotionCurves(expected: expectedMotion, actual: actualMotion, difference: difference)
            if difference.matches { problems.append("the motion now matches the golden: nothing to accept") }
        }
        if let expectedStrip, _ArtifactFile.isRegular(expectedStrip) { expected = load(expectedStrip, "the golden's filmstrip") }
        if let strip = motion.actualFilmstrip, _ArtifactFile.isRegular(strip) { actual = load(strip, "the filmstrip") }
        expectedSize = expected.map { ImageSize(width: $0.width, height: $0.height) }
        actualSize = actual.map { ImageSize(width: $0.width, height: $0.height) }
    }

    /// Reads the clip, if the artifact has one and it is a regular file in the artifact's folder.
    mutating func loadClip() {
        guard let path = artifact.context?.clip, _ArtifactFile.isRegular(path) else { return }
        switch _ArtifactFile.read(path) {
        case .success(let bytes):
            do {
                clip = try APNGDecoder(data: bytes)
            } catch {
                problems.append("cannot read its clip \(shown(path)): \(error)")
            }
        case .failure(let failure):
            problems.append("its clip \(failure.line(for: path))")
        }
    }

    /// Reads the image at `path`, a regular file (never through a link, never a FIFO or device).
    private mutating func load(_ path: String, _ what: String) -> Framebuffer? {
        switch _ArtifactFile.read(path) {
        case .success(let bytes):
            do {
                return try Framebuffer(pngData: bytes)
            } catch {
                problems.append("cannot read \(what) \(shown(path)): \(error)")
            }
        case .failure(let failure):
            problems.append("\(what) \(failure.line(for: path))")
        }
        return nil
    }
}
