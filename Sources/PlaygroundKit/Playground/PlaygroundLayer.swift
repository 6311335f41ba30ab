import Canvas
import Interactions

/// Something drawn over the scene that may take input first, such as the
/// overlay panel.
///
/// Layers are kept in ``Playground/layers``, bottom to top. Each input event
/// is offered to the layers from the top down before the scene sees it; a
/// layer that returns `true` consumes it. After the runtime advances, every
/// layer gets ``update(_:playground:)``; after the scene is drawn, every layer draws,
/// bottom to top.
///
/// ```swift
/// final class Crosshair: PlaygroundLayer {
///     func draw(into framebuffer: inout Framebuffer, scale: Double, playground: Playground) {
///         framebuffer.drawLine(fromX: 0, fromY: 10, toX: 20, toY: 10, color: .white)
///     }
/// }
/// playground.layers.append(Crosshair())
/// ```
public protocol PlaygroundLayer: AnyObject {
    /// Offered every input event before the scene; return `true` to consume it.
    ///
    /// The event is inside `InputBounds` (the playground clamped it, once,
    /// for every source), and a press's box is ``Playground/pressedBox``: the
    /// box the scene gives it to unless a layer takes it.
    func handle(_ event: InputEvent, playground: Playground) -> Bool
    /// Called once per frame after the runtime advanced.
    func update(_ frame: FrameInfo, playground: Playground)
    /// Draws the layer over the scene.
    func draw(into framebuffer: inout Framebuffer, scale: Double, playground: Playground)
    /// Whether the layer animates and needs frames even while the runtime is idle.
    var needsFrames: Bool { get }
    /// Whether a pointer hovering at `point` (no button held) matters to the layer.
    func wantsHover(at point: Point, playground: Playground) -> Bool
    /// Whether the layer is taking typed text.
    var wantsText: Bool { get }
    /// Whether the layer covers `point` (scene points), so a press there is the layer's.
    func covers(_ point: Point, playground: Playground) -> Bool
    /// How a generated golden test installs this layer, when a person asks
    /// for a golden with the layers in its picture (`G`); `nil` for a layer
    /// that cannot be rebuilt from Swift (it is then left out of the picture).
    var goldenTestSetUp: LayerSetUp? { get }
}

/// The Swift a generated golden test runs to install a layer before its replay.
///
/// ```swift
/// LayerSetUp(imports: ["PlaygroundOverlay"], statement: "$0.installOverlay()")
/// // the test then calls GoldenFrameReplay.run(…, setUp: { $0.installOverlay() })
/// ```
public struct LayerSetUp: Sendable, Hashable {
    /// Modules the statement needs.
    public var imports: [String]
    /// One Swift statement, with the playground as `$0`.
    public var statement: String

    /// Creates a set-up.
    public init(imports: [String], statement: String) {
        self.imports = imports
        self.statement = statement
    }
}

extension PlaygroundLayer {
    public func handle(_ event: InputEvent, playground: Playground) -> Bool { false }
    public func update(_ frame: FrameInfo, playground: Playground) {}
    public var needsFrames: Bool { false }
    public func wantsHover(at point: Point, playground: Playground) -> Bool { false }
    public var wantsText: Bool { false }
    public func covers(_ point: Point, playground: Playground) -> Bool { false }
    public var goldenTestSetUp: LayerSetUp? { nil }
}

/// One event of a frame as a recording holds it: the event, and whether a
/// layer took it (see ``Playground/frameRecord``).
public struct RecordedEvent: Sendable, Hashable {
    /// The event.
    public var event: InputEvent
    /// Whether a layer over the scene took it, so the scene never saw it.
    public var takenByLayer: Bool

    /// Creates a recorded event.
    public init(event: InputEvent, takenByLayer: Bool) {
        self.event = event
        self.takenByLayer = takenByLayer
    }
}

/// What one frame advanced: its number, and the time it covered.
public struct FrameInfo: Sendable, Hashable {
    /// The frame's number, from 1.
    public var number: Int
    /// The real time the frame took, in seconds, as measured by the host (1/60 in a replay).
    public var elapsed: Double
    /// The scene time the runtime advanced by: `elapsed` clamped, scaled and paused.
    public var sceneElapsed: Double
    /// The scene's time after the frame, in seconds.
    public var sceneTime: Double

    public init(number: Int, elapsed: Double, sceneElapsed: Double, sceneTime: Double) {
        self.number = number
        self.elapsed = elapsed
        self.sceneElapsed = sceneElapsed
        self.sceneTime = sceneTime
    }
}

/// Something the playground asks its host to do, because only the host can
/// (write files, stop the loop).
public enum PlaygroundRequest: Sendable, Hashable {
    /// Save the frame just drawn as a PNG.
    case saveFrame
    /// Save the input of the session so far as a script.
    case saveRecording
    /// Save the profiler's last seconds as a Chrome Trace Event file
    /// (`trace-NNNN.json`): frames and their phases, performer updates,
    /// tokens, plans and input, for Perfetto. Only a measured session has them.
    case saveTraceEvents
    /// Put `text` on the system clipboard (the window does; a headless run cannot).
    case copyToClipboard(String)
    /// Write a golden-image test of the frame just drawn: the recording up
    /// to it, the frame as a golden PNG and a Swift Testing file. The golden
    /// is of the scene alone unless `includingLayers` (then the test installs
    /// the layers too, see ``PlaygroundLayer/goldenTestSetUp``).
    case makeGoldenTest(includingLayers: Bool)
    /// Write a motion golden test of the session's last gesture: the
    /// recording up to where every box it moved is at rest (or up to now),
    /// what moved from its press as a motion golden, a filmstrip and a Swift
    /// Testing file; of every box in the scene when `allBoxes`.
    case makeMotionTest(allBoxes: Bool)
    /// Stop the loop and exit.
    case quit
    /// Continue the session from frame `atFrame` of its history instead of
    /// the present: re-simulate the recording up to that frame, headless and
    /// without drawing, then go on live from there, the recording cut after it
    /// (a session driver does, when it can make the playground again).
    case branch(atFrame: Int)
    /// Write the frames `frames` of the history as an animated PNG (`clip-A-B.png`).
    case exportClip(frames: ClosedRange<Int>)
    /// Write `tuning.swift`, the tuned boxes' plans as Swift (see `TuningExport`, PlaygroundSession).
    case writeTuning
    /// Feed `event` to the playground on the next frame, recorded like any
    /// input: how the Tune tab's sliders turn pointer input into `tune`
    /// events. A replay ignores it, because its script already holds the event.
    case input(InputEvent)
    /// Show `notice` to the person: the window shows it along its bottom
    /// edge, a headless run lists it in its summary.
    case notice(Notice)
    /// Go back to just before the recording's last gesture and play the
    /// rest of the recording again (the session driver does: it has the recording).
    case replayLastGesture
    /// Write the report of the scene's trace at `index`, which just stopped
    /// (`trace-<name>.txt` and `.json` beside the session's files).
    case writeTraceReport(index: Int)
}
