import Canvas
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing

/// Every box stays reachable: resizes, tiny windows, the panel, and the
/// scene's actions.
@Suite("Reach: resizes, the panel's place, and the scene's actions")
struct ReachabilityTests {
    private func run(_ playground: Playground, _ events: [ScriptEvent], frames: Int) throws {
        try Replay(script: InputScript(events: events.sorted { $0.frame < $1.frame }), frames: frames).run(playground) { _, _, _ in }
    }

    private func everyBoxInside(_ scene: Scene) -> Bool {
        scene.boxes.allSatisfy { box in
            let frame = box.frame
            return frame.minX >= -0.001 && frame.minY >= -0.001 && frame.maxX <= scene.size.width + 0.001 && frame.maxY <= scene.size.height + 0.001
        }
    }

    @Test("Shrunk to 700×450, every box settles inside the window with its usual motion, and follows again when it grows back")
    func shrinkAndGrow() throws {
        let playground = try TestSupport.defaultPlayground()
        try run(playground, [ScriptEvent(frame: 2, .resize(width: 700, height: 450))], frames: 240)
        #expect(everyBoxInside(playground.scene))
        #expect(!playground.scene.runtime.isActive, "everything settled")
        let anchored = playground.scene.boxes.filter { ["Box#1", "Box#2", "Box#3"].contains($0.name) }
        #expect(anchored.allSatisfy { playground.scene.anchors.contains($0.position) }, "anchored boxes rest on the new anchors")
        let springs = playground.scene.logger.loggedItems.filter { $0.item.description.contains("Spring") && $0.item.description.contains("motion") }
        #expect(!springs.isEmpty, "they got there by springing, not by jumping")

        try run(playground, [ScriptEvent(frame: 1, .resize(width: 1280, height: 720))], frames: 240)
        #expect(everyBoxInside(playground.scene))
        #expect(playground.scene.box(named: "Box#1")!.position == Point(x: 160, y: 120), "Box#1 is back on its first anchor")
    }

    @Test("A tiny window and back: no region is ever empty, and every box ends inside")
    func tinyWindow() throws {
        let playground = try TestSupport.defaultPlayground()
        try run(
            playground,
            [
                ScriptEvent(frame: 2, .resize(width: 40, height: 30)),
                ScriptEvent(frame: 60, .resize(width: 900, height: 600)),
            ], frames: 300)
        #expect(everyBoxInside(playground.scene))
        let regions = playground.scene.logger.loggedItems.map(\.item.description).filter { $0.contains("Tossable(region:") }
        #expect(!regions.isEmpty)
        #expect(regions.allSatisfy { !$0.contains(", 0, ") && !$0.contains(", 0)") }, "no zero-sized region: \(regions.first ?? "")")
    }

    @Test("A box in flight when the window shrinks flies on within the new edges and comes to rest inside")
    func inFlightDuringResize() throws {
        let playground = try TestSupport.defaultPlayground()
        var events = TestSupport.drag(from: Point(x: 160, y: 600), by: Point(x: 600, y: -300), startFrame: 2, frames: 5)
        events.append(ScriptEvent(frame: 10, .resize(width: 640, height: 400)))
        try run(playground, events, frames: 300)
        #expect(
            everyBoxInside(playground.scene), "\(playground.scene.boxes.map { "\($0.name) \($0.position) \($0.motion)" }) \(playground.scene.logger.loggedItems.suffix(12).map(\.item.description))")
    }

    @Test("Throw every box (x) sends them flying and they settle inside; Reset (0) springs every box home")
    func actions() throws {
        let playground = try TestSupport.defaultPlayground()
        let homes = playground.scene.boxes.map { ($0.name, $0.position) }
        try run(playground, [ScriptEvent(frame: 2, .key(KeyPress("x")))], frames: 4)
        #expect(playground.scene.runtime.isActive)
        #expect(playground.scene.boxes.allSatisfy { $0.motion.isMoving })
        try run(playground, [ScriptEvent(frame: 240, .key(KeyPress("0")))], frames: 480)
        #expect(!playground.scene.runtime.isActive)
        for (name, home) in homes {
            #expect(playground.scene.box(named: name)!.position == home, "\(name) is home")
        }
    }

    @Test("The stress scene can be thrown again with x")
    func stressThrowAgain() throws {
        let playground = Playground(scene: .makeStress(count: 200), font: try TestSupport.font())
        try run(playground, [], frames: 600)
        #expect(!playground.scene.runtime.isActive)
        try run(playground, [ScriptEvent(frame: 1, .key(KeyPress("x")))], frames: 2)
        #expect(playground.scene.boxes.allSatisfy { $0.motion.isMoving })
    }

    @Test("The panel keeps to its corner: shrunk it follows the right edge; grown back it returns to its place and size")
    func panelFollowsItsCorner() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let start = overlay.panel.frame
        playground.handle(.resize(width: 700, height: 450))
        #expect(overlay.panel.frame.maxX == 690)
        #expect(overlay.panel.frame.maxY <= 450)
        playground.handle(.resize(width: 300, height: 200))
        #expect(overlay.panel.frame.minX >= 0)
        playground.handle(.resize(width: 1280, height: 720))
        #expect(overlay.panel.frame == start)
    }
}
