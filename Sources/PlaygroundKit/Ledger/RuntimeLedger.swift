import Interactions
import Motion
import TraceKit

/// What a scene's runtime has done that several readers show, kept once: the
/// open tokens, the token balance, whether the runtime is active, each
/// target's plans and performers, the performers that report their state, and
/// every name interned as a number.
///
/// Every scene has one (``Scene/ledger``), added to its runtime as a tracer
/// before anything else, so it hears every event from the scene's creation
/// on, however many the bounded log has dropped since. The overlay's
/// inspector and outlines, the history and a golden test's token balance all
/// read it; none keeps a count of its own, and none that attaches late has to
/// catch up from the log.
///
/// It hears events, never looks into a performer, and allocates only for a
/// name, a target or a token it has not seen before (and when a list outgrows
/// its room): a quiet frame touches nothing here.
///
/// ```swift
/// let ledger = scene.ledger
/// ledger.tokenBalance                         // TokenBalance(started: 4, ended: 3)
/// ledger.target(named: "Box#1")?.openTokens   // [token#4 (spring) by AnimationPerformer, opened at 2.35 s]
/// ```
public final class RuntimeLedger: Tracing {
    /// An active token that is open now.
    public struct OpenToken: Sendable, Hashable {
        /// The token's number in its runtime.
        public var id: Int
        /// The token's label, such as `drag`.
        public var label: String?
        /// The type name of the performer that opened it.
        package var performerName: String
        /// The scene clock's reading when it opened, in seconds.
        package var startTime: Double

        /// Creates a token record.
        public init(id: Int, label: String?, performerName: String, startTime: Double) {
            self.id = id
            self.label = label
            self.performerName = performerName
            self.startTime = startTime
        }
    }

    /// A plan, or a run of plans of one type, added to a target.
    public struct PlanRecord: Sendable, Hashable {
        /// The plan's type name, such as `Tossable`.
        package var typeName: String
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
        /// The number `name` is interned as (see ``RuntimeLedger/intern(_:)``), kept here so a
        /// target's events after its first find it with the record, not by hashing the name again.
        let nameID: UInt32
    }

    // The state every event touches skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`, as `Box` does): it is used from one thread and never changed
    // from inside a change of itself, and the checks cost about 2,000 instructions an event.
    /// How many tokens have started and ended since the scene was created.
    @exclusivity(unchecked) public private(set) var tokenBalance = TokenBalance(started: 0, ended: 0)
    /// Whether the runtime is active, as its last activity event said.
    @exclusivity(unchecked) public private(set) var isRuntimeActive = false
    /// A number that changes with every event heard, to tell when to redraw.
    @exclusivity(unchecked) public private(set) var generation = 0
    /// Target names in order of first appearance, so listings are deterministic.
    @exclusivity(unchecked) public private(set) var targetNames: [String] = []
    @exclusivity(unchecked) var records: [String: TargetRecord] = [:]

    /// The scene's clock, read when a token starts.
    let clock: any TraceClock
    /// Interned names; 0 is "none".
    @exclusivity(unchecked) package private(set) var names: [String] = [""]
    @exclusivity(unchecked) private var ids: [String: UInt32] = ["": 0]
    /// The performer and plan types named last (a burst of events names one or two, again and again).
    @exclusivity(unchecked) private var typeNames = TypeNameCache()
    /// The names interned last, and where the next one goes (see ``intern(_:)``).
    @exclusivity(unchecked) private var recentNames = [(name: String, id: UInt32)](repeating: ("", 0), count: 8)
    @exclusivity(unchecked) private var nextRecentName = 0
    /// The tokens open now, oldest first, as the history stores them; `startFrame` is -1 until their frame ends.
    var tokenSamples: [_TokenSample] {
        compactTokens()
        return tokenStore
    }
    /// ``tokenSamples`` with the tokens ended since the last compaction still in place, marked
    /// ``endedMark`` in `target`: ending a token marks it instead of closing the gap, which made
    /// ending 5,000 tokens in a frame (the stress scene's re-throw) quadratic.
    @exclusivity(unchecked) private var tokenStore: [_TokenSample] = []
    /// How many of `tokenStore` are marked ended.
    @exclusivity(unchecked) private var endedInStore = 0
    /// Whether `tokenStore`'s ids rise from first to last (tokens start in the order the runtime
    /// numbers them), so a token is found by binary search.
    @exclusivity(unchecked) private var storeIsSorted = true
    private static let endedMark = UInt32.max
    /// Where the last token ended was in `tokenStore`: tokens mostly end in the order they
    /// started, so the next one is often right after it.
    @exclusivity(unchecked) private var endHint = 0
    /// The last target named, and its number: a target's events come in runs (a named plan
    /// replaced is four events on one target), and a lookup in a table of thousands of names
    /// misses the cache.
    @exclusivity(unchecked) private var recentName: (name: String, id: UInt32)?
    /// The last target's record, where it is in `records` (forgotten when `records` changes shape).
    @exclusivity(unchecked) private var recentRecord: (name: String, index: Dictionary<String, TargetRecord>.Index)?
    /// What happened since the last frame ended, as the history stores it.
    @exclusivity(unchecked) private(set) var frameMarks: [_Mark] = []
    /// The performers whose reported state the history records (see ``watch(_:on:)``).
    var reporters: [_Reporter] = []

