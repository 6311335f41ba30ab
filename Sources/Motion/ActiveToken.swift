/// Proof that a performer's continuous work is under way; while any token is
/// open, the runtime is active.
///
/// Get one from ``ActiveTokenVendor/activeStateWillStart()`` when work begins
/// and call ``didEnd()`` when it ends. Ending a token twice is harmless (the
/// second call is ignored), and so is ending it after its runtime is gone.
///
/// Dropping a token without ending it keeps the runtime active; the runtime
/// ends a target's open tokens itself when the target is removed with
/// ``MotionRuntime/removeTarget(_:)``.
///
/// ```swift
/// let token = vendor.activeStateWillStart("fling")
/// // … animate …
/// token.didEnd()
/// ```
public final class ActiveToken {
    /// A number that identifies this token among all tokens of its runtime,
    /// counting up from 1 in the order tokens are started.
    public let id: Int

    /// An optional label given when the token was requested, for logs.
    public let label: String?

    /// Whether the token is still open. (A flag set in one statement: no dynamic exclusivity check.)
    @exclusivity(unchecked) public private(set) var isActive = true

    /// The vendor, while the token is open. Not `weak` (a side table on the vendor made its every
    /// retain slow): `didEnd()` clears it, and a vendor freed first clears it in its deinit.
    unowned(unsafe) var vendor: ActiveTokenVendor?

    init(id: Int, label: String?, vendor: ActiveTokenVendor) {
        self.id = id
        self.label = label
        self.vendor = vendor
    }

    /// Ends the token. Calls after the first are ignored.
    public func didEnd() {
        guard isActive else { return }
        isActive = false
        let vendor = self.vendor
        self.vendor = nil
        vendor?.tokenDidEnd(self)
    }
}

extension ActiveToken: CustomStringConvertible {
    /// `token#3` or `token#3 (drag)`.
    public var description: String {
        if let label { return "token#\(id) (\(label))" }
        return "token#\(id)"
    }
}
