import Foundation
import Interactions
@testable import PlaygroundHost
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession
import Testing

/// Live = replay under random hands: seeded random input (``RandomHands``:
/// drags, throws, right-clicks, Alt-drags, wheel pinches, two fingers, every
/// panel and scene key but the ones that end or cut the session, `s`, `e`,
/// `g`, lost focus, resizes, idle stretches) goes into a real window's event
/// queue on SDL's dummy driver; the headless replay of the window's own
/// recording must write the same files byte for byte (frames saved with the
/// overlay, clips, goldens, the log) and say the same.
///
/// A failure prints the seed and the shortest prefix of the input that still
/// fails (found by bisection), as batches a person can read. `make test` runs
/// the seeds below; `PARITY_SEEDS=N` (with `PARITY_EVENTS`) runs N more from
/// `PARITY_FIRST_SEED`, as `.ci/run`'s longer step does.
@Suite("A window under random hands writes what its recording replays to (dummy driver)", .serialized)
struct RandomInputParityTests {
    /// The keys a hand presses: every binding but quitting, branching (a cut in the recording, tested
    /// in ShellParityTests) and typing a filter (whose Escape would then quit), and the scene's actions.
    static func keys(of playground: Playground) -> [KeyPress] {
        // `m` and `M` re-simulate the whole session twice to write a motion test (as `b` re-simulates it
        // to branch): pressed a few times a seed, they doubled the search's time. MotionTestTests checks
        // that what they write, from a window's session with its overlay, is what its replay gives.
        let excluded: Set<KeyPress> = [
            KeyPress("q"), KeyPress("escape"), KeyPress("b"), KeyPress("/"), KeyPress("f", control: true), KeyPress("m"), KeyPress("m", shift: true),
        ]
        let all =
            PlaygroundKeyBindings.standard.bindings.map(\.key) + OverlayKeyBindings.standard.bindings.map(\.key)
            + playground.scene.actions.compactMap(\.key)
        var seen = Set<KeyPress>()
        return all.filter { !excluded.contains($0) && seen.insert($0).inserted }
    }

    /// The hands for `seed`: `events` events over the default scene in a 1280 × 720 window.
    static func hands(seed: UInt64, events: Int) throws -> [HandBatch] {
        let playground = try ShellParityTests.makePlayground()
        // Saving, throwing again and changing tabs come up more often: they are where the overlay's state and the files meet.
        let often = [KeyPress("s"), KeyPress("s"), KeyPress("a"), KeyPress("a"), KeyPress("tab"), KeyPress("e")]
        var hands = RandomHands(
            seed: seed, boxes: playground.scene.boxes.map(\.frame), window: Size(width: 1280, height: 720),
            keys: keys(of: playground) + often)
        return hands.batches(events: events)
    }

    /// Runs `batches` (then the window's close) in a window and its recording headless; returns what differs, if anything.
    static func differences(_ batches: [HandBatch]) throws -> [String] {
        let live = TemporaryFolder("random-live"), headless = TemporaryFolder("random-headless")
        let recording = TemporaryFolder("random-recording")
        defer { [live, headless, recording].forEach { $0.remove() } }
        // Closing the window, not `q`: a hand may have left a number being typed in the Tune tab, which takes every key.
        let all = batches + [HandBatch(frame: (batches.last?.frame ?? 0) + 2, events: [.quit])]
        var options = WindowOptions(outputDirectory: live.path)
        options.recordPath = recording.path + "/session.json"
        options.profilesFrames = false  // the Perf tab shows this machine's times, which no replay gives again
        var input = SDLEventInjection()
        var next = 0, turnsAfterTheLast = 0
        let window = try HostTestSupport.oneWindowAtATime {
            try PlaygroundWindow.run(
                options: options, playground: try ShellParityTests.makePlayground(),
                makePlayground: ShellParityTests.makePlayground, paced: false
            ) { frame, isIdle in
                if next == all.count {
                    // A window that did not close is a failure to report, never a test that hangs.
                    turnsAfterTheLast += 1
                    if turnsAfterTheLast % 600 == 0 { input.push(.quit) }
                }
                guard next < all.count, frame >= all[next].frame || isIdle else { return }
                input.hold(all[next].modifiers)
                for event in all[next].events { input.push(event) }
                next += 1
            }
        }
        input.hold([])
        let summary = try ShellParityTests.replay(recording.path + "/session.json", into: headless.path)
        let liveFiles = try ShellParityTests.files(in: live.path), headlessFiles = try ShellParityTests.files(in: headless.path)
        // A click on the strip's "Branch here", and R (the last gesture again: a branch to before it), cut the
        // recording: what the window wrote after the frame it went back to, before it went back, is in a future
        // the recording no longer holds, and the cut's own notice is the window's alone (see ShellParityTests).
        let isCut = { (notice: Notice) in Self.cuts.contains { notice.text.hasPrefix($0) } }
        let branched = window.notices.contains(where: isCut)
        let leftBehind = Set(liveFiles.keys).subtracting(headlessFiles.keys).filter { _ in branched }
        var differences: [String] = []
        for name in Set(liveFiles.keys).union(headlessFiles.keys).sorted() where liveFiles[name] != headlessFiles[name] && !leftBehind.contains(name) {
            differences.append(
                liveFiles[name] == nil ? "\(name): only the replay wrote it" : headlessFiles[name] == nil ? "\(name): only the window wrote it" : "\(name) differs")
        }
        let kept = window.notices.filter { notice in !isCut(notice) && !leftBehind.contains { notice.text.contains($0) } }
        let said = ShellParityTests.said(kept, folder: live.path), replayed = ShellParityTests.said(summary.notices, folder: headless.path)
        if said != replayed {
            differences.append("the notices differ: the window said \(said.filter { !replayed.contains($0) }), the replay \(replayed.filter { !said.contains($0) })")
        }
        return differences
    }

