import Foundation
import Motion
import Testing

/// Every option of `playground run` and `playground init`, in every mode,
/// is honoured (a file or a line shows it) or refused in one line before
/// anything runs: never accepted and dropped. The rows are the matrix; a
/// test reads each command's `--help` and fails on an option with no row,
/// so a new option cannot go in without saying what it does in each mode.
/// (`playground review`'s rows are in PlaygroundReviewTests, beside its fixtures.)
@Suite("Every option in every mode is honoured or refused (the playground binary)", .serialized)
struct OptionMatrixTests {
    /// What a row expects: the run succeeds and leaves `file` (in its folder), or it fails saying `refusal`.
    enum Outcome {
        case honoured(file: String)
        case refused(String)
        /// The run succeeds, printing this line and writing nothing.
        case printed(String)
    }

    struct Row: CustomStringConvertible {
        var mode: String
        var option: String
        var arguments: [String]
        var outcome: Outcome
        var description: String { "\(mode) \(option): \(arguments.joined(separator: " "))" }
    }

    /// A recording of 12 frames that quits: the window plays it and closes (on the dummy driver).
    static let script = #"{"version": 3, "scene": "default", "frames": 12, "events": [{"frame": 4, "type": "key", "key": "s"}, {"frame": 12, "type": "key", "key": "q"}]}"#
    static let stressScript = #"{"version": 3, "scene": "stress", "events": [{"frame": 3, "type": "key", "key": "q"}]}"#

