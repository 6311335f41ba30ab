/// Fulfils plans by giving them to performers, and knows when anything is in motion.
///
/// A runtime keeps, for every target, one performer per performer type. You
/// add plans (directly, by name, or in a ``Transaction``); the runtime creates
/// the performer the plan names the first time it is needed and hands it the
/// plan. The runtime is *active* while any performer holds an ``ActiveToken``
/// or a ``ManuallyExecutingPerformer`` has work: from the plan that gave it
/// work until an update returns ``ActivityState/atRest``, or until it says it
/// has none right after a plan or a removal (its
/// ``ManuallyExecutingPerformer/activityState``). It is *idle* otherwise, at
/// once: observers and tracers hear every flip, in order, once.
///
/// Time enters only through ``update(millisecondsSinceLastUpdate:)``, which the
/// host calls once per frame; the runtime never reads a clock, so a replay
/// with the same inputs and frame times does exactly the same thing.
///
/// A runtime is used from one thread, the one that runs the frame loop. Its
/// types are not `Sendable`, so the compiler keeps each runtime, its
/// performers and its tokens in one isolation domain.
///
/// Targets live as long as the runtime holds plans for them: call
/// ``removeTarget(_:)`` to end a target's tokens and release its performers.
/// Dropping the runtime releases every performer.
///
/// ```swift
/// import Interactions   // Spring
///
/// let runtime = MotionRuntime()
/// runtime.addTracer(ConsoleTracer())
/// runtime.addPlan(Spring(to: Point(x: 200, y: 120)), to: box)
/// while runtime.isActive {
///     runtime.update(millisecondsSinceLastUpdate: 16.7)
/// }
/// ```
public final class MotionRuntime {
    // The targets' records and the tracers skip Swift's dynamic exclusivity checks too (see the
    // counters below): each change is one statement that releases nothing inside it (a record or
    // a tracer let go is taken out first and released after, so a deinit of someone else's never
    // runs inside the access), and they were read about eight times a plan added by name.
    @exclusivity(unchecked) var records: [ObjectIdentifier: _TargetRecord] = [:]
    @exclusivity(unchecked) var tracers: [any Tracing] = []
    /// Each performer's target's key in `records`, for ``target(of:)``: made in one pass when a
    /// lookup misses, so a profiler naming 5,000 performers makes it once, not 5,000 searches.
    var targetOfPerformer: [ObjectIdentifier: ObjectIdentifier] = [:]

    /// Manual performers that reported active, in the order they became active.
    @exclusivity(unchecked) var scheduled: ContiguousArray<_ScheduledPerformer> = []
    /// How many boxes in `scheduled` are live (not released).
    @exclusivity(unchecked) var activeManualCount = 0
    /// Stands in `scheduled` for the performers of removed targets (see `removeTarget`).
    let tombstone = _PerformerBox.tombstone()
    /// How many entries of `scheduled` are tombstones.
    @exclusivity(unchecked) var tombstoneCount = 0
    /// Times each performer's update when a host profiles frames; `nil` (the default) times nothing.
    public var updateTiming: (any PerformerUpdateTiming)?
    // The runtime's counters and flags (`tombstoneCount` above too) skip Swift's dynamic
    // exclusivity checks, as `scheduled` does: they are plain values (changing one runs no deinit, so no code of anyone else's),
    // changed in one statement at a time on the runtime's thread, so no access can overlap
    // another. Each check cost about 80 instructions, and a plan added and replaced by name
    // went through about a dozen of them.
    @exclusivity(unchecked) var isUpdating = false
    @exclusivity(unchecked) var openTokenCount = 0
    @exclusivity(unchecked) var lastTokenID = 0

    var activityObservers: [(id: Int, body: (Bool) -> Void)] = []
    @exclusivity(unchecked) var lastObserverID = 0
    /// Nesting depth of public operations; recorded flips are announced when it returns to 0.
    var operationDepth = 0
    /// The activity of the last recorded flip (idle before the first).
    var recordedActivity = false
    /// Flips recorded and not yet announced, oldest first; they alternate.
    var pendingFlips: [Bool] = []
    /// Whether flips are being announced, so a listener's call into the runtime does not announce out of order.
    var isAnnouncing = false

    /// How the emitters this runtime hands out reach it (made with the first).
    private var emitterLink: _RuntimeLink?
    var link: _RuntimeLink {
        if let emitterLink { return emitterLink }
        let link = _RuntimeLink(self)
        emitterLink = link
        return link
    }

    /// Creates an idle runtime with no targets and no tracers.
    public init() {}

    deinit {
        emitterLink?.runtime = nil
        for entry in scheduled {
            entry.release()
        }
        // Vendors hold the runtime unowned and their performers strongly: let go of both.
        for record in records.values {
            for box in record.performers {
                box.vendor?.detach()
            }
        }
    }

    /// Whether any performer holds an active token or has manual work to do
    /// (see the type's discussion); false as soon as neither is true.
    public var isActive: Bool {
        openTokenCount > 0 || activeManualCount > 0
    }

    /// The number of active tokens currently open across all performers.
    public var activeTokenCount: Int { openTokenCount }

    /// The number of targets the runtime holds performers for.
    public var targetCount: Int { records.count }

    // MARK: - Adding and removing plans

    /// Adds `plan` to `target`, creating the performer it names if the target has none yet.
    ///
    /// The performer's ``Performing/addPlan(_:)`` receives a copy of the plan,
    /// then tracers hear ``Tracing/didAddPlan(_:to:)``.
    public func addPlan<P: Plan>(_ plan: P, to target: P.Performer.Target) {
        beginOperation()
        defer { endOperation() }
        let object = Self.object(from: target)
        let box = performerBox(for: P.self, target: target, object: object)
        box.performer.addPlan(plan)
        planDidArrive(at: box)
        guard !tracers.isEmpty else { return }
        // Boxed once for every tracer: a plan larger than three words costs an allocation each time it is boxed.
        let traced: any Plan = plan
        for tracer in tracers {
            tracer.didAddPlan(traced, to: object)
        }
    }