    /// A ledger whose tokens are stamped by `clock`.
    init(clock: any TraceClock) {
        self.clock = clock
        tokenStore.reserveCapacity(64)
        frameMarks.reserveCapacity(64)
    }

    // MARK: - Reading

    /// The record of the target described as `name`, if the runtime knows it.
    public func target(named name: String) -> TargetRecord? {
        records[name]
    }

    /// Every open token, of every target.
    package var openTokenCount: Int { tokenStore.count - endedInStore }

    // MARK: - Names

    /// The number standing for `name`.
    package func intern(_ name: String) -> UInt32 {
        // The few names most events repeat (a performer's type, a token's label, a plan's type and
        // name) are compared first: hashing a string is most of a lookup among thousands. Lengths
        // first: they tell most of those names apart at once, where `==` of two different strings
        // takes the slow comparison (about 100 instructions).
        let length = name.utf8.count
        // By index, in place: `for entry in recentNames` copied each entry, a retain and a release of its name.
        for index in recentNames.indices where recentNames[index].name.utf8.count == length && recentNames[index].name == name {
            return recentNames[index].id
        }
        let id = lookUp(name)
        recentNames[nextRecentName] = (name, id)
        nextRecentName = (nextRecentName + 1) % recentNames.count
        return id
    }

    /// The number standing for `name`, from the table (a target's name, of which there may be
    /// thousands, goes this way, not through the few recent ones).
    private func lookUp(_ name: String) -> UInt32 {
        if let id = ids[name] { return id }
        let id = UInt32(names.count)
        names.append(name)
        ids[name] = id
        return id
    }

    /// The number standing for `name`, if it was ever interned.
    package func existingID(_ name: String) -> UInt32? {
        ids[name]
    }

    /// `names[id]`, or `nil` for 0.
    package func name(_ id: UInt32) -> String? {
        id == 0 ? nil : names[Int(id)]
    }

    // MARK: - Frames

    /// The frame `number` ended (the history has recorded it): its marks are
    /// forgotten, and the tokens opened during it are dated with it.
    func frameDidEnd(_ number: Int) {
        frameMarks.removeAll(keepingCapacity: true)
        compactTokens()
        for index in tokenStore.indices where tokenStore[index].startFrame < 0 {
            tokenStore[index].startFrame = Int32(clamping: number)
        }
    }

    /// Closes the gaps of the tokens ended since the last call, in place, keeping the order.
    private func compactTokens() {
        guard endedInStore > 0 else { return }
        tokenStore.removeAll { $0.target == Self.endedMark }
        endedInStore = 0
        endHint = 0
        if !storeIsSorted { storeIsSorted = zip(tokenStore, tokenStore.dropFirst()).allSatisfy { $0.id < $1.id } }
    }

    /// The index in `tokenStore` of the open token numbered `id`.
    private func storeIndex(ofToken id: Int32) -> Int? {
        if endHint < tokenStore.count, tokenStore[endHint].id == id, tokenStore[endHint].target != Self.endedMark { return endHint }
        if storeIsSorted {
            var low = 0, high = tokenStore.count
            while low < high {
                let middle = (low + high) / 2
                if tokenStore[middle].id < id { low = middle + 1 } else { high = middle }
            }
            guard low < tokenStore.count, tokenStore[low].id == id else { return nil }
            return tokenStore[low].target == Self.endedMark ? nil : low
        }
        return tokenStore.firstIndex { $0.id == id && $0.target != Self.endedMark }
    }

    // MARK: - Tracing

    // A plain `Tracing` conformer: each runtime callback is recorded straight from its arguments,
    // never made into a `RuntimeEvent` (as `RuntimeEventTracing` would): a switch over that value
    // (its payloads are existentials) copied and destroyed all of it.

