import Motion

// MARK: - Targets and the shared journal

/// An ordered record of what happened, shared by performers and tracers so a
/// test can check the order of events across both.
final class Journal {
    var entries: [String] = []
    func write(_ entry: String) { entries.append(entry) }
}

/// A target with a readable name and a journal its performers write to.
final class Thing: CustomStringConvertible {
    let name: String
    let journal: Journal
    init(_ name: String, journal: Journal = Journal()) {
        self.name = name
        self.journal = journal
    }
    var description: String { name }
}

// MARK: - A plan that refers to an object

/// An object a plan can refer to.
final class Payload {
    var value: Int
    init(value: Int) { self.value = value }
}

/// A plan holding a reference; fulfilled by `CarryingPerformer`.
struct Carrying: Plan, CustomStringConvertible {
    typealias Performer = CarryingPerformer
    var text: String
    var payload: Payload
    var description: String { "Carrying(\(text))" }
}

/// Keeps every plan it receives, so a test can look at the copies and then let them go.
final class CarryingPerformer: Performing {
    var received: [Carrying] = []
    init(target: Thing) {}
    func addPlan(_ plan: any Plan) { received.append(plan as! Carrying) }
}

// MARK: - Plain and named recording performers

/// A plan carrying some text; fulfilled by `RecordingPerformer`.
struct Note: Plan, CustomStringConvertible {
    typealias Performer = RecordingPerformer
    var text: String
    var description: String { "Note(\(text))" }
}

/// Records every plan it receives, in order.
final class RecordingPerformer: Performing {
    let target: Thing
    var received: [String] = []
    init(target: Thing) { self.target = target }
    func addPlan(_ plan: any Plan) {
        received.append("\(plan)")
        target.journal.write("RecordingPerformer.addPlan \(plan)")
    }
}

/// A plan that may be named; fulfilled by `NamedRecordingPerformer`.
struct Tag: NamedPlan, CustomStringConvertible {
    typealias Performer = NamedRecordingPerformer
    var text: String
    var description: String { "Tag(\(text))" }
}

/// Another nameable plan whose performer is a different type on the same target.
struct OtherTag: NamedPlan, CustomStringConvertible {
    typealias Performer = OtherNamedPerformer
    var text: String
    var description: String { "OtherTag(\(text))" }
}

/// Records plain adds, named adds and removals separately.
class NamedRecordingPerformer: NamedPlanPerforming {
    let target: Thing
    var plain: [String] = []
    var named: [String: String] = [:]
    required init(target: Thing) { self.target = target }
    var kind: String { "NamedRecordingPerformer" }
    func addPlan(_ plan: any Plan) {
        plain.append("\(plan)")
        target.journal.write("\(kind).addPlan \(plan)")
    }
    func addPlan(_ plan: any NamedPlan, named name: String) {
        named[name] = "\(plan)"
        target.journal.write("\(kind).addPlan \(plan) named \(name)")
    }
    func removePlan(named name: String) {
        named[name] = nil
        target.journal.write("\(kind).removePlan named \(name)")
    }
}

final class OtherNamedPerformer: NamedRecordingPerformer {
    override var kind: String { "OtherNamedPerformer" }
}

// MARK: - Manually executing performers

/// Comes to rest on its very first update.
struct InstantlyInactive: Plan {
    typealias Performer = InstantlyInactivePerformer
}

final class InstantlyInactivePerformer: ManuallyExecutingPerformer {
    let target: Thing
    var updates: [Double] = []
    init(target: Thing) { self.target = target }
    func addPlan(_ plan: any Plan) {}
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        updates.append(ms)
        target.journal.write("InstantlyInactive.update \(target) \(ms)")
        return .atRest
    }
}

/// Never comes to rest.
struct ForeverActive: Plan {
    typealias Performer = ForeverActivePerformer
}

final class ForeverActivePerformer: ManuallyExecutingPerformer {
    let target: Thing
    var updates: [Double] = []
    init(target: Thing) { self.target = target }
    func addPlan(_ plan: any Plan) {}
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        updates.append(ms)
        target.journal.write("ForeverActive.update \(target)")
        return .active
    }
}

/// Stays active for a given number of updates, counted from its latest plan.
struct ActiveFor: Plan {
    typealias Performer = ActiveForPerformer
    var updates: Int
}

final class ActiveForPerformer: ManuallyExecutingPerformer {
    var remaining = 0
    var updates: [Double] = []
    init(target: Thing) {}
    func addPlan(_ plan: any Plan) { remaining = (plan as! ActiveFor).updates }
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        updates.append(ms)
        remaining -= 1
        return remaining > 0 ? .active : .atRest
    }
}

