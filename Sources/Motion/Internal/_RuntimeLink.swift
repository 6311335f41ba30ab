/// The runtime as the ``PlanEmitter``s it hands out reach it: one per runtime, which the runtime
/// clears in its deinit, so an emitter that outlives its runtime emits nothing.
///
/// Not a `weak` reference in each emitter: a weak reference gives the runtime a side table, after
/// which every retain and release of the runtime takes Swift's slow path (about 90 instructions,
/// where the fast path takes 5), and a plan added to a moving box retains the runtime a few times.
final class _RuntimeLink {
    /// The runtime, until its deinit. Read on the runtime's thread only.
    unowned(unsafe) var runtime: MotionRuntime?

    init(_ runtime: MotionRuntime) {
        self.runtime = runtime
    }
}
