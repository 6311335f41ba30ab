// Two traces watch the same toss: one passes, one fails. No window, no SDL:
// the runtime, a drag recognizer fed with pointer events, and TraceKit.
//
//   swift run TraceDemo

import Interactions
import Motion
import MotionTracing
import TraceKit

// MARK: - Initialise: a target, a runtime, and the traces that watch it

final class Card: Positionable, CustomStringConvertible {
    var position = Point(x: 100, y: 100)
    var description: String { "Card" }
}

let card = Card()
let runtime = MotionRuntime()
let clock = ManualClock()

@MainActor func makeTrace(_ name: String, _ items: [TraceItem]) -> Tracer {
    do {
        return Tracer(trace: try Trace(name: name, itemsToMatch: items), clock: clock)
    } catch {
        fatalError("\(name): \(error)")
    }
}

// The toss as it really happens: drag, release, fling, settle.
let passing = makeTrace(
    "A toss: drag, then fling, then settle",
    [
        .tokenStarted(on: "Card", label: "drag", uxFlowHint: "press and move the card"),
        .tokenEnded(on: "Card", label: "drag", uxFlowHint: "let go while moving"),
        .namedPlanAdded("motion", to: "Card", planType: "Fling"),
        .tokenEnded(on: "Card", label: "fling", uxFlowHint: "the card comes to rest"),
        .runtimeIdle,
    ])
// A wrong expectation: the fling cannot come before the drag ends.
let failing = makeTrace(
    "Wrong order: fling before the drag ends",
    [
        .tokenStarted(on: "Card", label: "drag"),
        .namedPlanAdded("motion", to: "Card", planType: "Fling"),
        .tokenEnded(on: "Card", label: "drag"),
    ])

runtime.addTracer(RuntimeTraceBridge(tracers: [passing, failing]))
_ = passing.start(canThrowAssertions: false)
_ = failing.start(canThrowAssertions: false)

let drag = DragGestureRecognizer()
runtime.addPlan(Tossable(drag, settling: .free), to: card)

// MARK: - Update: a scripted drag, then frames until everything rests

var time = 0.0
@MainActor func frame() {
    time += 1.0 / 60
    clock.advance(by: 1.0 / 60)
    runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60)
}

drag.handle(PointerEvent(.down, at: card.position, timestamp: time))
for step in 1...8 {
    frame()
    drag.handle(PointerEvent(.move, at: Point(x: 100 + Double(step) * 20, y: 100 + Double(step) * 5), timestamp: time))
}
drag.handle(PointerEvent(.up, at: Point(x: 260, y: 140), timestamp: time))
var frames = 0
while runtime.isActive && frames < 600 {
    frame()
    frames += 1
}

// MARK: - Report

print("The card rests at \(card.position) after \(frames) frames.\n")
for tracer in [passing, failing] {
    let report = tracer.stop()
    print(report.summary)
}
