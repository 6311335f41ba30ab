import Canvas
import PlaygroundKit

/// A golden-image test of one frame of a session: what the `g` key writes.
///
/// It holds the frame, the recording up to it, what the scene's log and
/// traces say at it, and how to build the scene again; ``files(named:template:)``
/// turns it into the folder `golden-tests/<Name>/`:
///
/// ```text
/// DefaultFrame0042/
///   DefaultFrame0042.swift                                  the test (from Assets/Templates/GoldenTest.swift.template)
///   recording.json                                          the session up to frame 42
///   __Snapshots__/DefaultFrame0042/replaysToTheGoldenFrame.1.png   the frame, swift-snapshot-testing's layout
/// ```
///
/// The test finds the recording and the golden beside its own file, so the
/// folder works from any test target that depends on PlaygroundKit and
/// CanvasSnapshotTesting.
///
/// ```swift
/// var golden = Framebuffer(width: 1, height: 1)
/// playground.renderScene(into: &golden)   // the scene alone: the overlay's look never breaks it
/// let test = GoldenTest(frame: golden, frameNumber: 42, recording: recorder.script,
///                       scene: playground.scene, recipe: .builtIn(named: "default"))
/// output.writeGoldenTest(test)   // out/golden-tests/DefaultFrame0042/
/// ```
public struct GoldenTest: Sendable {
    /// The golden: the frame's scene, or the frame as drawn with the layers ``layerSetUps`` install.
    public var frame: Framebuffer
    /// The frame's number, from 1.
    public var frameNumber: Int
    /// The session's recording up to and including the frame.
    public var recording: InputScript
    /// The log's token balance and the traces' states at the frame.
    public var checkpoint: SceneCheckpoint
    /// How the test builds the scene; `nil` leaves a `makeScene()` for the person to fill.
    public var recipe: SceneRecipe?
    /// How the test installs the layers its golden shows (`G`: the overlay); empty for a golden of the scene alone.
    public var layerSetUps: [LayerSetUp]

    /// The name of the test file's one test function, which names the golden.
    package static let testFunction = "replaysToTheGoldenFrame"
    /// Where the template lives in the assets folder.
    package static let templatePath = "Templates/GoldenTest.swift.template"

    /// Captures a test of `frame` (number `frameNumber`) of `scene`, cutting `recording` after that frame.
    public init(
        frame: Framebuffer, frameNumber: Int, recording: InputScript, scene: Scene, recipe: SceneRecipe?,
        layerSetUps: [LayerSetUp] = []
    ) {
        self.frame = frame
        self.frameNumber = frameNumber
        self.recording = recording.prefix(throughFrame: frameNumber)
        checkpoint = SceneCheckpoint(of: scene)
        self.recipe = recipe
        self.layerSetUps = layerSetUps
    }

    /// The scene's name as the recording stores it (`default` when it says none).
    public var sceneName: String { recipe?.name ?? recording.scene ?? "default" }

    /// The template's text, from the bundled assets (`Assets/locate()`).
    public static func template() throws(PlaygroundError) -> String {
        try _GoldenTestSource.template(at: templatePath, for: "golden-test")
    }

    /// The folder's name before any suffix that keeps it unique: `DefaultFrame0042`.
    public var baseName: String { _GoldenTestSource.typeName(scene: sceneName, kind: "Frame", frame: frameNumber) }

    /// The folder's files, relative to it, for a test named `name`, from `template`.
    public func files(named name: String, template: String) throws(PlaygroundError) -> [(path: String, bytes: [UInt8])] {
        let source = try _GoldenTestSource.fill(template, test: self, name: name)
        let png = try _GoldenTestSource.png(of: frame, "frame \(frameNumber)")
        return [
            (name + ".swift", Array(source.utf8)),
            ("recording.json", Array(recording.jsonData())),
            ("__Snapshots__/\(name)/\(Self.testFunction).1.png", png),
        ]
    }
}
