import Canvas
import Interactions

/// What `playground --headless` does without a window: replay a script,
/// write the requested frames as PNG and stream the log, then write every
/// trace's report and the scene's final state.
///
/// The script's own requests are carried out as in the window: a scripted
/// `s` saves its frame, `r` saves the input replayed so far as a recording
/// (byte for byte the recording the live session saved at that frame), `g`
/// writes a golden test of its frame (``GoldenTest``), and a trace's Stop
/// writes its report. Arguments are checked before the first
/// frame (captures, frame counts, the output folder), so a bad request fails
/// at once with one clear line; a write that fails later is recorded in the
/// summary and the run goes on.
///
/// ```swift
/// var options = HeadlessOptions(script: script, outputDirectory: "out")
/// options.frames = 120
/// options.captureFrames = [30, 60, 120]
/// let summary = try HeadlessSession.run(playground, options: options)
/// ```
public enum HeadlessSession {
    /// Runs the replay and writes its results; returns what was written.
    public static func run(_ playground: Playground, options: HeadlessOptions) throws(PlaygroundError) -> HeadlessSummary {
        let replay = try Replay(script: options.script, frames: options.frames, captureFrames: options.captureFrames ?? [])
        try options.script.checkTuneTargets(in: playground.scene)
        // Without a list, the last frame run is captured (the script may quit early).
        let captures = Set(options.captureFrames ?? [])
        let capturesLast = options.captureFrames == nil
        let output = try SessionOutput.prepare(path: options.outputDirectory)
        playground.output = output
        let scene = playground.scene
        for failure in scene.logArchive.attach(to: output.path) {
            output.post(Notice("could not write \(failure)", isError: true))
        }
        var recorder = ScriptRecorder(
            scene: options.script.scene, viewport: options.script.viewport, framePeriod: options.script.framePeriod
        )
        var recordings = 0
        let recipe = options.sceneRecipe ?? options.script.scene.flatMap(SceneRecipe.builtIn(named:))
        var nextEvent = 0
        var notices: [Notice] = []
        let framesRun = replay.run(playground) { frame, framebuffer, requests in
            let events = options.script.events
            while nextEvent < events.count, events[nextEvent].frame == frame.number {
                recorder.record(events[nextEvent].event, frame: frame.number)
                nextEvent += 1
            }
            recorder.recordFrame(frame.number, elapsed: frame.elapsed)
            let isLast = frame.number == replay.frameCount || requests.contains(.quit)
            if captures.contains(frame.number) || capturesLast && isLast || requests.contains(.saveFrame) {
                output.writeFrame(framebuffer, number: frame.number)
            }
            if requests.contains(.saveRecording) {
                recordings += 1
                output.write(String(decoding: recorder.script.jsonData(), as: UTF8.self), to: "recording-\(recordings).json")
            }
            if requests.contains(.writeTuning), let path = output.writeTuning(of: scene) {
                output.post(Notice("wrote the tuning of \(scene.tuning.tunedBoxes.count) boxes to \(path)"))
            }
            for request in requests where request == .makeGoldenTest {
                let test = GoldenTest(
                    frame: framebuffer, frameNumber: frame.number, recording: recorder.script, scene: scene,
                    recipe: recipe, overlay: playground.overlay != nil
                )
                if let folder = output.writeGoldenTest(test) {
                    output.post(Notice("wrote a golden test of frame \(frame.number) to \(folder)"))
                }
            }
            scene.logArchive.flush()
            notices += output.takeNotices()
        }
        output.writeSessionFiles(of: scene)
        notices += output.takeNotices()
        return HeadlessSummary(
            frames: framesRun, filesWritten: output.filesWritten, outputDirectory: output.path,
            unplayedEvents: framesRun < replay.frameCount ? 0 : replay.unplayedEventCount,
            failures: output.failures, notices: notices
        )
    }
}

/// What a headless run should do.
public struct HeadlessOptions: Sendable {
    /// The script to replay.
    public var script: InputScript
    /// How many frames to run; by default ``Replay/defaultFrameCount(for:)``.
    public var frames: Int?
    /// Which frames to write as PNG; by default the last frame.
    public var captureFrames: [Int]?
    /// Where to write frames, the log and reports.
    public var outputDirectory: String
    /// How a golden test written by a scripted `g` builds the scene; by
    /// default the built-in scene the script names, if any.
    public var sceneRecipe: SceneRecipe?

    public init(script: InputScript, outputDirectory: String) {
        self.script = script
        self.outputDirectory = outputDirectory
    }
}

/// What a headless run wrote.
public struct HeadlessSummary: Sendable {
    /// The number of frames run.
    public var frames: Int
    /// Every file written, in order.
    public var filesWritten: [String]
    /// The output folder.
    public var outputDirectory: String
    /// Script events after the last frame run, which were not played (0 when a scripted quit ended the run).
    public var unplayedEvents: Int
    /// Files that could not be written, and why.
    public var failures: [WriteFailure]
    /// What the run would have shown in a window: files saved, writes that failed.
    public var notices: [Notice]
}
