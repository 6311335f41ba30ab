import FoundationEssentials
import Glibc

/// Runs work in forked child processes, a few at a time, so that a trap in
/// the scene's code (a precondition, an overflow) ends a child, not the
/// search: the parent learns which task trapped, with the message the
/// runtime printed and the frame the child had reached.
///
/// A child runs a batch of tasks (forking costs more than a short sequence)
/// and appends each answer to a file as it goes; the task and frame it is on
/// are kept in memory shared with the parent. When a child traps, the tasks
/// it answered are kept, the one it was on is the finding, and the rest of
/// its batch goes to a new child. Runs must not overlap: a run waits for any
/// child of the process.
///
/// ```swift
/// let children = ChildProcesses(jobs: 2, folder: tmp)
/// children.run(tasks: 0..<100) { task, progress in work(task, progress) } done: { task, ending in print(task, ending) }
/// ```
struct ChildProcesses {
    /// How a task ended.
    enum Ending {
        /// It finished and answered.
        case answered(Data)
        /// It trapped (or was killed): the message its child printed, and the frame it was on.
        case trapped(message: String, frame: Int)
    }

    /// Where a child says what it is doing, in memory its parent reads.
    struct Progress {
        fileprivate let slots: UnsafeMutablePointer<Int>
        /// The frame the task is on.
        var frame: Int {
            get { slots.pointee }
            nonmutating set { slots.pointee = newValue }
        }
    }

    /// The most children at once.
    var jobs: Int
    /// Where the children's answers and messages go.
    var folder: String
    /// How many tasks one child runs.
    var batchSize = 16

    /// Runs the tasks in children, at most ``jobs`` at once, while `goOn()`
    /// says so; `done` hears each task's ending, a batch at a time.
    func run(
        tasks: some Sequence<Int>, goOn: () -> Bool = { true }, work: (Int, Progress) -> Data, done: (Int, Ending) -> Void
    ) {
        var source = tasks.makeIterator()
        var retries: [[Int]] = []
        func nextBatch() -> [Int]? {
            if !retries.isEmpty { return retries.removeFirst() }
            var batch: [Int] = []
            while batch.count < max(1, batchSize), let task = source.next() { batch.append(task) }
            return batch.isEmpty ? nil : batch
        }
        var waiting = nextBatch()
        var running: [pid_t: (batch: [Int], progress: Progress)] = [:]
        while !running.isEmpty || (waiting != nil && goOn()) {
            while running.count < max(1, jobs), goOn(), let batch = waiting {
                waiting = nextBatch()
                let progress = Progress(slots: Self.sharedInt())
                let pid = fork()
                if pid == 0 { child(batch, progress: progress, work: work) }
                running[pid] = (batch, progress)
            }
            var status: Int32 = 0
            let pid = waitpid(-1, &status, 0)
            if pid < 0 && errno == ECHILD { break }
            guard let (batch, progress) = running.removeValue(forKey: pid) else { continue }
            defer { munmap(progress.slots, MemoryLayout<Int>.size) }
            let answers = self.answers(of: pid)
            for (task, data) in zip(batch, answers) { done(task, .answered(data)) }
            guard answers.count < batch.count else { continue }
            done(batch[answers.count], .trapped(message: message(of: pid, status: status), frame: progress.frame))
            let rest = Array(batch[(answers.count + 1)...])
            if !rest.isEmpty {
                if let batch = waiting { retries.insert(batch, at: 0) }
                waiting = rest
            }
        }
    }

    /// Runs one task in a child and waits for it.
    func runOne(_ task: Int, work: (Int, Progress) -> Data) -> Ending {
        var result = Ending.trapped(message: "the child never ended", frame: 0)
        run(tasks: [task], work: work) { _, ending in result = ending }
        return result
    }

    // MARK: - In the child

    private func child(_ batch: [Int], progress: Progress, work: (Int, Progress) -> Data) -> Never {
        let messages = open(path(getpid(), "err"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if messages >= 0 { dup2(messages, 2) }
        let answers = open(path(getpid(), "out"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        for task in batch {
            progress.frame = 0
            let answer = work(task, progress)
            // A record: its byte count on a line, then its bytes; the parent reads whole records only.
            var record = Data("\(answer.count)\n".utf8)
            record.append(answer)
            record.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(answers, bytes.baseAddress! + offset, bytes.count - offset)
                    guard written > 0 else { _exit(3) }
                    offset += written
                }
            }
        }
        _exit(0)
    }

    // MARK: - In the parent

    /// The answers a child wrote, in order; the file is removed.
    private func answers(of pid: pid_t) -> [Data] {
        let file = path(pid, "out")
        defer { unlink(file) }
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        var answers: [Data] = []
        var index = data.startIndex
        while let newline = data[index...].firstIndex(of: UInt8(ascii: "\n")),
            let count = Int(String(decoding: data[index..<newline], as: UTF8.self)), newline + 1 + count <= data.endIndex
        {
            answers.append(Data(data[(newline + 1)..<(newline + 1 + count)]))
            index = newline + 1 + count
        }
        return answers
    }

    /// Why a child stopped before answering everything; its messages file is removed.
    private func message(of pid: pid_t, status: Int32) -> String {
        let file = path(pid, "err")
        defer { unlink(file) }
        let printed = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Self.trapMessage(printed, signal: status & 0x7F, status: status)
    }

    /// The line of what a child printed that says why it stopped.
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
        pointer.initialize(to: 0)
        return pointer
    }
}
