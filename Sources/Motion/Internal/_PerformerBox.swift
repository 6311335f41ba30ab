/// The runtime's bookkeeping for one performer.
final class _PerformerBox {
    // What every frame reads comes first, together: the manual performer and
    // the flags, in the object's first 40 bytes, so one cache line holds them
    // for most boxes (stored properties are laid out in declaration order).

    /// The same performer, when it executes manually (cached to avoid a cast per frame).
    let manual: (any ManuallyExecutingPerformer)?

    // These flags are read on every frame for every active performer, and only
    // ever from the runtime's thread, so dynamic exclusivity checks buy nothing
    // there but cost a third of a frame's time.

    /// Set when the target is removed; a released box is skipped and dropped.
    @exclusivity(unchecked) var isReleased = false
    /// What its next frame must do other than a plain update: give it 0 ms,
    /// or drop it without one. Empty on every steady frame.
    @exclusivity(unchecked) var pending: _Pending = []
    /// Whether the performer is in the runtime's list of manual performers to update.
    @exclusivity(unchecked) var isScheduled = false
    /// Where the box sits in the runtime's `scheduled` list while it is scheduled, so that
    /// removing its target finds it without a search. Written only when it changes.
    @exclusivity(unchecked) var scheduledIndex = 0

    let performer: any Performing
    /// Identifies the performer's type; one box per type per target.
    let typeID: ObjectIdentifier
    /// The vendor handed to the performer, when it is continuous.
    let vendor: ActiveTokenVendor?
    /// The same performer, when it takes named plans: cast once here, where a cast each time a
    /// name is replaced looked up the conformance (about 340 instructions).
    let named: (any NamedPlanPerforming)?

    /// Whether the box is scheduled and counted in the runtime's `activeManualCount`.
    var isCounted: Bool { isScheduled && !pending.contains(.uncounted) }

    init(performer: any Performing, vendor: ActiveTokenVendor?) {
        self.manual = performer as? any ManuallyExecutingPerformer
        self.performer = performer
        self.typeID = ObjectIdentifier(type(of: performer))
        self.vendor = vendor
        self.named = performer as? any NamedPlanPerforming
    }

    /// A released box with no work, standing in the `scheduled` list where a removed
    /// target's performer was, until the next frame or compaction drops it.
    static func tombstone() -> _PerformerBox {
        let box = _PerformerBox(performer: _Tombstone(target: ()), vendor: nil)
        box.isReleased = true
        return box
    }
}

/// What a scheduled box's next frame must do besides a plain `update`.
struct _Pending: OptionSet {
    let rawValue: UInt8

    /// Its next update is the first since it was scheduled: it gets 0 ms.
    static let firstUpdate = _Pending(rawValue: 1)
    /// Still in the list, but no longer counted as active: it said it had no
    /// work right after its latest plan (`activityState`), so its next frame
    /// drops it without an update, unless a plan gives it work first.
    static let uncounted = _Pending(rawValue: 2)
}

/// The performer of a tombstone box: never called.
private final class _Tombstone: Performing {
    init(target: Void) {}
    func addPlan(_ plan: any Plan) {}
}

/// The runtime's bookkeeping for one target: its performers, in creation
/// order, and which performer holds each of its plan names.
final class _TargetRecord {
    let target: AnyObject
    // Unchecked, as the runtime's `records`: appended to, or a box taken out by `removeValue` (released after the access).
    @exclusivity(unchecked) var performers: [_PerformerBox] = []
    @exclusivity(unchecked) var namedPlans: [String: _PerformerBox] = [:]

    init(target: AnyObject) {
        self.target = target
    }

    /// The performer of exactly this type, if the target has one.
    @inline(__always)
    func performer(ofType typeID: ObjectIdentifier) -> _PerformerBox? {
        for box in performers where box.typeID == typeID {
            return box
        }
        return nil
    }
}
