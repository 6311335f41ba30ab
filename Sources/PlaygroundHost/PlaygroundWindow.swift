import Canvas
import Interactions
import PlaygroundKit
import PlaygroundSession
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a playground in an SDL window at the display's refresh rate.
///
/// The window only moves input, time and pixels: SDL's events go to a
/// `LiveSession` as they arrive, the time between frames is
/// measured on the monotonic clock, and the session's framebuffer is uploaded
/// and presented. Everything else (recording, saving, notices, the log) is
/// the session's, so a recording replays headless to the same frames.
///
/// Presenting waits for vsync where the driver honours it; `FramePacer`
/// paces the loop where it does not. When nothing moves (paused counts), no
/// input or scripted event is pending and nothing needs redrawing, the loop
/// blocks waiting for events, so an idle or paused playground uses no CPU.
/// An uncovered window, or a notice that times out, is redrawn without
/// advancing a frame. A minimised window keeps time (frames run undrawn) only
/// while something moves.
///
/// The loop runs on the calling thread, which must be the process's main
/// thread (SDL's rule). Closing the window, `q`, Escape, SIGINT and SIGTERM
/// (which SDL turns into a quit event) all end it the same way, and all
/// write the same files.
///
/// ```swift
/// let summary = try PlaygroundWindow.run(playground, options: WindowOptions(outputDirectory: "out"))
/// print(summary.filesWritten)
/// ```
public enum PlaygroundWindow {
    /// Opens the window and runs until the person closes it or a script quits.
    ///
    /// Branching (`b` in the past) needs a way to make the playground again:
    /// use `run(options:makePlayground:)` for it; here it says so instead.
    @discardableResult
    public static func run(_ playground: Playground, options: WindowOptions) throws(PlaygroundError) -> WindowSummary {
        try run(options: options, playground: playground, makePlayground: nil)
    }

    /// Opens the window on the playground `makePlayground` makes, and runs
    /// until the person closes it or a script quits. Branching makes a new
    /// one the same way and re-simulates the session on it.
    ///
    /// ```swift
    /// try PlaygroundWindow.run(options: options) {
    ///     let playground = Playground(scene: .makeDefault(), font: font)
    ///     playground.installOverlay()
    ///     return playground
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - options: The window's size, place and title, and the session's script and files.
    ///   - companion: What runs beside the session, a turn at a time (`--watch`'s link), if anything.
    ///   - makePlayground: Makes the playground, and makes it again to branch.
    @discardableResult
    public static func run(
        options: WindowOptions, companion: (any WindowCompanion)? = nil,
        makePlayground: @escaping () throws(PlaygroundError) -> Playground
    ) throws(PlaygroundError) -> WindowSummary {
        try run(options: options, playground: makePlayground(), makePlayground: makePlayground, companion: companion)
    }

    /// - Parameter feed: Called before each turn of the loop with the number of
    ///   the frame to come and whether the loop is about to wait idle, to push
    ///   input into SDL's queue (tests, through ``SDLEventInjection``).
    /// - Parameter paced: Whether the loop waits for the display's next frame
    ///   (tests that only compare files run as fast as frames are drawn).
    static func run(
        options: WindowOptions, playground: Playground, makePlayground: (() throws(PlaygroundError) -> Playground)?,
        companion: (any WindowCompanion)? = nil, paced: Bool = true, feed: ((_ frame: Int, _ isIdle: Bool) -> Void)? = nil
    ) throws(PlaygroundError) -> WindowSummary {
        let window = try SDLWindow(title: options.title, width: options.width, height: options.height, origin: options.origin)
        if let refusal = options.refusedInAWindow { throw .usage(refusal) }
        let output = try SessionOutput.prepare(path: options.outputDirectory)
        var loop = WindowLoop(playground: playground, window: window, output: output, options: options, companion: companion)
        loop.session.driver.makePlayground = makePlayground
        loop.feed = feed
        loop.isPaced = paced
        try loop.run()
        try loop.finishWrites()  // a clip still encoding: the window says so, and closes once it is written
        let summary = loop.session.finish()
        return WindowSummary(
            frames: summary.frames, statistics: loop.statistics, filesWritten: summary.filesWritten,
            failures: summary.failures, notices: loop.said.notices, outputDirectory: output.path, window: window.frame,
            videoDriver: window.videoDriver,
            renderer: window.rendererName, pacedManually: loop.pacer.isPacing
        )
    }
}

