import Motion

/// The gesture performer: one per target, it fulfils ``Draggable``,
/// ``Pinchable`` and ``Rotatable`` together, so a pan, a pinch and a
/// rotation of the same fingers compose without fighting.
///
/// This is the seed's "one executor per type of Intention": with one
/// performer per plan, the drag and the pinch would each move the position
/// their own way and one would lose every frame. Here one performer keeps one
/// reference for all three: where the target was (position, scale, rotation),
/// the fingers' centroid then (the anchor) and what the recognizer said at
/// that moment. Each change applies the recognizer's transform since then,
/// about the centroid, limited to the parts whose plans are present:
///
///     position = anchor' + ratio · R(turn) · (position then − anchor)
///
/// where anchor' is the anchor moved by the translation since with
/// ``Draggable`` (and the anchor itself without it), ratio the scale's change
/// with ``Pinchable`` (1 without) and turn the rotation's with ``Rotatable``
/// (0 without). With all three, every point under a finger stays under it;
/// with ``Draggable`` alone the target moves exactly as the centroid.
///
/// ## Contract, per recognizer it follows
/// - A press (``GestureRecognizer/State-swift.enum/pressed``) on a target
///   that a ``Draggable`` holds: emits a ``Halt``, so whatever moves the
///   target (a spring or a fling, added under a name or not, by a
///   ``Tossable`` or by your own code) stops where it is drawn and its token
///   ends at once, before the pointer crosses the slop. A click on a moving
///   target catches it too. With nothing moving, the halt leaves the runtime
///   idle.
/// - The gesture begins (``GestureRecognizer/State-swift.enum/began``): for
///   each part that is active it requests a token (`drag` while the gesture
///   is under way; `pinch` and `rotate` while two fingers drive it), then
///   emits a ``Halt`` again, so nothing added since the press fights the
///   fingers (after the tokens, so a halt that stops a motion does not flip
///   the runtime idle between that motion's token and the drag's). It then
///   takes the target where it is drawn and applies the whole transform
///   since the first touch: the target catches up with the fingers by the
///   slop at once.
/// - Each change applies the transform. When a part starts or stops (a
///   second finger comes or goes, a plan is added or removed, even
///   mid-gesture), its token opens or ends, a starting part halts the
///   animation of its property, and the reference is taken again where the
///   target is, so nothing jumps and the other parts carry on.
/// - When the pinch part stops (a finger lifts, the gesture ends or is
///   cancelled, its plan is removed) with the scale beyond the
///   ``Pinchable/scaleRange``, it emits a ``ScaleSpring`` back to the limit
///   with the scale's release velocity (zero if cancelled), before ending
///   the `pinch` token. The rotation stays where it was left.
/// - The gesture ends or is cancelled: the tokens end and the target
///   reports ``MotionState/Phase-swift.enum/atRest``.
/// - A plan that arrives mid-gesture joins it without a jump; removing the
///   last plan for a recognizer stops following it.
///
/// ``Pinchable`` and ``Rotatable`` need a ``Transformable`` target. The
/// recognizer holds only a weak reference to the performer (in its observer
/// closure), and the performer removes its observers when released, so
/// `MotionRuntime.removeTarget(_:)` frees it.
///
/// ```swift
/// runtime.addPlan(Draggable(box.recognizer), to: box)
/// runtime.addPlan(Pinchable(box.recognizer), named: "name1", to: box)
/// runtime.addPlan(Rotatable(box.recognizer), named: "name2", to: box)   // still one DragPerformer
/// runtime.removePlan(named: "name2", from: box)                        // pans and pinches, no longer turns
/// ```
public final class DragPerformer: NamedPlanPerforming, ContinuousPerforming, ComposablePerforming, MotionStateReporting {
    let target: any Positionable
    /// The target as ``Transformable``, if it is one.
    let transformable: (any Transformable)?
    var vendor: ActiveTokenVendor?
    var emitter: PlanEmitter<any Positionable>?
    var entries: [_GestureEntry] = []
    /// What it last told its target, kept for ``motionState``.
    var reported = MotionState.atRest

    /// Its motion as named values: phase, velocity and position, the gestures
    /// moving the target now, and its scale and rotation when it has them.
    /// Everything reported is the target's own state (a box records it every frame).
    public var reportsTargetStateOnly: Bool { true }

