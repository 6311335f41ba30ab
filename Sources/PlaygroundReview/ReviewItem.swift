import Canvas
import PlaygroundKit

/// One failure under review: its artifact, the images it names, and what
/// stands in the way of reviewing or accepting it.
///
/// The difference is computed again from the golden as it is now, so a
/// golden changed since the test ran shows what would really change.
/// Problems are one-line messages: a golden that no longer exists, images of
/// different sizes, a file that cannot be read.
///
/// ```swift
/// let item = ReviewItem(artifact: artifact)
/// for problem in item.problems { print(problem) }
/// ```
public struct ReviewItem: Sendable {
    /// The failure's description.
    public var artifact: SnapshotArtifact
    /// The golden as it is on disk now, if it can be read.
    public var expected: Framebuffer?
    /// The image the test produced.
    public var actual: Framebuffer?
    /// Where the images differ (red), over a faded golden; as large as the larger image.
    public var differenceImage: Framebuffer?
    /// How they differ, when both images are there.
    public var difference: ImageDifference?
    /// What is wrong, one line each.
    public var problems: [String] = []
    /// Whether the actual image has been accepted as the new golden.
    public var isAccepted = false

    /// Loads the images `artifact` names.
    public init(artifact: SnapshotArtifact) {
        self.artifact = artifact
        if let golden = artifact.golden {
            if FileSystem.exists(golden) {
                expected = load(golden, "the golden")
            } else {
                problems.append("the golden \(golden) no longer exists (was the test renamed or removed?)")
            }
        } else {
            problems.append("the artifact names no golden (it could not be found when the test ran)")
        }
        actual = load(artifact.actual, "the actual image")
        if let expected, let actual {
            difference = actual.difference(from: expected, tolerance: artifact.tolerance)
            differenceImage = actual.differenceImage(from: expected, tolerance: artifact.tolerance)
            if !(difference?.sizesMatch ?? true) {
                problems.append("the images differ in size: the golden is \(expected.width)×\(expected.height), the actual image \(actual.width)×\(actual.height)")
            }
        }
    }

    /// The test's name and its golden's file name, for titles.
    public var title: String {
        let file = artifact.golden.map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) }
        return artifact.test + (file.map { " — " + $0 } ?? "")
    }

    /// The number of differing pixels: as computed now, else as the test saw it.
    public var differingPixels: Int { difference?.differingPixels ?? artifact.differingPixels }

    /// The rectangle of differing pixels: as computed now, else as the test saw it.
    public var bounds: PixelRect? { difference.map(\.differingBounds) ?? artifact.bounds }

    private mutating func load(_ path: String, _ what: String) -> Framebuffer? {
        do {
            return try Framebuffer(contentsOfPNGFile: path)
        } catch {
            problems.append("cannot read \(what) \(path): \(error)")
            return nil
        }
    }
}
