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
/// the session with it: a new build that crashes while it replays (or right
/// after) is reported with its signal and last lines, and the build before
/// takes the session back from the same hand-over; a build that crashes
/// later is started again from the hand-over it kept a second before.
///
/// ```swift
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
        let executable = URL(fileURLWithPath: Assets._executablePath())
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

    /// The command line every build's window gets: the supervisor's own without
    /// `--watch`, and without `--script` and `--scene` (the session, and its
    /// scene, come from the hand-over) and `--out` (the supervisor gives each
    /// build the watch session's one folder: see ``childArguments(number:savedAt:)``).
    static func buildArguments(from arguments: some Sequence<String>) -> [String] {
        var kept: [String] = [], skipsValue = false
        for argument in arguments {
            if skipsValue { skipsValue = false; continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard ["--watch", "--script", "--scene", "--out"].contains(name) else { kept.append(argument); continue }
            skipsValue = name != "--watch" && !argument.contains("=")
        }
        return kept
    }

    /// The nearest folder at or above the current one that holds a `Package.swift` and `Sources/`.
    static func packageFolder() throws(PlaygroundError) -> String {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path)
            {
                return folder.path
            }
            guard folder.pathComponents.count > 1 else { break }
            folder.deleteLastPathComponent()
        }
        throw .usage("--watch rebuilds the package you run it in: run it from a package's folder (where Package.swift is)")
    }

    /// Runs the session to its end; returns the exit status to leave with.
    func run() throws(PlaygroundError) -> Int32 {
        try? FileManager.default.removeItem(atPath: folder)
        if let start {
            // Build 0: the recording, as if a build before had handed it over (no window, no ghosts).
            try SessionHandover(build: 0, window: nil, ghosts: nil).write(recording: start, to: folder)
        }
        var newest = 1
        let first = try keep(binary: build.executable, number: newest)
        _sayError("watch: watching \(build.package)/Sources and Package.swift; the session is kept in \(folder) (it survives a crash)")
        // `running` is nil while every build at hand crashes as it takes over: the next good build starts it again.
        var running: WatchedBuild? = try start(number: newest, binary: first)
        var good = running!
        var quickCrashes = 0
        var watcher = try SourceWatcher(package: build.package)
        SignalRelay.install()
        while true {
            SignalRelay.target = running?.process.processIdentifier ?? 0
            if let current = running, !current.isRunning {
                current.waitUntilExit()
                guard let failure = current.failure else { return 0 }  // the person quit: the session's files are written
                report(current, failure)
                let quick = Date().timeIntervalSince(current.started) < Self.quickCrash
                quickCrashes = quick ? quickCrashes + 1 : 0
                guard quickCrashes < 3 else {
                    _sayError("watch: no build at hand takes the session over without crashing; fix the code and save (the session is kept in \(folder))")
                    running = nil
                    continue
                }
                // A build that fails as it takes over goes back to the build before; one that ran for a while starts again.
                let again = quick && good.number != current.number ? good : current
                _sayError("watch: build \(again.number) takes the session back from \(folder)")
                running = try start(number: again.number, binary: again.binary)
                continue
            }
            guard let (changed, saved) = watcher.waitForChange(timeout: 0.2) else { continue }
            let files = changed.count == 1 ? String(changed[0].dropFirst(build.package.count + 1)) : "\(changed.count) files"
            _say("watch: \(files) changed; building build \(newest + 1)")
            running?.tell(.building)
            var lastStep = Date.distantPast
            let outcome = build.run { step in
                // A few steps a second: enough to see it move, not a message per file.
                guard Date().timeIntervalSince(lastStep) >= 0.2 else { return }
                lastStep = Date()
                running?.tell(.progress(step))
            }
            switch outcome {
            case let .failed(error, _):
                _sayError("watch: the build failed: \(error)")
                running?.tell(.failed(error))
            case let .built(seconds):
                newest += 1
                _say("watch: built in \(String(format: "%.1f", seconds)) s; build \(newest) takes the session over")
                let binary = try keep(binary: build.executable, number: newest)
                if let current = running {
                    let handOver = Date()
                    current.tell(.handOver)
                    current.waitUntilExit()
                    if let failure = current.failure { report(current, failure) }
                    _say("watch: handed over in \(String(format: "%.2f", Date().timeIntervalSince(handOver))) s")
                    if Date().timeIntervalSince(current.started) >= Self.quickCrash || current.failure == nil { good = current }
                }
                quickCrashes = 0
                running = try start(number: newest, binary: binary, savedAt: saved)
                prune(keeping: [good.number, newest])
            }
        }
    }

    /// A build that ends sooner than this after it started failed as it took the session over.
    static let quickCrash: TimeInterval = 5

    /// Starts build `number`'s window from `binary`; `savedAt` is when the save it answers was seen, for its timing line.
    private func start(number: Int, binary: String, savedAt: Date? = nil) throws(PlaygroundError) -> WatchedBuild {
        try WatchedBuild(number: number, binary: binary, arguments: childArguments(number: number, savedAt: savedAt), environment: environment)
    }

    /// Build `number`'s command line: the session's own, the one output folder
    /// and hand-over of the whole watch session, and which build it is.
    func childArguments(number: Int, savedAt: Date? = nil) -> [String] {
        let timing = savedAt.map { ["--watch-saved-at", String($0.timeIntervalSince1970)] } ?? []
        return arguments + ["--out", outputDirectory, "--watch-child", folder, "--watch-build", String(number)] + timing
    }

    /// Copies `binary` to `<folder>/builds/<number>/` (the package's own is rebuilt in place).
    private func keep(binary: String, number: Int) throws(PlaygroundError) -> String {
        let destination = "\(folder)/builds/\(number)"
        do {
            try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
            let copy = destination + "/" + build.product
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: binary, toPath: copy)
            return copy
        } catch {
            throw .file("\(destination): cannot keep build \(number) (\(error))")
        }
    }

    /// Deletes the kept builds but `numbers` (a debug build's binary is tens of megabytes).
    private func prune(keeping numbers: Set<Int>) {
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/builds")) ?? []
        for name in kept where !numbers.contains(Int(name) ?? 0) {
            try? FileManager.default.removeItem(atPath: "\(folder)/builds/\(name)")
        }
    }

    /// Says how `build` ended: the trap's message and the frames in the package's sources, else its last lines.
    private func report(_ build: WatchedBuild, _ failure: String) {
        let output = build.lastLines
        let summary = CrashSummary(output: output, package: self.build.package)
        let lines = summary.frames.isEmpty ? Array(output.suffix(CrashSummary.limit * 2)) : summary.lines
        _sayError("watch: build \(build.number) \(failure)" + (lines.isEmpty ? "" : ":"))
        for line in lines { _sayError("  " + line) }
    }
}
