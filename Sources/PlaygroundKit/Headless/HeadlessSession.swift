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
        if let clip = options.clip { try ClipRequest.check(clip, in: replay) }
        var clipEncoder: APNGEncoder?
        var clipSummary: ClipSummary?
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
        recorder.recordHistoryBudget(options.script.historyBudget ?? playground.history?.budget)
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
            if let clip = options.clip, clip.contains(frame.number) {
                clipSummary =
                    encodeClip(
                        framebuffer, frame: frame.number, clip: clip, period: options.script.framePeriod,
                        encoder: &clipEncoder, output: output) ?? clipSummary
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
            for request in requests {
                switch request {
                case let .exportClip(frames):
                    exportClip(frames, of: playground, period: options.script.framePeriod, output: output)
                case .branch:
                    output.post(Notice("branching needs a live session (the window); a script is replayed as it is", isError: true))
                default:
                    break
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
            failures: output.failures, notices: notices, clip: clipSummary
        )
    }

    /// Adds a frame to the clip being encoded; at its last frame, writes it and returns what was written.
    private static func encodeClip(
        _ framebuffer: Framebuffer, frame: Int, clip: ClosedRange<Int>, period: Double, encoder: inout APNGEncoder?, output: SessionOutput
    ) -> ClipSummary? {
        do {
            if encoder == nil { encoder = APNGEncoder(width: framebuffer.width, height: framebuffer.height, framePeriod: period) }
            try encoder!.append(framebuffer)
            guard frame == clip.upperBound else { return nil }
            let bytes = try encoder!.finish()
            encoder = nil
            return output.writeClip(bytes, frames: clip).map { ClipSummary(path: $0, frames: clip, byteCount: bytes.count) }
        } catch {
            output.recordFailure(WriteFailure(path: output.clipPath(clip), reason: "cannot encode the clip (\(error))"))
            encoder = nil
            return nil
        }
    }

    /// A scripted `e`: the clip re-rendered from history, as the window exports it.
    private static func exportClip(_ frames: ClosedRange<Int>, of playground: Playground, period: Double, output: SessionOutput) {
        guard let history = playground.history, let clip = HistoryClip(history, frames: frames) else { return }
        do {
            let bytes = try clip.encode(font: playground.renderer.font, framePeriod: period)
            if let path = output.writeClip(bytes, frames: clip.frames) {
                output.post(Notice("saved a clip of frames \(clip.frames.lowerBound)–\(clip.frames.upperBound) to \(path)"))
            }
        } catch {
            output.recordFailure(WriteFailure(path: output.clipPath(clip.frames), reason: "cannot encode the clip (\(error))"))
        }
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
    /// Frames to write as an animated PNG (`clip-A-B.png`), as drawn.
    public var clip: ClosedRange<Int>?

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
    public var byteCount: Int
}
