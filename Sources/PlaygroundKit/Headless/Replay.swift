import Canvas
import Interactions

/// Replays a script against a playground on a fixed 60 Hz step: the
/// deterministic half of the golden-image workflow.
///
/// Frame `n` (from 1) handles the script's events for frame `n`, advances the
/// scene by exactly 1/60 s, and is drawn. The same script, scene and build
/// give byte-identical frames and logs on every run.
///
/// Everything is checked before the first frame: captures beyond the last
/// frame, script events after it, or captures after a scripted `quit` are
/// errors, so a run never ends with missing output.
///
/// ```swift
/// let replay = try Replay(script: script, frames: 120, captureFrames: [30, 60, 120])
/// let frames = replay.capture(Playground(scene: .makeDefault(), font: font))
/// assertSnapshot(of: frames[60]!, as: .png)
/// ```
public struct Replay: Sendable {
    /// The time step of every frame: 1/60 s.
    public static let frameTime = 1.0 / 60

    /// The script replayed.
    public let script: InputScript
    /// How many frames to run.
    public let frameCount: Int
    /// The frames to capture, ascending, without duplicates.
    public let captureFrames: [Int]

    /// Checks the request and prepares a replay.
    public init(script: InputScript, frames: Int, captureFrames: [Int] = []) throws(PlaygroundError) {
        guard frames >= 1 else { throw .usage("--frames must be 1 or more, got \(frames)") }
        let captures = Array(Set(captureFrames)).sorted()
        if let first = captures.first, first < 1 {
            throw .usage("capture frame \(first) does not exist: frames count from 1")
        }
        if let last = captures.last, last > frames {
            throw .usage("capture frame \(last) is beyond the end: the run has \(frames) frames")
        }
        if script.lastFrame > frames {
            throw .usage("the script has events up to frame \(script.lastFrame), after the run's last frame \(frames); run at least \(script.lastFrame) frames")
        }
        if let quit = script.events.first(where: { $0.event == .quit }), let last = captures.last, last > quit.frame {
            throw .usage("capture frame \(last) is never reached: the script quits at frame \(quit.frame)")
        }
        self.script = script
        self.frameCount = frames
        self.captureFrames = captures
    }

    /// Runs every frame; after each, calls `frameDidRender` with the frame's
    /// information, the framebuffer, and the host requests made during it
    /// (a scripted `s` key asks to save the frame). A scripted `quit` ends the run.
    ///
    /// - Returns: The number of frames run.
    @discardableResult
    public func run<E: Error>(
        _ playground: Playground,
        scale: Double = 1,
        frameDidRender: (FrameInfo, Framebuffer, [PlaygroundRequest]) throws(E) -> Void
    ) throws(E) -> Int {
        let size = playground.scene.size
        var framebuffer = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        var nextEvent = script.events.startIndex
        for number in 1...frameCount {
            while nextEvent < script.events.endIndex, script.events[nextEvent].frame == number {
                playground.handle(script.events[nextEvent].event)
                nextEvent += 1
            }
            let frame = playground.advanceFrame(by: Self.frameTime)
            let width = Int((playground.scene.size.width * scale).rounded())
            let height = Int((playground.scene.size.height * scale).rounded())
            if width != framebuffer.width || height != framebuffer.height {
                framebuffer = Framebuffer(width: width, height: height)
            }
            playground.render(into: &framebuffer, scale: scale)
            let requests = playground.takeRequests()
            try frameDidRender(frame, framebuffer, requests)
            if requests.contains(.quit) { return number }
        }
        return frameCount
    }

    /// Runs every frame and returns the captured ones, by frame number.
    public func capture(_ playground: Playground, scale: Double = 1) -> [Int: Framebuffer] {
        var captured: [Int: Framebuffer] = [:]
        let wanted = Set(captureFrames)
        run(playground, scale: scale) { frame, framebuffer, _ in
            if wanted.contains(frame.number) { captured[frame.number] = framebuffer }
        }
        return captured
    }
}
