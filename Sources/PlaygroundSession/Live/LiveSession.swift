import Canvas
import Interactions
import PlaygroundKit

/// A session in a window, everything but the window itself: the live shell
/// around a ``SessionDriver``.
///
/// What only a window has lives here: input arriving as it happens
/// (``receive(_:modifiers:)``, where the mouse's Alt-drag and Ctrl- or
/// Shift-wheel become two emulated fingers, see ``TouchEmulator``), real
/// intervals between frames that become frame times (``FrameTiming``), and
/// notices shown for a few seconds of the host's real time (``NoticeBoard``).
/// Everything else (the frame, its recording, the requests and their files)
/// is the driver's, the same code a headless run goes through, so a
/// recording replays to the very pixels and log the person saw.
///
/// ```swift
/// let session = LiveSession(playground: playground, output: output,
///                           viewport: Viewport(width: 1280, height: 720), refreshRate: 60)
/// session.receive(.key(KeyPress("s")))
/// if session.runFrame(interval: 0.0167, now: clock()) { return }   // the person quit
/// let summary = session.finish()
/// ```
public final class LiveSession {
    /// The one session driver: the frame, its recording and its requests.
    public let driver: SessionDriver
    /// The notices on show.
    public private(set) var notices = NoticeBoard()
    /// How real intervals become frame times.
    public let timing: FrameTiming
    /// Where ``finish()`` writes the recording, if anywhere.
    public var recordPath: String?
    /// Where ``finish()`` writes the trace of the whole session (see `TraceEventFile`), if anywhere.
    public var traceEventsPath: String?
    /// Called with each notice as it is posted (the window prints them).
    package var noticeHandler: ((Notice) -> Void)?
    private var emulator = TouchEmulator()

    /// Starts a session of `playground` in a window of `viewport`, writing to `output`.
    ///
    /// - Parameters:
    ///   - playground: The playground the session drives.
    ///   - output: Where the session's files go.
    ///   - viewport: The window's size in points and its pixel scale when the session starts.
    ///   - refreshRate: The display's refresh rate, in hertz, that frame times are measured against.
    ///   - sceneName: The scene's name, written into recordings.
    ///   - script: Input to play into the live session, each event on its frame (recorded like live input).
    public init(
        playground: Playground, output: SessionOutput, viewport: Viewport, refreshRate: Double,
        sceneName: String? = nil, script: InputScript? = nil
    ) {
        timing = FrameTiming(refreshRate: refreshRate)
        driver = SessionDriver(
            playground: playground, output: output, sceneName: sceneName, viewport: viewport, framePeriod: timing.period,
            script: script)
    }

    /// Starts a session whose playground `makePlayground` makes; it makes
    /// another, the same way, whenever the session branches (``SessionDriver/branch(atFrame:pausing:)``).
    ///
    /// ```swift
    /// let session = try LiveSession(makePlayground: {
    ///     let playground = Playground(scene: .makeDefault(), font: font)
    ///     playground.installOverlay()
    ///     return playground
    /// }, output: output, viewport: Viewport(width: 1280, height: 720), refreshRate: 60)
    /// ```
    public convenience init(
        makePlayground: @escaping () throws(PlaygroundError) -> Playground, output: SessionOutput, viewport: Viewport,
        refreshRate: Double, sceneName: String? = nil, script: InputScript? = nil
    ) throws(PlaygroundError) {
        self.init(
            playground: try makePlayground(), output: output, viewport: viewport, refreshRate: refreshRate,
            sceneName: sceneName, script: script)
        driver.makePlayground = makePlayground
    }

    // MARK: - Reading

    /// The playground being played (a new one after a branch).
    public var playground: Playground { driver.playground }
    /// Where the session's files go.
    public var output: SessionOutput { driver.output }
    /// Everything fed to the playground so far.
    public var recorder: ScriptRecorder { driver.recorder }
    /// The frame last drawn, with notices over it: what the host presents.
    public var framebuffer: Framebuffer { driver.framebuffer }

