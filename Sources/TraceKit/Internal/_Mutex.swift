#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// TraceKit's lock: a pthread mutex around a value, with the shape of
/// `Synchronization.Mutex` (`Mutex(value)`, `withLock { $0 … }`), which it
/// shadows inside this module.
///
/// Why not `Synchronization.Mutex`: on Linux its contended path waits on a
/// futex inside the standard library, which ThreadSanitizer does not see, so
/// under contention every access it protects is reported as a race (a
/// 20-line program with four threads appending under one `Mutex` shows it).
/// TraceKit promises thread safety and `make test-tsan` checks that promise;
/// ThreadSanitizer intercepts `pthread_mutex_lock`, so with this lock its
/// reports are real ones. Uncontended, a pthread mutex costs about the same.
///
/// ```swift
/// let state = Mutex(State())
/// state.withLock { $0.isLogging = true }
/// ```
final class Mutex<Value>: @unchecked Sendable {
    // A class, so the pthread mutex has a stable address for its whole life.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Only touched with `mutex` held, so the run-time exclusivity check adds nothing.
    @exclusivity(unchecked) private var value: Value

    init(_ initialValue: sending Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        value = initialValue
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
