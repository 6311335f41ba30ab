import FoundationEssentials
import Glibc

/// Runs work in forked child processes, a few at a time, so that a trap in
/// the scene's code (a precondition, an overflow) ends a child, not the
/// search: the parent learns which task trapped, with the message the
/// runtime printed and the frame the child had reached.
///
/// A child writes its answer to a file and exits; the parent reads it. The
/// frame a child is on is kept in memory shared with the parent, so a trap
/// says where it happened.
///
/// ```swift
/// var children = ChildProcesses(jobs: 2, folder: tmp)
/// children.run(tasks: Array(0..<100)) { task, frame in work(task, frame) } done: { task, ending in … }
/// ```
struct ChildProcesses {
    /// How a child ended.
    enum Ending {
        /// It finished and answered.
        case answered(Data)
        /// It trapped (or was killed): the message it printed, and the frame it was on.
        case trapped(message: String, frame: Int)
    }

    /// The most children at once.
    var jobs: Int
    /// Where the children's answers and messages go.
    var folder: String

    /// Runs each task in a child of its own, at most ``jobs`` at once, while
    /// `goOn()` says so; `done` hears each ending, in the order they end.
    /// `work` gets the task and a place to say which frame it is on.
    func run(
        tasks: some Sequence<Int>, goOn: () -> Bool = { true }, work: (Int, UnsafeMutablePointer<Int>) -> Data, done: (Int, Ending) -> Void
    ) {
        var pending = tasks.makeIterator()
        var next = pending.next()
        var running: [pid_t: (task: Int, frame: UnsafeMutablePointer<Int>)] = [:]
        while !running.isEmpty || (next != nil && goOn()) {
            while running.count < max(1, jobs), goOn(), let task = next {
                next = pending.next()
                let frame = Self.sharedInt()
                let pid = fork()
                if pid == 0 { child(task, frame: frame, work: work) }
                running[pid] = (task, frame)
            }
            var status: Int32 = 0
            // Only this run's children: another run may be waiting for its own.
            var pid: pid_t = -1
            while pid <= 0 {
                for child in running.keys where waitpid(child, &status, WNOHANG) == child {
                    pid = child
                    break
                }
                if pid <= 0 { usleep(200) }
            }
            guard let (task, frame) = running.removeValue(forKey: pid) else { continue }
            done(task, ending(of: pid, status: status, frame: frame.pointee))
            munmap(frame, MemoryLayout<Int>.size)
        }
    }

    /// Runs one task in a child and waits for it.
    func runOne(_ task: Int, work: (Int, UnsafeMutablePointer<Int>) -> Data) -> Ending {
        var result = Ending.trapped(message: "the child never ended", frame: 0)
        ChildProcesses(jobs: 1, folder: folder).run(tasks: [task], work: work) { _, ending in result = ending }
        return result
    }

    // MARK: - In the child

    private func child(_ task: Int, frame: UnsafeMutablePointer<Int>, work: (Int, UnsafeMutablePointer<Int>) -> Data) -> Never {
        let messages = open(path(getpid(), "err"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if messages >= 0 { dup2(messages, 2) }
        let answer = work(task, frame)
        let file = path(getpid(), "out")
        _ = FileManager.default.createFile(atPath: file, contents: answer)
        _exit(0)
    }

    // MARK: - In the parent

    private func ending(of pid: pid_t, status: Int32, frame: Int) -> Ending {
        let out = path(pid, "out"), err = path(pid, "err")
        defer {
            unlink(out)
            unlink(err)
        }
        let signal = status & 0x7F
        if signal == 0, (status >> 8) & 0xFF == 0, let data = FileManager.default.contents(atPath: out) {
            return .answered(data)
        }
        let printed = (FileManager.default.contents(atPath: err)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return .trapped(message: Self.trapMessage(printed, signal: signal, status: status), frame: frame)
    }

    /// The line of what a child printed that says why it stopped, without its frame-specific numbers.
    static func trapMessage(_ printed: String, signal: Int32, status: Int32) -> String {
        let lines = printed.split(separator: "\n").map(String.init)
        if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }) {
            return fatal.trimmingCharacters(in: .whitespaces)
        }
        if signal != 0 { return "signal \(signal) (\(String(cString: strsignal(signal))))" }
        return "exit status \((status >> 8) & 0xFF)"
    }

    private func path(_ pid: pid_t, _ kind: String) -> String { "\(folder)/child-\(pid).\(kind)" }

    /// An Int in memory the parent and its children share.
    private static func sharedInt() -> UnsafeMutablePointer<Int> {
        let raw = mmap(nil, MemoryLayout<Int>.size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
        precondition(raw != MAP_FAILED, "mmap of one shared number failed")
        let pointer = raw!.bindMemory(to: Int.self, capacity: 1)
        pointer.pointee = 0
        return pointer
    }
}
