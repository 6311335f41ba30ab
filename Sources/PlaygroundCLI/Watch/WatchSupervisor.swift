import Foundation
import PlaygroundKit
import PlaygroundSession

/// `--watch`: the process that keeps a session alive across builds of its package.
///
/// It holds no window. It runs the session's window as a child process (the
/// build that started it, copied aside), watches the package's sources, and
/// on a save runs the package's own build of the executable. A build that
/// fails is reported in the window and the terminal, and the session goes on.
/// A build that succeeds is copied aside too; the window is asked to hand the
/// session over (its recording, its window's place, its boxes' paths) and to
/// quit, and the new build takes it over: it replays the recording without
/// drawing, opens its window where the old one was, and shows the very frame,
/// with the old build's paths as ghosts.
///
/// The process boundary is what keeps a crash of the user's code from taking
/// the session with it, and the supervisor survives every way a window ends:
///
/// - **The person quits** (`q`, closing the window, Ctrl+C) at any moment,
///   idle, mid-build, mid-hand-over or mid-replay: the window writes the
///   session's files and the supervisor exits 0 at once, stopping a build
///   under way, and never opens another window. A window that quits and one
///   that hands over both exit cleanly; only the one that handed over leaves
///   ``WatchChild/handedOverMarker`` behind.
/// - **It crashes** (any signal, or an error exit): it is reported with the
///   trap's message and the package's frames (``CrashSummary``), and a window
///   takes the session back from the last hand-over, showing the crash in a
///   banner until the next save. One that crashes as it takes over goes back
///   to the build before; one that crashed later starts again; one that
///   crashed during a build comes back once the build is done, with the new
///   build if it built.
/// - **It is gone when told something**: SIGPIPE is ignored, and every line
///   to a window is checked against its liveness (``WatchedBuild/tell(_:)``).
///
/// ## States and transitions
///
/// The decisions are ``WatchStateMachine``'s, a value the supervisor feeds
/// what happens and whose actions it carries out:
///
/// | In phase | on | goes to | and does |
/// |---|---|---|---|
/// | watching | a save | building | tells the window `building` |
/// | watching | the person quits | ended | exits 0 |
/// | watching | the window crashes late | watching | starts the same build from its hand-over, with the crash's banner |
/// | watching | it crashes as it took over | watching | starts the build before (the good one), with the banner |
/// | watching | the third crash as it took over in a row | waiting for a fix | says so; no window |
/// | building | a step | building | tells the window the step |
/// | building | the build fails | watching | tells the window the error |
/// | building | the build succeeds | handing over | tells the window `handover` |
/// | building | the person quits | ended | stops the build, exits 0 |
/// | building | the window crashes | building, no window | remembers which build takes the session back |
/// | building, no window | the build fails | watching | starts the build remembered, with the banner and the error |
/// | building, no window | the build succeeds | watching | starts the new build, with the banner |
/// | building, after waiting for a fix | the build fails | waiting for a fix | nothing: no window to tell |
/// | handing over | the window hands over | watching | starts the new build |
/// | handing over | the person quits first | ended | exits 0 |
/// | handing over | the window crashes | watching | starts the new build from the last hand-over kept, with the banner |
/// | waiting for a fix | a save | building, no window | nothing until the build ends |
///
/// Anything else changes nothing: an event a phase cannot meet (a window's end
/// with no window open, a build's outcome with no build under way), and every
/// event once ended. A window that hands over unasked is taken as quitting.
///
/// ```swift
/// import Foundation
///
/// let supervisor = try WatchSupervisor(arguments: ["--scene", "breathe"], outputDirectory: "playground-output/2025-06-01_14-03-07")
/// exit(try supervisor.run())
/// ```
struct WatchSupervisor {
    /// The package's folder, its executable product, and whether it is a release build.
    let build: PackageBuild
    /// The arguments every build's window gets (the command's own, without `--watch`).
    let arguments: [String]
    /// The watch session's one output folder: every build's window writes its files there.
    let outputDirectory: String
    /// Where the session is handed over: `<out>/watch`.
    let folder: String
    /// The recording the session starts from (`--script`), if any: build 1 takes it over.
    let start: InputScript?
    private let environment: [String: String]

