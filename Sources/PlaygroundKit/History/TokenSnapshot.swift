/// A token open in a frame of a ``SessionHistory``.
///
/// ```swift
/// for token in history.openTokens(at: index) { print(token.label ?? "", token.performer, token.startFrame) }
/// ```
public struct TokenSnapshot: Sendable, Hashable {
    /// The target's name.
    public var target: String
    /// The performer's type name.
    public var performer: String
    /// The token's label, if any.
    public var label: String?
    /// The token's number in its runtime.
    public var id: Int
    /// The frame it started in.
    public var startFrame: Int
    /// The scene's clock when it started, in seconds.
    package var startTime: Double
}
