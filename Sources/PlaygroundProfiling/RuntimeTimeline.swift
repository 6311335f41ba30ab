import Interactions
import Motion
import PlaygroundScript

/// What happened when, for a trace: every runtime event (plans, named plans,
/// performers, tokens, activity) and every input event with where it went,
/// each stamped with the profiler's clock and the frame it happened in.
///
/// A ``FrameProfiler`` owns one (``FrameProfiler/timeline``); the playground
/// adds it to its scene's runtime as a tracer while the profiler is set and
/// hands it each input event once routed. Memory is fixed when it is made: a
/// ring of the last ``capacity`` entries of a few numbers each, names kept once
/// (a name is stored as a number; a type's or a box's is looked up by identity).
/// Recording allocates only for a name not seen before.
///
/// ```swift
/// playground.profiler = profiler          // its timeline hears the scene's runtime from now on
/// let entries = profiler.timeline.entries()
/// ```
public final class RuntimeTimeline: Tracing {
    /// What an entry records.
    public enum Kind: UInt8, Sendable, Hashable {
        case plan, namedPlan, planUnnamed, performer, tokenStarted, tokenEnded, activity, targetRemoved, input
    }

    /// One thing that happened. Names are numbers into ``names``; -1 is none.
    public struct Entry: Sendable, Hashable {
        /// When, in nanoseconds since the profiler was made.
        public var time: UInt64
        /// The frame being run (0 before the first).
        public var frame: Int32
        public var kind: Kind
        /// The target's name (`Box#1`); for input, the event's (`pointer down`).
        public var target: Int32
        /// The plan's or the performer's type; for input, the box it reached.
        public var type: Int32
        /// The token's label or the plan's name; for input, 1 when a layer took it, else 0.
        public var label: Int32
        /// The token's number in its runtime.
        public var token: Int32
        /// After a token event, the tokens open; after an activity change, 1 when active.
        public var count: Int32
        /// Which runtime (a branch starts another): tokens are told apart by it and ``token``.
        public var runtime: Int32
        /// Where, for input at a point.
        public var x: Float, y: Float

        /// One number per token of a runtime, for a token event: the runtime's in the high half, the token's in the low.
        public var tokenKey: Int64 { Int64(runtime) << 32 | Int64(UInt32(bitPattern: token)) }
    }

    /// How many entries are kept.
    public let capacity: Int
    // The state every event touches skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`, as the ledger's and the trace bridge's does): it is used from
    // the runtime's thread and never changed from inside a change of itself, and each check cost
    // about 80 instructions, four or five an event.
    /// The names the entries' numbers stand for.
    @exclusivity(unchecked) public private(set) var names: [String] = []

    /// The name of a runtime's target, if it has one of its own: the playground names its boxes (`Box#1`).
    package var targetName: (AnyObject) -> String? = { _ in nil }

    let clock: () -> UInt64
    let origin: UInt64
    /// The frame the profiler measures now.
    @exclusivity(unchecked) var frame: Int32 = 0

