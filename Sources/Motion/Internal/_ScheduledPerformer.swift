/// An entry in the runtime's list of active manually executing performers.
///
/// The entry owns one retain of its box, taken when the performer is
/// scheduled and given back when it is dropped. Holding it as `Unmanaged`
/// lets the per-frame loop reach the performer through a guaranteed
/// reference, without a retain and release per performer per frame (which
/// would otherwise be most of the loop's cost).
struct _ScheduledPerformer {
    private let unmanaged: Unmanaged<_PerformerBox>

    /// Schedules `box`, retaining it.
    init(retaining box: _PerformerBox) {
        unmanaged = .passRetained(box)
    }

    /// Calls `body` with the box, without retaining it.
    @inline(__always)
    func withBox<Result>(_ body: (_PerformerBox) -> Result) -> Result {
        unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// Gives back the retain taken at scheduling. Call once, when dropping the entry.
    func release() {
        unmanaged.release()
    }

    /// Whether the entry's target was removed.
    var isReleased: Bool { withBox(\.isReleased) }
}
