/// What a crashed build said that matters, picked out of its output: the
/// line the Swift runtime printed as it trapped (`Fatal error: …`,
/// `Precondition failed: …`) and the backtrace's frames in the package's own
/// sources, so the terminal's report points at the line to fix rather than
/// at registers.
///
/// ```swift
/// let summary = CrashSummary(output: lines, package: "/home/me/my-motion")
/// summary.lines   // ["Interactions/SpringParameters.swift:28: Precondition failed: …",
///                 //  "at Sources/MyMotionKit/Scene.swift:95 in one-time initialization function for spring"]
/// ```
struct CrashSummary: Equatable {
    /// What the program printed just before the crash (the trap's message, if the runtime printed one).
    var message: [String]
    /// The backtrace's frames in the package's sources, innermost first: `at Sources/…:line in symbol`.
    var frames: [String]

    /// The most lines of each kind kept.
    static let limit = 4

    /// Picks the message and the package's frames out of `output`, the build's last lines.
    init(output: [String], package: String) {
        let banner = output.firstIndex { $0.hasPrefix("*** Signal") || $0.hasPrefix("💣") } ?? output.endIndex
        message = Array(output[..<banner].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(Self.limit))
        var frames: [String] = []
        for line in output[banner...] {
            // "  2 [ra]  0x000… one-time initialization function for spring + 32 in Wm at /pkg/Sources/X/Y.swift:95:32"
            guard let at = line.range(of: " at " + package + "/", options: .backwards) else { continue }
            let location = line[at.upperBound...].split(separator: ":")
            guard location.count >= 2, location[0].hasPrefix("Sources/") || location[0].hasPrefix("Tests/") else { continue }
            var symbol = Substring(line[..<at.lowerBound])
            if let inBinary = symbol.range(of: " in ", options: .backwards) { symbol = symbol[..<inBinary.lowerBound] }
            if let offset = symbol.range(of: " + ", options: .backwards) { symbol = symbol[..<offset.lowerBound] }
            // The frame's number, its flags and its address come first: keep what follows them.
            let words = symbol.split(separator: " ", omittingEmptySubsequences: true)
            let name = words.drop { $0.allSatisfy(\.isNumber) || $0.hasPrefix("[") || $0.hasPrefix("0x") }.joined(separator: " ")
            frames.append("at \(location[0]):\(location[1]) in \(name)")
            if frames.count == Self.limit { break }
        }
        self.frames = frames
    }

    /// The message then the frames; empty when neither was found.
    var lines: [String] { message + frames }
}
