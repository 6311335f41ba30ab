import ArgumentParser
import Canvas
import FoundationEssentials
import Glibc
import PlaygroundHost
import PlaygroundOverlay
import MotionMath
import PlaygroundKit
import PlaygroundSession
import FileSupport

// MARK: - --explore: search for the input that breaks an invariant

extension PlaygroundRunCommand {
    /// Generates sequences of random hands in child processes (`--jobs` at
    /// once), checks every invariant on every frame, keeps each distinct
    /// failure once (its lowest-numbered sequence, so any number of jobs
    /// finds the same), shrinks it, and writes its recording and a test into
    /// `explore/` with `explore/summary.json`. Returns the exit status: 0 when
    /// nothing failed, 1 when something did.
    func explore(_ entry: PlaygroundScene, font: BitmapFont, folder: String) throws(PlaygroundError) -> Int32 {
        let seed = self.seed ?? UInt64(HostClock.now() * 1_000) % 1_000_000
        let shard = try shard.map(Self.parseShard) ?? (1, 1)
        let jobs = max(1, self.jobs ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let make = { () -> Playground in Playground(scene: entry.make(), font: font) }
        let viewport = Viewport(width: Int(entry.windowSize.width), height: Int(entry.windowSize.height))
        let scene = entry.make()
        let settings = ExploreSettings(seed: seed, viewport: viewport, sceneName: entry.name, scene: scene)
        // The scene logged as it was built, and its log archive writes on a thread of its own. A child
        // forked while that thread is inside the Swift runtime inherits the runtime's lock held by a
        // thread it does not have, and hangs on its first use (seen under ThreadSanitizer): the
        // thread finishes and waits before the first fork. The parent makes no other scene.
        scene.logArchive.waitUntilWritten()
        let explorer = Explorer(settings: settings, makePlayground: make)
        let scratch = folder + "/explore/.children"
        if let reason = FileSystem.createDirectory(scratch) { throw .file("\(scratch): \(reason)") }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let children = ChildProcesses(jobs: jobs, folder: scratch)

        let budget = sequences == nil ? (seconds ?? 60) : nil
        _say(
            "exploring the \(entry.name) scene: --seed \(seed), " + (sequences.map { "\($0) sequences" } ?? "\(DecimalText.fixed(budget!, decimals: 0)) s")
                + ", \(jobs) job\(jobs == 1 ? "" : "s")" + (shard == (1, 1) ? "" : ", shard \(shard.0)/\(shard.1)"))
        let start = HostClock.now()
        let indices = (0..<(sequences ?? Int.max)).lazy.filter { $0 % shard.1 == shard.0 - 1 }
        var collector = ExploreFinding.Collector()
        var traps: [(index: Int, message: String)] = []
        var done = 0
        children.run(tasks: indices, goOn: { budget.map { HostClock.now() - start < $0 } ?? true }) { index, frame in
            let sequence = SequenceGenerator(settings: settings).generate(index: index, on: Self.fresh(make)) { number, _ in frame.frame = number }
            let report = explorer.check(sequence) { frame.frame = $0 + 1 }
            return ExploreAnswer.encode(report.violations, sequence: sequence)
        } done: { index, ending in
            done += 1
            switch ending {
            case .answered(let data):
                let answer = ExploreAnswer.decode(data)
                if let sequence = answer.sequence {
                    collector.add(ExploreOutcome(index: index, sequence: sequence, report: InvariantReport(violations: answer.violations, frames: 0)))
                }
            case .trapped(let message, _):
                traps.append((index, message))
            }
        }
        // The first sequence of each trap (by its message) is made again, in a child that keeps its input so far.
        let firstTraps = Dictionary(traps.map { ($0.message, $0) }) { $0.index < $1.index ? $0 : $1 }.values
        for trap in firstTraps.sorted(by: { $0.index < $1.index }) {
            if let finding = Self.trapFinding(index: trap.index, message: trap.message, settings: settings, make: make, children: children) {
                collector.add(finding)
            }
        }
        let elapsed = HostClock.now() - start
        _say("\(done) sequences in \(DecimalText.fixed(elapsed, decimals: 1)) s (\(DecimalText.fixed(Double(done) / max(elapsed, 0.001), decimals: 0)) a second)")
        var failures: [ExploreFailure] = []
        for finding in collector.findings {
            let shrunk = Self.shrink(finding, explorer: explorer, children: children)
            let failure = try ExploreFailure.write(shrunk, seed: seed, entry: entry, folder: folder)
            _sayError("playground: \(failure.line)")
            failures.append(failure)
        }
        try Self.write(ExploreSummary(seed: seed, sequences: done, seconds: budget, rows: failures.map(\.row)), folder: folder)
        if let first = failures.first {
            _say("open the first in the window: \(Self.openCommand(entry, seed: seed, index: first.finding.index))")
            if open { try openWindow(at: first.finding, entry: entry, font: font, folder: folder) }
        }
        return failures.isEmpty ? 0 : 1
    }

    static func write(_ summary: ExploreSummary, folder: String) throws(PlaygroundError) {
        let path = folder + "/" + ExploreSummary.path
        if let reason = FileSystem.createDirectory(folder + "/explore") { throw .file("\(folder)/explore: \(reason)") }
        if let reason = FileSystem.write(Array(summary.json.utf8), to: path) { throw .file("\(path): \(reason)") }
        let count = summary.rows.count
        _say(count == 0 ? "no invariant failed: \(path)" : "\(count) distinct failure\(count == 1 ? "" : "s"): \(path)")
    }

    /// The command that searches sequence `index` alone and opens its failure in the window.
    static func openCommand(_ entry: PlaygroundScene, seed: UInt64, index: Int) -> String {
        let executable = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "playground"
        return "\(executable) --explore --scene \(entry.name) --seed \(seed) --sequences \(index + 1) --open"
    }

    /// The window, paused at `finding`'s frame with its box selected and its tracks shown.
    func openWindow(at finding: ExploreFinding, entry: PlaygroundScene, font: BitmapFont, folder: String) throws(PlaygroundError) {
        let recording = ExploreOpening.recording(of: finding) { Playground(scene: entry.make(), font: font) }
        var options = WindowOptions(outputDirectory: folder)
        options.sceneName = entry.name
        options.sceneRecipe = entry.recipe
        options.title = entry.title + " — " + finding.violation.invariant + " on " + (finding.violation.box ?? "the scene")
        options.width = recording.viewport?.width ?? Int(entry.windowSize.width)
        options.height = recording.viewport?.height ?? Int(entry.windowSize.height)
        let summary = try PlaygroundWindow.run(options: options, companion: ExploreOpening(recording: recording)) { () throws(PlaygroundError) -> Playground in
            let playground = Playground(scene: entry.make(), font: font)
            playground.installOverlay()
            return playground
        }
        try report(written: summary.filesWritten, failures: summary.failures, folder: summary.outputDirectory)
    }

    /// `--merge`: the shards' summaries and failures as one, in `folder`.
    func mergeShards(into folder: String) throws(PlaygroundError) -> Int32 {
        var summaries: [(folder: String, summary: ExploreSummary)] = []
        for shard in merge {
            let path = shard + "/" + ExploreSummary.path
            guard let data = FileManager.default.contents(atPath: path) else { throw .file("\(path): cannot be read (is \(shard) the --out of a shard?)") }
            summaries.append((shard, try ExploreSummary(json: data, source: path)))
        }
        let merged = try ExploreSummary.merged(summaries.map(\.summary))
        for row in merged.rows {
            guard let source = summaries.first(where: { $0.summary.rows.contains(row) })?.folder else { continue }
            let name = URL(fileURLWithPath: row.recording).deletingLastPathComponent().lastPathComponent
            let target = folder + "/explore/" + name
            if let reason = FileSystem.createDirectory(folder + "/explore") { throw .file("\(folder)/explore: \(reason)") }
            _ = try? FileManager.default.removeItem(atPath: target)
            do { try FileManager.default.copyItem(atPath: source + "/explore/" + name, toPath: target) } catch {
                throw .file("\(target): \(error)")
            }
        }
        try Self.write(merged, folder: folder)
        return merged.rows.isEmpty ? 0 : 1
    }

    static func fresh(_ make: () -> Playground) -> Playground {
        let playground = make()
        playground.history = nil
        return playground
    }

    /// A trap while sequence `index` ran: it runs again in a child that keeps the input so far, so the finding has its sequence.
    static func trapFinding(
        index: Int, message: String, settings: ExploreSettings, make: @escaping () -> Playground, children: ChildProcesses
    ) -> ExploreFinding? {
        let partial = children.folder + "/trap-\(index).sequence"
        let ending = children.runOne(index) { index, frame in
            var written = -1
            _ = SequenceGenerator(settings: settings).generate(index: index, on: fresh(make)) { number, sequence in
                frame.frame = number
                if sequence.eventCount != written {
                    written = sequence.eventCount
                    _ = FileManager.default.createFile(atPath: partial, contents: sequence.encoded())
                }
            }
            return Data()
        }
        guard let data = FileManager.default.contents(atPath: partial), let sequence = try? ExploreSequence(encoded: data) else { return nil }
        let frame: Int
        if case .trapped(_, let at) = ending { frame = at } else { frame = sequence.lastFrame }
        return ExploreFinding(violation: InvariantViolation(invariant: BuiltInInvariant.noTrap.rawValue, box: nil, frame: frame, values: message), index: index, sequence: sequence)
    }

    /// Shrinks `finding`, checking each candidate in a child: a candidate that traps fails as a trap, never ends the search.
    static func shrink(_ finding: ExploreFinding, explorer: Explorer, children: ChildProcesses) -> ExploreFinding {
        let key = finding.violation.key
        func violations(of candidate: ExploreSequence) -> [InvariantViolation] {
            let ending = children.runOne(0) { _, frame in
                ExploreAnswer.encode(explorer.check(candidate) { frame.frame = $0 + 1 }.violations, sequence: nil)
            }
            switch ending {
            case .answered(let data): return ExploreAnswer.decode(data).violations
            case .trapped(let message, let frame):
                return [InvariantViolation(invariant: BuiltInInvariant.noTrap.rawValue, box: nil, frame: frame, values: message)]
            }
        }
        var shrinker = Shrinker { violations(of: $0).contains { $0.key == key } }
        var result = finding
        result.sequence = shrinker.shrink(finding.sequence)
        result.violation = violations(of: result.sequence).first { $0.key == key } ?? finding.violation
        return result
    }

    /// `i/n`: shard i (from 1) of n.
    static func parseShard(_ text: String) throws(PlaygroundError) -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw .usage("--shard takes i/n with 1 ≤ i ≤ n, e.g. 2/4; got \(text)")
        }
        return (index, count)
    }
}

