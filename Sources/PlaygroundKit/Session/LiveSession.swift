import Canvas
import Interactions

/// One live session of a playground, everything but the window: input in,
/// frames out, and everything the session feeds the playground recorded, so
/// the recording replays to the very pixels and log the person saw.
///
/// A host (the SDL window) hands it each input event with ``receive(_:modifiers:)`` as
/// it arrives and calls ``runFrame(interval:draw:now:)`` once a frame with
/// the real time since the previous frame. The frame's events are handled,
/// the interval becomes a frame time (see ``FrameTiming``), the playground
/// advances and draws through ``Playground/runFrame(events:elapsed:into:draw:)``,
/// the same call a ``Replay`` makes, and both the events and the frame time
/// go into ``recorder``. Requests are carried out afterwards: `s` saves the
/// frame just drawn, `r` the recording so far, `g` a golden test of the
/// frame (``GoldenTest``, with ``sceneRecipe``); then notices are drawn over
/// the frame (so saved frames never hold one) and the log is flushed.
///
/// Writes go through ``SessionOutput``, so a failure shows as a notice and
/// the session goes on. ``finish()`` writes what a session leaves: the
/// recording (if asked for), the log, every trace's report and the scene's state.
///
/// ```swift
/// let session = LiveSession(playground: playground, output: output,
///                           viewport: Viewport(width: 1280, height: 720), refreshRate: 60)
/// session.receive(.key(KeyPress("s")))
/// if session.runFrame(interval: 0.0167, now: clock()) { /* quit */ }
/// let summary = session.finish()
/// ```
public final class LiveSession {
    /// The playground being played (a new one after a branch, see ``branch(atFrame:)``).
    public internal(set) var playground: Playground
    /// Where the session's files go.
    public let output: SessionOutput
    /// Everything fed to the playground so far.
    public internal(set) var recorder: ScriptRecorder
    /// The frame last drawn, with notices over it: what the host presents.
    public internal(set) var framebuffer = Framebuffer(width: 1, height: 1)
    /// The notices on show.
    public private(set) var notices = NoticeBoard()
    /// How real intervals become frame times.
    public let timing: FrameTiming
    /// Where ``finish()`` writes the recording, if anywhere.
    public var recordPath: String?
    /// Called with each notice as it is posted (the window prints them).
    public var noticeHandler: ((Notice) -> Void)?
    /// Puts text on the system clipboard; returns whether it could (the window sets it).
    public var clipboard: ((String) -> Bool)?
    /// How a golden test written with `g` builds the scene; by default the
    /// built-in scene of `sceneName`, if it names one.
    public var sceneRecipe: SceneRecipe?
    /// Makes a new playground configured as the first one (scene, overlay,
    /// history budget): what ``branch(atFrame:)`` re-simulates on. Without
    /// one, branching says so in a notice and the session goes on.
    public var makePlayground: (() throws(PlaygroundError) -> Playground)?

