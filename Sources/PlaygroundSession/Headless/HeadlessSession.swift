import Canvas
import Interactions
import PlaygroundKit

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
    ///
    /// - Parameters:
    ///   - playground: The playground to replay the script on.
    ///   - options: The script, the frames to run and write, the output folder.
    ///   - makePlayground: Makes the playground again, as `playground` was
    ///     made: with it, a scripted branch (`b` in the past) branches as in
    ///     the window; without it, it says why it cannot.
    ///   - eachFrame: Runs each frame (the closure it is given, which returns
    ///     whether the session quits) with its number: `--stats` times them,
    ///     without the files a frame's captures write.
    public static func run(
        _ playground: Playground, options: HeadlessOptions, makePlayground: (() throws(PlaygroundError) -> Playground)? = nil,
        eachFrame: (_ number: Int, _ run: () -> Bool) -> Bool = { $1() }
    ) throws(PlaygroundError) -> HeadlessSummary {
        let script = options.script
        let replay = try Replay(script: script, frames: options.frames, captureFrames: options.captureFrames ?? [])
        try script.checkTuneTargets(in: playground.scene)
        if let clip = options.clip { try ClipRequest.check(clip, in: replay) }
        // Without a list, the last frame run is captured (the script may quit early).
        let captures = Set(options.captureFrames ?? [])
        let capturesLast = options.captureFrames == nil
        let output = try SessionOutput.prepare(path: options.outputDirectory, writesInBackground: false)
        if options.traceEventsPath != nil && playground.profiler == nil {
            playground.profiler = FrameProfiler()
        }
        let driver = SessionDriver(
            playground: playground, output: output, sceneName: script.scene, viewport: script.viewport,
            framePeriod: script.framePeriod, script: script)
        if let recipe = options.sceneRecipe { driver.sceneRecipe = recipe }
        driver.makePlayground = makePlayground
        var clip = ClipWriter(frames: options.clip, period: script.framePeriod)
        var notices: [Notice] = []
        var framesRun = 0
        for number in 1...replay.frameCount {
            let quit = eachFrame(number) { driver.runFrame(elapsed: script.elapsed(ofFrame: number), draw: true) }
            driver.playground.profiler?.commit()  // no present headless: a measured frame ends with its drawing
            framesRun = number
            if captures.contains(number) || capturesLast && (quit || number == replay.frameCount) {
                output.writeFrame(driver.framebuffer, number: number)
            }
            clip.add(frame: number, of: driver.playground, output: output)
            notices += driver.takeNotices()
            if quit { break }
        }
        _ = driver.finish(recordingTo: options.recordPath, traceEventsTo: options.traceEventsPath)
        notices += driver.takeNotices()
        return HeadlessSummary(
            frames: framesRun, filesWritten: output.filesWritten, outputDirectory: output.path,
            unplayedEvents: framesRun < replay.frameCount ? 0 : replay.unplayedEventCount,
            failures: output.failures, notices: notices, clip: clip.summary
        )
    }
}

/// What a headless run should do.
public struct HeadlessOptions: Sendable {
    /// The script to replay.
    public var script: InputScript
    /// How many frames to run; by default `Replay/defaultFrameCount(for:)`.
    public var frames: Int?
    /// Which frames to write as PNG; by default the last frame.
    public var captureFrames: [Int]?
    /// Where to write frames, the log and reports.
    public var outputDirectory: String
    /// How a golden test written by a scripted `g` builds the scene; by
    /// default the built-in scene the script names, if any.
    public var sceneRecipe: SceneRecipe?
    /// Frames to write as an animated PNG (`clip-A-B.png`), as drawn.
    public var clip: ClosedRange<Int>?
    /// Where to write the run's recording, if anywhere: the input replayed
    /// and its frame times, as the window records them (a recording
    /// replayed whole gives back the same bytes).
    public var recordPath: String?
    /// Where to write the run's trace, if anywhere: its frames measured on
    /// this machine's clock (a Chrome Trace Event file, see ``TraceEventFile``).
    /// Measuring changes nothing the run draws or writes otherwise.
    public var traceEventsPath: String?

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
    package var unplayedEvents: Int
    /// Files that could not be written, and why.
    public var failures: [WriteFailure]
    /// What the run would have shown in a window: files saved, writes that failed.
    public var notices: [Notice]
    /// The clip written for ``HeadlessOptions/clip``, if any.
    public var clip: ClipSummary?
}

/// A clip a run wrote: where, which frames, how big.
public struct ClipSummary: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// The frames it holds.
    public var frames: ClosedRange<Int>
    /// Its size in bytes.
    package var byteCount: Int
}
