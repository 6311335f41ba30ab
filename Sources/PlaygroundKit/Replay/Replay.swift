import Canvas
import Interactions

/// Replays a script against a playground: the deterministic half of the
/// golden-image workflow, and the same computation as the live session a
/// recording came from.
///
/// Before frame 1 the playground takes the script's viewport (its size in
/// points and its pixel scale). Frame `n` (from 1) then handles the script's
/// events for frame `n`, advances by the time the script gives that frame
/// (the recorded time, or `InputScript.framePeriod`), and is drawn at the
/// playground's pixel scale, exactly as ``Playground/runFrame(events:elapsed:into:draw:)``
/// does live. The same script, scene and build give byte-identical frames
/// and logs on every run.
///
/// A run may stop before the script's last event (``unplayedEventCount``
/// says how many were left); captures beyond the last frame, or after a
/// scripted `quit`, are refused before the first frame, so a run never ends
/// with missing output.
///
/// ```swift
/// import CanvasSnapshotTesting   // .png
/// import SnapshotTesting
///
/// let replay = try Replay(script: script, frames: 120, captureFrames: [30, 60, 120])
/// let frames = replay.capture(Playground(scene: .makeDefault(), font: font))
/// assertSnapshot(of: frames[60]!, as: .png)
/// ```
public struct Replay: Sendable {
    /// The time step of a frame in a script that gives none: 1/60 s.
    package static let frameTime = InputScript.defaultFramePeriod
    /// Frames run after a hand-written script's last event when no frame
    /// count is given: two seconds, enough for a throw to settle.
    public static let settleFrames = 120

    /// The script replayed.
    public let script: InputScript
    /// How many frames to run.
    public let frameCount: Int
    /// The frames to capture, ascending, without duplicates.
    public let captureFrames: [Int]

    /// The frames a script runs for by default: a recording's own length,
    /// or a hand-written script's last event plus ``settleFrames``.
    public static func defaultFrameCount(for script: InputScript) -> Int {
        script.frameCount ?? script.lastFrame + settleFrames
    }

    /// Checks the request and prepares a replay of `frames` frames (by default ``defaultFrameCount(for:)``).
    public init(script: InputScript, frames: Int? = nil, captureFrames: [Int] = []) throws(PlaygroundError) {
        let frames = frames ?? Self.defaultFrameCount(for: script)
        guard frames >= 1 else { throw .usage("--frames must be 1 or more, got \(frames)") }
        guard frames <= InputScript.maximumFrames else {
            throw .usage("--frames must be at most \(InputScript.maximumFrames), got \(frames)")
        }
        let captures = Array(Set(captureFrames)).sorted()
        if let first = captures.first, first < 1 {
            throw .usage("capture frame \(first) does not exist: frames count from 1")
        }
        if let last = captures.last, last > frames {
            throw .usage("capture frame \(last) is beyond the end: the run has \(frames) frames")
        }
        if let quit = script.events.first(where: { $0.event == .quit }), let last = captures.last, last > quit.frame {
            throw .usage("capture frame \(last) is never reached: the script quits at frame \(quit.frame)")
        }
        self.script = script
        self.frameCount = frames
        self.captureFrames = captures
    }

    /// How many of the script's events fall after the last frame run, and are not played.
    public var unplayedEventCount: Int {
        script.events.count { $0.frame > frameCount }
    }

    /// Runs every frame; after each, calls `frameDidRender` with the frame's
    /// information, the framebuffer, and the host requests made during it
    /// (a scripted `s` key asks to save the frame). A scripted `quit` ends the run.
    ///
    /// - Parameters:
    ///   - playground: The playground to run the script on.
    ///   - drawing: Whether frames are drawn; without drawing (a
    ///     branch re-simulating a session) the framebuffer stays 1×1 and the
    ///     scene, the layers and the history advance exactly as when drawn.
    ///   - frameDidRender: Called after each frame with its information, the framebuffer and its requests.
    /// - Returns: The number of frames run.
    @discardableResult
    public func run<E: Error>(
        _ playground: Playground, drawing: Bool = true,
        frameDidRender: (FrameInfo, Framebuffer, [PlaygroundRequest]) throws(E) -> Void
    ) throws(E) -> Int {
        try run(playground, drawingFrame: { _ in drawing }, frameDidRender: frameDidRender)
    }

    /// Runs every frame as ``run(_:drawing:frameDidRender:)`` does, drawing only the frames `drawingFrame` picks.
    func run<E: Error>(
        _ playground: Playground, drawingFrame: (Int) -> Bool,
        frameDidRender: (FrameInfo, Framebuffer, [PlaygroundRequest]) throws(E) -> Void
    ) throws(E) -> Int {
        playground.start(historyBudget: script.historyBudget, viewport: script.viewport)
        var framebuffer = Framebuffer(width: 1, height: 1)
        var cursor = ScriptCursor(script)
        for number in 1...frameCount {
            let frame = playground.runFrame(
                scriptEvents: cursor.events(throughFrame: number),
                elapsed: script.elapsed(ofFrame: number), into: &framebuffer, draw: drawingFrame(number))
            let requests = playground.takeRequests()
            try frameDidRender(frame, framebuffer, requests)
            if requests.contains(.quit) { return number }
        }
        return frameCount
    }

    /// Runs every frame and returns the captured ones, by frame number.
    public func capture(_ playground: Playground) -> [Int: Framebuffer] {
        var captured: [Int: Framebuffer] = [:]
        let wanted = Set(captureFrames)
        run(playground) { frame, framebuffer, _ in
            if wanted.contains(frame.number) { captured[frame.number] = framebuffer }
        }
        return captured
    }
}