    /// `run`'s rows: the window (dummy driver, playing a script that quits), headless, --stats and --watch.
    static let runRows: [Row] = [
        Row(mode: "window", option: "--script", arguments: ["--script", "s.json"], outcome: .honoured(file: "out/frame-0004.png")),
        Row(mode: "window", option: "--out", arguments: ["--script", "s.json"], outcome: .honoured(file: "out/log.txt")),
        Row(mode: "window", option: "--record", arguments: ["--script", "s.json", "--record", "r.json"], outcome: .honoured(file: "r.json")),
        Row(mode: "window", option: "--scene", arguments: ["--scene", "stress", "--script", "t.json"], outcome: .honoured(file: "out/scene.txt")),
        Row(mode: "window", option: "--no-overlay", arguments: ["--script", "s.json", "--no-overlay"], outcome: .honoured(file: "out/frame-0004.png")),
        Row(mode: "window", option: "--overlay", arguments: ["--script", "s.json", "--overlay"], outcome: .honoured(file: "out/frame-0004.png")),
        Row(mode: "window", option: "--history-mb", arguments: ["--script", "s.json", "--history-mb", "8"], outcome: .honoured(file: "out/log.txt")),
        Row(mode: "window", option: "--frames", arguments: ["--frames", "5"], outcome: .refused("--frames counts a headless run's frames: add --headless")),
        Row(mode: "window", option: "--capture", arguments: ["--capture", "5"], outcome: .refused("--capture saves frames of a headless run: add --headless")),
        Row(mode: "window", option: "--clip", arguments: ["--clip", "1-5"], outcome: .refused("--clip writes a clip from a headless run: add --headless")),
        Row(mode: "window", option: "--scene", arguments: ["--scene", "stress", "--script", "s.json"], outcome: .refused("--scene stress names another scene than the script's own (default)")),
        // No display: the window's fallback is a headless run, which honours what a headless run does.
        Row(mode: "no display", option: "--frames", arguments: ["--frames", "5", "NO_DISPLAY"], outcome: .honoured(file: "out/frame-0005.png")),
        Row(mode: "no display", option: "--capture", arguments: ["--frames", "5", "--capture", "2", "NO_DISPLAY"], outcome: .honoured(file: "out/frame-0002.png")),
        Row(mode: "no display", option: "--clip", arguments: ["--frames", "5", "--clip", "1-3", "NO_DISPLAY"], outcome: .honoured(file: "out/clip-0001-0003.png")),
        Row(mode: "no display", option: "--record", arguments: ["--frames", "5", "--record", "r.json", "NO_DISPLAY"], outcome: .honoured(file: "r.json")),
        Row(mode: "headless", option: "--headless", arguments: ["--headless", "--frames", "3"], outcome: .honoured(file: "out/frame-0003.png")),
        Row(mode: "headless", option: "--script", arguments: ["--headless", "--script", "s.json"], outcome: .honoured(file: "out/frame-0004.png")),
        Row(mode: "headless", option: "--frames", arguments: ["--headless", "--frames", "7"], outcome: .honoured(file: "out/frame-0007.png")),
        Row(mode: "headless", option: "--capture", arguments: ["--headless", "--frames", "9", "--capture", "2,5"], outcome: .honoured(file: "out/frame-0005.png")),
        Row(mode: "headless", option: "--out", arguments: ["--headless", "--frames", "3"], outcome: .honoured(file: "out/log.txt")),
        Row(mode: "headless", option: "--record", arguments: ["--headless", "--frames", "30", "--record", "r.json"], outcome: .honoured(file: "r.json")),
        Row(mode: "headless", option: "--scene", arguments: ["--headless", "--scene", "stress", "--frames", "2"], outcome: .honoured(file: "out/scene.txt")),
        Row(mode: "headless", option: "--no-overlay", arguments: ["--headless", "--frames", "2", "--no-overlay"], outcome: .honoured(file: "out/frame-0002.png")),
        Row(mode: "headless", option: "--clip", arguments: ["--headless", "--frames", "6", "--clip", "2-5"], outcome: .honoured(file: "out/clip-0002-0005.png")),
        Row(mode: "headless", option: "--history-mb", arguments: ["--headless", "--frames", "2", "--history-mb", "4"], outcome: .honoured(file: "out/log.txt")),
        Row(mode: "headless", option: "--watch", arguments: ["--headless", "--watch"], outcome: .refused("--watch replays a window's session against each new build: it does not go with --headless")),
        Row(mode: "stats", option: "--stats", arguments: ["--stats", "--scene", "default", "--frames", "3"], outcome: .honoured(file: "out/log.txt")),
        Row(mode: "stats", option: "--script", arguments: ["--stats", "--script", "s.json"], outcome: .honoured(file: "out/frame-0004.png")),
        Row(mode: "stats", option: "--capture", arguments: ["--stats", "--scene", "default", "--frames", "5", "--capture", "2"], outcome: .honoured(file: "out/frame-0002.png")),
        Row(mode: "stats", option: "--clip", arguments: ["--stats", "--scene", "default", "--frames", "5", "--clip", "1-3"], outcome: .honoured(file: "out/clip-0001-0003.png")),
        Row(mode: "stats", option: "--record", arguments: ["--stats", "--scene", "default", "--frames", "5", "--record", "r.json"], outcome: .honoured(file: "r.json")),
        Row(mode: "stats", option: "--record", arguments: ["--stats", "--frames", "2", "--record", "r.json"], outcome: .refused("--record writes one recording, and --stats measures")),
        Row(mode: "stats", option: "--headless", arguments: ["--stats", "--headless", "--scene", "default", "--frames", "2"], outcome: .honoured(file: "out/frame-0002.png")),
        Row(mode: "stats", option: "--no-overlay", arguments: ["--stats", "--scene", "default", "--frames", "2", "--no-overlay"], outcome: .honoured(file: "out/log.txt")),
        Row(mode: "stats", option: "--history-mb", arguments: ["--stats", "--scene", "default", "--frames", "2", "--history-mb", "4"], outcome: .honoured(file: "out/log.txt")),
        Row(mode: "stats", option: "--watch", arguments: ["--stats", "--watch"], outcome: .refused("--watch replays a window's session against each new build: it does not go with --stats")),
        Row(mode: "any", option: "--version", arguments: ["--version"], outcome: .printed(MotionToolkit.version)),
        Row(mode: "watch", option: "--frames", arguments: ["--watch", "--frames", "3"], outcome: .refused("--frames counts a headless run's frames")),
        Row(mode: "watch", option: "--capture", arguments: ["--watch", "--capture", "3"], outcome: .refused("--capture saves frames of a headless run")),
        Row(mode: "watch", option: "--clip", arguments: ["--watch", "--clip", "1-3"], outcome: .refused("--clip writes a clip from a headless run")),
        Row(
            mode: "explore", option: "--explore", arguments: ["--explore", "--sequences", "4", "--jobs", "1", "--seed", "5"],
            outcome: .honoured(file: "out/explore/summary.json")),
        Row(mode: "explore", option: "--seconds", arguments: ["--explore", "--seconds", "1", "--jobs", "2"], outcome: .honoured(file: "out/explore/summary.json")),
        Row(mode: "explore", option: "--shard", arguments: ["--explore", "--sequences", "4", "--shard", "2/2", "--scene", "seed"], outcome: .honoured(file: "out/explore/summary.json")),
        Row(mode: "explore", option: "--shard", arguments: ["--explore", "--shard", "3/2"], outcome: .refused("--shard takes i/n with 1 ≤ i ≤ n")),
        Row(mode: "explore", option: "--sequences", arguments: ["--explore", "--sequences", "3", "--seconds", "2"], outcome: .refused("--seconds and --sequences both bound the search")),
        Row(
            mode: "explore", option: "--headless", arguments: ["--explore", "--headless"], outcome: .refused("--explore makes its own input and runs without a window: it does not go with --headless")),
        Row(mode: "explore", option: "--frames", arguments: ["--explore", "--frames", "3"], outcome: .refused("--frames is for a headless replay")),
        Row(mode: "window", option: "--seed", arguments: ["--seed", "3"], outcome: .refused("--seed sets up a search: add --explore")),
        Row(mode: "window", option: "--open", arguments: ["--open"], outcome: .refused("--open sets up a search: add --explore")),
        Row(mode: "explore", option: "--open", arguments: ["--explore", "--sequences", "2", "--open"], outcome: .honoured(file: "out/explore/summary.json")),
        Row(mode: "explore", option: "--merge", arguments: ["--explore", "--merge", "nowhere"], outcome: .refused("nowhere/explore/summary.json: cannot be read")),
        Row(mode: "explore", option: "--merge", arguments: ["--explore", "--merge", "a", "--seed", "2"], outcome: .refused("--merge combines searches already run")),
        Row(mode: "headless", option: "--jobs", arguments: ["--headless", "--jobs", "2"], outcome: .refused("--jobs sets up a search: add --explore")),
        Row(mode: "window", option: "--trace-events", arguments: ["--script", "s.json", "--trace-events", "t.json"], outcome: .honoured(file: "t.json")),
        Row(mode: "no display", option: "--trace-events", arguments: ["--frames", "5", "--trace-events", "t.json", "NO_DISPLAY"], outcome: .honoured(file: "t.json")),
        Row(mode: "headless", option: "--trace-events", arguments: ["--headless", "--frames", "4", "--trace-events", "t.json"], outcome: .honoured(file: "t.json")),
        Row(
            mode: "stats", option: "--trace-events", arguments: ["--stats", "--scene", "default", "--frames", "3", "--trace-events", "t.json"],
            outcome: .honoured(file: "t.json")),
        Row(mode: "stats", option: "--trace-events", arguments: ["--stats", "--frames", "2", "--trace-events", "t.json"], outcome: .refused("--trace-events writes one trace, and --stats measures")),
        Row(
            mode: "watch", option: "--trace-events", arguments: ["--watch", "--trace-events", "t.json"],
            outcome: .refused("--trace-events writes one session's trace, and --watch runs a window per build")),
        Row(
            mode: "explore", option: "--trace-events", arguments: ["--explore", "--trace-events", "t.json"],
            outcome: .refused("--explore makes its own input and runs without a window: it does not go with --trace-events")),
    ]

