import Canvas
import PlaygroundKit

/// One session of a playground, live or headless: the one place that feeds
/// it input, records what it was fed, and carries out what it asks for.
///
/// A window (``LiveSession``) and a headless run (``HeadlessSession``) are thin
/// shells around it that differ only in where events and frame times come
/// from and where pixels go. Each frame, ``runFrame(elapsed:draw:)``:
///
/// 1. takes the input queued with ``enqueue(_:)`` (the window's events, and
///    what layers asked to send), then the script's events due by this frame
///    (one `ScriptCursor`, for a script played into the window and a replay alike);
/// 2. runs the frame through `Playground.runFrame(scriptEvents:elapsed:into:draw:)`,
///    the very call every replay makes;
/// 3. records each event with where it went (a layer, or the scene), the
///    commands layers sent while handling it, and the frame's time;
/// 4. carries out the frame's requests, in order, with one wording for every
///    notice (see `SessionDriver+Requests.swift`).
///
/// So a session's recording replays to its very pixels, log and files,
/// whichever shell made it and whichever replays it.
///
/// ```swift
/// let output = try SessionOutput.prepare(path: "out")
/// let driver = SessionDriver(playground: playground, output: output, sceneName: "default",
///                            viewport: Viewport(width: 1280, height: 720), framePeriod: 1.0 / 60)
/// driver.enqueue(.key(KeyPress("s")))
/// let quit = driver.runFrame(elapsed: 1.0 / 60, draw: true)
/// let summary = driver.finish()
/// ```
public final class SessionDriver {
    /// The playground being played (a new one after a branch, see ``branch(atFrame:pausing:)``).
    public internal(set) var playground: Playground
    /// Where the session's files go.
    public let output: SessionOutput
    /// Everything fed to the playground so far, with where each event went.
    public internal(set) var recorder: ScriptRecorder
    /// The frame last drawn, as the layers drew it (notices are the window's, drawn over a copy).
    public internal(set) var framebuffer = Framebuffer(width: 1, height: 1)
    /// How a golden test written with `g` builds the scene; by default the
    /// built-in scene the session's scene name names, if any.
    public var sceneRecipe: SceneRecipe?
    /// Makes a new playground configured as the first one (scene, overlay,
    /// history budget): what ``branch(atFrame:pausing:)`` re-simulates on. Without
    /// one, branching says so in a notice and the session goes on.
    public var makePlayground: (() throws(PlaygroundError) -> Playground)?
    /// Puts text on the system clipboard; returns whether it could (the window sets it).
    package var clipboard: ((String) -> Bool)?
    /// Seconds of frame time fed so far: the session's frame clock, which
    /// emulated fingers are stamped with (see ``TouchEmulator``).
    package internal(set) var clockTime = 0.0

    /// The script played into the session, where it is.
    var cursor: ScriptCursor?
    /// Input for the next frame, in order.
    var pending: [InputEvent] = []
    /// This frame's events, as handed to the playground (kept from frame to frame: no allocation).
    private var batch: [ScriptEvent] = []
    var recordingsSaved = 0

    /// Starts a session of `playground` writing to `output`.
    ///
    /// - Parameters:
    ///   - playground: The playground the session drives.
    ///   - output: Where the session's files go.
    ///   - sceneName: The scene's name, written into recordings (and naming a built-in scene's recipe).
    ///   - viewport: The window's size in points and pixels per point when the session starts
    ///     (a headless run's: the script's), applied before the first frame; `nil` keeps the scene's size.
    ///   - framePeriod: The time a frame nominally takes: a window's refresh period, a script's frame period.
    ///   - script: Input to play into the session, each event on its frame.
    public init(
        playground: Playground, output: SessionOutput, sceneName: String?, viewport: Viewport?, framePeriod: Double,
        script: InputScript? = nil
    ) {
        self.playground = playground
        self.output = output
        cursor = script.map(ScriptCursor.init)
        sceneRecipe = sceneName.flatMap(SceneRecipe.builtIn(named:))
        recorder = ScriptRecorder(scene: sceneName, viewport: viewport, framePeriod: framePeriod)
        playground.start(historyBudget: script?.historyBudget, viewport: viewport)
        recorder.recordHistoryBudget(playground.history?.budget)
        for failure in playground.scene.logArchive.attach(to: output.path) {
            output.post(Notice("could not write \(failure)", isError: true))
        }
    }

    // MARK: - Frames

    /// Queues `event` for the next frame, after what is queued already.
    public func enqueue(_ event: InputEvent) {
        pending.append(event)
    }

    /// Whether the next frame has input waiting: queued, or the script's.
    package var hasPendingInput: Bool {
        !pending.isEmpty || cursor?.hasEvents(throughFrame: playground.frameNumber + 1) == true
    }

    /// Whether the script played into the session has events still to come.
    package var isPlayingScript: Bool {
        cursor.map { !$0.isFinished } ?? false
    }

    /// Runs one frame that advances by `elapsed` seconds, drawn unless `draw`
    /// is false (a minimised window); carries out its requests. Returns whether the session should end.
    @discardableResult
    public func runFrame(elapsed: Double, draw: Bool) -> Bool {
        let number = playground.frameNumber + 1
        batch.removeAll(keepingCapacity: true)
        for event in pending { batch.append(ScriptEvent(frame: number, event)) }
        pending.removeAll(keepingCapacity: true)
        if cursor != nil { batch += cursor!.events(throughFrame: number) }
        playground.runFrame(scriptEvents: batch, elapsed: elapsed, into: &framebuffer, draw: draw)
        for recorded in playground.frameRecord {
            recorder.record(recorded.event, frame: number, takenByLayer: recorded.takenByLayer)
        }
        recorder.recordFrame(number, elapsed: elapsed)
        clockTime += elapsed
        // While a recording plays, it holds what its layers sent for the next frame (a tune):
        // sent again now, it would happen twice.
        let replaysLayerInput = cursor.map { $0.script.isRouted && !$0.isFinished } ?? false
        let quit = carryOut(playground.takeRequests(), frame: number, drawn: draw, replaysLayerInput: replaysLayerInput)
        playground.scene.logArchive.flush()
        output.collectBackgroundWrites()
        return quit
    }

    /// Returns and forgets the notices posted since the last call, in order.
    public func takeNotices() -> [Notice] {
        output.takeNotices()
    }

    // MARK: - Ending

    /// Writes what the session leaves: the recording (to `recordPath`, if
    /// given), the trace of all the profiler measured (to `traceEventsPath`, if
    /// given: see ``TraceEventFile``), the log, every trace's report and the
    /// scene's state. Returns what was written and what could not be.
    public func finish(recordingTo recordPath: String? = nil, traceEventsTo traceEventsPath: String? = nil) -> SessionSummary {
        if let recordPath {
            output.writeFile(Array(recorder.script.jsonData()), at: recordPath)
        }
        if let traceEventsPath {
            if let profiler = playground.profiler {
                output.writeTraceEvents(profiler.snapshot(), processName: traceProcessName, at: traceEventsPath)
            } else {
                output.recordFailure(WriteFailure(path: traceEventsPath, reason: "nothing was measured: the session had no frame profiler"))
            }
        }
        output.writeSessionFiles(of: playground.scene)
        return SessionSummary(frames: playground.frameNumber, filesWritten: output.filesWritten, failures: output.failures)
    }
}

/// What a session wrote, and what it could not.
public struct SessionSummary: Sendable {
    /// Frames run.
    public var frames: Int
    /// Every file written (saved frames, recordings, the log, reports), in order.
    public var filesWritten: [String]
    /// Files that could not be written, and why.
    public var failures: [WriteFailure]
}
