import Canvas
import CanvasSnapshotTesting
import Interactions
import PlaygroundKit
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
        let events = [OverlayTestSupport.key("i", frame: 2), OverlayTestSupport.key("tab", shift: true, frame: 2)]
        let frames = try OverlayTestSupport.replay(events, frames: 3, capture: [3], on: playground)
        #expect(overlay.selection.isPicking)
        #expect(overlay.panel.tab == .inspector)
        assertSnapshot(of: try #require(frames[3]), as: .png)
    }
}
