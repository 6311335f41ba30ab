import Canvas
import Interactions
import PlaygroundKit
import PlaygroundTestSupport
import Testing

@Suite("The playground's frame rules")
struct PlaygroundTests {
    @Test("A long frame is clamped to 64 ms of scene time; the frame keeps its real time for the frame-time graph")
    func longFramesAreClamped() throws {
        let playground = try TestSupport.defaultPlayground()
        let frame = playground.advanceFrame(by: 0.5)
        #expect(frame.sceneElapsed == Playground.maximumFrameTime)
        #expect(frame.elapsed == 0.5)
    }

    @Test("Time scale slows scene time; pausing stops it; a step while paused advances exactly 1/60 s")
    func timeControls() throws {
        let playground = try TestSupport.defaultPlayground()
        playground.timeScale = 0.25
        #expect(playground.advanceFrame(by: 1.0 / 60).sceneElapsed == 0.25 / 60)
        playground.isPaused = true
        #expect(playground.advanceFrame(by: 1.0 / 60).sceneElapsed == 0)
        playground.stepOnce()
        #expect(playground.advanceFrame(by: 1.0 / 60).sceneElapsed == 1.0 / 60)
        #expect(playground.advanceFrame(by: 1.0 / 60).sceneElapsed == 0)
        #expect(playground.frameNumber == 4)
    }

    @Test("Keys ask the host to save a frame, save the recording, or quit")
    func keyRequests() throws {
        let playground = try TestSupport.defaultPlayground()
        playground.handle(.key(KeyPress("s")))
        playground.handle(.key(KeyPress("r")))
        playground.handle(.key(KeyPress("escape")))
        #expect(playground.takeRequests() == [.saveFrame, .saveRecording, .quit])
        #expect(playground.takeRequests().isEmpty)
    }

    @Test("A layer that consumes input hides it from the scene")
    func layersTakeInputFirst() throws {
        final class Swallower: PlaygroundLayer {
            var seen = 0
            func handle(_ event: InputEvent, playground: Playground) -> Bool { seen += 1; return true }
            func draw(into framebuffer: inout Framebuffer, scale: Double, playground: Playground) {}
        }
        let playground = try TestSupport.defaultPlayground()
        let layer = Swallower()
        playground.layers.append(layer)
        let box = try #require(playground.scene.box(named: "Box#1"))

        playground.handle(.pointer(PointerEvent(.down, at: box.position, timestamp: 0)))

        #expect(layer.seen == 1)
        #expect(!playground.scene.runtime.isActive, "the box never saw the press")
    }
}

@Suite("Pointer routing")
struct PointerRouterTests {
    @Test("A press goes to the topmost box under it, which comes to the front and keeps the pointer")
    func pressCapturesTopmostBox() throws {
        let scene = Scene.makeDefault()
        let lower = try #require(scene.box(named: "Box#1")), upper = try #require(scene.box(named: "Box#2"))
        upper.position = lower.position  // Box#2 is drawn over Box#1
        var router = PointerRouter()

        let hit = router.route(PointerEvent(.down, at: lower.position, timestamp: 0), in: scene)
        #expect(hit === upper)
        #expect(scene.boxes.last === upper)
        let far = router.route(PointerEvent(.move, at: Point(x: 5000, y: 5000), timestamp: 0.1), in: scene)
        #expect(far === upper, "moves outside the box still go to it")
    }

    @Test("Losing focus mid-drag cancels the gesture, ends its token and lets the runtime go idle")
    func focusLossEndsTheDrag() throws {
        let playground = try TestSupport.defaultPlayground()
        let box = try #require(playground.scene.box(named: "Box#1"))
        playground.handle(.pointer(PointerEvent(.down, at: box.position, timestamp: 0)))
        playground.handle(.pointer(PointerEvent(.move, at: box.position + Point(x: 40, y: 0), timestamp: 0.016)))
        #expect(playground.scene.runtime.activeTokenCount > 0)

        playground.handle(.focusLost)
        for _ in 0..<120 { playground.advanceFrame(by: 1.0 / 60) }

        #expect(playground.scene.runtime.activeTokenCount == 0)
        #expect(!playground.scene.runtime.isActive)
        #expect(playground.router.capturedBox == nil)
    }

    @Test("Presses on empty space and with other buttons move nothing")
    func missesAndOtherButtons() throws {
        let scene = Scene.makeDefault()
        var router = PointerRouter()
        #expect(router.route(PointerEvent(.down, at: Point(x: 5, y: 5), timestamp: 0), in: scene) == nil)
        let box = try #require(scene.box(named: "Box#1"))
        #expect(router.route(PointerEvent(.down, at: box.position, button: .secondary, timestamp: 0), in: scene) == nil)
    }
}

@Suite("Boxes that scale, turn and fade")
struct BoxTransformTests {
    @Test("Hit testing follows the box as drawn: scaled about its centre and turned clockwise")
    func hitTestingFollowsTheTransform() {
        let box = Box(name: "Box#1", position: Point(x: 100, y: 100), size: Size(width: 100, height: 20), color: .white)
        #expect(box.contains(Point(x: 145, y: 100)))
        #expect(!box.contains(Point(x: 100, y: 140)))
        box.rotation = .pi / 2  // now 20 wide and 100 tall
        #expect(!box.contains(Point(x: 145, y: 100)))
        #expect(box.contains(Point(x: 100, y: 145)))
        box.scale = 2
        #expect(box.contains(Point(x: 100, y: 195)))
        #expect(!box.contains(Point(x: 100, y: 205)))
        let bounds = box.bounds
        #expect(abs(bounds.size.width - 40) < 1e-9 && abs(bounds.size.height - 200) < 1e-9)
        let corner = box.scenePoint(Point(x: 50, y: 10))
        #expect(abs(corner.x - 80) < 1e-9 && abs(corner.y - 200) < 1e-9, "x turns to y, y to -x, both doubled")
        #expect(box.localPoint(corner).distance(to: Point(x: 50, y: 10)) < 1e-9)
    }

    @Test("A scaled, turned, half-faded box draws turned and translucent; a box at opacity 0 draws nothing")
    func drawingFollowsTheTransform() throws {
        let scene = Scene(size: Size(width: 200, height: 200))
        let box = scene.addBox(Box(name: "B", position: Point(x: 100, y: 100), size: Size(width: 120, height: 20), color: Color(rgba: 0xFF0000FF), cornerRadius: 0))
        let renderer = SceneRenderer(font: try TestSupport.font())
        var upright = Framebuffer(width: 200, height: 200)
        renderer.draw(scene, into: &upright)
        box.rotation = .pi / 2
        box.opacity = 0.5
        var turned = Framebuffer(width: 200, height: 200)
        renderer.draw(scene, into: &turned)
        #expect(upright[150, 100].red > 200 && turned[150, 100].red < 60, "the long side left the x axis")
        #expect(turned[100, 150].red > 90 && turned[100, 150].red < 160, "and lies along y, half faded")
        box.opacity = 0
        var hidden = Framebuffer(width: 200, height: 200)
        renderer.draw(scene, into: &hidden)
        #expect(hidden[100, 150].red < 60)
    }
}
