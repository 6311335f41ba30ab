import Motion

/// Moves its target with the drags of one or more gesture recognizers,
/// holding an active token for each drag under way.
///
/// ## Contract
/// - On ``DragGestureRecognizer/State-swift.enum/began`` it requests a token
///   labelled `drag`, then emits a ``Halt``, which stops every ``Spring`` and
///   ``Fling`` on the target where it is drawn, named or not, so no animation
///   fights the drag for the position. It remembers the target's position
///   and sets it to that plus the translation, which is measured from the
///   press: the target catches up with the pointer by the slop at once, and
///   the point that was grabbed stays under the pointer. It reports
///   ``MotionState/Phase-swift.enum/dragging``.
///
///   The halt comes after the token on purpose: the runtime counts the
///   animation performer active from the moment a plan reaches it until its
///   next frame, and with the token already held that costs no flip of the
///   runtime's activity (a halt at the press, with nothing else running,
///   would flip it active and idle again around every click).
/// - On each ``DragGestureRecognizer/State-swift.enum/changed`` (and at
///   ``DragGestureRecognizer/State-swift.enum/ended``) it sets the position
///   to the remembered one plus the translation, then reports the motion
///   with the recognizer's current velocity.
/// - On ``DragGestureRecognizer/State-swift.enum/ended`` or
///   ``DragGestureRecognizer/State-swift.enum/cancelled`` it reports
///   ``MotionState/Phase-swift.enum/atRest`` and always ends the token.
/// - A plan that arrives mid-drag joins it without a jump: the start is
///   taken as the current position minus the current translation.
/// - Removing its last plan for a recognizer by name stops observing it and
///   ends that drag's token. Adding the same recognizer again is ignored.
///
/// The recognizer holds only a weak reference to the performer (in its
/// observer closure), and the performer removes its observers when
/// released, so ``MotionRuntime/removeTarget(_:)`` frees it.
///
/// ```swift
/// runtime.addPlan(Draggable(drag), named: "drag", to: box)
/// runtime.removePlan(named: "drag", from: box)   // no longer draggable
/// ```
public final class DragPerformer: NamedPlanPerforming, ContinuousPerforming, ComposablePerforming {
    /// One observed recognizer: who holds plans for it, and its drag, if any.
    private struct Observed {
        let recognizer: DragGestureRecognizer
        let observation: GestureObservation
        var hasUnnamedPlan = false
        var names: Set<String> = []
        var token: ActiveToken?
        var startPosition = Point.zero
    }

    private let target: any Positionable
    private var vendor: ActiveTokenVendor?
    private var emitter: PlanEmitter<any Positionable>?
    private var observed: [Observed] = []

    /// Created by the runtime for `target`.
    public init(target: any Positionable) {
        self.target = target
    }

    deinit {
        for entry in observed {
            entry.recognizer.removeObserver(entry.observation)
        }
    }

    /// Whether a drag is moving the target now.
    public var isDragging: Bool { observed.contains { $0.token != nil } }

    // MARK: - Performing

    /// Keeps the vendor its `drag` tokens come from.
    public func setActiveTokenVendor(_ vendor: ActiveTokenVendor) {
        self.vendor = vendor
    }

    /// Keeps the emitter it halts the target's animations through.
    public func setPlanEmitter(_ emitter: PlanEmitter<any Positionable>) {
        self.emitter = emitter
    }

    /// Follows the plan's recognizer for as long as the target lives.
    public func addPlan(_ plan: any Plan) {
        let index = observe((plan as! Draggable).recognizer)
        observed[index].hasUnnamedPlan = true
    }

    /// Follows the plan's recognizer until `name` is removed.
    public func addPlan(_ plan: any NamedPlan, named name: String) {
        let index = observe((plan as! Draggable).recognizer)
        observed[index].names.insert(name)
    }

    /// Stops following a recognizer once no plan holds it, ending its drag's token.
    public func removePlan(named name: String) {
        guard let index = observed.firstIndex(where: { $0.names.contains(name) }) else { return }
        observed[index].names.remove(name)
        guard observed[index].names.isEmpty, !observed[index].hasUnnamedPlan else { return }
        let entry = observed.remove(at: index)
        entry.recognizer.removeObserver(entry.observation)
        if entry.token != nil {
            target.motionDidChange(.atRest(at: target.position))
            entry.token?.didEnd()
        }
    }

    // MARK: - Following the gesture

    /// The index of `recognizer`'s entry, observing it first if needed.
    private func observe(_ recognizer: DragGestureRecognizer) -> Int {
        if let index = observed.firstIndex(where: { $0.recognizer === recognizer }) {
            return index
        }
        let observation = recognizer.addObserver { [weak self] recognizer in
            self?.recognizerDidChange(recognizer)
        }
        observed.append(Observed(recognizer: recognizer, observation: observation))
        let index = observed.count - 1
        // Joining a drag under way: from where the target is now, no jump.
        if recognizer.isDragging { begin(index, translation: recognizer.translation) }
        return index
    }

    private func recognizerDidChange(_ recognizer: DragGestureRecognizer) {
        guard let index = observed.firstIndex(where: { $0.recognizer === recognizer }) else { return }
        switch recognizer.state {
        case .began:
            // The translation counts from the press: applied whole, at once.
            begin(index, translation: .zero)
            move(index, with: recognizer)
        case .changed:
            if observed[index].token == nil { begin(index, translation: recognizer.translation) }
            move(index, with: recognizer)
        case .ended:
            if observed[index].token != nil { move(index, with: recognizer) }
            end(index)
        case .cancelled:
            end(index)
        case .possible, .pressed, .failed:
            break
        }
    }

    /// Opens the token, halts animations, then takes the start from where
    /// the target is drawn, `translation` ago.
    private func begin(_ index: Int, translation: Point) {
        if observed[index].token == nil {
            observed[index].token = vendor?.activeStateWillStart("drag")
        }
        emitter?.emitPlan(Halt())
        observed[index].startPosition = target.position - translation
        target.motionDidChange(MotionState(phase: .dragging, velocity: .zero, projectedRestPosition: target.position))
    }

    private func move(_ index: Int, with recognizer: DragGestureRecognizer) {
        target.position = observed[index].startPosition + recognizer.translation
        target.motionDidChange(MotionState(phase: .dragging, velocity: recognizer.velocity, projectedRestPosition: target.position))
    }

    private func end(_ index: Int) {
        guard let token = observed[index].token else { return }
        observed[index].token = nil
        target.motionDidChange(.atRest(at: target.position))
        token.didEnd()
    }
}