/// The state of one window's loop; split out so `run` reads as the loop it is.
struct WindowLoop {
    let window: SDLWindow
    let session: LiveSession
    var events = SDLEventSource()
    var pacer: FramePacer
    /// When the next frame reads its input (see ``FrameLatch``).
    var latch: FrameLatch
    /// Input that arrived while the loop waited for its next frame: the next frame's.
    var carried = SDLEventSource.Batch()
    var statistics = FrameStatistics(capacity: 4096, limit: FrameStatistics.windowLimit)
    var isMinimized = false
    /// Every notice the session posted, in order.
    let said = NoticeList()
    /// What runs beside the session, a turn at a time (`--watch`'s link).
    let companion: (any WindowCompanion)?
    /// Pushes input into SDL's queue before each turn (see ``PlaygroundWindow/run(options:playground:makePlayground:feed:)``).
    var feed: ((_ frame: Int, _ isIdle: Bool) -> Void)?
    /// Says once how to get a faster build if the frames run over budget (``WindowOptions/slowFramesAdvice``).
    var slowFrameHint: SlowFrameHint?
    /// Whether frames wait for the display's next one (tests may run them back to back).
    var isPaced = true
    /// Whether input started the frame being drawn before its tick (``FrameLatch/mayStartEarly(now:lastStart:lastWasEarly:)``).
    var startedEarly = false

    init(playground: Playground, window: SDLWindow, output: SessionOutput, options: WindowOptions, companion: (any WindowCompanion)?) {
        self.window = window
        self.companion = companion
        pacer = FramePacer(refreshRate: window.refreshRate)
        latch = FrameLatch(period: 1 / max(window.refreshRate, 1))
        slowFrameHint = options.slowFramesAdvice.map { SlowFrameHint(advice: $0, budget: 1 / max(window.refreshRate, 1)) }
        session = LiveSession(
            playground: playground, output: output, viewport: window.viewport, refreshRate: window.refreshRate,
            sceneName: options.sceneName, script: options.script
        )
        session.recordPath = options.recordPath
        session.traceEventsPath = options.traceEventsPath
        if options.profilesFrames || options.traceEventsPath != nil { playground.profiler = FrameProfiler() }
        session.driver.clipboard = { [window] text in window.setClipboard(text) }
        if let recipe = options.sceneRecipe { session.driver.sceneRecipe = recipe }
        session.noticeHandler = { [said] notice in
            said.notices.append(notice)
            if notice.isError {
                printToStandardError("playground: \(notice)")
            } else {
                print(notice)
                fflush(nil)  // shows at once even when standard output is a pipe
            }
        }
    }

