import Interactions
import Motion
import MotionTracing
import TraceKit

/// The runtime's events as a history needs them: the tokens open now, the
/// marks of the frame being run, and whether the runtime is active, with
/// every name interned so a frame stores numbers only.
///
/// It is a runtime tracer, so it hears every event as it happens, even the
/// thousands of one frame of the stress scene (a logger keeps only its
/// newest). Names are interned, so an event allocates only for a name never seen before
/// (and when a list outgrows its room); a quiet frame touches
/// nothing here.
final class _HistoryEvents: RuntimeEventTracing {
    /// Interned names; 0 is "none".
    private(set) var names: [String] = [""]
    private var ids: [String: UInt32] = ["": 0]
    /// The tokens open now, oldest first; `startFrame` 0 until their frame is recorded.
    private(set) var openTokens: [_TokenSample] = []
    /// What happened since the last recorded frame.
    private(set) var pendingMarks: [_Mark] = []
    /// Whether the runtime is active, as its last activity event said.
    private(set) var isRuntimeActive = false
    /// The scene's clock, read when a token starts.
    var clock: (any TraceClock)?
    /// The performers whose reported state each frame records (see ``watch(_:on:)``).
    private(set) var reporters: [_Reporter] = []

    /// A performer that reports its state, held weakly: the runtime owns it.
    struct _Reporter {
        weak var performer: (any MotionStateReporting)?
        var target: UInt32
        var name: UInt32
    }

    /// Performers whose whole state every frame's box samples already hold (position, velocity,
    /// rest, phase, scale, rotation, opacity), so recording their reports would store it twice
    /// and cost the stress scene 15,000 reads a frame.
    private static let sampledWithTheBox: Set<ObjectIdentifier> = [
        ObjectIdentifier(AnimationPerformer.self), ObjectIdentifier(DragPerformer.self),
        ObjectIdentifier(TossablePerformer.self), ObjectIdentifier(FadePerformer.self),
    ]

    /// Records `performer`'s reports from now on, if it makes any the box samples do not hold.
    func watch(_ performer: any Performing, on target: AnyObject) {
        guard let reporter = performer as? any MotionStateReporting,
            !Self.sampledWithTheBox.contains(ObjectIdentifier(type(of: performer))),
            !reporters.contains(where: { $0.performer === reporter })
        else { return }
        reporters.append(
            _Reporter(
                performer: reporter, target: intern(String(describing: target)),
                name: intern(RuntimeEvent.name(of: performer))))
    }

    /// Every number the watched performers report now, appended to `samples` (emptied first).
    func collectReports(into samples: inout [_ReportedSample]) {
        samples.removeAll(keepingCapacity: true)
        guard !reporters.isEmpty else { return }
        reporters.removeAll { $0.performer == nil }
        for reporter in reporters {
            guard let performer = reporter.performer else { continue }
            for value in performer.motionState {
                let unit = intern(value.unit)
                switch value.value {
                case let .number(number):
                    samples.append(
                        _ReportedSample(
                            target: reporter.target, performer: reporter.name, name: intern(value.name),
                            unit: unit, value: number))
                case let .vector(x, y):
                    samples.append(
                        _ReportedSample(
                            target: reporter.target, performer: reporter.name, name: intern(value.name + ".x"),
                            unit: unit, value: x))
                    samples.append(
                        _ReportedSample(
                            target: reporter.target, performer: reporter.name, name: intern(value.name + ".y"),
                            unit: unit, value: y))
                case .text:
                    break
                }
            }
        }
    }

    init() {
        openTokens.reserveCapacity(64)
        pendingMarks.reserveCapacity(64)
    }

    /// The number standing for `name`.
    func intern(_ name: String) -> UInt32 {
        if let id = ids[name] { return id }
        let id = UInt32(names.count)
        names.append(name)
        ids[name] = id
        return id
    }

    /// The number standing for `name`, if it was ever interned.
    func existingID(_ name: String) -> UInt32? {
        ids[name]
    }

