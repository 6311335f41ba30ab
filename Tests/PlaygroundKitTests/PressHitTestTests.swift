import Canvas
import Interactions
import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// A press is hit-tested once, by the router, before the layers see it; every
/// event is clamped once, before the layers, the scene and the recording see it.
@Suite("One hit test and one clamp a press")
struct PressHitTestTests {
    /// Notes what the playground tells layers about each event, and takes nothing.
    final class Probe: PlaygroundLayer {
        var pressed: [Box?] = []
        var events: [InputEvent] = []
        func handle(_ event: InputEvent, playground: Playground) -> Bool {
            pressed.append(playground.pressedBox)
            events.append(event)
            return false
        }
        func draw(into framebuffer: inout Framebuffer, scale: Double, playground: Playground) {}
    }

    @Test("The layers are told the box a press reaches, and the router gives the press to that box")
    func layersSeeTheRoutersAnswer() throws {
        let playground = try TestSupport.defaultPlayground()
        let lower = try #require(playground.scene.box(named: "Box#1")), upper = try #require(playground.scene.box(named: "Box#2"))
        upper.position = lower.position  // Box#2 is drawn over Box#1
        let probe = Probe()
        playground.layers.append(probe)

        playground.handle(.pointer(PointerEvent(.down, at: lower.position, timestamp: 0)))
        playground.handle(.pointer(PointerEvent(.move, at: lower.position + Point(x: 30, y: 0), timestamp: 0.016)))
        playground.handle(.pointer(PointerEvent(.up, at: lower.position + Point(x: 30, y: 0), timestamp: 0.032)))
        playground.handle(.pointer(PointerEvent(.down, at: Point(x: 2, y: 2), timestamp: 0.5)))

        #expect(probe.pressed.count == 4)
        #expect(probe.pressed[0] === upper, "the topmost box")
        #expect(probe.pressed[1] == nil && probe.pressed[2] == nil, "a move or a release presses nothing")
        #expect(probe.pressed[3] == nil, "a press on empty space reaches no box")
        #expect(playground.pressedBox == nil, "only while an event is handled")
        #expect(playground.scene.boxes.last === upper, "the router gave the press to the box the layers were told of")
    }

    @Test("A first finger presses the box under it; a second finger presses nothing new")
    func fingers() throws {
        let playground = try TestSupport.defaultPlayground()
        let box = try #require(playground.scene.box(named: "Box#1"))
        let probe = Probe()
        playground.layers.append(probe)
        playground.handle(.finger(FingerEvent(.down, id: 1, at: box.position, timestamp: 0)))
        playground.handle(.finger(FingerEvent(.down, id: 2, at: Point(x: 2, y: 2), timestamp: 0.01)))
        #expect(probe.pressed[0] === box)
        #expect(probe.pressed[1] == nil)
        #expect(playground.router.capturedBox === box)
    }

    @Test("In the past a press reaches no box, by pointer or by finger; the present's boxes are untouched")
    func noPressInThePast() throws {
        let playground = try TestSupport.defaultPlayground()
        var framebuffer = Framebuffer(width: 1, height: 1)
        for _ in 0..<10 { playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer) }
        playground.scrub(toFrame: 5)
        #expect(playground.isInPast)
        let box = try #require(playground.scene.box(named: "Box#1"))
        let probe = Probe()
        playground.layers.append(probe)
        playground.handle(.pointer(PointerEvent(.down, at: box.position, timestamp: 0)))
        playground.handle(.finger(FingerEvent(.down, id: 1, at: box.position, timestamp: 0.01)))
        #expect(probe.pressed.allSatisfy { $0 == nil })
        #expect(playground.router.capturedBox == nil)
    }

    @Test("An event is clamped once, before the layers and the recording: the recording holds what was handled")
    func recordedAsClamped() throws {
        let playground = try TestSupport.defaultPlayground()
        let probe = Probe()
        playground.layers.append(probe)
        let wild = InputEvent.pointer(PointerEvent(.down, at: Point(x: .nan, y: 1e300), timestamp: -.infinity))
        var framebuffer = Framebuffer(width: 1, height: 1)
        playground.runFrame(events: [wild], elapsed: 1.0 / 60, into: &framebuffer)
        let clamped = InputBounds.clamped(wild)
        #expect(clamped != wild)
        #expect(probe.events == [clamped], "the layer saw the clamped event")
        #expect(playground.frameRecord.map(\.event) == [clamped], "and the recording holds it, so it loads again")
    }
}
