#if canImport(Glibc)
    import Glibc
#endif

/// Passes the supervisor's SIGINT and SIGTERM on to the window it runs, so
/// that Ctrl+C or a `kill` ends a watched session as it ends any other: the
/// window quits, writing the session's files, and the supervisor ends with it.
///
/// Without it the supervisor would die at once and the window, writing to a
/// pipe nobody reads, could die before its files are written.
///
/// ```swift
/// SignalRelay.install()
/// SignalRelay.target = window.processIdentifier   // the window's process, a Foundation `Process`
/// ```
enum SignalRelay {
    /// The process signals go to (the window's); 0 for none, and then a signal ends the supervisor.
    ///
    /// A plain global, read by the signal handler: it is one aligned 32-bit
    /// word, written only by the supervisor's loop.
    nonisolated(unsafe) static var target: pid_t = 0

    /// Starts relaying SIGINT and SIGTERM (installed as handlers, so a child
    /// started afterwards still gets the default dispositions on exec).
    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                let pid = SignalRelay.target
                // No window open (every build at hand crashed): nothing to write, the supervisor just ends.
                guard pid > 0 else { _exit(128 + signalNumber) }
                kill(pid, signalNumber)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, nil)
        }
    }
}
