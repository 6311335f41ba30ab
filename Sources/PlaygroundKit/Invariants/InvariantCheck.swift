import Canvas
import FoundationEssentials

/// Replays a recording and checks every invariant on every frame: the test
/// `playground --explore` writes for a failure it found, and a way to hold
/// any recording to the invariants.
///
/// After the recording's last frame the scene is given up to the settle
/// bound (10 s of scene time after the last input) to come to rest, as in
/// the search. The report lists every invariant that failed, the first
/// failure of each on each box.
///
/// ```swift
/// import MyMotionKit   // BreatheScene, from `playground init`
/// import Testing
///
/// let report = try InvariantCheck.run(recording: "recording.json", besideFile: #filePath, scene: BreatheScene.make())
/// #expect(report.violations.isEmpty, "\(report)")
/// ```
public enum InvariantCheck {
    /// Replays the recording at `recording`, a path relative to the folder of `besideFile` (pass `#filePath`), on `scene`.
    public static func run(
        recording: String, besideFile: String, scene: Scene, settleBound: Double = InvariantMonitor.defaultSettleBound
    ) throws(PlaygroundError) -> InvariantReport {
        let folder = URL(fileURLWithPath: besideFile).deletingLastPathComponent()
        let script = try InputScript(contentsOfFile: folder.appendingPathComponent(recording).path)
        return try run(script: script, scene: scene, settleBound: settleBound)
    }

    /// Replays `script` on `scene`, drawing nothing.
    public static func run(
        script: InputScript, scene: Scene, settleBound: Double = InvariantMonitor.defaultSettleBound
    ) throws(PlaygroundError) -> InvariantReport {
        let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
        playground.history = nil
        return try run(script: script, playground: playground, settleBound: settleBound)
    }

    /// Replays `script` on `playground` (which has run no frame), drawing
    /// nothing; `frameDidRun` hears the number of each frame run (a process
    /// watching for a trap keeps it: the next frame is the one that trapped).
    public static func run(
        script: InputScript, playground: Playground, settleBound: Double = InvariantMonitor.defaultSettleBound,
        frameDidRun: @escaping (Int) -> Void = { _ in }
    ) throws(PlaygroundError) -> InvariantReport {
        let monitor = InvariantMonitor(playground: playground, settleBound: settleBound)
        monitor.frameObserver = frameDidRun
        let replay = try Replay(script: script, frames: script.frameCount ?? script.lastFrame)
        replay.run(playground, drawing: false) { info, _, _ in
            monitor.frameDidRun(info, hadInput: !playground.frameRecord.isEmpty)
        }
        monitor.settle(framePeriod: script.framePeriod)
        return InvariantReport(violations: monitor.violations, frames: playground.frameNumber)
    }
}

extension InvariantMonitor {
    /// Runs frames without input until the scene is at rest or the settle
    /// bound has passed since the last input, then makes the final checks (``finish()``).
    public func settle(framePeriod: Double = InputScript.defaultFramePeriod) {
        var framebuffer = Framebuffer(width: 1, height: 1)
        // A paused scene's time stands still: the bound counts frames too, so a pause cannot make it wait forever.
        var frames = 0
        let frameLimit = Int((settleBound / framePeriod).rounded(.up)) + 1
        while !isAtRest && !settleBoundPassed && frames < frameLimit {
            let info = playground.runFrame(events: [], elapsed: framePeriod, into: &framebuffer, draw: false)
            _ = playground.takeRequests()
            frameDidRun(info, hadInput: false)
            frames += 1
        }
        finish()
    }
}

/// What ``InvariantCheck`` found: every invariant that failed, and how many frames it ran.
public struct InvariantReport: Sendable, Hashable, CustomStringConvertible {
    /// The first failure of each invariant on each box, in the order found.
    public var violations: [InvariantViolation]
    /// The frames run, the settling included.
    public var frames: Int

    /// A report of `violations` found over `frames` frames.
    public init(violations: [InvariantViolation], frames: Int) {
        self.violations = violations
        self.frames = frames
    }

    /// One line per violation, or that every invariant held.
    public var description: String {
        violations.isEmpty
            ? "every invariant held over \(frames) frames"
            : violations.map(\.description).joined(separator: "\n")
    }
}
