import FoundationEssentials

/// What a crashed build said that matters, picked out of its output: the
/// trap's own message (`Fatal error: …`, `Precondition failed: …`, `Swift
/// runtime failure: arithmetic overflow`) and the backtrace's frames in the
/// package's own sources, so the terminal's report and the window's banner
/// point at the line to fix rather than at registers.
///
/// The Swift runtime's own noise is left out: the lines it prints while it
/// stops the other threads (`swift-runtime: failed to suspend thread 7 while
/// processing a crash; backtraces will be missing information`) come between
/// the trap's message and the backtrace, and are never the news.
///
/// ```swift
/// let summary = CrashSummary(output: lines, package: "/home/me/my-motion")
/// summary.message   // "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
/// summary.frames    // ["at Sources/MyMotionKit/OrbitPerformer.swift:68 in OrbitPerformer.update"]
/// ```
struct CrashSummary: Equatable {
    /// The trap's own message, from its kind on (`Fatal error: …`); nil when the runtime printed none.
    var message: String?
    /// Where the runtime said the trap was, as it said it (`MyMotionKit/OrbitPerformer.swift:68`), if it said.
    var site: String?
    /// The backtrace's frames in the package's sources, innermost first: `at Sources/…:68 in OrbitPerformer.update`.
    var frames: [String]
    /// The last lines the build printed before the crash, the runtime's noise left out: its
    /// last words, for a build that ended without a trap's message (an error it printed, then exited).
    var lastWords: [String]

    /// The most frames, and the most last words, kept.
    static let limit = 4

    /// The kinds of message the Swift runtime prints as it traps.
    static let trapKinds = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// Picks the message and the package's frames out of `output`, the build's last lines.
    init(output: [String], package: String) {
        let lines = output.filter { !Self.isNoise($0) }
        let banner = lines.firstIndex { $0.hasPrefix("*** Signal") || $0.hasPrefix("💣") } ?? lines.endIndex
        let trap = lines[..<banner].reversed().lazy.compactMap(Self.trap).first
        message = trap?.message
        site = trap?.site
        if message == nil, let failure = lines[banner...].first(where: { $0.hasPrefix("*** Swift runtime failure: ") }) {
            // An overflow or a bad cast traps with no message before the backtrace: its banner names it.
            message = failure.dropFirst(4).replacing(" ***", with: "").trimmingCharacters(in: .whitespaces)
        }
        frames = Array(lines[banner...].compactMap { Self.frame(in: $0, package: package) }.prefix(Self.limit))
        lastWords = Array(lines[..<banner].suffix(Self.limit))
    }

    /// Whether `line` is the runtime talking about itself, or empty.
    static func isNoise(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("swift-runtime: ")
    }

    /// The message and the site in a line such as `Kit/Orbit.swift:68: Fatal error: Unexpectedly found nil…`.
    static func trap(in line: String) -> (message: String, site: String?)? {
        for kind in trapKinds {
            guard let start = line.range(of: kind) else { continue }
            let before = line[..<start.lowerBound], after = line[start.upperBound...]
            guard before.isEmpty || before.hasSuffix(": "), after.isEmpty || after.hasPrefix(":") else { continue }
            return (String(line[start.lowerBound...]), before.isEmpty ? nil : String(before.dropLast(2)))
        }
        return nil
    }

    /// `at Sources/X/Y.swift:95 in Orbit.update` from a frame of the backtrace in the package's sources.
    static func frame(in line: String, package: String) -> String? {
        // "  2 [ra]  0x000… closure #1 in Orbit.update(milliseconds:) + 32 in Wm at /pkg/Sources/X/Y.swift:95:32"
        guard let at = line.range(of: " at " + package + "/", options: .backwards) else { return nil }
        let location = line[at.upperBound...].split(separator: ":")
        guard location.count >= 2, location[0].hasPrefix("Sources/") || location[0].hasPrefix("Tests/") else { return nil }
        var symbol = Substring(line[..<at.lowerBound])
        if let inBinary = symbol.range(of: " in ", options: .backwards) { symbol = symbol[..<inBinary.lowerBound] }
        if let offset = symbol.range(of: " + ", options: .backwards) { symbol = symbol[..<offset.lowerBound] }
        // The frame's number, its flags and its address come first: keep what follows them.
        let words = symbol.split(separator: " ", omittingEmptySubsequences: true)
        let name = words.drop { $0.allSatisfy(\.isNumber) || $0.hasPrefix("[") || $0.hasPrefix("0x") }.joined(separator: " ")
        // The executable's top-level code is in every backtrace: no news.
        guard !name.hasSuffix("_main") else { return nil }
        return "at \(location[0]):\(location[1]) in \(withoutLabels(name))"
    }

    /// `Orbit.update` from `Orbit.update(millisecondsSinceLastUpdate:)`: a function's argument labels left out.
    static func withoutLabels(_ symbol: String) -> String {
        symbol.replacing(/\([A-Za-z0-9_]*:(?:[A-Za-z0-9_]*:)*\)|\(\)/, with: "")
    }

    /// The terminal's report, the trap's message first, then the package's frames; `failure`
    /// says how the build ended (`crashed with signal 4, SIGILL: …`, `exited with status 1`).
    /// A build that said no trap's message is reported with its last words when `lastWordsTell`
    /// (an exit: they are likely its error), else with its frames.
    func report(build: Int, failure: String, lastWordsTell: Bool) -> [String] {
        guard let message else {
            let more = lastWordsTell && frames.isEmpty ? lastWords : frames
            return ["build \(build) \(failure)" + (more.isEmpty ? "" : ":")] + more.map { "  " + $0 }
        }
        return ["build \(build) crashed: \(message)"] + frames.map { "  " + $0 } + ["  it \(failure); the runtime's whole report is above"]
    }

    /// One line for the window that takes the session back: the build, its message and its
    /// first frame in the package, the frame's file named without its folders to fit the window.
    ///
    /// `build 3 crashed: Fatal error: Unexpectedly found nil… at OrbitPerformer.swift:68 in OrbitPerformer.update`
    func banner(build: Int, failure: String) -> String {
        let head = message.map { "build \(build) crashed: \($0)" } ?? "build \(build) \(failure)"
        guard let first = frames.first else { return head }
        let file = first.split(separator: " ", maxSplits: 2)[1].split(separator: "/").last ?? ""
        let symbol = first.split(separator: " in ", maxSplits: 1).last ?? ""
        return head + " at \(file) in \(symbol)"
    }
}