    // MARK: - Frames

    /// Queues `event` for the next frame, with the modifier keys held at the
    /// time: the mouse's Alt-drag and Ctrl- or Shift-wheel become two emulated
    /// fingers here (see ``TouchEmulator``), so the recording holds fingers.
    public func receive(_ event: InputEvent, modifiers: KeyModifiers = []) {
        let frame = playground.frameNumber + 1
        for converted in emulator.convert(event, modifiers: modifiers, in: playground, frame: frame, time: driver.clockTime) {
            driver.enqueue(converted)
        }
    }

    /// Whether the next frame has input waiting (live or scripted).
    package var hasPendingInput: Bool { driver.hasPendingInput }

    /// Whether the host should keep running frames: the scene moves, input waits, or a script is still playing.
    public var needsFrames: Bool {
        playground.needsFrames || driver.hasPendingInput || emulator.isActive || driver.isPlayingScript
    }

    /// Runs one frame: `interval` seconds of real time since the previous
    /// frame (`nil` after waiting idle, which counts one period), drawn
    /// unless `draw` is false (a minimised window). `now` is the host's
    /// clock, for the notices only. Returns whether the session should end.
    @discardableResult
    public func runFrame(interval: Double?, draw: Bool = true, now: Double) -> Bool {
        for lift in emulator.frameStarted(playground.frameNumber + 1, time: driver.clockTime) {
            driver.enqueue(lift)
        }
        // A recording playing into the window plays at its own frame times; live frames at the display's.
        let elapsed = driver.recordedFrameTime(ofFrame: playground.frameNumber + 1) ?? interval.map(timing.frameTime(forInterval:)) ?? timing.period
        let quit = driver.runFrame(elapsed: elapsed, draw: draw)
        showNotices(at: now)
        if draw { notices.draw(into: &driver.framebuffer, scale: playground.pixelScale, font: playground.renderer.font) }
        return quit
    }

    /// Draws the current state again without advancing (a window uncovered,
    /// a notice gone): nothing is recorded, because nothing happened.
    public func redraw(now: Double) {
        notices.expire(at: now)
        playground.renderFrame(into: &driver.framebuffer)
        notices.draw(into: &driver.framebuffer, scale: playground.pixelScale, font: playground.renderer.font)
    }

    /// Shows `notice` until the next status replaces it (`nil` clears it):
    /// news from outside the session, such as a watched package's build under
    /// way or its first error. The next draw shows it; the terminal is not
    /// told, since whoever sent it has said it there.
    package func showStatus(_ notice: Notice?) {
        notices.status = notice
    }

    /// Whether a file is being written off the frame loop (a frame saved with
    /// `s`): a window at rest keeps checking until it is done.
    package var isWriting: Bool { driver.output.hasBackgroundWrites }

    /// Collects the files written off the frame loop since the last frame and
    /// shows their notices; returns whether the picture must be redrawn.
    package func collectWrites(at now: Double) -> Bool {
        driver.output.collectBackgroundWrites()
        let news = driver.takeNotices()
        for notice in news {
            notices.post(notice, at: now)
            noticeHandler?(notice)
        }
        return !news.isEmpty
    }

    /// Removes notices whose time is up; returns whether the picture must be redrawn.
    package func expireNotices(at now: Double) -> Bool {
        notices.expire(at: now)
    }

    private func showNotices(at now: Double) {
        notices.expire(at: now)
        for notice in driver.takeNotices() {
            notices.post(notice, at: now)
            noticeHandler?(notice)
        }
    }

    // MARK: - Ending

    /// Writes what the session leaves: the recording (to ``recordPath``, if
    /// set), its trace (to ``traceEventsPath``, if set), the log, every trace's
    /// report and the scene's state. Returns what was written and what could not be.
    public func finish() -> SessionSummary {
        let summary = driver.finish(recordingTo: recordPath, traceEventsTo: traceEventsPath)
        for notice in driver.takeNotices() { noticeHandler?(notice) }
        return summary
    }
}
