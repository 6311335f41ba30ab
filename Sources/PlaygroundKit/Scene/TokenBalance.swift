/// How many tokens a scene's log has seen start and end: its token balance.
///
/// Every token a performer starts must end, so a scene at rest has a balance
/// of zero open tokens; a golden test checks the balance at its frame, which
/// catches a performer that leaks or double-ends a token even when the
/// pixels look right. Counted by the scene's ledger from every token event
/// since the scene was created, however many the bounded log has dropped since.
///
/// ```swift
/// let balance = scene.tokenBalance      // TokenBalance(started: 4, ended: 3)
/// print(balance.open)                   // 1: a box is still moving
/// ```
public struct TokenBalance: Sendable, Hashable, CustomStringConvertible {
    /// Tokens started (`TOK+` entries in the log).
    public var started: Int
    /// Tokens ended (`TOK-` entries in the log).
    public var ended: Int

    /// Creates a balance.
    public init(started: Int, ended: Int) {
        self.started = started
        self.ended = ended
    }

    /// Tokens started and not yet ended.
    public var open: Int { started - ended }

    /// `4 started, 3 ended (1 open)`.
    public var description: String { "\(started) started, \(ended) ended (\(open) open)" }
}