    /// A supervisor for the running executable's package, handing over through
    /// `<outputDirectory>/watch`; the session starts from `recording` if given.
    init(arguments: [String], outputDirectory: String, startingFrom recording: InputScript? = nil) throws(PlaygroundError) {
        start = recording
        // Read once, now: a build replaces the file, and the running process's own path then reads "… (deleted)".
        let executable = URL(fileURLWithPath: Assets.executablePath())
        let package = try Self.packageFolder()
        build = PackageBuild(
            package: package, executable: executable.path, isRelease: executable.path.contains("/release/"))
        self.arguments = arguments
        self.outputDirectory = outputDirectory
        folder = outputDirectory + "/watch"
        var environment = ProcessInfo.processInfo.environment
        // Every build's copy runs from the hand-over folder: it finds the assets of the build that started it.
        environment[Assets.overrideVariable] = try Assets.locate().directory
        // A crash's backtrace without registers and images, and no prompt: the session must go on.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "preset=friendly,interactive=no" }
        self.environment = environment
    }

    /// Runs the session to its end; returns the exit status to leave with.
    func run() throws(PlaygroundError) -> Int32 {
        WatchedBuild.ignoreBrokenPipes()
        try? FileManager.default.removeItem(atPath: folder)
        if let start {
            // Build 0: the recording, as if a build before had handed it over (no window, no ghosts).
            try SessionHandover(build: 0, window: nil, ghosts: nil).write(recording: start, to: folder)
        }
        try keep(binary: build.executable, number: 1)
        _sayError("watch: watching \(build.package)/Sources and Package.swift; the session is kept in \(folder) (it survives a crash)")
        var machine = WatchStateMachine()
        var running: WatchedBuild? = try start(number: 1)
        var watcher = try SourceWatcher(package: build.package)
        var exitStatus: Int32?, handOverAsked = Date(), savedAt: Date?
        SignalRelay.install()

        /// Carries out the machine's answer to `event`.
        func handle(_ event: WatchStateMachine.Event) throws(PlaygroundError) {
            for action in machine.handle(event) {
                switch action {
                case let .tell(message):
                    running?.tell(message)
                    if message == .handOver { handOverAsked = Date() }
                case let .start(number):
                    // The save's time goes to the build that answers it, once: a window started again later answers none.
                    running = try start(number: number, savedAt: number == machine.newest ? savedAt : nil)
                    savedAt = nil
                    SignalRelay.target = running?.process.processIdentifier ?? 0
                    prune(keeping: machine.buildsInUse)
                case let .say(line): _sayError("watch: " + line)
                case .stopBuild: break  // the build's loop asks `carryOn`, below, and stops it
                case let .exit(status): exitStatus = status
                }
            }
        }
        /// Hands the machine the news of `window`'s end, if it has ended.
        func checkOn(_ window: WatchedBuild?) throws(PlaygroundError) {
            guard let window, !window.isRunning else { return }
            let ending = self.ending(of: window)
            if ending == .handedOver { _say("watch: handed over in \(String(format: "%.2f", Date().timeIntervalSince(handOverAsked))) s") }
            running = nil
            SignalRelay.target = 0
            try handle(.windowEnded(ending))
        }

        SignalRelay.target = running?.process.processIdentifier ?? 0
        while exitStatus == nil {
            if case .handingOver = machine.phase { running?.waitUntilExit() }
            if running?.isRunning == false {
                try checkOn(running)
                continue
            }
            guard let (changed, saved) = watcher.waitForChange(timeout: 0.2) else { continue }
            let files = changed.count == 1 ? String(changed[0].dropFirst(build.package.count + 1)) : "\(changed.count) files"
            _say("watch: \(files) changed; building build \(machine.newest + 1)")
            try handle(.saved)
            var lastStep = Date.distantPast
            let outcome = build.run(
                progress: { step in
                    // A few steps a second: enough to see it move, not a message per file.
                    guard Date().timeIntervalSince(lastStep) >= 0.2 else { return }
                    lastStep = Date()
                    try? handle(.progress(step))
                },
                carryOn: {
                    // A window that ends during the build is news now: the person who quits waits for nothing.
                    try? checkOn(running)
                    return exitStatus == nil
                })
            switch outcome {
            case .stopped:
                break
            case let .failed(error, _):
                _sayError("watch: the build failed: \(error)")
                try handle(.buildFailed(error))
            case let .built(seconds):
                _say("watch: built in \(String(format: "%.1f", seconds)) s; build \(machine.newest + 1) takes the session over")
                try keep(binary: build.executable, number: machine.newest + 1)
                savedAt = saved
                try handle(.built)
            }
        }
        return exitStatus ?? 0
    }

    /// Starts build `number`'s window from its kept binary; `savedAt` is when the save it answers was seen, for its timing line.
    private func start(number: Int, savedAt: Date? = nil) throws(PlaygroundError) -> WatchedBuild {
        try WatchedBuild(number: number, binary: keptBinary(number), arguments: childArguments(number: number, savedAt: savedAt), environment: environment)
    }
}
