import Motion

/// A benchmark target: one number a performer moves.
final class Particle {
    var x = 0.0
}

/// Asks a `DriftPerformer` to keep moving its particle.
struct Drift: Plan {
    typealias Performer = DriftPerformer
}

/// A manually executing performer whose update is as cheap as an update can be.
final class DriftPerformer: ManuallyExecutingPerformer {
    let target: Particle
    init(target: Particle) { self.target = target }
    func addPlan(_ plan: any Plan) {}
    func update(millisecondsSinceLastUpdate milliseconds: Double) -> ActivityState {
        target.x += milliseconds * 0.001
        return .active
    }
}

/// Holds one performer in a `let`, so a call through a borrowed holder borrows the performer too.
final class PerformerHolder {
    let performer: any ManuallyExecutingPerformer
    init(_ performer: any ManuallyExecutingPerformer) { self.performer = performer }
}

/// A plain plan for measuring how fast plans are added.
struct Nudge: Plan {
    typealias Performer = NudgePerformer
    var amount: Double
}

final class NudgePerformer: Performing {
    let target: Particle
    init(target: Particle) { self.target = target }
    func addPlan(_ plan: any Plan) {
        if let nudge = plan as? Nudge { target.x += nudge.amount }
    }
}

/// 10,000 particles, each with an active `DriftPerformer` in a runtime, plus
/// the same performer objects in a plain array for the baseline.
final class DriftScene {
    let runtime = MotionRuntime()
    let particles: [Particle]
    private(set) var performers: [DriftPerformer] = []

    init(count: Int) {
        particles = (0..<count).map { _ in Particle() }
        let collector = EventTracer { [unowned self] event in
            if case let .didCreatePerformer(performer, _) = event, let drift = performer as? DriftPerformer {
                self.performers.append(drift)
            }
        }
        runtime.addTracer(collector)
        for particle in particles {
            runtime.addPlan(Drift(), to: particle)
        }
        runtime.removeTracer(collector)
    }

    var checksum: Double { particles.reduce(0) { $0 + $1.x } }
}
