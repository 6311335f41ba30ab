import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI
import TraceKit

/// The overlay: a panel over the scene with the runtime's log, the scene's
/// traces, a status line and an inspector, plus outlines, arrows and ghosts
/// drawn on the scene itself, and time controls. It is how a person *sees*
/// what performers do.
///
/// It is a `PlaygroundLayer`, so it takes input before the scene: keys
/// bound in ``keyBindings``, and pointer and wheel events over the panel,
/// are consumed; everything else passes through to the boxes. A secondary
/// (right) click on a box, or a click in pick mode (`i`), selects it for the
/// inspector without the scene ever seeing the press (see ``BoxSelection``).
/// Keys are input events like any other, so toggles are recorded into
/// scripts and replayed headless. Time controls belong to the
/// `Playground` and work without the overlay.
///
/// What it shows comes only from the runtime's tracing events (through the
/// scene's `RuntimeLedger` and its logger), from
/// TraceKit's public API, and from each `Box` and its `MotionState`;
/// it never looks into a performer. Drawing reads no clock: the same replay
/// gives the same pixels.
///
/// The state lives in small models that tests drive without pixels:
/// ``panel``, ``log``, ``traces``, `frameTimes`,
/// ``selection`` and `pointerTrail`. The panel itself is one build function
/// (`OverlayUI`) of PlaygroundUI's widgets, run to draw each frame and again
/// for each pointer or wheel event, so a control takes input exactly where it
/// is drawn.
///
/// ```swift
/// let playground = Playground(scene: .makeDefault(), font: font)
/// let overlay = playground.installOverlay()
/// overlay.log.setTargetFilter("Box#2")
/// overlay.perform(.togglePicking, in: playground)
/// ```
public final class OverlayLayer: PlaygroundLayer {
    /// Where the panel is and how it shows.
    public var panel: OverlayPanel
    /// The log tab's lines, filters and scrolling.
    public let log: LogViewModel
    /// The traces tab's selection and reports.
    public let traces = TracesViewModel()
    /// The last 120 frame times.
    public private(set) var frameTimes = FrameTimeHistory()
    /// The box the inspector shows.
    public internal(set) var selection = BoxSelection()
    /// The last drag's pointer samples.
    public internal(set) var pointerTrail = PointerTrail()
    /// Whether the last drag's samples and fitted velocity are drawn.
    package var showsPointerSamples = false
    /// Whether the sheet of every key and mouse action is shown (`?`).
    package var showsHelp = false
    /// Whether keys are typing the log's text filter (`/`): they type instead of running commands.
    package internal(set) var isTypingFilter = false
    /// The Tune tab's terms, slider, typed number and the throws' paths.
    public internal(set) var tune = TuneTab()
    /// Where the pointer hovers over the panel (no button held), if it does.
    package internal(set) var hoverPoint: Point? {
        get { ui.hoverPoint }
        set { ui.hoverPoint = newValue }
    }
    /// The keys the overlay answers to.
    public var keyBindings = OverlayKeyBindings.standard
    /// The font the panel is drawn in.
    public let font: BitmapFont

    // MARK: - Internal state

    /// The widget layer the panel is built with: which control holds the pointer, which one is hovered, the texts drawn.
    let ui: WidgetContext
    /// Whether a press that began over the scene is held (its events pass through).
    var sceneHasPointer = false
    var wheelRemainder = 0.0
    /// The Traces tab's state (its scroll), the Perf tab's (the frame picked) and the Tracks and
    /// Curves tabs' (a press on a plot, the past frame followed): each in its tab's folder. The
    /// Log tab's is ``log``, its model.
    var tracesTab = TracesTabState()
    var perfTab = PerfTabState()
    var timelineTab = TimelineTabState()
    /// Whether the playground needed frames at the end of the last update (the frame-rate run goes on).
    var neededFramesAfterLastUpdate = false
    /// Whether the log was read since the last draw: a frame's update reads it
    /// once, and a frame drawn without an update (the first) reads it as it draws.
    private var logIsCurrent = false
    /// Whether the runtime was active at the last update, and the scene's size then: the panel dodges when either changes.
    var wasRuntimeActive = false
    var lastSceneSize = Size(width: 0, height: 0)
    /// The stretch of time the Tracks and Curves tabs show.
    public internal(set) var timeline = TimelineViewport()

    // MARK: - Creating

