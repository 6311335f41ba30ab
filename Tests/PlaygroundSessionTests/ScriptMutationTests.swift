import Canvas
import FoundationEssentials
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// What a new user does to the bundled demo script: flips bytes, cuts it
/// short, types absurd numbers, shuffles and repeats events, changes their
/// types. Every mutation either loads and replays headless (overlay on)
/// without a trap, or is refused with one line; the seed is fixed, so the
/// same 400 mutations run every time.
@Suite("Mutated demo scripts")
struct ScriptMutationTests {
    static let seed: UInt64 = 19
    static let mutationCount = 400
    static let maximumFrames = 300

    @Test("400 random mutations of the demo script give zero traps and zero hangs, and every rejection is one line")
    func mutationsOfTheDemoScript() throws {
        let assets = try Assets.locate()
        let demo = Array(try Data(contentsOf: URL(fileURLWithPath: assets.demoScriptPath)))
        let font = try assets.loadFont()
        var mutator = ScriptMutator(seed: Self.seed)
        var accepted = 0, rejected = 0, framesRun = 0
        let start = ContinuousClock.now
        for _ in 0..<Self.mutationCount {
            let bytes = mutator.mutate(demo)
            let script: InputScript
            do {
                script = try InputScript(json: Data(bytes))
            } catch {
                rejected += 1
                #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(error.description)")
                continue
            }
            accepted += 1
            framesRun += Self.replay(script, font: font)
        }
        #expect(accepted + rejected == Self.mutationCount)
        // Both outcomes must be common, or the mutations test too little.
        #expect(accepted >= 40 && rejected >= 40, "accepted \(accepted), rejected \(rejected)")
        print("mutations: \(accepted) accepted (\(framesRun) frames replayed), \(rejected) rejected with one line, in \(ContinuousClock.now - start)")
    }
}

extension ScriptMutationTests {
    /// Replays `script` headless with the overlay, as `playground --headless` would, but cheaply enough for
    /// 400 scripts in a debug build: every frame's input and time, drawn at a quarter pixel per point (the
    /// scene in the same points, so every coordinate goes through the same conversions) at most every fifth
    /// frame after input and on the last; at most ``maximumFrames`` frames (a mutated frame number can ask
    /// for 2,160,000).
    static func replay(_ script: InputScript, font: BitmapFont) -> Int {
        let playground = Playground(scene: script.scene == "stress" ? .makeStress() : .makeDefault(), font: font)
        playground.installOverlay()
        let viewport = script.viewport ?? Viewport(width: 1280, height: 720)
        playground.handle(.resize(width: viewport.width, height: viewport.height, scale: 0.25))
        let frames = min(Replay.defaultFrameCount(for: script), script.lastFrame + 10, maximumFrames)
        var framebuffer = Framebuffer(width: 1, height: 1)
        var next = 0, lastDrawn = -5, pendingEvents = false
        for number in 1...frames {
            var events: [InputEvent] = []
            while next < script.events.count, script.events[next].frame == number {
                var event = script.events[next].event
                if case let .resize(width, height, _) = event { event = .resize(width: width, height: height, scale: 0.25) }
                events.append(event)
                next += 1
            }
            pendingEvents = pendingEvents || !events.isEmpty
            // Drawing is nearly all of a debug build's time (21 ms a frame, against 0.1 ms for the rest):
            // draw what the events did at most every fifth frame, and the last frame.
            let draw = pendingEvents && number - lastDrawn >= 5 || number == frames
            if draw { pendingEvents = false; lastDrawn = number }
            playground.runFrame(events: events, elapsed: script.elapsed(ofFrame: number), into: &framebuffer, draw: draw)
            if playground.takeRequests().contains(.quit) { return number }
        }
        return frames
    }
}

