import TraceKit

/// What the ```swift examples of TraceKit's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct TraceKitExamples {
    /// An app's events, as its trace items (the articles' `SignUp`).
    enum Event: String, Sendable {
        case opened, typed, submitted, crashed, signedUp, one, two
        var traceItem: TraceItem { TraceItem(type: "event", itemToMatch: AnyTraceEquatable(self)) }
    }
    /// A press that lasted `duration` seconds, and the matcher of TraceMatcher's example.
    struct Press: Equatable, Sendable { var duration: Double }
    struct LongerThan: TraceMatcher {
        var seconds: Double
        var description: String { "any press longer than \(seconds)s" }
        func matches(_ item: TraceItem) -> Bool { (item.itemToMatch.value(as: Press.self)?.duration ?? 0) > seconds }
    }
    /// Whatever draws: a panel's lines and rows, an overlay that flashes.
    final class Panel {
        func drawLine(_ text: String) {}
        func drawRow(_ columns: Any?...) {}
    }
    final class Overlay { func flash() {} }
    func redraw(_ snapshot: TraceSnapshot) {}

    let trace: Trace
    let tracer: Tracer
    let logger: ItemLogger
    let clock: ManualClock, frameClock: ManualClock
    let dt: Double
    let report: TraceReport
    let result: TraceResult
    let snapshot: TraceSnapshot
    let lastGeneration: Int
    let event: Event
    let item: AnyTraceEquatable
    let answerTraceItem: TraceItem, expected: TraceItem
    let properties: LoggedItemProperties
    let itemLogged: TraceItemLoggedSignal
    let signal: TraceItemLoggedSignal, listener: TraceSignalListener
    let panel: Panel
    let overlay: Overlay
}