    /// `init`'s rows: it has one mode.
    static let initRows: [Row] = [
        Row(mode: "init", option: "<dir>", arguments: ["init", "pkg"], outcome: .honoured(file: "pkg/Package.swift")),
        Row(mode: "init", option: "--version", arguments: ["init", "--version"], outcome: .printed(MotionToolkit.version)),
        Row(mode: "init", option: "--name", arguments: ["init", "pkg", "--name", "Orbit"], outcome: .honoured(file: "pkg/Sources/Orbit/main.swift")),
        Row(mode: "init", option: "--toolkit", arguments: ["init", "pkg", "--toolkit", "https://example.com/toolkit.git"], outcome: .honoured(file: "pkg/Package.swift")),
        Row(mode: "init", option: "--toolkit", arguments: ["init", "pkg", "--toolkit", "/somewhere/else"], outcome: .refused("--toolkit /somewhere/else: no Package.swift there")),
    ]

    @Test("run's rows", arguments: runRows)
    func runRow(_ row: Row) throws {
        try Self.check(row, arguments: row.arguments + (row.arguments.contains("--out") ? [] : ["--out", "out"]))
    }

    @Test("init's rows", arguments: initRows)
    func initRow(_ row: Row) throws {
        try Self.check(row, arguments: row.arguments)
    }

