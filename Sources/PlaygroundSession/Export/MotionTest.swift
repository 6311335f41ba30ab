import Canvas
import PlaygroundKit

/// A motion golden test of a session's last gesture: what the `m` key writes.
///
/// It covers the gesture from its press until every box it moved is at
/// rest (no token open on it and nothing changed since the frame before),
/// or until the frame the key was pressed on if they are still moving. It
/// holds the recording up to that frame, what moved from the press on (a
/// `MotionRecording`, the golden), a filmstrip of the scene for people, and
/// how to build the scene again; ``files(named:template:)`` turns it into
/// `motion-tests/<Name>/`:
///
/// ```text
/// DefaultMotion0042/
///   DefaultMotion0042.swift                                          the test (Assets/Templates/MotionTest.swift.template)
///   recording.json                                                   the session up to the end of the gesture
///   __Snapshots__/DefaultMotion0042/replaysToTheGoldenMotion.1.motion.json   what moved, frame by frame
///   __Snapshots__/DefaultMotion0042/replaysToTheGoldenMotion.1.filmstrip.png a few frames, for people
/// ```
///
/// The golden is made the way the test makes it: the recording replayed on
/// a playground made afresh, so the test passes on the code that wrote it.
///
/// ```swift
/// let test = try MotionTest.lastGesture(in: recorder.script, through: 240, allBoxes: false,
///                                       recipe: .builtIn(named: "default"), makePlayground: makePlayground)
/// output.writeMotionTest(test)   // out/motion-tests/DefaultMotion0118/
/// ```
public struct MotionTest: Sendable {
    /// The session's recording up to and including ``lastFrame``.
    public var recording: InputScript
    /// The frame of the gesture's press: the first frame the golden holds.
    public var firstFrame: Int
    /// The last frame the golden holds.
    public var lastFrame: Int
    /// Whether every box the gesture moved is at rest at ``lastFrame`` (else the key was pressed while they moved).
    package var endsAtRest: Bool
    /// The boxes asked for by name (`M`: every box in the scene); `nil` for every box that moved.
    public var boxes: [String]?
    /// What moved, frame by frame: the golden.
    public var motion: MotionRecording
    /// A few frames of the scene, for people.
    public var filmstrip: Framebuffer
    /// How the test builds the scene; `nil` leaves a `makeScene()` for the person to fill.
    public var recipe: SceneRecipe?

    /// The name of the test file's one test function, which names the golden.
    package static let testFunction = "replaysToTheGoldenMotion"
    /// Where the template lives in the assets folder.
    package static let templatePath = "Templates/MotionTest.swift.template"

    /// The scene's name as the recording stores it (`default` when it says none).
    public var sceneName: String { recipe?.name ?? recording.scene ?? "default" }

    /// The folder's name before any suffix that keeps it unique: `DefaultMotion0042`, from the press's frame.
    public var baseName: String { _GoldenTestSource.typeName(scene: sceneName, kind: "Motion", frame: firstFrame) }

    /// The boxes the golden holds, in its order.
    package var boxNames: [String] { motion.trackNames.filter { $0 != MotionRecording.runtimeTrackName } }

    /// The folder's files, relative to it, for a test named `name`, from `template`.
    public func files(named name: String, template: String) throws(PlaygroundError) -> [(path: String, bytes: [UInt8])] {
        let source = try _GoldenTestSource.fill(template, motionTest: self, name: name)
        let png = try _GoldenTestSource.png(of: filmstrip, "the filmstrip")
        let snapshots = "__Snapshots__/\(name)/\(Self.testFunction).1"
        return [
            (name + ".swift", Array(source.utf8)),
            ("recording.json", Array(recording.jsonData())),
            (snapshots + ".motion.json", Array(motion.jsonText().utf8)),
            (snapshots + ".filmstrip.png", png),
        ]
    }

    /// The template's text, from the bundled assets (`Assets/locate()`).
    public static func template() throws(PlaygroundError) -> String {
        try _GoldenTestSource.template(at: templatePath, for: "motion-test")
    }
}
