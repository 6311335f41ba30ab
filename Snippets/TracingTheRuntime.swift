import Motion
import MotionTracing
import TraceKit
// snippet.hide
let runtime = MotionRuntime()
// snippet.show

let tracer = Tracer(trace: try Trace(name: "Drag Box#1", itemsToMatch: [
    .tokenStarted(on: "Box#1", label: "drag"),
    .tokenEnded(on: "Box#1"),
    .planAdded("Fling", to: "Box#1"),
    .runtimeIdle,
]))
let logger = ItemLogger()
runtime.addTracer(RuntimeTraceBridge(tracers: [tracer], logger: logger))
logger.start()
tracer.start()
// … drag Box#1 and release it …
print(tracer.stop().summary)

// Each logger entry carries a typed event: filter by kind and target without parsing text.
for entry in logger.loggedItems where entry.runtimeEvent?.targetName == "Box#1" {
    print(entry)   // #2 [TOK+] didStartToken token#1 (drag) by DragPerformer on Box#1 {kind: didStartToken, target: Box#1}
}
print(logger.report().csv)
