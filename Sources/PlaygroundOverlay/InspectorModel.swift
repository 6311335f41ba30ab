import Motion
import MotionTracing
import PlaygroundKit
import TraceKit

/// What the runtime has done to each target, rebuilt from tracing events
/// alone: its plans, its performers, and its open tokens with when they opened.
///
/// The model is a `Tracing` conformer: add it to a runtime and it
/// turns every callback into a `RuntimeTraceEvent` (names
/// only) and records it, stamped with ``clock``. It never looks into a
/// performer, so it shows exactly what tracing tells, which is what a
/// person debugging a performer needs to trust. Targets are known by their
/// description (`Box#3`), as in logs; a target that is removed from the
/// runtime is forgotten.
///
/// A runtime's earlier events can be replayed from a logger that heard them,
/// so an inspector added late still knows the plans added at start-up.
///
/// ```swift
/// let inspector = InspectorModel(clock: scene.clock)
/// inspector.replay(scene.logger.loggedItems)     // what happened before
/// scene.runtime.addTracer(inspector)             // and from now on
/// inspector.target(named: "Box#1")?.openTokens   // [token#4 (spring) by AnimationPerformer, opened at 2.35 s]
/// ```
public final class InspectorModel: RuntimeEventTracing {
    /// An active token that is open now.
    public struct OpenToken: Sendable, Hashable {
        /// The token's number in its runtime.
        public var id: Int
        /// The token's label, such as `drag`.
        public var label: String?
        /// The type name of the performer that opened it.
        public var performerName: String
        /// The clock's reading when it opened, in seconds.
        public var startTime: Double
    }

    /// A plan, or a run of plans of one type, added to a target.
    public struct PlanRecord: Sendable, Hashable {
        /// The plan's type name, such as `Tossable`.
        public var typeName: String
        /// The name it was added under, for a named plan.
        public var name: String?
        /// How many plans of this type were added without a name (1 for a named plan).
        public var count: Int
    }

    /// Everything known about one target.
    public struct TargetRecord: Sendable, Hashable {
        /// The target's description.
        public let name: String
        /// Plans without a name, by type, then named plans, in the order first added.
        public internal(set) var plans: [PlanRecord] = []
        /// The type names of the target's performers, in the order they were created.
        public internal(set) var performers: [String] = []
        /// The tokens open now, oldest first.
        public internal(set) var openTokens: [OpenToken] = []
    }

    /// The clock events are stamped with; without one, tokens open at 0.
    public let clock: (any TraceClock)?
    /// Whether the runtime is active, as its last activity event said.
    public private(set) var isRuntimeActive = false
    /// A number that changes with every event recorded, to tell when to redraw.
    public private(set) var generation = 0

    private var records: [String: TargetRecord] = [:]
    /// Target names in order of first appearance, so listings are deterministic.
    public private(set) var targetNames: [String] = []

    /// Creates an empty model stamped by `clock`.
    public init(clock: (any TraceClock)? = nil) {
        self.clock = clock
    }

    // MARK: - Reading

    /// The record of the target described as `name`, if the runtime knows it.
    public func target(named name: String) -> TargetRecord? {
        records[name]
    }

    /// Every open token, of every target.
    public var openTokenCount: Int {
        targetNames.reduce(0) { $0 + (records[$1]?.openTokens.count ?? 0) }
    }

    // MARK: - Recording

    /// Records one event that happened at `time` (the clock's reading when `nil`).
    public func record(_ event: RuntimeTraceEvent, at time: Double? = nil) {
        generation &+= 1
        if event.kind == .runtimeActivityDidChange {
            isRuntimeActive = event.isActive ?? isRuntimeActive
            return
        }
        guard let name = event.targetName else { return }
        if event.kind == .didRemoveTarget {
            records[name] = nil
            targetNames.removeAll { $0 == name }
            return
        }
        if records[name] == nil {
            targetNames.append(name)
            records[name] = TargetRecord(name: name)
        }
        // Changed in place: a copy taken out and put back would copy its arrays on every event.
        apply(event, at: time ?? clock?.now ?? 0, to: &records[name]!)
    }

    /// Records every runtime event among a logger's entries, at the times they were logged.
    public func replay(_ entries: [LoggedItem]) {
        for entry in entries {
            if let event = entry.runtimeEvent { record(event, at: entry.time) }
        }
    }

    private func apply(_ event: RuntimeTraceEvent, at time: Double, to record: inout TargetRecord) {
        switch event.kind {
        case .didAddPlan:
            let type = event.planTypeName ?? "?"
            if let index = record.plans.firstIndex(where: { $0.name == nil && $0.typeName == type }) {
                record.plans[index].count += 1
            } else {
                record.plans.append(PlanRecord(typeName: type, name: nil, count: 1))
            }
        case .didAddNamedPlan:
            let plan = PlanRecord(typeName: event.planTypeName ?? "?", name: event.planName, count: 1)
            if let index = record.plans.firstIndex(where: { $0.name != nil && $0.name == event.planName }) {
                record.plans[index] = plan
            } else {
                record.plans.append(plan)
            }
        case .didRemovePlanNamed:
            record.plans.removeAll { $0.name != nil && $0.name == event.planName }
        case .didCreatePerformer:
            record.performers.append(event.performerName ?? "?")
        case .didStartToken:
            guard let id = event.tokenID else { return }
            record.openTokens.append(
                OpenToken(
                    id: id, label: event.tokenLabel, performerName: event.performerName ?? "?", startTime: time
                ))
        case .didEndToken:
            record.openTokens.removeAll { $0.id == event.tokenID }
        case .runtimeActivityDidChange, .didRemoveTarget:
            break
        }
    }

    // MARK: - Listening

    /// Whether events handed to ``hear(_:)`` are recorded.
    public private(set) var isListening = true

    /// Records an event heard from a scene's bridge, while listening.
    public func hear(_ event: RuntimeTraceEvent) {
        if isListening { record(event) }
    }

    /// Stops recording what ``hear(_:)`` is handed (the overlay was removed).
    public func stopListening() {
        isListening = false
    }

    // MARK: - Tracing

    /// Records each runtime event as it happens (every `Tracing` callback ends here).
    public func trace(_ event: RuntimeEvent) {
        record(RuntimeTraceEvent(event))
    }
}
