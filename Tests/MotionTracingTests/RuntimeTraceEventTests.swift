import Motion
import MotionTracing
import Testing
import TraceKit

@Suite("Runtime events in TraceKit")
struct RuntimeTraceEventTests {
    @Test("Every runtime callback becomes one logged event with its kind and names")
    func everyCallbackIsLogged() {
        let scene = Scene()
        let box = Box(1)
        scene.runtime.addPlan(Drag(phase: .began), to: box)
        scene.runtime.addPlan(Spring(destination: 10), named: "settle", to: box)
        scene.runtime.addPlan(Spring(destination: 20), named: "settle", to: box)
        scene.runtime.removePlan(named: "settle", from: box)
        scene.runtime.removeTarget(box)

        let events = scene.logger.loggedItems.compactMap(\.runtimeEvent)
        #expect(
            events.map(\.kind) == [
                .didCreatePerformer, .didStartToken, .didAddPlan, .runtimeActivityDidChange,
                .didCreatePerformer, .didAddNamedPlan,
                .didRemovePlanNamed, .didAddNamedPlan,
                .didRemovePlanNamed,
                .didEndToken, .didRemoveTarget, .runtimeActivityDidChange,
            ])
        #expect(events[0].performerName == "DragPerformer")
        #expect(events[1].tokenLabel == "drag" && events[1].tokenID == 1 && events[1].performerName == "DragPerformer")
        #expect(events[2].planTypeName == "Drag")
        #expect(events[3].isActive == true && events[3].targetName == nil)
        #expect(events[5].planTypeName == "Spring" && events[5].planName == "settle")
        #expect(events[6].planName == "settle" && events[6].planTypeName == nil)
        #expect(events[11].isActive == false)
        #expect(events.dropLast().allSatisfy { $0.kind == .runtimeActivityDidChange || $0.targetName == "Box#1" })
    }

    @Test("An event's description is the runtime's own line for it")
    func descriptions() {
        let lines = Recorder<String>()
        var values: [RuntimeEvent] = []
        let runtime = MotionRuntime()
        runtime.addTracer(
            EventTracer {
                lines.record($0.description); values.append($0)
            })
        let scene = Scene()
        runtime.addTracer(scene.bridge)
        let box = Box(1)
        runtime.addPlan(Drag(phase: .began), to: box)
        runtime.addPlan(Spring(destination: 10), named: "settle", to: box)
        runtime.addPlan(Spring(destination: 20), named: "settle", to: box)
        runtime.removePlan(named: "settle", from: box)
        runtime.removeTarget(box)
        // Made from the event's fields when read, the line is still the runtime's, for every kind.
        let events = scene.logger.loggedItems.compactMap(\.runtimeEvent)
        #expect(Set(events.map(\.kind)) == Set(RuntimeEvent.Kind.allCases))
        #expect(events.map(\.description) == lines.values)
        #expect(lines.values.contains("didStartToken token#1 (drag) by DragPerformer on Box#1"))
        #expect(lines.values.contains("didAddPlan Spring(destination: 20.0) named \"settle\" to Box#1"))
        // The bridge hears the runtime's callbacks directly; the same events handed to it as
        // values (`record(_:)`) are captured alike.
        let replayed = Scene()
        for value in values { replayed.bridge.record(value) }
        #expect(replayed.logger.loggedItems.compactMap(\.runtimeEvent) == events)
        // A description given by hand is kept, and tells the event apart.
        var renamed = events[0]
        renamed.description = "by hand"
        #expect(renamed.description == "by hand" && renamed != events[0])
    }

    @Test("Logger entries carry a badge per kind and kind and target as properties, for filtering without parsing")
    func loggerEntries() {
        let scene = Scene()
        scene.dragAndFling(Box(1))
        scene.runtime.addPlan(Drag(phase: .began), to: Box(2))
        let entries = scene.logger.loggedItems
        let onBox2 = entries.filter { $0.runtimeEvent?.targetName == "Box#2" }
        #expect(onBox2.map { $0.runtimeEvent!.kind } == [.didCreatePerformer, .didStartToken, .didAddPlan])
        let started = entries.first { $0.runtimeEvent?.kind == .didStartToken }!
        #expect(started.emoji == "TOK+")
        #expect(started.properties?.keys == ["kind", "target"])
        #expect(started.properties?["target"] == "Box#1")
        #expect(started.description == "#2 [TOK+] didStartToken token#1 (drag) by DragPerformer on Box#1 {kind: didStartToken, target: Box#1}")
        let idle = entries.first { $0.runtimeEvent?.isActive == false }!
        #expect(idle.properties?.keys == ["kind"], "runtime-wide events have no target")
        #expect(idle.emoji == "RUN")
    }

    @Test("The target property follows each target's name: targets interleaved keep their own, and a target renamed is logged under its new name")
    func targetPropertiesFollowTheName() {
        let logger = ItemLogger()
        logger.start()
        let bridge = RuntimeTraceBridge(logger: logger)
        let runtime = MotionRuntime()
        runtime.addTracer(bridge)
        let a = Box(1), b = Box(2)
        runtime.addPlan(Fling(velocity: 1), to: a)
        runtime.addPlan(Fling(velocity: 1), to: b)
        runtime.addPlan(Fling(velocity: 2), to: a)
        a.description = "Box#1b"
        runtime.addPlan(Fling(velocity: 3), to: a)
        runtime.addPlan(Fling(velocity: 3), to: b)

        let added = logger.loggedItems.filter { $0.runtimeEvent?.kind == .didAddPlan }
        #expect(added.map { $0.properties?["target"]?.value(as: String.self) } == ["Box#1", "Box#2", "Box#1", "Box#1b", "Box#2"])
        #expect(added.map { $0.runtimeEvent?.targetName } == ["Box#1", "Box#2", "Box#1", "Box#1b", "Box#2"])
    }

    @Test("A custom badge replaces the default one")
    func customBadge() {
        let logger = ItemLogger()
        logger.start()
        let bridge = RuntimeTraceBridge(logger: logger, badge: { $0 == .didAddPlan ? "+" : nil })
        let runtime = MotionRuntime()
        runtime.addTracer(bridge)
        runtime.addPlan(Fling(velocity: 1), to: Box(1))
        #expect(logger.loggedItems.map(\.emoji) == [nil, nil, "+", nil])
    }

    @Test("The logged trace item's type is the kind's name and its value the event")
    func traceItems() {
        let tracer = Tracer(trace: try! Trace(name: "Any", itemsToMatch: [.runtimeActive]))
        let scene = Scene(tracers: [tracer])
        tracer.start()
        scene.runtime.addPlan(Fling(velocity: 2), to: Box(1))
        let items = tracer.loggedItems().map(\.item)
        #expect(items.map(\.type) == ["didCreatePerformer", "didStartToken", "didAddPlan", "runtimeActivityDidChange"])
        #expect(items[2].runtimeEvent?.planTypeName == "Fling")
        #expect(items[2].description == "didAddPlan: didAddPlan Fling(velocity: 2.0) to Box#1")
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("Patterns describe themselves as the events they accept")
    func patternDescriptions() {
        #expect(TraceItem.performerCreated("DragPerformer", for: "Box#1").itemToMatch.description == "didCreatePerformer by DragPerformer for Box#1")
        #expect(TraceItem.namedPlanAdded("settle", to: "Box#1", planType: "Spring").itemToMatch.description == "didAddNamedPlan Spring named \"settle\" to Box#1")
        #expect(TraceItem.planRemoved(named: "settle", from: "Box#1").itemToMatch.description == "didRemovePlanNamed named \"settle\" from Box#1")
        #expect(TraceItem.tokenEnded(on: "Box#2", label: "fling", by: "FlingPerformer").itemToMatch.description == "didEndToken (fling) by FlingPerformer on Box#2")
        #expect(TraceItem.runtimeActive.itemToMatch.description == "runtime active")
        #expect(TraceItem.runtimeEvent(RuntimeEventPattern(kind: .runtimeActivityDidChange)).itemToMatch.description == "runtime activity changed")
    }

    @Test("Equal patterns make equal trace items, so a slot can be compared and hashed")
    func patternItemsAreEqual() {
        #expect(TraceItem.tokenStarted(on: "Box#1") == TraceItem.tokenStarted(on: "Box#1"))
        #expect(TraceItem.tokenStarted(on: "Box#1") != TraceItem.tokenStarted(on: "Box#2"))
        #expect(Set([TraceItem.runtimeIdle, .runtimeIdle, .runtimeActive]).count == 2)
    }

    @Test("Named plan and removal items match by name, and by plan type when given")
    func namedPlanItems() throws {
        let trace = try Trace(
            name: "Named",
            itemsToMatch: [
                .performerCreated("SpringPerformer", for: "Box#1"),
                .namedPlanAdded("settle", to: "Box#1", planType: "Spring"),
                .planRemoved(named: "settle", from: "Box#1"),
                .namedPlanAdded("settle", to: "Box#1"),
            ])
        let tracer = Tracer(trace: trace)
        let scene = Scene(tracers: [tracer])
        tracer.start()
        let box = Box(1)
        scene.runtime.addPlan(Spring(destination: 1), named: "settle", to: box)
        scene.runtime.addPlan(Spring(destination: 2), named: "settle", to: box)
        #expect(tracer.stop().result.state == .passed)
    }

    @Test("A Sendable plan is kept and described when its line is read, on any thread; any other plan is described when added")
    func plansAreKeptOrDescribed() async {
        #expect(Toss.isSendablePlan && !Nudge.isSendablePlan && !Drag.isSendablePlan)
        let scene = Scene()
        let box = Box(1)
        let ruler = Ruler(distance: 3)
        scene.runtime.addPlan(Toss(x: 1, y: 2, vx: 3, vy: 4, spin: 5), to: box)
        scene.runtime.addPlan(Nudge(ruler: ruler), to: box)
        ruler.distance = 99  // after the event: its line keeps what the plan said when added
        let logger = scene.logger  // `Sendable`: read from another thread, as the log files are
        let lines = await Task.detached {
            logger.loggedItems.compactMap(\.runtimeEvent).filter { $0.kind == .didAddPlan }.map(\.description)
        }.value
        #expect(lines == ["didAddPlan Toss(1.0, 2.0, 3.0, 4.0, 5.0) to Box#1", "didAddPlan Nudge(3.0) to Box#1"])
    }
}

/// A plain-value plan of five numbers, larger than an existential's three inline words: kept whole.
private struct Toss: Plan, SendablePlan, CustomStringConvertible {
    typealias Performer = SpringPerformer
    var x, y, vx, vy, spin: Double
    var description: String { "Toss(\(x), \(y), \(vx), \(vy), \(spin))" }
}

/// A plan holding an object that changes after the plan is added (as a gesture's recognizer
/// does): not `Sendable`, so described at once.
private struct Nudge: Plan, CustomStringConvertible {
    typealias Performer = SpringPerformer
    let ruler: Ruler
    var description: String { "Nudge(\(ruler.distance))" }
}

private final class Ruler {
    var distance: Double
    init(distance: Double) { self.distance = distance }
}
