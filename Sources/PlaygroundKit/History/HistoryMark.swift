/// Something the runtime did in a frame of a ``SessionHistory``: a token
/// started or ended, or a plan was added. Tracks draw them as interval ends
/// and ticks, curves as markers.
///
/// ```swift
/// for mark in history.marks(at: index) where mark.kind == .tokenStarted {
///     print(mark.target, mark.label ?? "", mark.name)
/// }
/// ```
public struct HistoryMark: Sendable, Hashable {
    /// What happened.
    public enum Kind: UInt8, Sendable, Hashable {
        case tokenStarted = 1
        case tokenEnded = 2
        case planAdded = 3
    }

    /// What happened.
    public var kind: Kind
    /// The target's name (`Box#1`).
    public var target: String
    /// The performer's type name (token marks) or the plan's type name (plan marks).
    public var name: String
    /// The token's label, or a named plan's name, if any.
    public var label: String?
    /// The token's number (token marks; 0 for plans).
    public var token: Int
}
