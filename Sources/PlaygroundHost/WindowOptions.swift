import PlaygroundKit
import PlaygroundSession

/// How to open the playground's window.
///
/// ```swift
/// var options = WindowOptions(outputDirectory: "out")
/// options.script = try InputScript(contentsOfFile: "drag.json")
/// ```
public struct WindowOptions: Sendable {
    /// The window's title.
    public var title = "Motion Playground"
    /// The window's initial size, in points.
    public var width = 1280
    public var height = 720
    /// Where the window's top left corner goes on screen, in points; `nil` centres it.
    public var origin: (x: Int, y: Int)?
    /// A script to play into the live window, each event on its frame.
    public var script: InputScript?
    /// Where to write the session's recording when the window closes, if anywhere
    /// (any path: it does not depend on ``outputDirectory``).
    package var recordPath: String?
    /// Where to write the session's trace when the window closes, if anywhere
    /// (Chrome Trace Event JSON, for Perfetto: see `TraceEventFile`). It is measured even when
    /// ``profilesFrames`` is off.
    package var traceEventsPath: String?
    /// Where saved frames, recordings, the log and trace reports go.
    public var outputDirectory: String
    /// The scene's name, stored in recordings.
    public var sceneName = "default"
    /// How a golden test written with `g` builds the scene; by default the
    /// built-in scene ``sceneName`` names, if any (see `SceneRecipe`).
    public var sceneRecipe: SceneRecipe?
    /// How to get a faster build (`swift run -c release MyMotion`), said once
    /// in the window and the terminal if the first frames cost more CPU than
    /// the display's refresh period; `nil` says nothing (a release build).
    public var slowFramesAdvice: String?
    /// Why the session cannot run in a window, if it cannot (an option only a
    /// headless run carries out): said as a usage error once the window would
    /// open, before anything runs or is written. Where no window can open, the
    /// caller's headless fallback honours the option instead.
    package var refusedInAWindow: String?
    /// Whether the window measures where each frame's time goes (its phases and
    /// performers: the overlay's Perf tab, `--stats`, a trace). A test that
    /// compares the window's frames with a replay's turns it off: the Perf tab
    /// shows this machine's times, which no replay can give again.
    package var profilesFrames = true

    /// Options with defaults and the given output folder.
    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }
}

/// What a window session did, for the command to report.
public struct WindowSummary: Sendable {
    /// Frames drawn.
    public var frames: Int
    /// CPU time per frame.
    public var statistics: FrameStatistics
    /// Files written (saved frames, recordings, log, reports), in order.
    public var filesWritten: [String]
    /// Files that could not be written, and why; the session went on without them.
    public var failures: [WriteFailure]
    /// Every notice the window showed (files saved, writes that failed), in order.
    public var notices: [Notice]
    /// The output folder.
    public var outputDirectory: String
    /// Where the window was when it closed, and its size, in points.
    public var window: WindowFrame
    /// SDL's video driver and renderer, and whether the host paced frames itself.
    package var videoDriver: String
    public var renderer: String
    package var pacedManually: Bool
}
