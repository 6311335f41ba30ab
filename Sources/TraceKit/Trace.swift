/// A closure that prepares the app (or scene) before a trace starts.
public typealias TracerSetupClosure = @Sendable () -> Void

/// A named list of items that should be logged while the trace runs, and the
/// rules for judging them.
///
/// Each entry of `itemsToMatch` is a *slot*: repeating an item means it must
/// be logged that many times. A ``Tracer`` runs the trace, matching each
/// logged item to the first slot still waiting for it:
///
/// - An item that matches no slot is `ignoredNoMatch` and never fails the trace.
/// - With `enforceOrder`, an item that arrives while an earlier slot still
///   waits marks that slot, every other waiting slot before its own, and its
///   own slot `outOfOrder`; the trace fails.
/// - An item whose slots are all taken is `ignoredButMatched` when
///   `allowDuplicates`; otherwise its first slot becomes `hadDuplicates`, the
///   logged item `duplicate`, and the trace fails.
/// - An item in `forbiddenItems` is `forbidden` and fails the trace.
/// - With a `timeLimit`, slots still waiting when that many seconds of the
///   tracer's clock have passed become `missing`, and the trace fails; an
///   item logged after that which matches such a slot is `late`.
///
/// Failure is permanent. Stopping turns every waiting slot `missing`, so a
/// run ends `passed` only if every slot matched; `completesWhenAllMatched`
/// ends it `passed` as soon as they have.
///
/// ```swift
/// let trace = try Trace(
///     name: "Sign up",
///     itemsToMatch: [Event.opened.traceItem, Event.typed.traceItem, Event.submitted.traceItem],
///     forbiddenItems: [Event.crashed.traceItem],
///     timeLimit: 30
/// )
/// ```
public struct Trace: Sendable {
    // MARK: - Properties

    /// The display name, e.g. `Sign-up flow`.
    public let name: String
    /// Whether slots must be matched in the order of `itemsToMatch`. Defaults to `true`.
    public let enforceOrder: Bool
    /// Whether extra copies of an already matched item are ignored (`true`, the
    /// default) or fail the trace (`false`).
    public let allowDuplicates: Bool
    /// Whether a failure traps, so a debugger stops at it. Takes effect only when
    /// the run was started with `canThrowAssertions: true`. Defaults to `false`.
    public let assertOnFailure: Bool
    /// The slots to match, in order; repeated items are separate slots.
    public let itemsToMatch: [TraceItem]
    /// Items that must not be logged while the trace runs. Defaults to none.
    public let forbiddenItems: [TraceItem]
    /// Whether the run ends `passed` as soon as every slot matched, without
    /// waiting for ``Tracer/stop()``. Defaults to `false`.
    public let completesWhenAllMatched: Bool
    /// Seconds of the tracer's clock after which waiting slots become `missing`;
    /// `nil` (the default) for no limit. Requires a ``Tracer`` with a clock.
    public let timeLimit: Double?
    /// Steps for a person to take before starting, shown as a numbered list.
    public let setupSteps: [String]?
    /// Code to run before the trace starts, such as resetting a scene.
    public let setupBeforeStartingTrace: TracerSetupClosure?

    // MARK: - Creating a trace

    /// Creates a trace.
    ///
    /// - Throws: ``TraceError/emptyItemsToMatch(traceName:)`` when
    ///   `itemsToMatch` is empty, ``TraceError/invalidTimeLimit(traceName:timeLimit:)``
    ///   when `timeLimit` is not a finite positive number, and
    ///   ``TraceError/itemBothExpectedAndForbidden(traceName:item:)`` when a
    ///   value item is in both lists.
    ///
    /// ```swift
    /// let trace = try Trace(name: "Find the answer", itemsToMatch: [answerTraceItem])
    /// ```
    public init(
        name: String,
        enforceOrder: Bool = true,
        allowDuplicates: Bool = true,
        assertOnFailure: Bool = false,
        itemsToMatch: [TraceItem],
        forbiddenItems: [TraceItem] = [],
        completesWhenAllMatched: Bool = false,
        timeLimit: Double? = nil,
        setupSteps: [String]? = nil,
        setupBeforeStartingTrace: TracerSetupClosure? = nil
    ) throws(TraceError) {
        guard !itemsToMatch.isEmpty else {
            throw .emptyItemsToMatch(traceName: name)
        }
        if let timeLimit, !(timeLimit.isFinite && timeLimit > 0) {
            throw .invalidTimeLimit(traceName: name, timeLimit: timeLimit)
        }
        let expected = Set(itemsToMatch.filter { !$0.isPredicate })
        if let both = forbiddenItems.first(where: { !$0.isPredicate && expected.contains($0) }) {
            throw .itemBothExpectedAndForbidden(traceName: name, item: both.description)
        }
        self.name = name
        self.enforceOrder = enforceOrder
        self.allowDuplicates = allowDuplicates
        self.assertOnFailure = assertOnFailure
        self.itemsToMatch = itemsToMatch
        self.forbiddenItems = forbiddenItems
        self.completesWhenAllMatched = completesWhenAllMatched
        self.timeLimit = timeLimit
        self.setupSteps = setupSteps
        self.setupBeforeStartingTrace = setupBeforeStartingTrace
    }

    // MARK: - Presenting

    /// The setup steps as a numbered list, or `nil` when there are none.
    ///
    /// ```swift
    /// print(trace.setupStepsAsList ?? "No setup needed")
    /// ```
    public var setupStepsAsList: String? {
        guard let setupSteps, !setupSteps.isEmpty else { return nil }
        var list = "Setup steps:\n"
        for (index, step) in setupSteps.enumerated() {
            list += "\(index + 1). \(step)\n"
        }
        return list
    }
}