/// Works for a number of updates from its latest plan, and says so between
/// frames (`activityState`): a plan of 0 updates, or removing its name,
/// leaves it with nothing to do at once.
struct Quiet: NamedPlan {
    typealias Performer = QuietPerformer
    var updates: Int
}

final class QuietPerformer: NamedPlanPerforming, ManuallyExecutingPerformer {
    var remaining = 0
    var updates: [Double] = []
    init(target: Thing) {}
    func addPlan(_ plan: any Plan) { remaining = (plan as! Quiet).updates }
    func addPlan(_ plan: any NamedPlan, named name: String) { remaining = (plan as! Quiet).updates }
    func removePlan(named name: String) { remaining = 0 }
    var activityState: ActivityState { remaining > 0 ? .active : .atRest }
    func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
        updates.append(ms)
        remaining = max(remaining - 1, 0)
        return remaining > 0 ? .active : .atRest
    }
}

// MARK: - A continuous performer

/// Asks its performer to open or close a gesture token.
struct Gesture: Plan, CustomStringConvertible {
    typealias Performer = GesturePerformer
    enum Phase { case began, ended }
    var phase: Phase
    var description: String { "Gesture(\(phase))" }
}

/// Holds one token per began gesture; ends the oldest on each ended gesture.
final class GesturePerformer: ContinuousPerforming {
    var vendor: ActiveTokenVendor?
    var tokens: [ActiveToken] = []
    init(target: Thing) {}
    func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
    func addPlan(_ plan: any Plan) {
        switch (plan as! Gesture).phase {
        case .began: tokens.append(vendor!.activeStateWillStart("gesture"))
        case .ended: if !tokens.isEmpty { tokens.removeFirst().didEnd() }
        }
    }
}

// MARK: - A composable performer

/// Asks its performer to emit notes, plain and named, to its own target.
struct Compose: Plan {
    typealias Performer = ComposingPerformer
    var notes: [String]
    var tagNamed: String?
}

final class ComposingPerformer: ComposablePerforming {
    let target: Thing
    var emitter: PlanEmitter<Thing>?
    init(target: Thing) { self.target = target }
    func setPlanEmitter(_ emitter: PlanEmitter<Thing>) { self.emitter = emitter }
    func addPlan(_ plan: any Plan) {
        let compose = plan as! Compose
        for note in compose.notes {
            target.journal.write("emit \(note)")
            emitter!.emitPlan(Note(text: note))
            target.journal.write("emitted \(note)")
        }
        if let name = compose.tagNamed {
            emitter!.emitPlan(Tag(text: "composed"), named: name)
        }
    }
}

// MARK: - Tracers

/// Records every event as a line, and optionally into a shared journal.
final class RecordingTracer: Tracing {
    var events: [String] = []
    let journal: Journal?
    init(journal: Journal? = nil) { self.journal = journal }

    private func record(_ event: RuntimeEvent) {
        events.append(event.description)
        journal?.write("tracer \(event.description)")
    }
    func didAddPlan(_ plan: any Plan, to target: AnyObject) { record(.didAddPlan(plan, target: target)) }
    func didAddPlan(_ plan: any NamedPlan, named name: String, to target: AnyObject) {
        record(.didAddNamedPlan(plan, name: name, target: target))
    }
    func didRemovePlanNamed(_ name: String, from target: AnyObject) { record(.didRemovePlanNamed(name, target: target)) }
    func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        record(.didCreatePerformer(performer, target: target))
    }
    func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        record(.didStartToken(token, performer: performer, target: target))
    }
    func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        record(.didEndToken(token, performer: performer, target: target))
    }
    func runtimeActivityDidChange(isActive: Bool) { record(.runtimeActivityDidChange(isActive: isActive)) }
    func didRemoveTarget(_ target: AnyObject) { record(.didRemoveTarget(target)) }
}

/// Records each activity flip it hears, and may react to it by calling the runtime.
final class ActivityRecordingTracer: Tracing {
    var heard: [Bool] = []
    var react: ((Bool) -> Void)?
    func runtimeActivityDidChange(isActive: Bool) {
        heard.append(isActive)
        react?(isActive)
    }
}

/// Captures the performers the runtime creates, so tests can reach them.
final class PerformerCollector: Tracing {
    var performers: [(performer: any Performing, target: String)] = []
    func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        performers.append((performer, "\(target)"))
    }
    func only<P: Performing>(_ type: P.Type, on target: String) -> P? {
        let matches = performers.filter { $0.target == target }.compactMap { $0.performer as? P }
        return matches.count == 1 ? matches[0] : nil
    }
}
