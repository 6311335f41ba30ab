import Canvas
import Interactions
import TraceKit

/// The overlay: a panel over the scene with the runtime's log, the scene's
/// traces, a status line and an inspector, plus outlines, arrows and ghosts
/// drawn on the scene itself, and time controls. It is how a person *sees*
/// what performers do.
///
/// It is a ``PlaygroundLayer``, so it takes input before the scene: keys
/// bound in ``keyBindings``, and pointer and wheel events over the panel,
/// are consumed; everything else passes through to the boxes. A secondary
/// (right) click on a box, or a click in pick mode (`i`), selects it for the
/// inspector without the scene ever seeing the press (see ``BoxSelection``).
/// Keys are input events like any other, so toggles are recorded into
/// scripts and replayed headless. Time controls belong to the
/// ``Playground`` and work without the overlay.
///
/// What it shows comes only from the runtime's tracing events (through
/// ``inspector``, a `Tracing` conformer, and the scene's logger), from
/// TraceKit's public API, and from each ``Box`` and its ``MotionState``;
/// it never looks into a performer. Drawing reads no clock: the same replay
/// gives the same pixels.
///
/// The state lives in small models that tests drive without pixels:
/// ``panel``, ``log``, ``traces``, ``inspector``, ``frameTimes``,
/// ``selection`` and ``pointerTrail``.
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
    /// Plans, performers and open tokens per target, from tracing events.
    public let inspector: InspectorModel
    /// The last 120 frame times.
    public private(set) var frameTimes = FrameTimeHistory()
    /// The box the inspector shows.
    public internal(set) var selection = BoxSelection()
    /// The last drag's pointer samples.
    public internal(set) var pointerTrail = PointerTrail()
    /// Whether the last drag's samples and fitted velocity are drawn.
    public var showsPointerSamples = false
    /// The keys the overlay answers to.
    public var keyBindings = OverlayKeyBindings.standard
    /// The font the panel is drawn in.
    public let font: BitmapFont

    // MARK: - Internal state

    /// What a press on the panel started, until the pointer is released.
    enum Interaction {
        /// Dragging the panel by its title bar or status line; `grab` is the pointer's offset from the panel's origin.
        case moving(grab: Point)
        /// Dragging the bottom edge; `offset` is the pointer's distance above the edge.
        case resizing(offset: Double)
        /// A button or an inert part of the panel: absorb the press until release.
        case pressed
    }

    var interaction: Interaction?
    /// Whether a press that began over the scene is held (its events pass through).
    var sceneHasPointer = false
    var wheelRemainder = 0.0
    /// How many rows the traces tab's details are scrolled down.
    var traceScroll = 0
    /// Texts drawn each frame, remade only when what they show changes.
    var labels = OverlayLabels()

    // MARK: - Creating

    /// Creates an overlay for `scene`, drawn in `font`.
    ///
    /// The inspector hears the scene's runtime from now on, and first takes in
    /// the runtime events the scene's logger already holds, so the plans added
    /// when the scene was built are known. The panel starts visible and
    /// expanded, in the top right corner, on the log tab.
    public init(scene: Scene, font: BitmapFont) {
        self.font = font
        panel = OverlayPanel(frame: OverlayPanel.defaultFrame(in: scene.size))
        log = LogViewModel(capacity: max(1, scene.logger.maxEntries))
        inspector = InspectorModel(clock: scene.clock)
        inspector.replay(scene.logger.loggedItems)
        scene.runtime.addTracer(inspector)
        log.ingest(from: scene.logger)
    }

    /// Stops the inspector hearing `scene`'s runtime, when the overlay is removed.
    public func detach(from scene: Scene) {
        scene.runtime.removeTracer(inspector)
    }

    // MARK: - Reading

    /// Whether `point` (scene points) is over the visible panel, where input goes to the panel.
    public func panelContains(_ point: Point, in playground: Playground) -> Bool {
        panel.isVisible && layout(for: playground).hitTest(point) != .outside
    }

    func layout(for playground: Playground) -> OverlayLayout {
        OverlayLayout(
            panel: panel, em: Double(font.glyphWidth), line: Double(font.glyphHeight),
            traceCount: playground.scene.traces.count, isLogPaused: !log.isFollowing
        )
    }

    /// How many log rows the expanded panel shows, collapsed or not, so collapsing keeps the log's scroll position.
    func logRowCapacity(for playground: Playground) -> Int {
        var expanded = panel
        expanded.isCollapsed = false
        return OverlayLayout(
            panel: expanded, em: Double(font.glyphWidth), line: Double(font.glyphHeight),
            traceCount: playground.scene.traces.count, isLogPaused: false
        ).logRowCapacity
    }

    // MARK: - Commands

    /// Does `command`, as its key or button would.
    public func perform(_ command: OverlayCommand, in playground: Playground) {
        switch command {
        case .togglePanel:
            panel.isVisible.toggle()
            interaction = nil
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
        }
    }

    // MARK: - PlaygroundLayer

    /// Records the frame's real time and takes in the log's new entries (only those).
    public func update(_ frame: FrameInfo, playground: Playground) {
        frameTimes.record(frame.elapsed)
        log.visibleRowCount = logRowCapacity(for: playground)
        log.ingest(from: playground.scene.logger)
    }

    /// Draws the marks on the scene (token outlines, selection, velocity, rest,
    /// pointer samples), then the panel over them.
    public func draw(into framebuffer: inout Framebuffer, scale: Double, playground: Playground) {
        // A frame drawn before any update (the first one) still shows what is logged.
        log.ingest(from: playground.scene.logger)
        let painter = OverlayPainter(font: font, scale: scale)
        log.visibleRowCount = logRowCapacity(for: playground)
        let layout = layout(for: playground)
        SceneAnnotationRenderer(overlay: self, playground: playground, painter: painter).draw(into: &framebuffer)
        OverlayRenderer(overlay: self, playground: playground, layout: layout, painter: painter).draw(into: &framebuffer)
    }
}
