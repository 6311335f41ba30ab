import Motion
import MotionTracing
import TraceKit

/// What the ```swift examples of MotionTracing's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct MotionTracingExamples {
    /// A tool that keeps the runtime's events (an inspector's history).
    final class Inspector { func record(_ event: RuntimeTraceEvent) {} }

    let runtime: MotionRuntime
    let logger: ItemLogger
    let bridge: RuntimeTraceBridge
    let entry: LoggedItem
    let inspector: Inspector
    @Given var events: [RuntimeTraceEvent]
}
