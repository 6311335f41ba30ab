import Foundation
import PlaygroundKit

/// One build's window, running as a process of its own under the `--watch`
/// supervisor: its input is the supervisor's messages, its output goes to
/// the terminal, and the last lines of it are kept for when it crashes.
final class WatchedBuild: @unchecked Sendable {
    /// The build's number, from 1.
    let number: Int
    /// The binary it runs (a copy kept for the session: the package's own is rebuilt in place).
    let binary: String
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let lock = NSLock()
    private var printed = OutputLines(limit: WatchedBuild.keptLines)
    /// When it started, on the host's clock.
    let started = Date()

    /// Starts build `number` from `binary` with `arguments`.
    init(number: Int, binary: String, arguments: [String], environment: [String: String]) throws(PlaygroundError) {
        self.number = number
        self.binary = binary
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        for (stream, pipe, terminal) in [(1, output, FileHandle.standardOutput), (2, errors, FileHandle.standardError)] {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard !data.isEmpty else { return }
                terminal.write(data)
                self?.keep(String(decoding: data, as: UTF8.self), stream: stream)
            }
        }
        do {
            try process.run()
        } catch {
            throw .file("\(binary): cannot start build \(number) (\(error))")
        }
    }

    /// Tells the build `message` (a line on its standard input).
    func tell(_ message: WatchMessage) {
        try? input.fileHandleForWriting.write(contentsOf: Data((message.line + "\n").utf8))
    }

    /// Whether the build's process still runs.
    var isRunning: Bool { process.isRunning }

    /// Waits for the build's process to end.
    func waitUntilExit() {
        process.waitUntilExit()
        for pipe in [output, errors] { pipe.fileHandleForReading.readabilityHandler = nil }
    }

    /// How it ended: `nil` for a clean exit, else the signal or the status, in words.
    var failure: String? {
        switch process.terminationReason {
        case .uncaughtSignal: return "crashed (signal \(process.terminationStatus), \(Self.signalName(process.terminationStatus)))"
        case .exit: return process.terminationStatus == 0 ? nil : "exited with status \(process.terminationStatus)"
        @unknown default: return "ended"
        }
    }

    /// How many of its last lines are kept: enough for a crash's message and backtrace.
    static let keptLines = 400

    /// The last lines it printed, for a crash report.
    var lastLines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return printed.lines
    }

    private func keep(_ text: String, stream: Int) {
        lock.lock()
        printed.append(text, stream: stream)
        lock.unlock()
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: "SIGILL, a trap: a precondition, a force unwrap or an overflow"
        case 5: "SIGTRAP, a trap: a precondition, a force unwrap or an overflow"
        case 6: "SIGABRT"
        case 9: "SIGKILL"
        case 11: "SIGSEGV"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