    /// Creates an overlay for `scene`, drawn in `font`.
    ///
    /// It reads the scene's ledger and log, which have kept everything since
    /// the scene was built, so an overlay installed late shows the plans added
    /// at start-up. The panel starts visible and expanded, in the top right
    /// corner, on the log tab.
    public init(scene: Scene, font: BitmapFont) {
        self.font = font
        ui = WidgetContext(font: font)
        panel = OverlayPanel(in: scene.size)
        log = LogViewModel(logger: scene.logger)
        lastSceneSize = scene.size
        log.ingest()
    }

    // MARK: - Reading

    /// Whether `point` (scene points) is over the visible panel, where input goes to the panel.
    package func panelContains(_ point: Point, in playground: Playground) -> Bool {
        panel.isVisible && chrome.frame.containsHalfOpen(point)
    }

    // MARK: - Commands

    /// Does `command`, as its key or button would.
    public func perform(_ command: OverlayCommand, in playground: Playground) {
        switch command {
        case .togglePanel:
            panel.isVisible.toggle()
            releasePointer()
        case .toggleCollapsed:
            if panel.isVisible {
                panel.isCollapsed.toggle()
            } else {
                // Hidden: the key brings it back, expanded, rather than doing nothing visible.
                panel.isVisible = true
                panel.isCollapsed = false
            }
        case let .nextTab(forward):
            panel.tab = panel.tab.next(forward: forward)
        case .togglePicking:
            selection.isPicking.toggle()
        case .togglePointerSamples:
            showsPointerSamples.toggle()
        case let .cycleTargetFilter(forward):
            log.cycleTargetFilter(forward: forward)
        case .clearLog:
            log.clear()
        case .followLog:
            log.resumeFollowing()
        case .toggleHelp:
            showsHelp.toggle()
        case .typeLogFilter:
            isTypingFilter = true
            panel.isVisible = true
            panel.isCollapsed = false
            panel.tab = .log
        case .throwAgain:
            throwAgain(in: playground)
        }
    }

    // MARK: - PlaygroundLayer

    /// Hovering matters over the visible panel (tooltips, the row under the
    /// pointer), and once more as the pointer leaves it, to clear them.
    public func wantsHover(at point: Point, playground: Playground) -> Bool {
        panel.isVisible && (hoverPoint != nil || chrome.frame.containsHalfOpen(point))
    }

    /// The visible panel covers the points it contains: a press there is the panel's.
    public func covers(_ point: Point, playground: Playground) -> Bool {
        panelContains(point, in: playground)
    }

    /// A golden written with `G` installs the overlay before its replay.
    public var goldenTestSetUp: LayerSetUp? {
        LayerSetUp(imports: ["PlaygroundOverlay"], statement: "$0.installOverlay()")
    }

    /// Typed text matters while the log's filter, or a number in the Tune tab, is being typed.
    public var wantsText: Bool { isTypingFilter || tune.editing != nil }

    /// Records the frame's real time and takes in the log's new entries (only those).
    ///
    /// A frame continues the frame-rate run only if the playground still
    /// needed frames after the previous one; otherwise the window may have
    /// waited idle before it, and its time measures the wait.
    public func update(_ frame: FrameInfo, playground: Playground) {
        frameTimes.record(frame.elapsed, continuingRun: neededFramesAfterLastUpdate)
        neededFramesAfterLastUpdate = playground.needsFrames
        let isActive = playground.scene.runtime.isActive
        if !isActive, wasRuntimeActive || lastSceneSize != playground.scene.size {
            dodgeRestingBoxes(in: playground)
        }
        wasRuntimeActive = isActive
        lastSceneSize = playground.scene.size
        log.visibleRowCount = logRowCapacity(for: playground)
        log.ingest()
        logIsCurrent = true
        log.revealSelectedLine()
        followShownFrame(in: playground)
        updateTune(playground: playground)
    }

    /// Draws the marks on the scene (token outlines, selection, velocity, rest,
    /// pointer samples), then the strip, the panel and the help sheet over them.
    public func draw(into framebuffer: inout Framebuffer, scale: Double, playground: Playground) {
        // The log is read once a frame: by the update, or here for a frame drawn without one (the first).
        if !logIsCurrent { log.ingest() }
        logIsCurrent = false
        log.visibleRowCount = logRowCapacity(for: playground)
        SceneAnnotationRenderer(overlay: self, playground: playground, painter: Painter(font: font, scale: scale)).draw(into: &framebuffer)
        withBuild(.all, playground) { ui.draw(into: &framebuffer, scale: scale, $0) }
    }
}
