import Motion

/// Moves a target along a ``Spring`` or a ``Fling``, and its scale and
/// rotation along a ``ScaleSpring`` and a ``RotationSpring``, frame by
/// frame, holding an active token exactly while each moves; a ``Halt``
/// stops them.
///
/// One performer per target fulfils all these plans, so each property has
/// one owner of its velocity (the seed's "one executor per type", for the
/// same reason): the latest plan for a property replaces its current motion
/// and starts from the property's current value, continuing its velocity
/// when the plan does not give one. The scale and the rotation move
/// independently of the position; the contract below is the position's, and
/// theirs is the same with `scale` and `rotation` tokens (see
/// ``ScaleSpring`` and ``RotationSpring``).
///
/// ## Contract
/// - A plan starts a ``Trajectory`` from now. If the performer was at rest,
///   the runtime's first update gives it 0 ms, so the frame after the plan
///   shows the start; if it was moving, the new trajectory starts at the
///   last frame's time and the next update advances it by the full frame.
/// - Each update adds the frame's milliseconds to the time since the start
///   and evaluates the trajectory in closed form there (never integrating
///   step by step, so frame steps do not change the path); it writes the
///   target's ``Positionable/position`` then calls
///   ``Positionable/motionDidChange(_:)``.
/// - At rest (see ``RestThreshold``) it snaps to the rest position, reports
///   ``MotionState/Phase-swift.enum/atRest``, ends its token and returns
///   `ActivityState.atRest`. A plan that starts at rest does this at once,
///   without a token.
/// - ``removePlan(named:)`` for the name of the current motion stops it where
///   the target is on screen, reports rest and ends the token at once. Plans
///   replacing each other by name (the runtime removes, then adds, in one
///   call) keep the velocity: it is remembered until the next frame.
/// - A ``Halt`` of the position stops the current motion the same way
///   whatever its name (or none), and forgets its velocity: a caught target
///   is at rest.
/// - Between frames, ``activityState`` is `ActivityState.atRest` when nothing
///   moves and no velocity is kept for a replacement (after a ``Halt``, a
///   plan that starts at rest): the runtime is idle at once, not at the next
///   frame. After a removal by name the kept velocity keeps it active until
///   the next frame.
/// - A new token (labelled `spring` or `fling`) is opened only when the kind
///   of motion changes or after a stop, and before the old one ends, so the
///   runtime never looks idle between two motions.
///
/// ```swift
/// runtime.addPlan(Fling(velocity: Point(x: 1500, y: 0)), named: "motion", to: box)
/// runtime.update(millisecondsSinceLastUpdate: 0)      // first frame: the start
/// runtime.update(millisecondsSinceLastUpdate: 16.67)  // moves
/// ```
public final class AnimationPerformer: NamedPlanPerforming, ContinuousPerforming, ManuallyExecutingPerformer, MotionStateReporting {
    // The per-frame state first, together, so a frame touches few cache
    // lines. Exclusivity checks are off for it: a runtime and its performers
    // live on one thread, and every access here is instantaneous (none spans
    // a call into the target or the runtime), so a plan added re-entrantly
    // from `motionDidChange` cannot overlap one. The dynamic checks would
    // otherwise cost about a tenth of a frame.
    @exclusivity(unchecked) private var isMoving = false
    /// Whether the scale or the rotation moves, or a spring of theirs just
    /// stopped (its velocity kept for one frame): one flag beside `isMoving`,
    /// so the position's frame tests it in the same cache line and takes the
    /// common path when it is false.
    @exclusivity(unchecked) var hasTransformWork = false
    @exclusivity(unchecked) private var elapsedSeconds = 0.0
    let target: any Positionable
    @exclusivity(unchecked) private var current: Trajectory

    // Cold state, touched when plans arrive or motion stops.
    var scaleSpring: _ScalarSpring?
    var rotationSpring: _ScalarSpring?
    var scaleVelocityAtStop: Double?
    var rotationVelocityAtStop: Double?
    private var velocityAtStop: Point?
    var vendor: ActiveTokenVendor?
    private var motionName: String?
    private var token: ActiveToken?
    private var tokenKind: Trajectory.Kind?
    /// Where the last motion stopped, for ``motionState`` at rest (nil before any).
    private var restPosition: Point?

    /// Its motion as named values: phase, velocity and rest position, then the
    /// motion's name and what moves besides the position.
    /// Everything reported is the target's own state (a box records it every frame).
    public var reportsTargetStateOnly: Bool { true }

    public var motionState: [MotionStateValue] {
        var values = reportedState.reportedValues
        if let motionName { values.append(.text("plan", "\"\(motionName)\"")) }
        if scaleSpring != nil { values.append(.text("scale", "springing")) }
        if rotationSpring != nil { values.append(.text("rotation", "springing")) }
        return values
    }

    /// What it last told its target: while moving, the trajectory at the time
    /// of the last frame, computed again (the same numbers) when a tool asks,
    /// rather than stored on every frame. Stored, it was a 41-byte write per
    /// target per frame into the performer's cold tail, another cache line:
    /// about 3 ns of a 22 ns target in the Interactions benchmark's frame.
    private var reportedState: MotionState {
        if isMoving { return state(of: current.sample(at: elapsedSeconds)) }
        return restPosition.map(MotionState.atRest(at:)) ?? .atRest
    }

    /// Whether a frame would do anything: a motion, or a velocity kept for a
    /// plan that replaces a removed one (see the type's contract). Read by
    /// the runtime right after each plan, so a ``Halt`` that finds nothing
    /// moving, or stops the last motion, leaves it idle at once.
    public var activityState: ActivityState {
        isMoving || hasTransformWork || velocityAtStop != nil ? .active : .atRest
    }

