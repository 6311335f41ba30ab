import TraceKit

/// What a golden test checks about a scene besides its pixels: the log's
/// token balance and every trace's state, at one frame.
///
/// ```swift
/// import Testing
///
/// let checkpoint = SceneCheckpoint(of: playground.scene)
/// #expect(checkpoint.tokens == TokenBalance(started: 4, ended: 4))
/// #expect(checkpoint.traceStates == ["Toss Box#1 into an anchor": "passed"])
/// ```
public struct SceneCheckpoint: Sendable, Hashable {
    /// The log's token balance.
    public var tokens: TokenBalance
    /// Each trace's state by the trace's name: `waiting`, `passing`, `passed` or `failed`.
    ///
    /// States are their names, so a test that compares them needs no import of TraceKit.
    public var traceStates: [String: String]

    /// Reads `scene` as it is now.
    public init(of scene: Scene) {
        tokens = scene.tokenBalance
        var states: [String: String] = [:]
        for tracer in scene.traces {
            states[tracer.trace.name] = tracer.state.rawValue
        }
        traceStates = states
    }
}
