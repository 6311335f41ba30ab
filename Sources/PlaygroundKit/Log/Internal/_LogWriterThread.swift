#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one thread that formats and writes the entries of every ``LogArchive``,
/// off the thread that logs them.
///
/// A runtime event's line and CSV row cost about 7,000 instructions to format
/// and write; the stress scene's "throw every box" logs 20,000 events in one
/// frame, so on the runtime's thread the files alone took a third of that
/// frame. An archive queues its entries (a copy of the entry, no formatting)
/// and asks this thread to write them; the thread writes each archive's
/// entries in the order they were logged, so the files are byte for byte what
/// writing them at once made.
///
/// It is started on first use and waits on a condition variable when there is
/// nothing to write (no CPU at rest), and waking it allocates nothing, so a
/// frame that logs one event stays allocation-free. One thread serves every
/// archive: a process has one scene at a time, and tests make hundreds.
final class _LogWriterThread: @unchecked Sendable {
    static let shared = _LogWriterThread()

    // `ready` is only touched with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let wake: UnsafeMutablePointer<pthread_cond_t>
    /// The archives with entries waiting, in the order they asked.
    private var ready: [LogArchive] = []
    private var isRunning = false

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        wake = .allocate(capacity: 1)
        wake.initialize(to: pthread_cond_t())
        pthread_cond_init(wake, nil)
        ready.reserveCapacity(16)
    }

    /// Asks the thread to write `archive`'s waiting entries (``LogArchive/writeWaiting()``).
    func schedule(_ archive: LogArchive) {
        pthread_mutex_lock(mutex)
        ready.append(archive)
        if !isRunning { isRunning = start() }
        let hasThread = isRunning
        pthread_cond_signal(wake)
        pthread_mutex_unlock(mutex)
        if !hasThread { archive.writeWaiting() }  // no thread to be had: write here, nothing lost
    }

    private func start() -> Bool {
        var thread = pthread_t()
        let context = Unmanaged.passUnretained(self).toOpaque()  // `shared` lives as long as the process
        return pthread_create(
            &thread, nil,
            { context in
                Unmanaged<_LogWriterThread>.fromOpaque(context!).takeUnretainedValue().run()
            }, context) == 0
    }

    private func run() -> Never {
        while true {
            pthread_mutex_lock(mutex)
            while ready.isEmpty { pthread_cond_wait(wake, mutex) }
            let archive = ready.removeFirst()
            pthread_mutex_unlock(mutex)
            archive.writeWaiting()
        }
    }
}
