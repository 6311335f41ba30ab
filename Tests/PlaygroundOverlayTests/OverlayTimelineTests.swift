import Canvas
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundUI
import PlaygroundTestSupport
import Testing

/// The overlay's timeline: the strip, the Tracks and Curves tabs, and the panel in the past.
@Suite("The overlay's timeline")
struct OverlayTimelineTests {
    /// The demo's toss of Box#1 run for 150 frames with the overlay, then paused.
    static func pausedDemo() throws -> (Playground, OverlayLayer) {
        let (playground, overlay) = try OverlayTestSupport.playground()
        var events = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath).events.filter { $0.frame < 100 }
        events.append(OverlayTestSupport.key("p", frame: 150))
        try Replay(script: InputScript(events: events), frames: 150).run(playground, drawing: false) { _, _, _ in }
        return (playground, overlay)
    }

    static func frame(_ playground: Playground, _ events: [InputEvent]) {
        var framebuffer = Framebuffer(width: 1, height: 1)
        playground.runFrame(events: events, elapsed: 1.0 / 60, into: &framebuffer, draw: false)
    }

    static func click(_ playground: Playground, at point: Point, button: PointerEvent.Button = .primary) {
        frame(
            playground,
            [
                .pointer(PointerEvent(.down, at: point, button: button, timestamp: 9)),
                .pointer(PointerEvent(.up, at: point, button: button, timestamp: 9.01)),
            ])
    }

    @Test("The strip shows while paused; a press on its track jumps to that frame and a drag scrubs on, without touching the scene")
    func stripScrubs() throws {
        let (playground, overlay) = try Self.pausedDemo()
        let history = try #require(playground.history)
        let strip = try #require(overlay.strip(for: playground))
        let before = playground.scene.boxes.map(\.position)
        let at20 = Point(x: strip.x(ofIndex: 20, count: history.count), y: strip.track.center.y)
        Self.frame(playground, [.pointer(PointerEvent(.down, at: at20, timestamp: 9))])
        #expect(playground.timeTravel.shownFrame == history.frame(at: 20).number)
        let at60 = Point(x: strip.x(ofIndex: 60, count: history.count), y: strip.track.center.y)
        Self.frame(playground, [.pointer(PointerEvent(.move, at: at60, timestamp: 9.1))])
        #expect(playground.timeTravel.shownFrame == history.frame(at: 60).number)
        Self.frame(playground, [.pointer(PointerEvent(.up, at: at60, timestamp: 9.2))])
        #expect(playground.scene.boxes.map(\.position) == before)
        #expect(playground.isPaused)
        // Running, the strip is gone.
        Self.frame(playground, [.key(KeyPress("p"))])
        #expect(overlay.strip(for: playground) == nil)
        #expect(!playground.isInPast)
    }

    @Test("The strip's [ and ] mark the clip, Export clip asks for it, Branch here asks to branch, Resume goes back to the present, running")
    func stripButtons() throws {
        let (playground, overlay) = try Self.pausedDemo()
        let history = try #require(playground.history)
        func button(_ id: WidgetID) throws -> Point {
            try #require(overlay.frame(of: id, in: playground)).center
        }
        playground.scrub(toFrame: 40)
        Self.click(playground, at: try button("strip.markStart"))
        playground.scrub(toFrame: 90)
        Self.click(playground, at: try button("strip.markEnd"))
        #expect(playground.clipRange == 40...90)
        _ = playground.takeRequests()
        Self.click(playground, at: try button("strip.exportClip"))
        #expect(playground.takeRequests() == [.exportClip(frames: 40...90)])
        Self.click(playground, at: try button("strip.branch"))
        #expect(playground.takeRequests() == [.branch(atFrame: 90)])
        Self.click(playground, at: try button("strip.resume"))
        #expect(!playground.isPaused)
        #expect(!playground.isInPast)
        #expect(history.count > 0)
    }

    @Test("Without marks, a clip is the last five seconds up to the frame shown")
    func defaultClip() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        try Replay(script: InputScript(), frames: 400).run(playground, drawing: false) { _, _, _ in }
        #expect(playground.clipRange == 101...400)
        playground.scrub(toFrame: 200)
        #expect(playground.clipRange == 1...200, "five seconds back from frame 200 is before the first frame")
    }

    @Test("On Tracks, a click on an interval selects its box and jumps to the frame its token started; the wheel zooms about the pointer, a drag pans")
    func tracksClickZoomPan() throws {
        let (playground, overlay) = try Self.pausedDemo()
        overlay.panel.tab = .tracks
        // The plots take the presses: the lanes are the part of the area under the time axis.
        let plot = try #require(overlay.frame(of: "timeline.plot", in: playground))
        let lanes = plot.inset(top: 16 + 2)
        let view = try #require(TimelineView(playground: playground, viewport: overlay.timeline))
        let tracks = HistoryTracks(view.history, indices: view.indices)
        let spring = try #require(tracks.intervals.first { $0.label == "spring" })
        let names = TrackRows(tracks: tracks, boxNames: playground.scene.boxes.map(\.name)).names
        let row = try #require(names.firstIndex(of: "Box#1"))
        let x = view.x(view.time(ofFrame: spring.startFrame + 5), in: lanes)
        let point = Point(x: x, y: lanes.minY + (Double(row) + 0.5) * OverlayUI.trackRowHeight(line: 16))
        #expect(overlay.interval(at: point, view: view, plot: lanes, playground: playground) == spring)
        Self.click(playground, at: point)
        #expect(overlay.selection.box?.name == "Box#1")
        #expect(playground.timeTravel.shownFrame == spring.startFrame)

        let span = overlay.timeline.span
        let under = view.time(atX: plot.center.x, in: plot)
        Self.frame(playground, [.wheel(dx: 0, dy: 2, at: plot.center)])
        #expect(overlay.timeline.span == span / 2, "two notches: twice as close")
        let zoomed = try #require(TimelineView(playground: playground, viewport: overlay.timeline))
        #expect(abs(zoomed.time(atX: plot.center.x, in: plot) - under) < 1e-9, "the time under the pointer stays put")
        #expect(!overlay.timeline.isFollowing)

        let end = zoomed.range.upperBound
        Self.frame(playground, [.pointer(PointerEvent(.down, at: plot.center, timestamp: 9))])
        Self.frame(playground, [.pointer(PointerEvent(.move, at: plot.center + Point(x: 40, y: 0), timestamp: 9.1))])
        Self.frame(playground, [.pointer(PointerEvent(.up, at: plot.center + Point(x: 40, y: 0), timestamp: 9.2))])
        let panned = try #require(TimelineView(playground: playground, viewport: overlay.timeline))
        #expect(panned.range.upperBound < end, "dragged right: earlier times come into view")
        #expect(playground.timeTravel.shownFrame == spring.startFrame, "a drag is not a click: the frame shown stays")
        Self.click(playground, at: try #require(overlay.frame(of: "timeline.now", in: playground)).center)
        #expect(overlay.timeline.isFollowing)
    }

    @Test("In the past, the log highlights that frame's entries and scrolls to them; back in the present it follows again")
    func logFollowsThePast() throws {
        let (playground, overlay) = try Self.pausedDemo()
        let history = try #require(playground.history)
        // The frame Box#1's drag started in: its entries are the drag's token and the toss's.
        let index = try #require((1..<history.count).first { history.frame(at: $0).logSequence > history.frame(at: $0 - 1).logSequence })
        let frame = history.frame(at: index)
        playground.scrub(toFrame: frame.number)
        Self.frame(playground, [])
        #expect(overlay.log.highlightedSequences == (history.frame(at: index - 1).logSequence + 1)...frame.logSequence)
        #expect(frame.firstLogSequence == history.frame(at: index - 1).logSequence + 1)
        #expect(history.frame(at: 0).firstLogSequence > 1, "the scene's creation is logged before the first frame, and is no frame's")
        #expect(overlay.log.pastSequence == frame.logSequence)
        let visible = overlay.log.visibleRange.map { overlay.log.filteredLine(at: $0).sequence }
        #expect(visible.last == frame.logSequence, "its last entry is the bottom row")
        Self.frame(playground, [.key(KeyPress("p"))])
        #expect(overlay.log.highlightedSequences == nil)
        #expect(overlay.log.isFollowing)
    }

    @Test("In the past, a right-click selects the box that was there then, and the scene never sees it")
    func selectInThePast() throws {
        let (playground, overlay) = try Self.pausedDemo()
        let history = try #require(playground.history)
        let start = try #require(history.index(ofFrame: 5))
        let then = try #require(history.box(named: "Box#1", at: start)?.position)
        #expect(then != playground.scene.box(named: "Box#1")?.position, "Box#1 has moved since")
        playground.scrub(toFrame: 5)
        // At rest, the panel dodged Box#1 onto the corner Box#1 started in: docked elsewhere, it leaves that place free.
        overlay.panel.dock(.bottomRight)
        Self.click(playground, at: then, button: .secondary)
        #expect(overlay.selection.box?.name == "Box#1")
        #expect(overlay.panel.tab == .inspector)
    }
}
