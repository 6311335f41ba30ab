import Canvas
import CanvasSnapshotTesting
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundUI
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// Golden frames of the overlay, replayed headless from scripts built here,
/// through the same public API users get (`installOverlay`, `Replay`).
///
/// Every key press and click is an ordinary script event, so each golden
/// shows the overlay at an exact moment of an exact session.
@Suite("Golden frames of the overlay")
struct OverlayGoldenFrameTests {
    @Test("After a drag and a fling, the log lists each runtime event with its badge and target, and the fling's token is outlined")
    func logAfterDragAndFling() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        let box5 = OverlayTestSupport.center(of: "Box#5", in: playground)
        let events = OverlayTestSupport.toss(from: box5, by: Point(x: -240, y: -200), startFrame: 10)
        let frames = try OverlayTestSupport.replay(events, frames: 26, capture: [26], on: playground)
        assertSnapshot(of: try #require(frames[26]), as: .png)
    }

    @Test("The traces tab shows a passing trace: its setup steps and every slot matched, with hints")
    func passingTrace() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        let box1 = OverlayTestSupport.center(of: "Box#1", in: playground)
        var events = TestSupport.drag(from: box1, by: Point(x: 200, y: 110), startFrame: 10, frames: 15)
        events.append(OverlayTestSupport.key("tab", frame: 120))
        let frames = try OverlayTestSupport.replay(events, frames: 125, capture: [125], on: playground)
        #expect(playground.scene.traces[0].state == .passed)
        assertSnapshot(of: try #require(frames[125]), as: .png)
    }

    @Test("The traces tab shows a failing trace: Box#1 was clicked, not dragged, so its spring came before any drag and the slots went out of order")
    func failingTrace() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        let box1 = OverlayTestSupport.center(of: "Box#1", in: playground)
        var events = OverlayTestSupport.click(at: box1, frame: 10)
        events += TestSupport.drag(from: box1, by: Point(x: 200, y: 110), startFrame: 40, frames: 15)
        // A click is not an inspection: the log stays open, and Tab goes to the traces.
        events.append(ScriptEvent(frame: 70, .key(KeyPress("tab"))))
        let frames = try OverlayTestSupport.replay(events, frames: 75, capture: [75], on: playground)
        #expect(playground.scene.traces[0].state == .failed)
        assertSnapshot(of: try #require(frames[75]), as: .png)
    }

    @Test("A selected box in flight shows its velocity arrow, its rest ghost, and the inspector lists its plans, performers and open tokens")
    func selectedTarget() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box5 = OverlayTestSupport.center(of: "Box#5", in: playground)
        var events = OverlayTestSupport.toss(from: box5, by: Point(x: 200, y: -40), startFrame: 10)
        // Selected in flight, a frame after the release, with a secondary click: it flies on untouched.
        events += OverlayTestSupport.click(at: box5 + Point(x: 200, y: -40), frame: 20, button: .secondary)
        let frames = try OverlayTestSupport.replay(events, frames: 24, capture: [24], on: playground)
        #expect(overlay.selection.box?.name == "Box#5")
        #expect(overlay.panel.tab == .inspector)
        assertSnapshot(of: try #require(frames[24]), as: .png)
    }

    @Test("The pointer samples of the last drag show with the fitted release velocity")
    func pointerSamples() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box2 = OverlayTestSupport.center(of: "Box#2", in: playground)
        var events = [OverlayTestSupport.key("v", frame: 2), OverlayTestSupport.key("`", frame: 2)]
        events += OverlayTestSupport.toss(from: box2, by: Point(x: 160, y: 140), startFrame: 10, frames: 10)
        let frames = try OverlayTestSupport.replay(events, frames: 22, capture: [22], on: playground)
        #expect(overlay.showsPointerSamples)
        #expect(!overlay.panel.isVisible)
        assertSnapshot(of: try #require(frames[22]), as: .png)
    }

