/// Hands out active tokens to one performer.
///
/// The runtime creates one vendor per ``ContinuousPerforming`` performer, so
/// every token it vends is known to belong to that performer and its target;
/// tracers are told both when a token starts and ends.
///
/// ```swift
/// final class BouncePerformer: ContinuousPerforming {
///     private var vendor: ActiveTokenVendor!
///     private var token: ActiveToken?
///     init(target: Box) {}
///
///     func setActiveTokenVendor(_ vendor: ActiveTokenVendor) { self.vendor = vendor }
///
///     func addPlan(_ plan: any Plan) { token = vendor.activeStateWillStart("spring") }
/// }
/// ```
public final class ActiveTokenVendor {
    // Neither reference is `weak`: a weak reference gives its object a side table, after which
    // every retain and release of the runtime or the performer took Swift's slow path (about
    // 90 instructions, where the fast path takes 5): a tenth of what a plan added to a moving
    // box cost. The runtime clears both in `detach()` when it lets go of the performer (its target
    // removed, or the runtime gone), which breaks the performer's cycle with its vendor and leaves
    // no reference to a runtime that is gone. Only the runtime's thread reads them.
    /// The runtime, until it detaches this vendor.
    private unowned(unsafe) var runtime: MotionRuntime?
    /// The performer this vendor serves (which owns the vendor), until the runtime detaches it.
    private(set) var performer: (any Performing)?
    /// The target of that performer.
    let target: AnyObject
    /// Tokens handed out and not yet ended, in the order they were started. No dynamic
    /// exclusivity checks (as the runtime's counters): each change is one statement on the
    /// runtime's thread, and a token removed is still held by its caller, so no deinit runs in it.
    @exclusivity(unchecked) private(set) var openTokens: [ActiveToken] = []

    init(runtime: MotionRuntime, performer: any Performing, target: AnyObject) {
        self.runtime = runtime
        self.performer = performer
        self.target = target
    }

    deinit {
        // A token still open outside (its runtime gone) must not reach this vendor once it is freed.
        for token in openTokens {
            token.vendor = nil
        }
    }

    /// Opens a new token: the runtime is active until it ends.
    ///
    /// If the runtime is gone, or has removed this vendor's target, the token is returned already ended.
    public func activeStateWillStart() -> ActiveToken {
        activeStateWillStart(nil)
    }

    /// Opens a new token with a label that appears in traces and logs, such as
    /// `"drag"` or `"spring"`.
    public func activeStateWillStart(_ label: String?) -> ActiveToken {
        guard let runtime else {
            let token = ActiveToken(id: 0, label: label, vendor: self)
            token.didEnd()
            return token
        }
        let token = ActiveToken(id: runtime.nextTokenID(), label: label, vendor: self)
        openTokens.append(token)
        runtime.tokenDidStart(token, vendor: self)
        return token
    }

    /// The number of tokens this vendor handed out that are still open.
    package var openTokenCount: Int { openTokens.count }

    func tokenDidEnd(_ token: ActiveToken) {
        guard let index = openTokens.firstIndex(where: { $0 === token }) else { return }
        openTokens.remove(at: index)
        runtime?.tokenDidEnd(token, vendor: self)
    }

    /// Ends every open token, oldest first. Used when the target is removed.
    func endAllTokens() {
        while let token = openTokens.first {
            token.didEnd()
        }
    }

    /// Forgets the runtime and the performer: the runtime no longer keeps the performer (its
    /// target was removed, or the runtime is gone). Tokens opened from now on start ended.
    func detach() {
        runtime = nil
        performer = nil
    }
}
