import Canvas
import CanvasSnapshotTesting
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// Golden images of the timeline strip, the Tracks tab and the Curves tab for
/// the demo script, at 1× and 2×: Box#1 selected before its toss, time paused
/// at frame 200 and scrubbed back to frame 125, where Box#4 is being thrown.
@Suite("Golden frames of the timeline")
struct OverlayTimelineGoldenTests {
    struct Pictures {
        var strip: Framebuffer
        var tracks: Framebuffer
        var curves: Framebuffer
    }

    static func pictures(scale: Double) throws -> Pictures {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let demo = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
        var events = demo.events
        events += OverlayTestSupport.click(at: Point(x: 160, y: 120), frame: 2, button: .secondary)
        events.append(OverlayTestSupport.key("p", frame: 200))
        for frame in 201...205 { events.append(OverlayTestSupport.key("left", shift: true, frame: frame)) }
        for frame in 206...230 { events.append(OverlayTestSupport.key("left", frame: frame)) }
        // The right-click opened the inspector, the last tab: back two to Tracks, then on to Curves.
        events.append(OverlayTestSupport.key("tab", shift: true, frame: 240))
        events.append(OverlayTestSupport.key("tab", shift: true, frame: 240))
        events.append(OverlayTestSupport.key("tab", frame: 250))
        events.append(ScriptEvent(frame: 255, .pointer(PointerEvent(.move, at: Point(x: 1000, y: 200), timestamp: 4.25))))
        let script = InputScript(events: events.sorted { $0.frame < $1.frame }, viewport: Viewport(width: 1280, height: 720, scale: scale))
        let frames = try Replay(script: script, frames: 256, captureFrames: [241, 256]).capture(playground)
        #expect(playground.timeTravel.shownFrame == 125)
        #expect(overlay.selection.box?.name == "Box#1")
        let strip = try #require(overlay.strip(for: playground)).frame
        let panel = overlay.panel.frame
        return Pictures(
            strip: crop(try #require(frames[241]), strip, scale: scale),
            tracks: crop(try #require(frames[241]), panel, scale: scale),
            curves: crop(try #require(frames[256]), panel, scale: scale)
        )
    }

    /// The pixels of `rect` (points, with a 2-point margin) at `scale`.
    static func crop(_ framebuffer: Framebuffer, _ rect: Rect, scale: Double) -> Framebuffer {
        let x0 = max(0, Int(((rect.minX - 2) * scale).rounded(.down))), y0 = max(0, Int(((rect.minY - 2) * scale).rounded(.down)))
        let x1 = min(framebuffer.width, Int(((rect.maxX + 2) * scale).rounded(.up)))
        let y1 = min(framebuffer.height, Int(((rect.maxY + 2) * scale).rounded(.up)))
        var cropped = Framebuffer(width: x1 - x0, height: y1 - y0)
        for y in y0..<y1 {
            for x in x0..<x1 { cropped[x - x0, y - y0] = framebuffer[x, y] }
        }
        return cropped
    }

    @Test("At 1×: the strip in the past, the Tracks tab, and the Curves tab with a hover readout")
    func oneX() throws {
        let pictures = try Self.pictures(scale: 1)
        assertSnapshot(of: pictures.strip, as: .png, named: "strip")
        assertSnapshot(of: pictures.tracks, as: .png, named: "tracks")
        assertSnapshot(of: pictures.curves, as: .png, named: "curves")
    }

    @Test("At 2×: the same, every line and letter twice as fine")
    func twoX() throws {
        let pictures = try Self.pictures(scale: 2)
        assertSnapshot(of: pictures.strip, as: .png, named: "strip")
        assertSnapshot(of: pictures.tracks, as: .png, named: "tracks")
        assertSnapshot(of: pictures.curves, as: .png, named: "curves")
    }
}