    /// `names[id]`, or `nil` for 0.
    func name(_ id: UInt32) -> String? {
        id == 0 ? nil : names[Int(id)]
    }

    /// Catches up with events that happened before the history listened (the scene's creation).
    func replay(_ entries: [LoggedItem]) {
        for entry in entries {
            guard let event = entry.runtimeEvent else { continue }
            apply(
                kind: event.kind, target: event.targetName, performer: event.performerName ?? event.planTypeName,
                label: event.tokenLabel ?? event.planName, token: event.tokenID, isActive: event.isActive, time: entry.time ?? 0)
        }
        pendingMarks.removeAll(keepingCapacity: true)
        // Opened before the first frame.
        for index in openTokens.indices where openTokens[index].startFrame < 0 {
            openTokens[index].startFrame = 0
        }
    }

    /// The pending marks are stored with the frame being recorded: forget them, and date new tokens.
    func frameRecorded(_ number: Int) {
        pendingMarks.removeAll(keepingCapacity: true)
        for index in openTokens.indices where openTokens[index].startFrame < 0 {
            openTokens[index].startFrame = Int32(clamping: number)
        }
    }

    // MARK: - Tracing

    func trace(_ event: RuntimeEvent) {
        switch event {
        case let .didStartToken(token, performer, _), let .didEndToken(token, performer, _):
            apply(
                kind: event.kind, target: event.targetName, performer: RuntimeEvent.name(of: performer),
                label: token.label, token: token.id, isActive: nil, time: clock?.now ?? 0)
        case let .didAddPlan(plan, _):
            apply(
                kind: .didAddPlan, target: event.targetName, performer: RuntimeEvent.typeName(of: plan),
                label: nil, token: nil, isActive: nil, time: 0)
        case let .didAddNamedPlan(plan, name, _):
            apply(
                kind: .didAddNamedPlan, target: event.targetName, performer: RuntimeEvent.typeName(of: plan),
                label: name, token: nil, isActive: nil, time: 0)
        case let .runtimeActivityDidChange(isActive):
            self.isRuntimeActive = isActive
        case let .didCreatePerformer(performer, target):
            watch(performer, on: target)
        case .didRemovePlanNamed, .didRemoveTarget:
            break
        }
    }

    private func apply(
        kind: RuntimeEvent.Kind, target: String?, performer: String?, label: String?, token: Int?, isActive: Bool?, time: Double
    ) {
        switch kind {
        case .didStartToken:
            let sample = _TokenSample(
                target: intern(target ?? "?"), performer: intern(performer ?? "?"), label: label.map(intern) ?? 0,
                id: Int32(truncatingIfNeeded: token ?? 0), startFrame: -1, startTime: time
            )
            openTokens.append(sample)
            pendingMarks.append(
                _Mark(
                    kind: HistoryMark.Kind.tokenStarted.rawValue, target: sample.target,
                    name: sample.performer, label: sample.label, token: sample.id))
        case .didEndToken:
            let id = Int32(truncatingIfNeeded: token ?? 0)
            guard let index = openTokens.firstIndex(where: { $0.id == id }) else { return }
            let ended = openTokens.remove(at: index)
            pendingMarks.append(
                _Mark(
                    kind: HistoryMark.Kind.tokenEnded.rawValue, target: ended.target,
                    name: ended.performer, label: ended.label, token: id))
        case .didAddPlan, .didAddNamedPlan:
            pendingMarks.append(
                _Mark(
                    kind: HistoryMark.Kind.planAdded.rawValue, target: intern(target ?? "?"),
                    name: intern(performer ?? "?"), label: label.map(intern) ?? 0, token: 0))
        case .runtimeActivityDidChange:
            isRuntimeActive = isActive ?? isRuntimeActive
        case .didRemovePlanNamed, .didCreatePerformer, .didRemoveTarget:
            break
        }
    }
}
