#if canImport(Glibc)
    import Glibc
#endif

/// What the `--watch` supervisor tells the build whose window is open, one
/// line each on the window's standard input.
///
/// ```text
/// building 3                                 a save was seen: build 3 is being built
/// progress 12/40 Compiling MotionKit Orbit.swift   how far it has got
/// failed build 3 failed: Sources/MyMotion/Orbit.swift:12: expected ')' in expression list
/// crashed build 3 crashed: Fatal error: … at Orbit.swift:68 in Orbit.update   (this window took the session back)
/// handover                                   a new build is ready: hand the session over and quit
/// ```
///
/// `failed` and `crashed` carry the line the window shows, as it shows it,
/// until the next save.
enum WatchMessage: Equatable {
    /// A save was seen: build `number` is being built.
    case building(Int)
    /// The build reached a step (`12/40 Compiling …`).
    case progress(String)
    /// The build failed: the line to show.
    case failed(String)
    /// The window before crashed, and this one took the session back: the line to show.
    case crashed(String)
    /// A new build is ready: hand the session over and quit.
    case handOver

    /// The line that carries the message.
    var line: String {
        switch self {
        case let .building(number): "building \(number)"
        case let .progress(step): "progress " + Self.oneLine(step)
        case let .failed(error): "failed " + Self.oneLine(error)
        case let .crashed(banner): "crashed " + Self.oneLine(banner)
        case .handOver: "handover"
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The message a line carries, if it is one.
    init?(line: Substring) {
        let (word, rest) = line.firstIndex(of: " ").map { (line[..<$0], String(line[line.index(after: $0)...])) } ?? (line, "")
        switch word {
        case "building":
            guard let number = Int(rest) else { return nil }
            self = .building(number)
        case "handover" where rest.isEmpty: self = .handOver
        case "progress": self = .progress(rest)
        case "failed": self = .failed(rest)
        case "crashed": self = .crashed(rest)
        default: return nil
        }
    }
}

/// Reads ``WatchMessage``s from standard input without ever blocking: what a
/// window reads once a turn. End of input (the supervisor gone) reads as nothing.
struct WatchInput {
    private var pending: [UInt8] = []
    private var isClosed = false

    /// The next whole message waiting, if any.
    mutating func next() -> WatchMessage? {
        fill()
        while let newline = pending.firstIndex(of: 0x0A) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if let message = WatchMessage(line: Substring(line)) { return message }
        }
        return nil
    }

    /// Reads what standard input holds now, without waiting.
    private mutating func fill() {
        guard !isClosed else { return }
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while poll(&poller, 1, 0) > 0 {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else {
                isClosed = true
                return
            }
            pending += buffer[..<count]
        }
    }
}
