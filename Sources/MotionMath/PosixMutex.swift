#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package's lock: a pthread mutex around a value, with the shape of
/// `Synchronization.Mutex` (`PosixMutex(value)`, `withLock { $0 … }`).
///
/// Why not `Synchronization.Mutex`: on Linux its contended path waits on a
/// futex inside the standard library, which ThreadSanitizer does not see, so
/// under contention every access it protects is reported as a race (a
/// 20-line program with four threads appending under one `Mutex` shows it,
/// and `make test-tsan` once failed on a type-name cache shared by two tests).
/// TraceKit, the runtime and the playground promise thread safety and
/// `make test-tsan` checks that promise; ThreadSanitizer intercepts
/// `pthread_mutex_lock`, so with this lock its reports are real ones.
/// Uncontended, a pthread mutex costs about the same.
///
/// ```swift
/// struct State { var isLogging = false }
/// let state = PosixMutex(State())
/// state.withLock { $0.isLogging = true }
/// ```
package final class PosixMutex<Value>: @unchecked Sendable {
    // A class, so the pthread mutex has a stable address for its whole life.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Only touched with `mutex` held, so the run-time exclusivity check adds nothing.
    @exclusivity(unchecked) private var value: Value

    package init(_ initialValue: sending Value) {
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
    package func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// ``withLock(_:)`` without its `sending` checks: for a body that reads the value where it is
    /// and lets nothing of it out of the lock, which the checks cannot tell (they would have every
    /// element a reader borrows copied out first).
    package func withLockUnchecked<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&value)
    }
}
