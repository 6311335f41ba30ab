import MotionMath

/// A signal fired whenever a trace's overall state changes.
public typealias TraceStateChangedSignal = TraceSignal<TraceState>

/// A signal fired for every item a running trace logs, with what the trace made of it.
public typealias TraceItemLoggedSignal = TraceSignal<LoggedTraceItem>

/// What ``Tracer/start(canThrowAssertions:)`` returns: the current state and the two signals.
public typealias TraceStarted = (currentState: TraceState, stateChanged: TraceStateChangedSignal, itemLogged: TraceItemLoggedSignal)

/// Runs one ``Trace``: logs items against it between ``start(canThrowAssertions:)``
/// and ``stop()``, and reports whether they matched.
///
/// Items logged before `start` or after `stop` are not recorded. Each logged
/// item is matched by the rules described on ``Trace``, in constant time per
/// item (value slots are found by hash; predicate slots are asked in turn).
///
/// **Threads.** A tracer is `Sendable`: any thread may log, read or stop it.
/// Its state sits behind a `Mutex`, so each item is matched atomically.
/// Predicates run before the lock is taken, and signal listeners after it is
/// released, on the logging thread, in the order they were registered (the
/// item-logged signal first, then the state-changed signal), so a listener may
/// log or stop without deadlock.
///
/// **Time.** A tracer reads time only from the ``TraceClock`` it is given. With
/// a clock, entries carry timestamps and a trace's time limit is checked each
/// time an item is logged and on ``checkDeadline()``, which a frame loop calls
/// so the deadline fires even when nothing is logged. Without a clock, reports
/// hold no time at all.
///
/// **Memory.** The raw log keeps the newest `maxLoggedItems` entries (10,000
/// by default) and counts the rest as dropped, so a long session cannot grow
/// without bound.
///
/// ```swift
/// let tracer = Tracer(trace: trace)
/// let (state, stateChanged, itemLogged) = tracer.start()
/// stateChanged.listen { print("trace is \($0)") }
/// tracer.log(item: answerTraceItem)
/// print(tracer.stop().summary)
/// ```
public final class Tracer: Sendable {
    // MARK: - Configuration

    /// The trace this tracer runs.
    public let trace: Trace
    /// The clock for time limits and timestamps, if any.
    public let clock: (any TraceClock)?
    /// The most logged items the raw log keeps.
    public let maxLoggedItems: Int
    /// Fired whenever the run's state changes. Its listeners are removed by ``stop()``.
    public let stateChanged = TraceStateChangedSignal()
    /// Fired for every item the run records. Its listeners are removed by ``stop()``.
    public let itemLogged = TraceItemLoggedSignal()

    let index: _TraceIndex
    /// Everything that changes during a run; see `_TraceRun`.
    let run: PosixMutex<_TraceRun>

    /// Creates a tracer for `trace`; it records nothing until started.
    ///
    /// - Parameters:
    ///   - trace: The trace to run: its slots, rules and time limit.
    ///   - clock: The time source for the trace's time limit and for timestamps.
    ///     Required when the trace has a time limit.
    ///   - maxLoggedItems: How many logged items the raw log keeps; older ones
    ///     are dropped and counted.
    ///
    /// ```swift
    /// let tracer = Tracer(trace: trace, clock: frameClock, maxLoggedItems: 1_000)
    /// ```
    public init(trace: Trace, clock: (any TraceClock)? = nil, maxLoggedItems: Int = 10_000) {
        precondition(
            trace.timeLimit == nil || clock != nil,
            "Tracer: trace \"\(trace.name)\" has a time limit, so its tracer needs a clock: Tracer(trace:clock:)."
        )
        precondition(maxLoggedItems >= 0, "Tracer: maxLoggedItems must not be negative, got \(maxLoggedItems).")
        self.trace = trace
        self.clock = clock
        self.maxLoggedItems = maxLoggedItems
        let index = _TraceIndex(trace: trace)
        self.index = index
        self.run = PosixMutex(
            _TraceRun(
                slotCount: trace.itemsToMatch.count, groupCount: index.groupCount, maxLoggedItems: maxLoggedItems
            ))
    }

    // MARK: - Running

    /// Runs the trace's setup closure, then starts a fresh run; does nothing
    /// but return the current state if a run is already going on.
    ///
    /// Start and stop a tracer from one thread (the one that owns the scene);
    /// logging and reading are safe from any thread.
    ///
    /// A trace with `assertOnFailure` traps on failure only when
    /// `canThrowAssertions` is also `true`; an app that shows traces live
    /// passes `false` so a failed trace is displayed rather than fatal.
    ///
    /// ```swift
    /// let (currentState, stateChanged, itemLogged) = tracer.start(canThrowAssertions: false)
    /// ```
    @discardableResult
    public func start(canThrowAssertions: Bool = true) -> TraceStarted {
        if !isRunning { trace.setupBeforeStartingTrace?() }
        let now = clock?.now
        let trapArmed = trace.assertOnFailure && canThrowAssertions
        let state = run.withLock { run -> TraceState in
            if run.phase != .running { run.start(now: now, trapArmed: trapArmed) }
            return run.state
        }
        return (state, stateChanged, itemLogged)
    }

    /// Logs `item` against the running trace; does nothing when not running.
    ///
    /// ```swift
    /// tracer.log(item: Event.submitted.traceItem)
    /// ```
    public func log(item: TraceItem) {
        let now = clock?.now
        let lookup = index.lookup(item)
        let returnsEntry = itemLogged.hasListeners
        let effects = run.withLock { run in
            run.log(item, lookup: lookup, now: now, index: index, trace: trace, returnsEntry: returnsEntry)
        }
        perform(effects)
    }

    /// Fires the time limit if it has passed, without logging anything, and
    /// returns the run's state. Call it from a frame loop after advancing the clock.
    ///
    /// ```swift
    /// clock.advance(by: dt)
    /// if tracer.checkDeadline() == .failed { overlay.flash() }
    /// ```
    @discardableResult
    public func checkDeadline() -> TraceState {
        guard let now = clock?.now else { return state }
        let (effects, state) = run.withLock { run in
            let before = run.state
            var effects = _TraceRun.Effects()
            run.checkDeadline(now: now, trace: trace, effects: &effects)
            if run.state != before { effects.newState = run.state }
            return (effects, run.state)
        }
        perform(effects)
        return state
    }

    /// Ends the run: waiting slots become `missing`, the final state is
    /// settled, every listener of both signals is removed, and the report is
    /// returned.
    ///
    /// A tracer that was never started is ended the same way, so its report
    /// says `failed` with every slot `missing` (not `waiting`, which would
    /// read as still running). Stopping a tracer that is already stopped
    /// returns the report as it stands.
    ///
    /// ```swift
    /// let report = tracer.stop()
    /// print(report.summary)
    /// ```
    @discardableResult
    public func stop() -> TraceReport {
        let now = clock?.now
        let effects = run.withLock { $0.stop(now: now, trace: trace) }
        perform(effects)
        stateChanged.removeAllListeners()
        itemLogged.removeAllListeners()
        return report()
    }

    // MARK: - After the lock

    /// Fires signals for what a locked operation did, then traps if it must.
    private func perform(_ effects: _TraceRun.Effects) {
        if let entry = effects.entry { itemLogged.fire(entry) }
        if let state = effects.newState { stateChanged.fire(state) }
        if effects.shouldTrap {
            let summary = report().summary
            fatalError("Tracer: trace \"\(trace.name)\" failed (\(failureReason?.rawValue ?? "unknown")) and assertOnFailure is on.\n\(summary)")
        }
    }
}