    @exclusivity(unchecked) private var ring: [Entry]
    @exclusivity(unchecked) private var count = 0, next = 0
    @exclusivity(unchecked) private var slots: [String: Int32] = [:]
    @exclusivity(unchecked) private var typeSlots: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) private var targetSlots: [ObjectIdentifier: Int32] = [:]
    /// The name, type and target looked up last: a burst of events repeats them (a box's re-throw
    /// is four events on one target, with one plan name, one label and one performer type), and
    /// each lookup in a table hashed its key (a name's bytes, most of the cost).
    @exclusivity(unchecked) private var recentNames = [(name: String, slot: Int32)](repeating: ("", -1), count: 4)
    @exclusivity(unchecked) private var nextRecentName = 0
    /// The plan's type and the performer's alternate, so the last of each is remembered apart.
    @exclusivity(unchecked) var recentPlanType: (key: ObjectIdentifier, slot: Int32)?
    @exclusivity(unchecked) var recentPerformerType: (key: ObjectIdentifier, slot: Int32)?
    @exclusivity(unchecked) private var recentTarget: (key: ObjectIdentifier, slot: Int32)?
    @exclusivity(unchecked) private var openTokens: Int32 = 0
    @exclusivity(unchecked) private var runtimeNumber: Int32 = 0
    private weak var runtime: MotionRuntime?

    init(capacity: Int, clock: @escaping () -> UInt64, origin: UInt64) {
        self.capacity = max(1, capacity)
        self.clock = clock
        self.origin = origin
        ring = Array(repeating: Entry(time: 0, frame: 0, kind: .plan, target: -1, type: -1, label: -1, token: 0, count: 0, runtime: 0, x: 0, y: 0), count: self.capacity)
    }

    /// The entries kept, oldest first.
    public func entries() -> [Entry] {
        (0..<count).map { ring[(next - count + $0 + capacity) % capacity] }
    }

    // MARK: - Hearing a runtime

    /// Hears `runtime` from now on (and no other), whose scene has `openTokens` tokens open already.
    package func attach(to runtime: MotionRuntime, openTokens: Int) {
        guard runtime !== self.runtime else { return }
        detach()
        runtime.addTracer(self)
        self.runtime = runtime
        runtimeNumber += 1
        targetSlots.removeAll()  // another runtime's boxes: an identity may be reused
        recentTarget = nil
        self.openTokens = Int32(clamping: openTokens)
    }

    /// Stops hearing the runtime it hears.
    package func detach() {
        runtime?.removeTracer(self)
        runtime = nil
    }

    // MARK: - Input

    /// Records `event`, handled this frame from `time` (the clock's reading): whether a layer
    /// took it, and the box it reached, if any.
    package func recordInput(_ event: InputEvent, at time: UInt64, takenByLayer: Bool, box: AnyObject?) {
        let name: Int32
        var at = Point(x: 0, y: 0)
        switch event {
        case let .pointer(pointer):
            name = slot(of: Self.pointerNames[pointer.phase] ?? "pointer")
            at = pointer.position
        case let .finger(finger):
            name = slot(of: Self.fingerNames[finger.phase] ?? "finger")
            at = finger.position
        case let .wheel(_, _, position):
            name = slot(of: "wheel")
            at = position
        case let .key(press):
            name = slot(of: "key " + press.key)
        case .text: name = slot(of: "text")
        case .focusLost: name = slot(of: "focus lost")
        case .resize: name = slot(of: "resize")
        case .quit: name = slot(of: "quit")
        case .tune: name = slot(of: "tune")
        case .command: name = slot(of: "command")
        case .note: name = slot(of: "note")
        }
        append(.input, at: time, target: name, type: box.map { slot(of: $0) } ?? -1, label: takenByLayer ? 1 : 0, x: Float(at.x), y: Float(at.y))
    }

    private static let pointerNames = Dictionary(uniqueKeysWithValues: PointerEvent.Phase.allCases.map { ($0, "pointer \($0.rawValue)") })
    private static let fingerNames = Dictionary(uniqueKeysWithValues: FingerEvent.Phase.allCases.map { ($0, "finger \($0.rawValue)") })

    // MARK: - Storage

    func append(
        _ kind: Kind, at time: UInt64? = nil, target: Int32 = -1, type: Int32 = -1, label: Int32 = -1, token: Int32 = 0, count: Int32 = 0,
        x: Float = 0, y: Float = 0
    ) {
        ring[next] = Entry(
            time: (time ?? clock()) &- origin, frame: frame, kind: kind, target: target, type: type, label: label, token: token, count: count,
            runtime: runtimeNumber, x: x, y: y)
        next = (next + 1) % capacity
        self.count = min(self.count + 1, capacity)
    }

    /// Counts a token started or ended; the tokens open after it.
    func countToken(started: Bool) -> Int32 {
        openTokens = started ? openTokens + 1 : max(0, openTokens - 1)
        return openTokens
    }

    /// Forgets `target`'s name: a new target may be made at its address, under another name.
    func forget(_ target: AnyObject) {
        let key = ObjectIdentifier(target)
        targetSlots[key] = nil
        if recentTarget?.key == key { recentTarget = nil }
    }

    func slot(of name: String) -> Int32 {
        // By index, in place (a copy of an entry retains and releases its name); a plan's name and
        // a token's label alternate, so one remembered name would miss every time.
        for index in recentNames.indices where recentNames[index].slot >= 0 && recentNames[index].name == name {
            return recentNames[index].slot
        }
        let slot: Int32
        if let known = slots[name] {
            slot = known
        } else {
            names.append(name)
            slot = Int32(names.count - 1)
            slots[name] = slot
        }
        recentNames[nextRecentName] = (name, slot)
        nextRecentName = (nextRecentName + 1) % recentNames.count
        return slot
    }

    /// `type`'s name's slot, checked first against the type `recent` remembers, which it then holds.
    func slot(ofType type: Any.Type, remembered recent: inout (key: ObjectIdentifier, slot: Int32)?) -> Int32 {
        let key = ObjectIdentifier(type)
        if let recent, recent.key == key { return recent.slot }
        let slot: Int32
        if let known = typeSlots[key] {
            slot = known
        } else {
            slot = self.slot(of: String(describing: type))
            typeSlots[key] = slot
        }
        recent = (key, slot)
        return slot
    }

    /// A target is named by `targetName` (a box by its name), else as the runtime's log names it.
    func slot(of target: AnyObject) -> Int32 {
        let key = ObjectIdentifier(target)
        if let recentTarget, recentTarget.key == key { return recentTarget.slot }
        let slot: Int32
        if let known = targetSlots[key] {
            slot = known
        } else {
            slot = self.slot(of: targetName(target) ?? String(describing: target))
            targetSlots[key] = slot
        }
        recentTarget = (key, slot)
        return slot
    }
}