    var script: InputScript?
    var nextScriptEvent = 0
    var pending: [InputEvent] = []
    private var recordingsSaved = 0
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
        self.playground = playground
        self.output = output
        self.script = script
        timing = FrameTiming(refreshRate: refreshRate)
        sceneRecipe = sceneName.flatMap(SceneRecipe.builtIn(named:))
        recorder = ScriptRecorder(scene: sceneName, viewport: viewport, framePeriod: timing.period)
        recorder.recordHistoryBudget(playground.history?.budget)
        playground.output = output
        playground.handle(.resize(width: viewport.width, height: viewport.height, scale: viewport.scale))
        for failure in playground.scene.logArchive.attach(to: output.path) {
            output.post(Notice("could not write \(failure)", isError: true))
        }
    }

    // MARK: - Frames

    /// Queues `event` for the next frame, with the modifier keys held at the
    /// time: the mouse's Alt-drag and Ctrl- or Shift-wheel become two emulated
    /// fingers here (see ``TouchEmulator``), so the recording holds fingers.
    public func receive(_ event: InputEvent, modifiers: KeyModifiers = []) {
        pending += emulator.convert(event, modifiers: modifiers, in: playground, frame: playground.frameNumber + 1)
    }

    /// Whether the next frame has input waiting (live or scripted).
    public var hasPendingInput: Bool {
        !pending.isEmpty || nextScriptEvent < (script?.events.count ?? 0) && script!.events[nextScriptEvent].frame <= playground.frameNumber + 1
    }

    /// Whether the host should keep running frames: the scene moves, input waits, or a script is still playing.
    public var needsFrames: Bool {
        playground.needsFrames || !pending.isEmpty || emulator.isActive || nextScriptEvent < (script?.events.count ?? 0)
    }

    /// Runs one frame: `interval` seconds of real time since the previous
    /// frame (`nil` after waiting idle, which counts one period), drawn
    /// unless `draw` is false (a minimised window). `now` is the host's
    /// clock, for the notices only. Returns whether the session should end.
    @discardableResult
    public func runFrame(interval: Double?, draw: Bool = true, now: Double) -> Bool {
        let number = playground.frameNumber + 1
        pending.insert(contentsOf: emulator.frameStarted(number), at: 0)
        if let script {
            while nextScriptEvent < script.events.count, script.events[nextScriptEvent].frame <= number {
                pending.append(script.events[nextScriptEvent].event)
                nextScriptEvent += 1
            }
        }
        for event in pending {
            recorder.record(event, frame: number)
        }
        let elapsed = interval.map(timing.frameTime(forInterval:)) ?? timing.period
        recorder.recordFrame(number, elapsed: elapsed)
        playground.runFrame(events: pending, elapsed: elapsed, into: &framebuffer, draw: draw)
        pending.removeAll(keepingCapacity: true)

        let quit = carryOut(playground.takeRequests(), frame: number, drawn: draw, now: now)
        playground.scene.logArchive.flush()
        postNotices(at: now)
        if draw { notices.draw(into: &framebuffer, scale: playground.pixelScale, font: playground.renderer.font) }
        return quit
    }

    /// Draws the current state again without advancing (a window uncovered,
    /// a notice gone): nothing is recorded, because nothing happened.
    public func redraw(now: Double) {
        notices.expire(at: now)
        let size = playground.shownFramebufferSize
        if framebuffer.width != size.width || framebuffer.height != size.height {
            framebuffer = Framebuffer(width: size.width, height: size.height)
        }
        playground.render(into: &framebuffer, scale: playground.pixelScale)
        notices.draw(into: &framebuffer, scale: playground.pixelScale, font: playground.renderer.font)
    }

    /// Removes notices whose time is up; returns whether the picture must be redrawn.
    public func expireNotices(at now: Double) -> Bool {
        notices.expire(at: now)
    }

    private func carryOut(_ requests: [PlaygroundRequest], frame: Int, drawn: Bool, now: Double) -> Bool {
        var quit = false
        for request in requests {
            switch request {
            case .saveFrame:
                if !drawn { playground.render(into: &framebuffer, scale: playground.pixelScale) }
                // Encoded off the loop: the motion being saved does not stutter.
                output.writeFrameInBackground(framebuffer, number: frame)
            case .saveRecording:
                recordingsSaved += 1
                let name = "recording-\(recordingsSaved).json"
                if let path = output.write(String(decoding: recorder.script.jsonData(), as: UTF8.self), to: name) {
                    output.post(Notice("saved the session (frames 1–\(frame)) to \(path)"))
                }
            case let .copyToClipboard(text):
                if clipboard?(text) == true {
                    output.post(Notice("copied to the clipboard: " + text.prefix(60) + (text.count > 60 ? "…" : "")))
                } else {
                    output.post(Notice("could not copy to the clipboard", isError: true))
                }
            case .makeGoldenTest:
                if !drawn { playground.render(into: &framebuffer, scale: playground.pixelScale) }
                let test = GoldenTest(
                    frame: framebuffer, frameNumber: frame, recording: recorder.script, scene: playground.scene,
                    recipe: sceneRecipe, overlay: playground.overlay != nil
                )
                if let folder = output.writeGoldenTest(test) {
                    output.post(Notice("wrote a golden test of frame \(frame) to \(folder)"))
                }
            case .writeTuning:
                writeTuning()
            case let .input(event):
                pending.append(event)  // handled, and recorded, on the next frame
            case .quit:
                quit = true
            case let .branch(frame):
                branch(atFrame: frame, now: now)
            case let .exportClip(frames):
                exportClip(frames: frames)
            }
        }
        return quit
    }

    private func writeTuning() {
        let count = playground.scene.tuning.tunedBoxes.count
        if count == 0 {
            output.post(Notice("nothing is tuned yet: tune a box in the Tune tab, then press w"))
        } else if let path = output.writeTuning(of: playground.scene) {
            output.post(Notice("wrote the tuning of \(count) box\(count == 1 ? "" : "es") to \(path)"))
        }
    }

    private func postNotices(at now: Double) {
        output.collectBackgroundWrites()
        notices.expire(at: now)
        for notice in output.takeNotices() {
            notices.post(notice, at: now)
            noticeHandler?(notice)
        }
    }

    // MARK: - Ending

    /// Writes what the session leaves: the recording (to ``recordPath``, if
    /// set), the log, every trace's report and the scene's state. Returns
    /// what was written and what could not be.
    public func finish() -> SessionSummary {
        if let recordPath {
            output.writeFile(Array(recorder.script.jsonData()), at: recordPath)
        }
        output.writeSessionFiles(of: playground.scene)
        for notice in output.takeNotices() { noticeHandler?(notice) }
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
