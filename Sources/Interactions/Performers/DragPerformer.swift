import Motion

/// Moves its target with the drags of one or more gesture recognizers,
/// holding an active token for each drag under way.
///
/// ## Contract
/// - On ``DragGestureRecognizer/State-swift.enum/pressed`` it remembers the
///   target's position: the translation is measured from the press, so the
///   point that was grabbed stays under the pointer once the drag begins.
/// - On ``DragGestureRecognizer/State-swift.enum/began`` it requests a token
///   labelled `drag`, sets the position to the remembered one plus the
///   translation (catching up with the pointer by the slop) and reports
///   ``MotionState/Phase-swift.enum/dragging``.
/// - On each ``DragGestureRecognizer/State-swift.enum/changed`` (and at
///   ``DragGestureRecognizer/State-swift.enum/ended``) it sets the position
///   to the remembered one plus the translation, then reports the motion
///   with the recognizer's current velocity.
/// - On ``DragGestureRecognizer/State-swift.enum/ended`` or
///   ``DragGestureRecognizer/State-swift.enum/cancelled`` it reports
///   ``MotionState/Phase-swift.enum/atRest`` and always ends the token.
/// - A plan that arrives mid-drag (or mid-press) joins it without a jump:
///   the start is taken as the current position minus the current translation.
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
public final class DragPerformer: NamedPlanPerforming, ContinuousPerforming {
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
        // Joining a press or a drag under way: measured from here, no jump.
        observed[index].startPosition = target.position - recognizer.translation
        if recognizer.isDragging { begin(index) }
        return index
    }

    private func recognizerDidChange(_ recognizer: DragGestureRecognizer) {
        guard let index = observed.firstIndex(where: { $0.recognizer === recognizer }) else { return }
        switch recognizer.state {
        case .pressed:
            observed[index].startPosition = target.position
        case .began:
            begin(index)
            move(index, with: recognizer)
        case .changed:
            if observed[index].token == nil { begin(index) }
            move(index, with: recognizer)
        case .ended:
            if observed[index].token != nil { move(index, with: recognizer) }
            end(index)
        case .cancelled:
            end(index)
        case .possible, .failed:
            break
        }
    }

    private func begin(_ index: Int) {
        if observed[index].token == nil {
            observed[index].token = vendor?.activeStateWillStart("drag")
        }
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