    public func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        generation &+= 1
        tokenStarted(token, by: typeNames.name(of: type(of: performer)), on: Self.name(of: target))
    }

    public func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        generation &+= 1
        tokenEnded(token.id, on: Self.name(of: target))
    }

    public func didAddPlan(_ plan: any Plan, to target: AnyObject) {
        generation &+= 1
        planAdded(typeNames.name(of: type(of: plan)), name: nil, to: Self.name(of: target))
    }

    public func didAddPlan(_ plan: any NamedPlan, named name: String, to target: AnyObject) {
        generation &+= 1
        planAdded(typeNames.name(of: type(of: plan)), name: name, to: Self.name(of: target))
    }

    public func didRemovePlanNamed(_ name: String, from target: AnyObject) {
        generation &+= 1
        update(Self.name(of: target)) { $0.plans.removeAll { $0.name != nil && $0.name == name } }
    }

    public func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        generation &+= 1
        update(Self.name(of: target)) { [name = typeNames.name(of: type(of: performer))] in $0.performers.append(name) }
        watch(performer, on: target)
    }

    public func runtimeActivityDidChange(isActive: Bool) {
        generation &+= 1
        isRuntimeActive = isActive
    }

    public func didRemoveTarget(_ target: AnyObject) {
        generation &+= 1
        let name = Self.name(of: target)
        records[name] = nil
        recentRecord = nil
        targetNames.removeAll { $0 == name }
    }

    /// A target's text: a box's name read directly (the same text as
    /// ``RuntimeEvent/targetName``, without its dynamic cast), anything else described.
    static func name(of target: AnyObject) -> String {
        if let box = target as? Box { return box.name }
        return RuntimeEvent.text(of: target)
    }

    private func tokenStarted(_ token: ActiveToken, by performer: String, on target: String) {
        tokenBalance.started += 1
        let time = clock.now
        let sample = _TokenSample(
            target: targetID(target), performer: intern(performer), label: token.label.map(intern) ?? 0,
            id: Int32(truncatingIfNeeded: token.id), startFrame: -1, startTime: time)
        if let last = tokenStore.last, last.id >= sample.id { storeIsSorted = false }
        tokenStore.append(sample)
        frameMarks.append(
            _Mark(kind: HistoryMark.Kind.tokenStarted.rawValue, target: sample.target, name: sample.performer, label: sample.label, token: sample.id))
        update(target) { $0.openTokens.append(OpenToken(id: token.id, label: token.label, performerName: performer, startTime: time)) }
    }

    private func tokenEnded(_ id: Int, on target: String) {
        tokenBalance.ended += 1
        if let index = recordIndex(target) { records.values[index].openTokens.removeAll { $0.id == id } }
        let sampleID = Int32(truncatingIfNeeded: id)
        guard let index = storeIndex(ofToken: sampleID) else { return }
        let ended = tokenStore[index]
        tokenStore[index].target = Self.endedMark
        endedInStore += 1
        endHint = index + 1
        frameMarks.append(
            _Mark(kind: HistoryMark.Kind.tokenEnded.rawValue, target: ended.target, name: ended.performer, label: ended.label, token: sampleID))
    }

    private func planAdded(_ type: String, name: String?, to target: String) {
        frameMarks.append(
            _Mark(kind: HistoryMark.Kind.planAdded.rawValue, target: targetID(target), name: intern(type), label: name.map(intern) ?? 0, token: 0))
        update(target) { record in
            if let name {
                let plan = PlanRecord(typeName: type, name: name, count: 1)
                if let index = record.plans.firstIndex(where: { $0.name == name }) { record.plans[index] = plan } else { record.plans.append(plan) }
            } else if let index = record.plans.firstIndex(where: { $0.name == nil && $0.typeName == type }) {
                record.plans[index].count += 1
            } else {
                record.plans.append(PlanRecord(typeName: type, name: nil, count: 1))
            }
        }
    }

    /// Changes the record of `target` in place (a copy taken out and put back would copy its arrays on every event).
    private func update(_ target: String, _ change: (inout TargetRecord) -> Void) {
        // One lookup of the name (hashing it is most of the cost), then the record changed where it is.
        if let index = recordIndex(target) {
            change(&records.values[index])
        } else {
            targetNames.append(target)
            var record = TargetRecord(name: target, nameID: lookUp(target))
            change(&record)
            records[target] = record
            recentRecord = nil  // an insertion may move every record
        }
    }

    /// `intern(target)`, remembered for the target's next events: read from its record when the
    /// record is the one found last (a replaced plan's token ends first, which finds the record;
    /// the new token's start then needed the name's number, a second hash of the name).
    private func targetID(_ target: String) -> UInt32 {
        if let recentName, recentName.name == target { return recentName.id }
        let id: UInt32
        if let recentRecord, recentRecord.name == target {
            // Read in place, through the same access a change takes: reading `records.values[i]`
            // copied the whole record out (a retain and a release of each of its arrays).
            id = Self.nameID(of: &records.values[recentRecord.index])
        } else {
            id = lookUp(target)
        }
        recentName = (target, id)
        return id
    }

    private static func nameID(of record: inout TargetRecord) -> UInt32 { record.nameID }

    /// Where the record of `target` is in `records`, remembered for the target's next events.
    private func recordIndex(_ target: String) -> Dictionary<String, TargetRecord>.Index? {
        if let recentRecord, recentRecord.name == target { return recentRecord.index }
        guard let index = records.index(forKey: target) else { return nil }
        recentRecord = (target, index)
        return index
    }
}