    /// Adds `plan` to `target` under `name`, replacing any plan of that name on the target.
    ///
    /// If the target already has a plan named `name`, the performer holding it
    /// first receives ``NamedPlanPerforming/removePlan(named:)`` and tracers
    /// hear ``Tracing/didRemovePlanNamed(_:from:)``. Then the performer for
    /// `plan` (created if needed) receives
    /// ``NamedPlanPerforming/addPlan(_:named:)``, and tracers hear
    /// ``Tracing/didAddPlan(_:named:to:)``. Names are case-sensitive and
    /// scoped to the target.
    ///
    /// - Precondition: `name` is not empty.
    public func addPlan<P: NamedPlan>(_ plan: P, named name: String, to target: P.Performer.Target) {
        Self.checkName(name)
        beginOperation()
        defer { endOperation() }
        let object = Self.object(from: target)
        var previousHolder: _PerformerBox?
        if let record = records[ObjectIdentifier(object)], let holder = record.namedPlans.removeValue(forKey: name) {
            holder.named!.removePlan(named: name)  // only a performer of named plans holds a name
            previousHolder = holder
            for tracer in tracers {
                tracer.didRemovePlanNamed(name, from: object)
            }
        }
        let box = performerBox(for: P.self, target: target, object: object)
        records[ObjectIdentifier(object)]!.namedPlans[name] = box
        (box.performer as! P.Performer).addPlan(plan, named: name)
        planDidArrive(at: box)
        // Another performer that held the name is asked after the new plan
        // has arrived, so a replacement never flips the runtime idle and back.
        if let previousHolder, previousHolder !== box { namedPlanDidLeave(previousHolder) }
        guard !tracers.isEmpty else { return }
        // Boxed once for every tracer, as in `addPlan(_:to:)`.
        let traced: any NamedPlan = plan
        for tracer in tracers {
            tracer.didAddPlan(traced, named: name, to: object)
        }
    }

    /// Removes the plan registered under `name` from `target`.
    ///
    /// Removing a name the target does not hold does nothing: no performer is
    /// created and tracers hear nothing.
    ///
    /// - Precondition: `name` is not empty.
    public func removePlan(named name: String, from target: AnyObject) {
        Self.checkName(name)
        guard let record = records[ObjectIdentifier(target)],
            let holder = record.namedPlans.removeValue(forKey: name)
        else { return }
        beginOperation()
        defer { endOperation() }
        holder.named!.removePlan(named: name)  // only a performer of named plans holds a name
        namedPlanDidLeave(holder)
        for tracer in tracers {
            tracer.didRemovePlanNamed(name, from: target)
        }
    }

    /// Applies every operation of `transaction`, in the order they were requested.
    public func commit(_ transaction: Transaction) {
        beginOperation()
        defer { endOperation() }
        for operation in transaction.operations {
            switch operation {
            case let .add(plan, target):
                addErased(plan, to: target)
            case let .addNamed(plan, name, target):
                addErased(plan, named: name, to: target)
            case let .remove(name, target):
                removePlan(named: name, from: target)
            }
        }
    }

    private func addErased<P: Plan>(_ plan: P, to target: AnyObject) {
        addPlan(plan, to: target as! P.Performer.Target)
    }

    private func addErased<P: NamedPlan>(_ plan: P, named name: String, to target: AnyObject) {
        addPlan(plan, named: name, to: target as! P.Performer.Target)
    }

    // MARK: - Targets

    /// Ends every open token of `target`'s performers, forgets its plans and
    /// releases its performers.
    ///
    /// Tracers hear each token end, then ``Tracing/didRemoveTarget(_:)``.
    /// Removing a target the runtime does not know does nothing. The cost does
    /// not grow with the number of active performers, so removing many targets
    /// one by one takes time in proportion to their number. During a frame
    /// update the target's performers are skipped for the rest of the frame
    /// and released when it ends.
    public func removeTarget(_ target: AnyObject) {
        guard let record = records[ObjectIdentifier(target)] else { return }
        beginOperation()
        defer { endOperation() }
        for box in record.performers {
            box.vendor?.endAllTokens()
            box.vendor?.detach()
            let wasCounted = box.isCounted
            box.isReleased = true
            if box.isScheduled {
                box.isScheduled = false
                if wasCounted {
                    activeManualCount -= 1
                    activityMayHaveChanged()
                }
                if !isUpdating { replaceWithTombstone(at: box.scheduledIndex) }
            }
        }
        // Taken out, and released once the access has ended: its performers' deinits may call in.
        _ = records.removeValue(forKey: ObjectIdentifier(target))
        for tracer in tracers {
            tracer.didRemoveTarget(target)
        }
    }

    // MARK: - Tracers

    /// Adds a tracer that hears every event from now on. Adding the same tracer twice has no effect.
    public func addTracer(_ tracer: any Tracing) {
        guard !tracers.contains(where: { $0 === tracer }) else { return }
        tracers.append(tracer)
    }

    /// Removes a tracer. Removing a tracer that was never added does nothing.
    public func removeTracer(_ tracer: any Tracing) {
        // The tracer is released after the array is swapped in, outside the access (see `records`).
        var kept = tracers
        kept.removeAll(where: { $0 === tracer })
        swap(&kept, &tracers)
    }
}