    @Test("Every option in each command's help has a row", arguments: [("run", runRows), ("init", initRows)])
    func everyOptionHasARow(command: String, rows: [Row]) throws {
        let executable = try #require(XvfbRun.playgroundExecutable(), "build the playground first (swift build)")
        let help = try NoDisplayTests.run(executable, [command, "--help"], environment: ProcessInfo.processInfo.environment)
        let words = help.output.split(whereSeparator: { " \n,[]<>=()/:".contains($0) })
        let options = Set(words.filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init)).subtracting(["--help"])
        let covered = Set(rows.map(\.option)).union(rows.flatMap(\.arguments).filter { $0.hasPrefix("--") })
        #expect(!options.isEmpty)
        #expect(options.subtracting(covered).isEmpty, "options with no row: \(options.subtracting(covered).sorted())")
    }

    @Test("--explore exits 2 when it cannot search, so a mistyped option never reads as a finding (1)")
    func exploreUsageExitsTwo() throws {
        let executable = try #require(XvfbRun.playgroundExecutable(), "build the playground first (swift build)")
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        for arguments in [["--explore", "--shard", "3/2"], ["--explore", "--jobs", "0"], ["--explore", "--merge", "/nowhere"], ["--explore", "--bogus"]] {
            let run = try NoDisplayTests.run(executable, arguments, environment: environment)
            #expect(run.status == 2, "\(arguments): exit \(run.status), \(run.errors)")
            #expect(run.errors.hasPrefix("Error: "), "\(arguments): \(run.errors)")
        }
    }

    /// Runs `arguments` in a fresh folder holding the scripts; checks the row's outcome.
    static func check(_ row: Row, arguments: [String]) throws {
        let executable = try #require(XvfbRun.playgroundExecutable(), "build the playground first (swift build)")
        let folder = FileManager.default.temporaryDirectory.path + "/option-matrix-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try script.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
        try stressScript.write(toFile: folder + "/t.json", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        if arguments.contains("NO_DISPLAY") {
            // As a machine with no display: SDL's X11 driver and no X server to reach.
            environment["SDL_VIDEODRIVER"] = "x11"
            environment["DISPLAY"] = nil
        }
        let run = try NoDisplayTests.run(executable, arguments.filter { $0 != "NO_DISPLAY" }, environment: environment, in: folder)
        switch row.outcome {
        case let .honoured(file):
            #expect(run.status == 0, "\(row): \(run.errors)")
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(row): \(file) not written; \(run.output)")
        case let .printed(line):
            #expect(run.status == 0, "\(row): \(run.errors)")
            #expect(run.output == line + "\n", "\(row)")
        case let .refused(message):
            #expect(run.status != 0, "\(row) ran")
            let line = run.errors.split(separator: "\n").first.map(String.init) ?? ""
            #expect(line.hasPrefix("Error: " + message), "\(row): \(line)")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !["s.json", "t.json"].contains($0) }
            #expect(left.isEmpty, "\(row): a refused run wrote \(left)")
        }
    }
}
