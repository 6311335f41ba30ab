import Canvas

/// A headless run as the `playground --headless` command does it: replay a
/// script at 60 Hz, write the requested frames as PNG, then write the log,
/// every trace's report and the scene's final state.
///
/// Everything that could fail is checked before the first frame (the
/// script's frames, the captures, the output folder), so a run either writes
/// all its files or fails at once with one clear line.
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
        let frames = options.frames ?? options.script.lastFrame + HeadlessOptions.settleFrames
        let captures = options.captureFrames ?? [frames]
        let replay = try Replay(script: options.script, frames: frames, captureFrames: captures)
        let output = try OutputFolder(path: options.outputDirectory)
        playground.outputFolder = output
        let wanted = Set(replay.captureFrames)
        var written: [String] = []
        let framesRun = try replay.run(playground) { (frame, framebuffer, requests) throws(PlaygroundError) in
            if wanted.contains(frame.number) || requests.contains(.saveFrame) {
                written.append(try output.writeFrame(framebuffer, number: frame.number))
            }
        }
        written += try output.writeReports(of: playground.scene)
        return HeadlessSummary(frames: framesRun, filesWritten: written, outputDirectory: output.path)
    }
}

/// What a headless run should do.
public struct HeadlessOptions: Sendable {
    /// Frames run after a script's last event when no frame count is given:
    /// two seconds, enough for a throw to settle.
    public static let settleFrames = 120

    /// The script to replay.
    public var script: InputScript
    /// How many frames to run; by default the script's last frame plus ``settleFrames``.
    public var frames: Int?
    /// Which frames to write as PNG; by default the last frame.
    public var captureFrames: [Int]?
    /// Where to write frames, the log and reports.
    public var outputDirectory: String

    public init(script: InputScript, outputDirectory: String) {
        self.script = script
        self.outputDirectory = outputDirectory
    }
}

/// What a headless run wrote.
public struct HeadlessSummary: Sendable {
    /// The number of frames run.
    public var frames: Int
    /// Every file written, frames first, in order.
    public var filesWritten: [String]
    /// The output folder.
    public var outputDirectory: String
}