    public var motionState: [MotionStateValue] {
        let active = _GestureParts.each.filter { part in entries.contains { $0.active.contains(part) } }
        // At rest, velocity and rest position say nothing the target's own position does not.
        var values = active.isEmpty ? [.text("phase", MotionState.Phase.atRest.rawValue)] : reported.reportedValues
        if !active.isEmpty { values.append(.text("gestures", active.map(\.label).joined(separator: ", "))) }
        if let transformable {
            values.append(.number("scale", transformable.scale, unit: "×"))
            values.append(.number("rotation", transformable.rotation * 180 / .pi, unit: "°"))
        }
        return values
    }

    /// Tells the target about its motion, and keeps it for ``motionState``.
    func report(_ state: MotionState) {
        reported = state
        target.motionDidChange(state)
    }

    /// Created by the runtime for `target`.
    public init(target: any Positionable) {
        self.target = target
        transformable = target as? any Transformable
    }

    deinit {
        for entry in entries {
            entry.recognizer.removeObserver(entry.observation)
        }
    }

    /// Whether a gesture is moving the target now.
    public var isDragging: Bool { entries.contains { !$0.active.isEmpty } }

    // MARK: - Performing

    /// Keeps the vendor its `drag`, `pinch` and `rotate` tokens come from.
    public func setActiveTokenVendor(_ vendor: ActiveTokenVendor) {
        self.vendor = vendor
    }

    /// Keeps the emitter it halts animations and springs the scale back through.
    public func setPlanEmitter(_ emitter: PlanEmitter<any Positionable>) {
        self.emitter = emitter
    }

    /// Follows the plan's part of its recognizer's gestures for as long as the target lives.
    public func addPlan(_ plan: any Plan) {
        hold(plan, name: nil)
    }

    /// Follows the plan's part of its recognizer's gestures until `name` is removed.
    public func addPlan(_ plan: any NamedPlan, named name: String) {
        hold(plan, name: name)
    }

    /// Stops the part `name` holds (only that part, even mid-gesture), and
    /// the recognizer once no plan holds any part of it.
    public func removePlan(named name: String) {
        guard let index = entries.firstIndex(where: { $0.holds(name) }) else { return }
        entries[index].release(name)
        guard entries[index].isHeld else {
            stopFollowing(index)
            return
        }
        refresh(index, beginning: false)
    }

    // MARK: - Plans

    private func hold(_ plan: any Plan, name: String?) {
        let recognizer: GestureRecognizer, part: _GestureParts
        switch plan {
        case let draggable as Draggable: (recognizer, part) = (draggable.recognizer, .drag)
        case let pinchable as Pinchable: (recognizer, part) = (pinchable.recognizer, .pinch)
        case let rotatable as Rotatable: (recognizer, part) = (rotatable.recognizer, .rotate)
        default: preconditionFailure("DragPerformer: unexpected plan \(type(of: plan)); only Draggable, Pinchable and Rotatable name it.")
        }
        precondition(
            part == .drag || transformable != nil,
            "DragPerformer: \(part == .pinch ? "Pinchable" : "Rotatable") needs a Transformable target, and \(type(of: target)) is not.")
        let index = observe(recognizer)
        entries[index].hold(part, name: name)
        if let pinchable = plan as? Pinchable {
            entries[index].band = _ScaleRubberBand(range: pinchable.scaleRange)
            entries[index].spring = pinchable.spring
        }
        // Joining a gesture under way: from where the target is now, no jump.
        refresh(index, beginning: false)
    }

    /// The index of `recognizer`'s entry, observing it first if needed.
    private func observe(_ recognizer: GestureRecognizer) -> Int {
        if let index = entries.firstIndex(where: { $0.recognizer === recognizer }) {
            return index
        }
        let observation = recognizer.addObserver { [weak self] recognizer in
            self?.recognizerDidChange(recognizer)
        }
        entries.append(_GestureEntry(recognizer: recognizer, observation: observation))
        return entries.count - 1
    }

    private func stopFollowing(_ index: Int) {
        let entry = entries[index]
        entry.recognizer.removeObserver(entry.observation)
        change(index, to: [], beginning: false)
        entries.remove(at: index)
    }

    private func recognizerDidChange(_ recognizer: GestureRecognizer) {
        guard let index = entries.firstIndex(where: { $0.recognizer === recognizer }) else { return }
        switch recognizer.state {
        case .pressed:
            // A press catches whatever moves the target, named or not.
            if entries[index].held.contains(.drag) { emitter?.emitPlan(Halt()) }
        case .began:
            refresh(index, beginning: true)
        case .changed:
            refresh(index, beginning: false)
        case .ended, .cancelled:
            apply(index)  // the last finger's last move
            change(index, to: [], beginning: false)
        case .possible, .failed:
            break
        }
    }
}
