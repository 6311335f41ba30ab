import ArgumentParser
import Canvas
import FoundationEssentials
import Motion
import PlaygroundHost
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a scene in a window or replays it headless: `playground` (also
/// `playground run`), and the whole command line of an executable that calls
/// ``PlaygroundMain/run(scenes:commandName:abstract:)``.
///
/// Without `--headless` it opens a window, falling back to a headless run of
/// the scene's demo script when there is no display. With `--headless` it
/// replays a script or a recording (its own frame times) and writes frames,
/// the log and trace reports. See README for the keys and the script format.
///
/// ```swift
/// PlaygroundRunCommand.main()   // the built-in scenes; or PlaygroundMain.run(scenes:) for yours
/// ```
public struct PlaygroundRunCommand: ParsableCommand {
    /// The command's name, summary and help, for the scenes it serves.
    public static var configuration: CommandConfiguration {
        let settings = PlaygroundMain.settings.withLock { $0 }
        return CommandConfiguration(
            commandName: settings.commandName,
            abstract: settings.abstract,
            discussion: """
                Without --headless, opens a window (falling back to a headless run of the \
                scene's demo script when there is no display). With --headless, replays a \
                script or a recording (its own frame times) and writes frames, the log and \
                trace reports. In the window, press ? for this list:

                """ + settings.keyHelp,
            version: MotionToolkit.version
        )
    }

    @Option(help: "A script of input events to replay (JSON, see README).")
    var script: String?

    @Flag(help: "Run without a window, replaying a script or a recording.")
    var headless = false

    @Option(parsing: .unconditional, help: "Frames to run headless (default: a recording's own length, or a script's last frame + 120).")
    var frames: Int?

    @Option(help: "Frames to write as PNG, e.g. 30,60,120 (default: the last).")
    var capture: String?

    @Option(
        help: """
            Folder for frames, recordings, the log and trace reports (default: a new folder for each session, \
            playground-output/<date>_<time>/, the newest linked as playground-output/latest).
            """)
    var out: String?

    @Option(help: "Write the session's recording to this file when the window closes (any path).")
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Write the session's trace to this file when it ends: frames and their phases, performer updates, tokens, plans and input, as Chrome Trace Event JSON for ui.perfetto.dev (in the window, P saves the last 30 s).",
            valueName: "file"))
    var traceEvents: String?

    @Option(
        help: ArgumentHelp(
            "The scene: \(PlaygroundMain.scenes.map(\.name).joined(separator: ", ")) (default: the first).", valueName: "name"))
    var scene: String?

    @Flag(help: "Print CPU time per frame for each scene served (or the --scene one), headless, playing its demo script.")
    var stats = false

    @Flag(inversion: .prefixedNo, help: "Draw the overlay panel and debugging marks (toggle it with ` or F1).")
    var overlay = true

    @Option(help: "Headless: write frames A-B as an animated PNG into --out, e.g. 30-330 (in the window, press e).")
    var clip: String?

    @Option(help: "Memory for the history that scrubbing, tracks, curves and clips read, in MB (default 64).")
    var historyMb = 64

    @Flag(
        help: """
            Rebuild your package when its sources change and replay the session against each new build, \
            the build before's paths drawn as ghosts (a window only; with --script, the session starts from that recording).
            """)
    var watch = false

    /// Under `--watch`: the hand-over folder this build's window takes the session from and hands it to.
    @Flag(help: "Search: throw random hands at the scene, check its invariants on every frame, and shrink each failure to a recording and a test in --out/explore.")
    var explore = false

    @Option(help: "--explore: the search's seed (default: one from the clock, printed). The same seed finds the same failures.")
    var seed: UInt64?

    @Option(help: "--explore: search for this many seconds (default 60).")
    var seconds: Double?

    @Option(help: "--explore: run exactly this many sequences instead of a time (the same summary for any --jobs).")
    var sequences: Int?

    @Option(help: "--explore: child processes at once (default: the machine's cores).")
    var jobs: Int?

    @Option(help: "--explore: run shard i of n of the sequences, e.g. 2/4 (Playwright's convention: one machine each).")
    var shard: String?

    @Flag(help: "--explore: open the window at the first failure, paused on its frame, its box selected and its tracks shown.")
    var open = false

    @Option(parsing: .upToNextOption, help: "--explore: merge the --out folders of shards into --out (one summary, the failures copied).")
    var merge: [String] = []

    @Option(help: .hidden)
    var watchChild: String?

    /// Under `--watch`: which build of the package this is.
    @Option(help: .hidden)
    var watchBuild = 1

    /// Under `--watch`: when the save this build answers was seen (seconds since 1970), for its timing line.
    @Option(help: .hidden)
    var watchSavedAt: Double?

    /// Creates a command with every option at its default.
    public init() {}

    /// Checks the options that need no files.
    public mutating func validate() throws {
        if let frames, frames < 1 {
            throw ValidationError("--frames must be 1 or more, got \(frames)")
        }
        if watch && (headless || stats) {
            throw ValidationError("--watch replays a window's session against each new build: it does not go with --\(headless ? "headless" : "stats")")
        }
        // --watch's windows run until the person quits: options only a headless run carries out are refused, not dropped.
        if watch {
            if let windowRefusal { throw ValidationError(windowRefusal) }
            if traceEvents != nil {
                throw ValidationError("--trace-events writes one session's trace, and --watch runs a window per build: press P in a window to save its last 30 s")
            }
        }
        try validateExplore()
        guard (1...65536).contains(historyMb) else {
            throw ValidationError("--history-mb must be between 1 and 65536, got \(historyMb)")
        }
    }

    /// Runs the window, the headless replay or the statistics; a failure is one `Error:` line.
    public mutating func run() throws {
        var made: String?
        do {
            try execute(madeFolder: &made)
        } catch {
            // Bad input leaves no empty session folder behind (a folder with anything in it stays).
            if let made { SessionFolder.discardIfEmpty(made) }
            throw _ErrorLine(message: error.description)
        }
    }

    /// `--out`, or a new session folder (see ``SessionFolder``), made once and kept in `made`.
    func outputFolder(_ made: inout String?) throws(PlaygroundError) -> String {
        if let out { return out }
        if let made { return made }
        let folder = try SessionFolder.create()
        made = folder
        return folder
    }

    func execute(madeFolder made: inout String?) throws(PlaygroundError) {
        let assets = try Assets.locate()
        let font = try assets.loadFont()
        let loadedScript = try script.map { path throws(PlaygroundError) in try InputScript(contentsOfFile: path) }
        if let recorded = loadedScript?.scene, let scene, recorded != scene {
            throw .usage("--scene \(scene) names another scene than the script's own (\(recorded)): drop --scene, or use a script of \(scene)")
        }
        let clipFrames = try clip.map(ClipRequest.parse)
        if explore {
            let status =
                merge.isEmpty
                ? try explore(try chosenScene(scene), font: font, folder: try outputFolder(&made))
                : try mergeShards(into: try outputFolder(&made))
            if status != 0 { Glibc.exit(status) }
            return
        }
        if stats {
            return try printStatistics(script: loadedScript, clip: clipFrames, assets: assets, font: font, madeFolder: &made)
        }
        let entry = try chosenScene(loadedScript?.scene ?? scene)
        let makePlayground = playgroundFactory(entry, script: loadedScript, font: font)

        if headless {
            let script = try scriptOrDemo(loadedScript, entry, assets)
            return try runHeadless(makePlayground, script: script, entry: entry, clip: clipFrames, folder: try outputFolder(&made))
        }
        if watch && watchChild == nil {
            // Every build's window takes the session from the hand-over, a recording given included,
            // and writes into the one folder of the watch session.
            let arguments = WatchSupervisor.buildArguments(from: CommandLine.arguments.dropFirst()) + ["--scene", entry.name]
            let supervisor = try WatchSupervisor(arguments: arguments, outputDirectory: try outputFolder(&made), startingFrom: loadedScript)
            Glibc.exit(try supervisor.run())
        }
        let folder = try outputFolder(&made)
        var options = WindowOptions(outputDirectory: folder)
        options.script = loadedScript
        options.recordPath = record
        options.traceEventsPath = traceEvents
        options.sceneName = entry.name
        options.sceneRecipe = entry.recipe
        options.refusedInAWindow = windowRefusal
        options.title = entry.title
        options.width = Int(entry.windowSize.width)
        options.height = Int(entry.windowSize.height)
        // Under --watch only build 1 says it: each save starts a new build's window.
        options.slowFramesAdvice = watchBuild > 1 ? nil : Self.slowFramesAdvice(watching: watchChild != nil)
        var companion: WatchChild?
        if let folder = watchChild {
            let taken = FileManager.default.fileExists(atPath: folder + "/" + SessionHandover.fileName) ? try SessionHandover.read(from: folder) : nil
            if let window = taken?.handover.window {
                (options.width, options.height, options.origin) = (window.width, window.height, (window.x, window.y))
            }
            companion = WatchChild(folder: folder, build: watchBuild, taken: taken, savedAt: watchSavedAt)
        }
        do {
            let summary = try PlaygroundWindow.run(options: options, companion: companion, makePlayground: makePlayground)
            if companion?.handedOver == true {
                // The next build goes on with the session: only a file that could not be written is news.
                return try report(written: [], failures: summary.failures, folder: summary.outputDirectory, quietly: true)
            }
            _say(
                "\(summary.frames) frames on \(summary.videoDriver)/\(summary.renderer)"
                    + (summary.pacedManually ? " (vsync ignored by the driver: paced by the playground)" : "")
                    + "; CPU per frame: \(summary.statistics.summary)")
            try report(written: summary.filesWritten, failures: summary.failures, folder: summary.outputDirectory)
        } catch .display(let reason) {
            _say("\(reason); running the \(entry.demoScript == nil ? "bundled" : "scene's") demo script headless instead")
            try runHeadless(makePlayground, script: try scriptOrDemo(loadedScript, entry, assets), entry: entry, clip: clipFrames, folder: folder)
        }
    }

    /// Makes `entry`'s playground as the options ask (overlay, history budget), checking `script`'s tunes against it.
    /// A factory, not one playground: branching from the past builds the scene again and replays to there.
    func playgroundFactory(
        _ entry: PlaygroundScene, script loadedScript: InputScript?, font: BitmapFont
    ) -> () throws(PlaygroundError) -> Playground {
        { [overlay, historyMb, script] () throws(PlaygroundError) -> Playground in
            let playground = Playground(scene: entry.make(), font: font)
            playground.history = SessionHistory(budget: historyMb << 20)
            if overlay { playground.installOverlay() }
            if let loadedScript, let path = script {
                do { try loadedScript.checkTuneTargets(in: playground.scene) } catch { throw .script("\(path): \(error)") }
            }
            return playground
        }
    }

    /// Why a window cannot carry out the options given, if it cannot: they are a headless run's
    /// (the fallback where no window opens honours them; a window refuses them before it runs).
    var windowRefusal: String? {
        if frames != nil { return "--frames counts a headless run's frames: add --headless (a window runs until you quit it)" }
        if capture != nil { return "--capture saves frames of a headless run: add --headless (in the window, press s)" }
        if clip != nil { return "--clip writes a clip from a headless run: add --headless (in the window, press e)" }
        return nil
    }

    /// Prints what a session wrote; fails (a non-zero exit) naming what it could not write.
    func report(written: [String], failures: [WriteFailure], folder: String, quietly: Bool = false) throws(PlaygroundError) {
        if !quietly {
            _say("wrote \(written.count) files to \(folder)" + (written.isEmpty ? "" : ":"))
            for file in written {
                _say("  \(file)")
            }
        }
        guard failures.isEmpty else {
            let list = failures.map(\.description).joined(separator: "; ")
            throw .file("could not write \(failures.count) file\(failures.count == 1 ? "" : "s"): \(list)")
        }
    }

    /// In a debug build, the command for a release build of the running
    /// executable, for the window to suggest if its frames run over budget;
    /// `nil` in a release build. (`DEBUG` is SwiftPM's, set for every module
    /// of a debug build, the toolkit's included.)
    static func slowFramesAdvice(watching: Bool) -> String? {
        #if DEBUG
            return releaseCommand(executable: CommandLine.arguments.first ?? "", watching: watching)
        #else
            return nil
        #endif
    }

    /// `swift run -c release NAME`, NAME the executable's file name, ` --watch` while watching.
    static func releaseCommand(executable: String, watching: Bool) -> String {
        let name = executable.split(separator: "/").last.map(String.init) ?? "playground"
        return "swift run -c release \(name)" + (watching ? " --watch" : "")
    }

    /// The script given, else the scene's demo script, else the bundled one.
    func scriptOrDemo(_ script: InputScript?, _ entry: PlaygroundScene, _ assets: Assets) throws(PlaygroundError) -> InputScript {
        if let script { return script }
        if let demo = entry.demoScript { return demo }
        return try InputScript(contentsOfFile: assets.demoScriptPath)
    }

    func runHeadless(
        _ makePlayground: @escaping () throws(PlaygroundError) -> Playground, script: InputScript, entry: PlaygroundScene,
        clip: ClosedRange<Int>?, folder: String
    ) throws(PlaygroundError) {
        let options = try headlessOptions(script: script, entry: entry, clip: clip, folder: folder)
        let summary = try HeadlessSession.run(try makePlayground(), options: options, makePlayground: makePlayground)
        try report(summary)
    }

    /// What a headless run (or `--stats`'s) does with the options given.
    func headlessOptions(
        script: InputScript, entry: PlaygroundScene, clip: ClosedRange<Int>?, folder: String, frames: Int? = nil
    ) throws(PlaygroundError) -> HeadlessOptions {
        var options = HeadlessOptions(script: script, outputDirectory: folder)
        options.clip = clip
        options.sceneRecipe = entry.recipe
        options.frames = frames ?? self.frames
        options.captureFrames = try capture.map(Self.parseFrames)
        options.recordPath = record
        options.traceEventsPath = traceEvents
        return options
    }

    /// Prints what a headless run did and wrote.
    func report(_ summary: HeadlessSummary, quietly: Bool = false) throws(PlaygroundError) {
        for notice in summary.notices where notice.isError {
            _say("playground: \(notice)")
        }
        _say(
            "ran \(summary.frames) frames headless"
                + (summary.unplayedEvents > 0 ? "; \(summary.unplayedEvents) script events after frame \(summary.frames) were not played" : ""))
        if let clip = summary.clip {
            _say("clip: frames \(clip.frames.lowerBound)–\(clip.frames.upperBound) (\(clip.frames.count) frames), \(clip.byteCount) bytes: \(clip.path)")
        }
        try report(written: summary.filesWritten, failures: summary.failures, folder: summary.outputDirectory)
    }

    /// The scene named `name`, or the first one served when `name` is `nil`.
    func chosenScene(_ name: String?) throws(PlaygroundError) -> PlaygroundScene {
        let scenes = PlaygroundMain.scenes
        guard let name else { return scenes[0] }
        return try Self.scene(named: name, in: scenes)
    }

    static func scene(named name: String, in scenes: [PlaygroundScene]) throws(PlaygroundError) -> PlaygroundScene {
        guard let entry = scenes.first(where: { $0.name == name }) else {
            throw .usage("unknown scene \"\(name)\" (expected \(scenes.map(\.name).joined(separator: ", ")))")
        }
        return entry
    }

    static func parseFrames(_ list: String) throws(PlaygroundError) -> [Int] {
        var frames: [Int] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let text = part._trimmingWhitespace()
            guard let frame = Int(text), frame >= 1 else {
                throw .usage("--capture takes frame numbers from 1 separated by commas, e.g. 30,60,120; \"\(text)\" is not one")
            }
            frames.append(frame)
        }
        return frames
    }
}
