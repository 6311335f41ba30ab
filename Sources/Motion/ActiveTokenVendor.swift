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
    private weak var runtime: MotionRuntime?
    /// The performer this vendor serves; held weakly, as the performer owns the vendor.
    weak var performer: (any Performing)?
    /// The target of that performer.
    let target: AnyObject
    /// Tokens handed out and not yet ended, in the order they were started. No dynamic
    /// exclusivity checks (as the runtime's counters): each change is one statement on the
    /// runtime's thread, and a token removed is still held by its caller, so no deinit runs in it.
    @exclusivity(unchecked) private(set) var openTokens: [ActiveToken] = []

    init(runtime: MotionRuntime, target: AnyObject) {
        self.runtime = runtime
        self.target = target
    }

    /// Opens a new token: the runtime is active until it ends.
    ///
    /// If the runtime is gone, the token is returned already ended.
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
}
