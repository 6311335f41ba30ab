/// The last lines a process printed, put back together from the chunks a
/// pipe delivers them in.
///
/// A pipe hands over whatever was written when its reader wakes: half a line,
/// or a line in the pieces its writer wrote it in (Swift's backtracer writes a
/// frame's number, symbol and location separately). Splitting each chunk at
/// its newlines would make those pieces lines of their own, and a crash report
/// would find no frame in them. Each stream keeps its unfinished line until
/// its newline arrives, so stdout and stderr never mix within a line.
///
/// ```swift
/// var output = OutputLines(limit: 400)
/// output.append("  1 spring + 32 at /p/Sources/", stream: 2)
/// output.append("A.swift:95:32\n", stream: 2)
/// output.lines   // ["  1 spring + 32 at /p/Sources/A.swift:95:32"]
/// ```
struct OutputLines {
    /// The most finished lines kept; older ones make way.
    let limit: Int
    /// The finished lines kept, oldest first, empty ones left out.
    private(set) var finished: [String] = []
    /// Each stream's line so far, not yet ended by a newline.
    private var unfinished: [Int: String] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds what `stream` (a file descriptor's number) delivered.
    mutating func append(_ text: String, stream: Int) {
        var pieces = ((unfinished[stream] ?? "") + text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        unfinished[stream] = pieces.removeLast()
        finished += pieces.filter { !$0.isEmpty }
        if finished.count > limit { finished.removeFirst(finished.count - limit) }
    }

    /// The finished lines, then each stream's unfinished one (a process that
    /// crashed may end without a newline).
    var lines: [String] {
        finished + unfinished.keys.sorted().compactMap { unfinished[$0].flatMap { $0.isEmpty ? nil : $0 } }
    }
}
