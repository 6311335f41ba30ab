#if canImport(Glibc)
    import Glibc
#endif

/// What the `--watch` supervisor tells the build whose window is open, one
/// line each on the window's standard input.
///
/// ```
/// building                                   a save was seen: the next build started
/// progress 12/40 Compiling MotionKit Orbit.swift   how far it has got
/// failed Sources/MyMotion/Orbit.swift:12: expected ')' in expression list
/// handover                                   a new build is ready: hand the session over and quit
/// ```
enum WatchMessage: Equatable {
    case building
    case progress(String)
    case failed(String)
    case handOver

    /// The line that carries the message.
    var line: String {
        switch self {
        case .building: "building"
        case let .progress(step): "progress " + step.split(whereSeparator: \.isNewline).joined(separator: " ")
        case let .failed(error): "failed " + error.split(whereSeparator: \.isNewline).joined(separator: " ")
        case .handOver: "handover"
        }
    }

    /// The message a line carries, if it is one.
    init?(line: Substring) {
        if line == "building" {
            self = .building
        } else if line == "handover" {
            self = .handOver
        } else if line.hasPrefix("progress ") {
            self = .progress(String(line.dropFirst("progress ".count)))
        } else if line.hasPrefix("failed ") {
            self = .failed(String(line.dropFirst("failed ".count)))
        } else {
            return nil
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