    @Test("The collapsed panel keeps its status line and the traces' states, here in slow motion with a box in flight")
    func collapsedPanel() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box5 = OverlayTestSupport.center(of: "Box#5", in: playground)
        var events = [OverlayTestSupport.key("f2", frame: 1), OverlayTestSupport.key("2", frame: 2)]
        events += OverlayTestSupport.toss(from: box5, by: Point(x: 260, y: -200), startFrame: 10)
        let frames = try OverlayTestSupport.replay(events, frames: 40, capture: [40], on: playground)
        #expect(overlay.panel.isCollapsed)
        #expect(playground.timeScale == 0.25)
        assertSnapshot(of: try #require(frames[40]), as: .png)
    }

    @Test("Pick mode says so over the scene, and the empty inspector says how to pick a box")
    func pickMode() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let events = [
            OverlayTestSupport.key("i", frame: 2), OverlayTestSupport.key("tab", shift: true, frame: 2),
            OverlayTestSupport.key("tab", shift: true, frame: 2), OverlayTestSupport.key("tab", shift: true, frame: 2),
        ]
        let frames = try OverlayTestSupport.replay(events, frames: 3, capture: [3], on: playground)
        #expect(overlay.selection.isPicking)
        #expect(overlay.panel.tab == .inspector)
        assertSnapshot(of: try #require(frames[3]), as: .png)
    }

    @Test("The help sheet lists every key and mouse action, in sections")
    func helpSheet() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let frames = try OverlayTestSupport.replay([OverlayTestSupport.key("/", shift: true, frame: 2)], frames: 3, capture: [3], on: playground)
        #expect(overlay.showsHelp)
        assertSnapshot(of: try #require(frames[3]), as: .png)
    }

    @Test("A selected log line shows whole, with its event's fields, under the list; the row under the pointer is lit")
    func selectedLogRow() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box4 = OverlayTestSupport.center(of: "Box#4", in: playground)
        var events = OverlayTestSupport.toss(from: box4, by: Point(x: 300, y: -160), startFrame: 4)
        let rows = try #require(overlay.frame(of: WidgetID("log.row", 0), in: playground))
        events += OverlayTestSupport.click(at: Point(x: rows.minX + 60, y: rows.minY + 6 * 16 + 4), frame: 40)
        events.append(ScriptEvent(frame: 42, .pointer(PointerEvent(.move, at: Point(x: rows.minX + 60, y: rows.minY + 2 * 16 + 4), timestamp: 0.7))))
        let frames = try OverlayTestSupport.replay(events, frames: 43, capture: [43], on: playground)
        #expect(overlay.log.selectedSequence != nil)
        assertSnapshot(of: try #require(frames[43]), as: .png)
    }

    @Test("A narrow panel wraps its kind chips and cuts nothing it cannot fit; a wide one spreads out", arguments: [-160.0, 280.0])
    func panelWidths(change: Double) throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let edge = Point(x: overlay.panel.frame.minX + 2, y: 300)
        var events = [
            ScriptEvent(frame: 2, .pointer(PointerEvent(.down, at: edge, timestamp: 0.03))),
            ScriptEvent(frame: 3, .pointer(PointerEvent(.move, at: edge + Point(x: -change, y: 0), timestamp: 0.05))),
            ScriptEvent(frame: 4, .pointer(PointerEvent(.up, at: edge + Point(x: -change, y: 0), timestamp: 0.07))),
        ]
        events += OverlayTestSupport.toss(from: OverlayTestSupport.center(of: "Box#2", in: playground), by: Point(x: 0, y: 200), startFrame: 6)
        let frames = try OverlayTestSupport.replay(events, frames: 30, capture: [30], on: playground)
        #expect(overlay.panel.frame.size.width == OverlayPanel.defaultWidth + change)
        assertSnapshot(of: try #require(frames[30]), as: .png, named: change < 0 ? "narrow" : "wide")
    }

    @Test("Paused in slow motion, the status line says so apart from the token count, and the frame rate says idle")
    func pausedAtATenth() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        let box5 = OverlayTestSupport.center(of: "Box#5", in: playground)
        var events = OverlayTestSupport.toss(from: box5, by: Point(x: 260, y: -200), startFrame: 4)
        events += [OverlayTestSupport.key("3", frame: 14), OverlayTestSupport.key("p", frame: 30)]
        let frames = try OverlayTestSupport.replay(events, frames: 31, capture: [31], on: playground)
        #expect(playground.isPaused && playground.timeScale == 0.1)
        assertSnapshot(of: try #require(frames[31]), as: .png)
    }
}
