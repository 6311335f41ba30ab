import Foundation
import MotionMath
import PlaygroundKit

#if canImport(Glibc)
    import Glibc
#endif

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
    /// Its last lines, behind the package's one lock (the readers run on Foundation's threads).
    private let printed = PosixMutex(OutputLines(limit: WatchedBuild.keptLines))
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
        for (stream, pipe) in [(1, output), (2, errors)] {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                self?.read(handle, stream: stream, whileReadable: false)
            }
        }
        do {
            try process.run()
        } catch {
            throw .file("\(binary): cannot start build \(number) (\(error))")
        }
    }

    /// Tells the build `message` (a line on its standard input), if it still
    /// runs; returns whether the line was written.
    ///
    /// A window can end at any moment (the person quits, the code crashes), so
    /// the line may find its pipe closed: with SIGPIPE ignored (see
    /// ``ignoreBrokenPipes()``) that is an error here, not the supervisor's death.
    @discardableResult
    func tell(_ message: WatchMessage) -> Bool {
        guard isRunning else { return false }
        do {
            try input.fileHandleForWriting.write(contentsOf: Data((message.line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }

    /// Makes a write to a closed pipe an error (EPIPE) rather than the
    /// process's end: the supervisor calls it as it starts, before any window.
    /// The processes it starts inherit it (an ignored signal stays ignored
    /// across exec): a window whose watcher was killed then writes its
    /// session's files rather than dying at its next line of output.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether the build's process still runs.
    var isRunning: Bool { process.isRunning }

    /// Waits for the build's process to end, and reads what it wrote last
    /// (a crash's last words may not have been read yet).
    func waitUntilExit() {
        process.waitUntilExit()
        for (stream, pipe) in [(1, output), (2, errors)] {
            pipe.fileHandleForReading.readabilityHandler = nil
            read(pipe.fileHandleForReading, stream: stream, whileReadable: true)
        }
    }

    /// How it ended: `nil` for a clean exit, else the signal or the status, in words
    /// (`crashed with signal 9, SIGKILL`, `exited with status 1`).
    var failure: String? {
        switch process.terminationReason {
        case .uncaughtSignal: return "crashed with signal \(process.terminationStatus), \(Self.signalName(process.terminationStatus))"
        case .exit: return process.terminationStatus == 0 ? nil : "exited with status \(process.terminationStatus)"
        @unknown default: return "ended"
        }
    }

    /// Whether it ended by a signal (rather than exiting, however it exited).
    var wasSignalled: Bool { process.terminationReason == .uncaughtSignal }

    /// How many of its last lines are kept: enough for a crash's message and backtrace.
    static let keptLines = 400

    /// The last lines it printed, for a crash report.
    var lastLines: [String] {
        printed.withLock { $0.lines }
    }

    /// Reads what stream `stream` (1 or 2) delivered, passes it on to the terminal and keeps its
    /// lines; with `whileReadable`, everything it holds now. Under the lock, read and all: once
    /// ``waitUntilExit()`` holds it, no reader is halfway through the crash's last words.
    private func read(_ handle: FileHandle, stream: Int, whileReadable: Bool) {
        printed.withLock { printed in
            var poller = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            repeat {
                guard !whileReadable || poll(&poller, 1, 0) > 0 else { return }
                let data = handle.availableData
                guard !data.isEmpty else { return }
                // A terminal gone (the watcher's output piped into a pager that quit) is no reason to stop.
                try? (stream == 1 ? FileHandle.standardOutput : FileHandle.standardError).write(contentsOf: data)
                printed.append(String(decoding: data, as: UTF8.self), stream: stream)
            } while whileReadable
        }
    }

    /// The signal's name, and what it usually means for Swift code.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: "SIGILL: a trap (a precondition, a force unwrap or an overflow)"
        case 5: "SIGTRAP: a trap (a precondition, a force unwrap or an overflow)"
        case 6: "SIGABRT"
        case 9: "SIGKILL"
        case 11: "SIGSEGV"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
