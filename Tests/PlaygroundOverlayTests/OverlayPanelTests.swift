import Canvas
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundUI
import PlaygroundTestSupport
import Testing

/// The panel's behaviour through the playground's input, without pixels
/// (but for the one test that proves a long line stays inside the panel).
@Suite("The overlay panel: input, hit-testing, moving, resizing, selection")
struct OverlayPanelTests {
    @Test("A press over the panel goes to the panel, not to the box beneath it; elsewhere it reaches the box")
    func panelTakesPressesOverIt() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let hidden = try #require(playground.scene.box(named: "Box#1"))
        hidden.position = Point(x: overlay.panel.frame.minX + 150, y: overlay.panel.frame.minY + 250)

        OverlayTestSupport.pointer(.down, hidden.position, playground)
        #expect(playground.router.capturedBox == nil, "the panel took the press")
        OverlayTestSupport.pointer(.up, hidden.position, playground)

        let open = OverlayTestSupport.center(of: "Box#2", in: playground)
        OverlayTestSupport.pointer(.down, open, playground)
        #expect(playground.router.capturedBox?.name == "Box#2")
    }

    @Test("removeOverlay() takes the overlay out of the layers; one installed again shows the log since the scene was built")
    func removingAndInstallingAgain() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        var framebuffer = Framebuffer(width: 1, height: 1)
        playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
        let lines = overlay.log.count
        #expect(lines > 0, "the scene logged its plans at start-up")
        playground.removeOverlay()
        #expect(playground.overlay == nil)
        #expect(!playground.layers.contains { $0 === overlay })
        playground.removeOverlay()  // removing none is nothing

        let again = playground.installOverlay()
        #expect(again !== overlay)
        #expect(playground.overlay === again)
        #expect(again.log.count == lines, "it reads the scene's log, kept since the scene was built")
    }

    @Test("With the panel hidden by its key, presses where it was reach the boxes")
    func hiddenPanelLetsInputThrough() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box = try #require(playground.scene.box(named: "Box#1"))
        box.position = Point(x: overlay.panel.frame.minX + 150, y: overlay.panel.frame.minY + 250)

        playground.handle(.key(KeyPress("f1")))
        OverlayTestSupport.pointer(.down, box.position, playground)

        #expect(!overlay.panel.isVisible)
        #expect(playground.router.capturedBox === box)
    }

    @Test("A drag that starts on a box keeps dragging it when the pointer passes over the panel")
    func dragsPassUnderThePanel() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box = try #require(playground.scene.box(named: "Box#3"))
        let target = Point(x: overlay.panel.frame.minX + 100, y: overlay.panel.frame.minY + 200)

        OverlayTestSupport.pointer(.down, box.position, playground, at: 0)
        OverlayTestSupport.pointer(.move, box.position + Point(x: 10, y: 0), playground, at: 0.016)
        OverlayTestSupport.pointer(.move, target, playground, at: 0.032)
        playground.advanceFrame(by: 1.0 / 60)

        #expect(playground.router.capturedBox === box)
        #expect(overlay.panelContains(box.position, in: playground), "the box followed the pointer under the panel")
    }

    @Test("Dragging the title bar moves the panel; dragging its bottom edge resizes it, within limits")
    func moveAndResize() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let start = overlay.panel.frame
        let title = Point(x: start.minX + 200, y: start.minY + 8)

        OverlayTestSupport.pointer(.down, title, playground)
        OverlayTestSupport.pointer(.move, title + Point(x: -300, y: 50), playground)
        OverlayTestSupport.pointer(.up, title + Point(x: -300, y: 50), playground)
        #expect(overlay.panel.frame.origin == start.origin + Point(x: -300, y: 50))
        #expect(playground.router.capturedBox == nil)

        let edge = Point(x: overlay.panel.frame.minX + 100, y: overlay.panel.frame.maxY - 2)
        OverlayTestSupport.pointer(.down, edge, playground)
        OverlayTestSupport.pointer(.move, edge + Point(x: 0, y: -80), playground)
        OverlayTestSupport.pointer(.up, edge + Point(x: 0, y: -80), playground)
        #expect(overlay.panel.frame.size.height == start.size.height - 80)

        OverlayTestSupport.pointer(.down, Point(x: edge.x, y: overlay.panel.frame.maxY - 2), playground)
        OverlayTestSupport.pointer(.move, Point(x: edge.x, y: -500), playground)
        OverlayTestSupport.pointer(.up, Point(x: edge.x, y: -500), playground)
        #expect(overlay.panel.frame.size.height == OverlayPanel.minimumHeight)

        OverlayTestSupport.pointer(.down, title + Point(x: -300, y: 50), playground)
        OverlayTestSupport.pointer(.move, Point(x: 5000, y: 5000), playground)
        #expect(playground.scene.bounds.contains(overlay.panel.frame.origin), "the title bar stays reachable")
    }

    @Test("The collapse button folds the panel to its title and status lines; a press below them reaches the scene")
    func collapse() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let frame = overlay.panel.frame
        let button = try #require(overlay.frame(of: "panel.collapse", in: playground)).center

        OverlayTestSupport.pointer(.down, button, playground)
        OverlayTestSupport.pointer(.up, button, playground)
        #expect(overlay.panel.isCollapsed)

        let box = try #require(playground.scene.box(named: "Box#1"))
        box.position = Point(x: frame.minX + 150, y: frame.minY + 250)
        OverlayTestSupport.pointer(.down, box.position, playground)
        #expect(playground.router.capturedBox === box)
    }

    @Test("The wheel over the panel is the panel's and scrolls the log; elsewhere it passes through")
    func wheel() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        for index in 0..<100 { playground.scene.log("note \(index)") }
        playground.advanceFrame(by: 1.0 / 60)
        let rows = try #require(overlay.frame(of: WidgetID("log.row", 3), in: playground)).center

        #expect(overlay.handle(.wheel(dx: 0, dy: 2, at: rows), playground: playground))
        #expect(overlay.log.scrollOffset == 6, "three rows a notch")
        #expect(!overlay.handle(.wheel(dx: 0, dy: 2, at: Point(x: 100, y: 100)), playground: playground))
        #expect(overlay.handle(.wheel(dx: 0, dy: -2, at: rows), playground: playground))
        #expect(overlay.log.isFollowing)
    }

    @Test("Clicking the filter chips hides a kind; the target arrows cycle; Clear empties the view")
    func logControls() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.advanceFrame(by: 1.0 / 60)
        let all = overlay.log.filteredCount
        let chip = try #require(overlay.frame(of: WidgetID("log.kinds").child(LogKind.planAdded.rawValue), in: playground))
        let next = try #require(overlay.frame(of: "log.nextTarget", in: playground))

        OverlayTestSupport.pointer(.down, chip.center, playground)
        OverlayTestSupport.pointer(.up, chip.center, playground)
        #expect(overlay.log.hiddenKinds.contains(.planAdded))
        #expect(overlay.log.filteredCount < all)

        OverlayTestSupport.pointer(.down, next.center, playground)
        OverlayTestSupport.pointer(.up, next.center, playground)
        #expect(overlay.log.targetFilter == "Box#1")

        playground.handle(.key(KeyPress("c")))
        #expect(overlay.log.filteredCount == 0)
    }

    @Test("A secondary click on a box selects it and opens the inspector; a primary click or a drag does not; a secondary click on empty space clears it")
    func selection() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box2 = OverlayTestSupport.center(of: "Box#2", in: playground)
        OverlayTestSupport.pointer(.down, box2, playground, button: .secondary)
        OverlayTestSupport.pointer(.up, box2, playground, button: .secondary)
        #expect(overlay.selection.box?.name == "Box#2")
        #expect(overlay.panel.tab == .inspector)

        let box4 = OverlayTestSupport.center(of: "Box#4", in: playground)
        OverlayTestSupport.pointer(.down, box4, playground, at: 0)
        OverlayTestSupport.pointer(.up, box4, playground, at: 0.05)
        OverlayTestSupport.pointer(.down, box4, playground, at: 0.1)
        OverlayTestSupport.pointer(.move, box4 + Point(x: 30, y: 0), playground, at: 0.15)
        OverlayTestSupport.pointer(.move, box4 + Point(x: 60, y: 0), playground, at: 0.17)
        playground.advanceFrame(by: 1.0 / 60)
        OverlayTestSupport.pointer(.up, box4 + Point(x: 60, y: 0), playground, at: 0.2)
        #expect(overlay.selection.box?.name == "Box#2", "clicking and dragging Box#4 left the selection alone")
        #expect(playground.scene.box(named: "Box#4")!.position != box4, "and the drag still dragged")

        OverlayTestSupport.pointer(.down, Point(x: 640, y: 360), playground, button: .secondary)
        OverlayTestSupport.pointer(.up, Point(x: 640, y: 360), playground, button: .secondary)
        #expect(overlay.selection.box == nil)
    }

    @Test("In pick mode (i) the next click selects the box under it without reaching it, and ends pick mode; Escape ends it without quitting")
    func pickMode() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box3 = playground.scene.box(named: "Box#3")!
        let start = box3.position
        playground.handle(.key(KeyPress("i")))
        #expect(overlay.selection.isPicking)
        OverlayTestSupport.pointer(.down, start, playground)
        OverlayTestSupport.pointer(.move, start + Point(x: 50, y: 0), playground, at: 0.05)
        OverlayTestSupport.pointer(.up, start + Point(x: 50, y: 0), playground, at: 0.1)
        playground.advanceFrame(by: 1.0 / 60)
        #expect(overlay.selection.box === box3)
        #expect(!overlay.selection.isPicking)
        #expect(box3.position == start, "the press never reached the box")
        #expect(!playground.scene.runtime.isActive)

        playground.handle(.key(KeyPress("i")))
        playground.handle(.key(KeyPress("escape")))
        #expect(!overlay.selection.isPicking)
        #expect(playground.takeRequests().isEmpty, "Escape ended pick mode and did not quit")
    }

    @Test("A long line is cut with an ellipsis inside the panel: nothing is drawn past its edge")
    func longLinesStayInside() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        overlay.panel.place(at: Point(x: 300, y: 10))
        let long = String(repeating: "a very long note ", count: 40)
        playground.scene.log(long)
        playground.advanceFrame(by: 1.0 / 60)

        var withPanel = Framebuffer(width: 1280, height: 720)
        playground.render(into: &withPanel)
        let room = Int(try #require(overlay.frame(of: WidgetID("log.row", 0), in: playground)).size.width)
        overlay.panel.isVisible = false
        var withoutPanel = Framebuffer(width: 1280, height: 720)
        playground.render(into: &withoutPanel)

        let edge = Int(overlay.panel.frame.maxX)
        var differing = 0
        for y in 0..<720 {
            for x in (edge + 1)..<1280 where withPanel[x, y] != withoutPanel[x, y] {
                differing += 1
            }
        }
        #expect(differing == 0)
        let font = try TestSupport.font()
        #expect(font.width(of: long, maxWidth: room) <= room, "the line is cut to the row")
        #expect(overlay.log.filteredLine(at: overlay.log.filteredCount - 1).text == long)
    }
}