    mutating func run() throws(PlaygroundError) {
        var lastFrame: Double?
        var needsRedraw = true
        while true {
            feed?(session.playground.frameNumber + 1, !session.needsFrames && !needsRedraw)
            switch companion?.turn(session, window: window.frame, now: HostClock.now()) ?? .goOn {
            case .goOn: break
            case .redraw: needsRedraw = true
            case .end: return
            }
            var batch: SDLEventSource.Batch
            if !session.needsFrames && !needsRedraw {
                // Idle: block until input, waking for a notice that times out (and for the companion's next turn).
                let now = HostClock.now()
                // A frame being saved wakes it soon too: its "saved" notice shows as the file is written.
                let longest = session.isWriting ? 0.02 : companion?.maximumWait ?? 1
                let timeout = session.notices.nextExpiry.map { min(max($0 - now, 0.001), longest) } ?? longest
                batch = events.wait(timeout: timeout)
                if session.collectWrites(at: HostClock.now()) { needsRedraw = true }
                if session.expireNotices(at: HostClock.now()) { needsRedraw = true }
                lastFrame = nil
                pacer.reset()
                latch.reset()
            } else {
                // Vsync paces the loop: read the input as late as the next refresh allows.
                if isPaced && pacer.hasVsync { HostClock.sleep(latch.waitBeforeReadingInput(now: HostClock.now())) }
                batch = events.poll()
            }
            if !carried.isEmpty {
                carried.absorb(batch)
                batch = carried
                carried = SDLEventSource.Batch()
            }
            for change in batch.window {
                switch change {
                case .minimized: isMinimized = true
                case .restored, .exposed:
                    isMinimized = false
                    needsRedraw = true
                    window.invalidateShownFrame()  // the screen lost what it showed
                }
            }
            for (event, modifiers) in zip(batch.input, batch.modifiers) {
                // Text only while something types it (a filter, a number): otherwise every key would be recorded twice.
                if case .text = event, !session.playground.wantsText { continue }
                session.receive(resolvingScale(event), modifiers: modifiers)
            }
            if let hover = batch.hover, session.playground.wantsHover(at: hover.position) {
                session.receive(.pointer(hover))
            }

            guard session.needsFrames else {
                if needsRedraw && !isMinimized {
                    session.redraw(now: HostClock.now())
                    try window.present(session.framebuffer)
                }
                needsRedraw = false
                continue
            }
            let started = HostClock.now(), cpuStarted = HostClock.threadCPUTime()
            let interval = lastFrame.map { started - $0 }
            lastFrame = started
            let quit = session.runFrame(interval: interval, draw: !isMinimized, now: started)
            if isMinimized {
                statistics.record(HostClock.threadCPUTime() - cpuStarted)
                if isPaced { HostClock.sleep(pacer.period) }
            } else {
                let presentStart = HostClock.now()
                try window.present(session.framebuffer)
                // The frame's whole CPU cost: input, runtime, physics, drawing, overlay and the texture upload.
                let cost = HostClock.threadCPUTime() - cpuStarted
                statistics.record(cost)
                if let notice = slowFrameHint?.check(statistics) { session.output.post(notice) }
                let presented = HostClock.now()
                latch.frameDidPresent(cost: cost, at: presented)
                let wait = pacer.didPresent(at: presented, blockedFor: presented - presentStart)
                if isPaced {
                    // Pacing itself, a present shows at once: input that comes during the wait starts the next frame.
                    if pacer.isPacing {
                        startedEarly = waitForInput(until: presented + wait, frameStarted: started)
                    } else {
                        HostClock.sleep(wait)
                    }
                }
                session.playground.profiler?.end(.present)  // the texture upload, the present, and the wait for the display
            }
            session.playground.profiler?.commit()
            needsRedraw = false
            if quit { return }
        }
    }

    /// Waits until `deadline` for the next frame, or less: input that arrives starts the next frame
    /// at once, or once a quarter period has passed since this one began if input started this one
    /// early too (``FrameLatch``); the input waits in ``carried``. Returns whether input ended the wait.
    private mutating func waitForInput(until deadline: Double, frameStarted: Double) -> Bool {
        while true {
            let now = HostClock.now()
            guard now < deadline else { return false }
            if !carried.input.isEmpty {
                if latch.mayStartEarly(now: now, lastStart: frameStarted, lastWasEarly: startedEarly) { return true }
                let start = min(latch.earliestStart(after: frameStarted, lastWasEarly: startedEarly), deadline)
                HostClock.sleep(start - now)
                return start < deadline
            }
            carried.absorb(events.wait(timeout: deadline - now))
        }
    }

    /// A resize from SDL carries points only; add the pixels per point the renderer now has.
    private func resolvingScale(_ event: InputEvent) -> InputEvent {
        guard case let .resize(width, height, nil) = event else { return event }
        return .resize(width: width, height: height, scale: window.viewport.scale)
    }
}

/// The notices a window's session posted, gathered for its summary.
final class NoticeList {
    var notices: [Notice] = []
}