    /// Created by the runtime for `target`.
    public init(target: any Positionable) {
        self.target = target
        current = .spring(from: .zero, velocity: .zero, to: .zero)
    }

    // MARK: - Reading

    /// The motion under way, or nil at rest.
    public var trajectory: Trajectory? { isMoving ? current : nil }
    /// Seconds since the current motion started (the sum of frame times).
    public var elapsedTime: Double { elapsedSeconds }
    /// The state last shown on screen, or nil at rest.
    public var currentSample: Trajectory.Sample? {
        isMoving ? current.sample(at: elapsedSeconds) : nil
    }

    // MARK: - Performing

    /// Keeps the vendor its `spring` and `fling` tokens come from.
    public func setActiveTokenVendor(_ vendor: ActiveTokenVendor) {
        self.vendor = vendor
    }

    /// Starts the spring or fling from the property's current value, or
    /// stops motions where they are drawn for a ``Halt``.
    public func addPlan(_ plan: any Plan) {
        if let halt = plan.exactly(Halt.self) {
            if halt.properties.contains(.position) { self.halt() }
            haltTransform(halt.properties)
            return
        }
        start(plan, named: nil)
    }

    /// Starts the spring or fling and remembers `name` for ``removePlan(named:)``.
    public func addPlan(_ plan: any NamedPlan, named name: String) {
        start(plan, named: name)
    }

    /// Stops the motion `name` started where it is on screen; otherwise does nothing.
    public func removePlan(named name: String) {
        removeTransformPlan(named: name)
        guard isMoving, motionName == name else { return }
        // Remembered for a plan that replaces this one by name in the same call.
        let velocity = currentSample?.velocity
        stopWhereDrawn()
        velocityAtStop = velocity
    }

    /// Advances the motions by one frame; see the type's contract.
    public func update(millisecondsSinceLastUpdate milliseconds: Double) -> ActivityState {
        if hasTransformWork {
            let transformMoves = updateTransform(milliseconds)
            let positionMoves = updatePosition(milliseconds) == .active
            return transformMoves || positionMoves ? .active : .atRest
        }
        return updatePosition(milliseconds)
    }

    @inline(__always)
    private func updatePosition(_ milliseconds: Double) -> ActivityState {
        guard isMoving else {
            // The first frame after a stop: a plan can no longer be its replacement.
            velocityAtStop = nil
            return .atRest
        }
        // Converting the frame time (not the sum) keeps the division off the
        // chain of loads that leads to this target's exp, sin and cos.
        elapsedSeconds += milliseconds / 1000
        let sample = current.sample(at: elapsedSeconds)
        if current.isAtRest(sample) {
            settle()
            return .atRest
        }
        target.position = sample.position
        target.motionDidChange(state(of: sample))
        return .active
    }

    // MARK: - Starting, settling

    private func start(_ plan: any Plan, named name: String?) {
        let from = target.position
        let trajectory: Trajectory
        // By exact type (a plan type here is a struct: no subtype could match `as?`).
        if let fling = plan.exactly(Fling.self) {
            trajectory = .fling(
                from: from, velocity: fling.velocity, friction: fling.friction,
                bounds: fling.bounds, spring: fling.spring)
        } else if let spring = plan.exactly(Spring.self) {
            let velocity = spring.initialVelocity ?? currentSample?.velocity ?? velocityAtStop ?? .zero
            trajectory = .spring(from: from, velocity: velocity, to: spring.destination, parameters: spring.parameters)
        } else if let spring = plan.exactly(ScaleSpring.self) {
            startTransform(.scale, to: spring.destination, velocity: spring.initialVelocity, parameters: spring.parameters, named: name)
            return
        } else if let spring = plan.exactly(RotationSpring.self) {
            startTransform(.rotation, to: spring.destination, velocity: spring.initialVelocity, parameters: spring.parameters, named: name)
            return
        } else {
            preconditionFailure("AnimationPerformer: unexpected plan \(type(of: plan)); only Spring, Fling, ScaleSpring, RotationSpring and Halt name this performer.")
        }
        current = trajectory
        isMoving = true
        motionName = name
        elapsedSeconds = 0
        velocityAtStop = nil
        let sample = trajectory.sample(at: 0)
        if trajectory.isAtRest(sample) {
            settle()
            return
        }
        if tokenKind != trajectory.kind {
            let previous = token
            token = vendor?.activeStateWillStart(trajectory.kind.rawValue)
            tokenKind = trajectory.kind
            previous?.didEnd()
        }
        target.position = sample.position
        target.motionDidChange(state(of: sample))
    }

    /// A ``Halt``: stops whatever moves, named or not, with no velocity to carry on.
    private func halt() {
        velocityAtStop = nil
        guard isMoving else { return }
        stopWhereDrawn()
    }

    /// Stops at the position last written to the target (what is on screen),
    /// reports rest, ends the token.
    private func stopWhereDrawn() {
        isMoving = false
        motionName = nil
        let position = target.position
        restPosition = position
        target.motionDidChange(.atRest(at: position))
        endToken()
    }

    /// Snaps exactly to the rest position, reports rest, ends the token.
    private func settle() {
        let rest = current.projectedRestPosition
        isMoving = false
        motionName = nil
        target.position = rest
        restPosition = rest
        target.motionDidChange(.atRest(at: rest))
        endToken()
    }

    private func endToken() {
        let ending = token
        token = nil
        tokenKind = nil
        ending?.didEnd()
    }

    @inline(__always)
    private func state(of sample: Trajectory.Sample) -> MotionState {
        MotionState(
            phase: current.kind == .spring ? .springing : .flinging,
            velocity: sample.velocity,
            projectedRestPosition: current.projectedRestPosition
        )
    }
}
