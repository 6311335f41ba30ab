import Motion

/// Fulfils ``Tossable`` by composing other plans: it emits a ``Draggable``
/// and, on each release, a ``Fling`` or ``Spring`` under the plan's
/// ``Tossable/motionName``.
///
/// ## Contract, per gesture of a recognizer
/// 1. ``GestureRecognizer/State-swift.enum/pressed``: removes the plan
///    named `motionName` from the target. The ``Draggable``'s performer,
///    which hears the press first, has already stopped whatever moved the
///    target where it is on screen, under any name or none (see ``Halt``), so
///    the animation's token ended at once.
/// 2. ``GestureRecognizer/State-swift.enum/began``: requests a token
///    labelled `toss`, held until the release is handed over. (The
///    ``DragPerformer`` moves the target and holds its own `drag` token.)
/// 3. ``GestureRecognizer/State-swift.enum/ended``,
///    ``GestureRecognizer/State-swift.enum/cancelled`` or
///    ``GestureRecognizer/State-swift.enum/failed``: emits the settling
///    plan (see ``Tossable``), then ends the `toss` token. Because the
///    `Draggable` is emitted before this performer observes the recognizer,
///    the drag has already ended and reported when the settling plan starts,
///    and the settling plan's token opens before the `toss` token closes: the
///    runtime does not flicker idle between drag and throw, and the target's
///    last reported motion is the throw's.
///
/// Adding another `Tossable` with the same recognizer only updates its
/// settings. The recognizer holds the performer weakly; observers are
/// removed when the performer is released.
public final class TossablePerformer: ComposablePerforming, ContinuousPerforming, MotionStateReporting {
    private struct Entry {
        let recognizer: GestureRecognizer
        let observation: GestureObservation
        var plan: Tossable
        var token: ActiveToken?
    }

    private let target: any Positionable
    private var emitter: PlanEmitter<any Positionable>?
    private var vendor: ActiveTokenVendor?
    private var entries: [Entry] = []

    /// Created by the runtime for `target`.
    public init(target: any Positionable) {
        self.target = target
    }

    /// Its state as named values: whether a throw is under way, how the
    /// target settles, and the spring and friction it settles with.
    /// Everything reported is the target's own state (a box records it every frame).
    public var reportsTargetStateOnly: Bool { true }

    public var motionState: [MotionStateValue] {
        guard let plan = entries.last?.plan else { return [.text("phase", "no plan")] }
        let settling =
            switch plan.settling {
            case .free: "free"
            case .region: "in its region"
            case let .anchors(anchors): "on \(anchors.count) anchors"
            }
        return [
            .text("phase", entries.contains { $0.token != nil } ? "tossing" : "waiting"),
            .text("settles", settling),
            .text("spring", "k \(_formatted(plan.spring.stiffness)) c \(_formatted(plan.spring.damping)) m \(_formatted(plan.spring.mass))"),
            .number("friction", plan.friction.rate, unit: "/s"),
        ]
    }

    deinit {
        for entry in entries {
            entry.recognizer.removeObserver(entry.observation)
        }
    }

    // MARK: - Performing

    /// Keeps the emitter it adds ``Draggable``, ``Fling`` and ``Spring`` plans through.
    public func setPlanEmitter(_ emitter: PlanEmitter<any Positionable>) {
        self.emitter = emitter
    }

    /// Keeps the vendor its `toss` tokens come from.
    public func setActiveTokenVendor(_ vendor: ActiveTokenVendor) {
        self.vendor = vendor
    }

    /// Observes the plan's recognizer (emitting its ``Draggable`` first), or updates its settings.
    public func addPlan(_ plan: any Plan) {
        let toss = plan as! Tossable
        if let index = entries.firstIndex(where: { $0.recognizer === toss.recognizer }) {
            entries[index].plan = toss
            return
        }
        // Emit first, so the drag performer observes the recognizer before us.
        emitter?.emitPlan(Draggable(toss.recognizer))
        let observation = toss.recognizer.addObserver { [weak self] recognizer in
            self?.recognizerDidChange(recognizer)
        }
        entries.append(Entry(recognizer: toss.recognizer, observation: observation, plan: toss))
    }

    // MARK: - Gestures

    private func recognizerDidChange(_ recognizer: GestureRecognizer) {
        guard let index = entries.firstIndex(where: { $0.recognizer === recognizer }) else { return }
        switch recognizer.state {
        case .pressed:
            emitter?.removePlan(named: entries[index].plan.motionName)
        case .began:
            if entries[index].token == nil {
                entries[index].token = vendor?.activeStateWillStart("toss")
            }
        case .ended:
            settle(index, velocity: recognizer.velocity)
        case .cancelled, .failed:
            settle(index, velocity: .zero)
        case .possible, .changed:
            break
        }
    }

    /// Emits the plan that settles the target, then ends the `toss` token.
    private func settle(_ index: Int, velocity: Point) {
        let plan = entries[index].plan
        let position = target.position
        switch plan.settling {
        case .free, .anchors([]):
            if velocity != .zero {
                emitter?.emitPlan(Fling(velocity: velocity, friction: plan.friction, spring: plan.spring), named: plan.motionName)
            }
        case let .region(region):
            if velocity != .zero || !region.contains(position) {
                emitter?.emitPlan(
                    Fling(velocity: velocity, friction: plan.friction, bounds: region, spring: plan.spring),
                    named: plan.motionName
                )
            }
        case let .anchors(anchors):
            let projected = position + plan.friction.projectedDistance(forVelocity: velocity)
            let anchor = Self.nearest(to: projected, among: anchors)
            emitter?.emitPlan(Spring(to: anchor, initialVelocity: velocity, parameters: plan.spring), named: plan.motionName)
        }
        entries[index].token?.didEnd()
        entries[index].token = nil
    }

    /// The anchor nearest to `point`; the first of equals. `anchors` is not empty.
    static func nearest(to point: Point, among anchors: [Point]) -> Point {
        var best = anchors[0]
        var bestDistance = best.distance(to: point)
        for anchor in anchors.dropFirst() {
            let distance = anchor.distance(to: point)
            if distance < bestDistance {
                best = anchor
                bestDistance = distance
            }
        }
        return best
    }
}