    /// How the notices of a cut in the recording begin: a branch, and the last gesture played again.
    static let cuts = ["branched at frame ", "playing the gesture of frame "]

    /// The shortest prefix of `batches` that still fails (bisection: a prefix that passes moves the bound up).
    static func shortestFailingPrefix(of batches: [HandBatch]) throws -> (prefix: [HandBatch], differences: [String]) {
        var failing = batches.count, passing = 0
        var found = try differences(batches)
        while failing - passing > 1 {
            let middle = (failing + passing) / 2
            let tried = try differences(Array(batches.prefix(middle)))
            if tried.isEmpty { passing = middle } else { (failing, found) = (middle, tried) }
        }
        return (Array(batches.prefix(failing)), found)
    }

    static func check(seed: UInt64, events: Int) throws {
        let batches = try hands(seed: seed, events: events)
        guard try !differences(batches).isEmpty else { return }
        let (prefix, found) = try shortestFailingPrefix(of: batches)
        Issue.record(
            """
            seed \(seed) (\(events) events): the window and the replay of its recording differ: \(found.joined(separator: "; "))
            the shortest failing prefix, \(prefix.count) of \(batches.count) batches (\(prefix.eventCount) events):
            \(prefix.map { "  " + $0.description }.joined(separator: "\n"))
            """)
    }

    @Test("Random hands, a few seeds: the same files, byte for byte, and the same notices", arguments: [1, 2, 3] as [UInt64])
    func randomHandsReplayAlike(seed: UInt64) throws {
        try Self.check(seed: seed, events: 300)
    }

    @Test("More seeds when asked (PARITY_SEEDS): CI's longer search")
    func moreSeeds() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["PARITY_SEEDS"].flatMap(Int.init) ?? 0
        let first = environment["PARITY_FIRST_SEED"].flatMap(UInt64.init) ?? 100
        let events = environment["PARITY_EVENTS"].flatMap(Int.init) ?? 3_000
        for seed in first..<(first + UInt64(max(count, 0))) {
            try Self.check(seed: seed, events: events)
        }
    }

    /// The drift random real-client input found (issue 34): a layer's command (`a`, "throw again")
    /// was done at once live, but after the overlay's next step in a replay, so the overlay's path of
    /// the throw began at the box's resting place in the replay and at the throw's start live.
    @Test("A throw played again twice, then saved: the overlay's paths of it are the same live and replayed")
    func throwAgainReplaysAlike() throws {
        let box = try #require(try ShellParityTests.makePlayground().scene.box(named: "Box#2")).position
        var batches = [HandBatch(frame: 3, events: [.pointer(PointerEvent(.down, at: box, timestamp: 0))])]
        for step in 1...6 {
            batches.append(HandBatch(frame: 3 + step, events: [.pointer(PointerEvent(.move, at: box + Point(x: 30, y: 12) * Double(step), timestamp: 0))]))
        }
        batches.append(HandBatch(frame: 10, events: [.pointer(PointerEvent(.up, at: box + Point(x: 180, y: 72), timestamp: 0))]))
        for frame in [200, 400] { batches.append(HandBatch(frame: frame, events: [.key(KeyPress("a"))])) }
        batches.append(HandBatch(frame: 600, events: [.key(KeyPress("s"))]))
        #expect(try Self.differences(batches) == [])
    }

    @Test("The hands are the same for a seed, and differ between seeds")
    func handsAreSeeded() throws {
        #expect(try Self.hands(seed: 5, events: 300) == Self.hands(seed: 5, events: 300))
        #expect(try Self.hands(seed: 5, events: 300) != Self.hands(seed: 6, events: 300))
        #expect(try Self.hands(seed: 5, events: 300).eventCount >= 300)
    }
}