extension PlaygroundRunCommand {
    /// `--explore`'s options go with `--explore` alone, and it with none of the other modes.
    func validateExplore() throws {
        let searchOptions: [(String, Bool)] = [
            ("--seed", seed != nil), ("--seconds", seconds != nil), ("--sequences", sequences != nil), ("--jobs", jobs != nil), ("--shard", shard != nil),
            ("--open", open), ("--merge", !merge.isEmpty),
        ]
        guard explore else {
            if let (name, _) = searchOptions.first(where: \.1) {
                throw ValidationError("\(name) sets up a search: add --explore")
            }
            return
        }
        let modes: [(String, Bool)] = [
            ("--headless", headless), ("--stats", stats), ("--watch", watch), ("--script", script != nil), ("--record", record != nil),
            ("--trace-events", traceEvents != nil),
        ]
        if let (name, _) = modes.first(where: \.1) {
            throw ValidationError("--explore makes its own input and runs without a window: it does not go with \(name)")
        }
        for (name, given) in [("--frames", frames != nil), ("--capture", capture != nil), ("--clip", clip != nil)] where given {
            throw ValidationError("\(name) is for a headless replay: --explore writes a recording and a test of each failure instead")
        }
        if !merge.isEmpty, let (name, _) = searchOptions.dropLast().first(where: \.1) {
            throw ValidationError("--merge combines searches already run: it does not go with \(name)")
        }
        if seconds != nil && sequences != nil { throw ValidationError("--seconds and --sequences both bound the search: give one") }
        if let seconds, !(seconds > 0 && seconds.isFinite) { throw ValidationError("--seconds must be a positive number, got \(seconds)") }
        if let sequences, sequences < 1 { throw ValidationError("--sequences must be 1 or more, got \(sequences)") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, got \(jobs)") }
        if let shard { _ = try Self.parseShard(shard) }
    }
}