/// Deterministic mutations of a script's bytes, from a seed (SplitMix64).
struct ScriptMutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    static let numbers = [
        "1e308", "-1e308", "1e309", "-1e400", "NaN", "Infinity", "-Infinity", "2e-320", "1180591620717411303424",
        "9007199254740993", "-0", "1e15", "123456789012", "0.0000001", "4e6", "-2.5e6", "1e6", "-1000000.5", "10000", "1e-300",
    ]
    static let types = ["pointerDown", "pointerMove", "pointerUp", "pointerCancel", "wheel", "key", "text", "focusLost", "resize", "quit"]

    /// One to three mutations of `bytes`, weighted toward those that still load (and so replay).
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0...below(2) {
            switch below(8) {
            case 0: flipBytes(&result)
            case 1: result = Array(result.prefix(below(result.count + 1)))
            case 2, 3: result = replaceNumber(in: result)
            case 4: result = shuffleEvents(in: result)
            case 5: result = repeatEvent(in: result)
            default: result = changeType(in: result)
            }
        }
        return result
    }

    private mutating func flipBytes(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        for _ in 0...below(4) {
            bytes[below(bytes.count)] ^= UInt8(1 + below(255))
        }
    }

    /// Replaces one JSON number with an absurd one (or one that JSON cannot even hold).
    private mutating func replaceNumber(in bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        var spans: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index].isNumber || text[index] == "-" {
                let start = index
                while index < text.endIndex, "0123456789.-+eE".contains(text[index]) { index = text.index(after: index) }
                spans.append(start..<index)
            } else {
                index = text.index(after: index)
            }
        }
        guard !spans.isEmpty else { return bytes }
        var copy = text
        copy.replaceSubrange(spans[below(spans.count)], with: Self.numbers[below(Self.numbers.count)])
        return Array(copy.utf8)
    }

    /// The lines holding one event each, and the rest.
    private func eventLines(_ bytes: [UInt8]) -> (head: [Substring], events: [Substring], tail: [Substring])? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.contains("\"frame\"") }),
            let last = lines.lastIndex(where: { $0.contains("\"frame\"") })
        else { return nil }
        return (Array(lines[..<first]), Array(lines[first...last]), Array(lines[(last + 1)...]))
    }

    private func join(_ head: [Substring], _ events: [Substring], _ tail: [Substring]) -> [UInt8] {
        // Every event line ends in a comma but the last, whatever order they came in.
        let fixed = events.enumerated().map { index, line in
            let bare = line.hasSuffix(",") ? line.dropLast() : line
            return index == events.count - 1 ? String(bare) : bare + ","
        }
        return Array((head.map(String.init) + fixed + tail.map(String.init)).joined(separator: "\n").utf8)
    }

    /// Shuffles whole event lines (out of frame order: refused), or only what happens on each frame
    /// (frames stay in order, so it loads: an up before its down, moves with no press…).
    private mutating func shuffleEvents(in bytes: [UInt8]) -> [UInt8] {
        guard var parts = eventLines(bytes) else { return bytes }
        let keepFrames = below(2) == 0
        let frames = parts.events.map { $0.prefix { $0 != "," } }
        for i in stride(from: parts.events.count - 1, to: 0, by: -1) {
            parts.events.swapAt(i, below(i + 1))
        }
        if keepFrames {
            parts.events = zip(frames, parts.events).map { frame, line in frame + line.drop { $0 != "," } }
        }
        return join(parts.head, parts.events, parts.tail)
    }

    private mutating func repeatEvent(in bytes: [UInt8]) -> [UInt8] {
        guard var parts = eventLines(bytes), !parts.events.isEmpty else { return bytes }
        let index = below(parts.events.count)
        let copies = [2, 10, 100, 2000][below(4)]
        parts.events.insert(contentsOf: Array(repeating: parts.events[index], count: copies), at: index)
        return join(parts.head, parts.events, parts.tail)
    }

    private mutating func changeType(in bytes: [UInt8]) -> [UInt8] {
        guard var parts = eventLines(bytes), !parts.events.isEmpty else { return bytes }
        let index = below(parts.events.count)
        var line = String(parts.events[index])
        guard let range = line.firstRange(of: #""type": ""#), let end = line[range.upperBound...].firstIndex(of: "\"") else { return bytes }
        line.replaceSubrange(range.upperBound..<end, with: Self.types[below(Self.types.count)])
        parts.events[index] = Substring(line)
        return join(parts.head, parts.events, parts.tail)
    }
}
