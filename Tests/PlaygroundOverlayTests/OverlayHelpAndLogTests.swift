import Canvas
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundUI
import PlaygroundTestSupport
import Testing

/// The help sheet, the log's selected line and text filter, the panel's
/// width, hovering and the panel's dodge.
@Suite("The overlay's help, log details, filter, width, hover and dodge")
struct OverlayHelpAndLogTests {
    @Test("The key help lists every key the playground, the overlay and the scene handle, from their own tables")
    func helpListsEveryKey() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let help = KeyHelp(playground: playground.keyBindings, overlay: overlay.keyBindings, actions: playground.scene.actions)
        let rows = help.sections.flatMap(\.rows)
        let listed = rows.flatMap { $0.keys.components(separatedBy: ", ") }
        let keys = playground.keyBindings.bindings.map(\.key) + overlay.keyBindings.bindings.map(\.key) + playground.scene.actions.compactMap(\.key)
        for key in keys {
            #expect(listed.contains(key.displayName), "\(key) is missing from the help")
        }
        #expect(listed.contains("Esc") && listed.contains("Ctrl+C"), "the modal keys are listed too")
        #expect(rows.contains { $0.keys == "right-click a box" })
        #expect(help.plainText.contains("Throw every box"))

        playground.handle(.key(KeyPress("/", shift: true)))
        #expect(overlay.showsHelp)
        playground.handle(.key(KeyPress("escape")))
        #expect(!overlay.showsHelp)
        #expect(playground.takeRequests().isEmpty, "Escape closed the help and did not quit")
    }

    @Test("A scene action on a key the playground already uses is listed as never running, so its author picks another")
    func shadowedActionKeys() {
        let actions = [SceneAction("Breathe", key: KeyPress("b")) { _ in }, SceneAction("Wave", key: KeyPress("n")) { _ in }]
        let help = KeyHelp(playground: .standard, overlay: .standard, actions: actions)
        let scene = help.sections.first { $0.title == "This scene" }
        #expect(scene?.rows.map(\.help) == ["Breathe (never runs: the key is taken; choose another)", "Wave"])
        #expect(
            Scene.makeDefault().actions.allSatisfy { action in
                !PlaygroundKeyBindings.standard.bindings.contains { $0.key == action.key }
            }, "the built-in scenes' own actions all run")
    }

    @Test("Clicking a log line selects it and shows it whole with its event's fields; Ctrl+C asks to copy it; clicking it again closes it")
    func selectALogLine() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.advanceFrame(by: 1.0 / 60)
        let rows = try #require(overlay.frame(of: WidgetID("log.row", 0), in: playground))
        let firstRow = Point(x: rows.minX + 40, y: rows.minY + 4)
        OverlayTestSupport.pointer(.down, firstRow, playground)
        OverlayTestSupport.pointer(.up, firstRow, playground)
        let sequence = try #require(overlay.log.selectedSequence)
        let shown = overlay.log.filteredLine(at: overlay.log.visibleRange.lowerBound)
        #expect(sequence == shown.sequence, "the first row shown was selected")
        let details = try #require(overlay.log.details(sequence: sequence))
        let entry = try #require(playground.scene.logger.entry(withSequence: sequence))
        #expect(details.fullText == entry.item.description)
        #expect(details.fields.first == "kind: didCreatePerformer")
        #expect(details.fields.contains { $0.hasPrefix("performer: ") && $0.hasSuffix("Performer") })
        #expect(details.wrappedText(columns: 20).allSatisfy { $0.count <= 20 })
        #expect(details.wrappedText(columns: 20).joined(separator: " ") == details.fullText)

        playground.handle(.key(KeyPress("c", control: true)))
        let requests = playground.takeRequests()
        guard case let .copyToClipboard(text)? = requests.first else {
            Issue.record("expected a copy request, got \(requests)")
            return
        }
        #expect(text == entry.description, "the line as log.txt has it")

        let row = try #require(overlay.frame(of: WidgetID("log.row", 0), in: playground))
        let selectedRowY = row.minY + 4
        OverlayTestSupport.pointer(.down, Point(x: row.minX + 40, y: selectedRowY), playground)
        OverlayTestSupport.pointer(.up, Point(x: row.minX + 40, y: selectedRowY), playground)
        #expect(overlay.log.selectedSequence == nil || overlay.log.selectedSequence != sequence)
    }

    @Test("/ types a text filter: keys type instead of running commands, Backspace deletes, Enter keeps it, Esc clears it")
    func typeAFilter() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.advanceFrame(by: 1.0 / 60)
        let all = overlay.log.filteredCount
        playground.handle(.key(KeyPress("/")))
        #expect(overlay.isTypingFilter)
        #expect(playground.wantsText)
        for (key, text) in [("b", "B"), ("o", "o"), ("x", "x"), ("3", "#"), ("3", "3")] {
            playground.handle(.key(KeyPress(key)))
            playground.handle(.text(text))
        }
        playground.handle(.key(KeyPress("p")))
        #expect(!playground.isPaused, "p typed nothing and paused nothing")
        #expect(overlay.log.textFilter == "box#3")
        #expect(overlay.log.filteredCount > 0 && overlay.log.filteredCount < all)
        playground.handle(.key(KeyPress("backspace")))
        #expect(overlay.log.textFilter == "box#")
        playground.handle(.key(KeyPress("return")))
        #expect(!overlay.isTypingFilter)
        #expect(overlay.log.textFilter == "box#", "Enter keeps the filter")
        playground.handle(.key(KeyPress("/")))
        playground.handle(.key(KeyPress("escape")))
        #expect(overlay.log.textFilter.isEmpty)
        #expect(overlay.log.filteredCount == all)
    }

    @Test("Dragging the panel's left edge changes its width, within limits, keeping its right edge")
    func resizeWidth() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let start = overlay.panel.frame
        let edge = Point(x: start.minX + 2, y: start.minY + 200)
        OverlayTestSupport.pointer(.down, edge, playground)
        OverlayTestSupport.pointer(.move, edge + Point(x: -200, y: 0), playground)
        OverlayTestSupport.pointer(.up, edge + Point(x: -200, y: 0), playground)
        #expect(overlay.panel.frame.size.width == start.size.width + 200)
        #expect(overlay.panel.frame.maxX == start.maxX)
        OverlayTestSupport.pointer(.down, Point(x: overlay.panel.frame.minX + 2, y: 300), playground)
        OverlayTestSupport.pointer(.move, Point(x: 5000, y: 300), playground)
        OverlayTestSupport.pointer(.up, Point(x: 5000, y: 300), playground)
        #expect(overlay.panel.frame.size.width == OverlayPanel.minimumWidth)
    }

    @Test("Hovering matters over the panel (and as the pointer leaves it), nowhere else")
    func hover() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let pill = try #require(overlay.frame(of: WidgetID("panel.trace", 0), in: playground))
        #expect(!playground.wantsHover(at: Point(x: 100, y: 400)))
        #expect(playground.wantsHover(at: pill.center))
        OverlayTestSupport.pointer(.move, pill.center, playground)
        #expect(overlay.hoverPoint == pill.center)
        #expect(playground.wantsHover(at: Point(x: 100, y: 400)), "the pointer leaving the panel is delivered once")
        OverlayTestSupport.pointer(.move, Point(x: 100, y: 400), playground)
        #expect(overlay.hoverPoint == nil)
        #expect(!playground.scene.runtime.isActive, "hovering moved nothing")
    }

    @Test("When a box comes to rest under the docked panel, the panel moves to the corner that hides nothing")
    func panelDodges() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box = try #require(playground.scene.box(named: "Box#5"))
        let target = Point(x: 1100, y: 150)
        var events = TestSupport.drag(from: box.position, by: target - box.position, startFrame: 2, frames: 10)
        events.append(ScriptEvent(frame: 14, .focusLost))
        try Replay(script: InputScript(events: events), frames: 120).run(playground) { _, _, _ in }
        #expect(!playground.scene.runtime.isActive)
        let panel = overlay.panel.frame, frame = box.frame
        let overlaps = panel.minX < frame.maxX && frame.minX < panel.maxX && panel.minY < frame.maxY && frame.minY < panel.maxY
        #expect(!overlaps, "Box#5 at \(box.position) is not under the panel at \(overlay.panel.frame)")
        #expect(overlay.panel.corner != .topRight)
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Drags `name` to `target` slowly (no throw), lets the scene come to rest, and returns the box.
    private func rest(_ name: String, at target: (Rect) -> Point) throws -> (Box, OverlayLayer) {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let box = try #require(playground.scene.box(named: name))
        let destination = target(overlay.panel.frame)
        // Held still for a fifth of a second before letting go: a release with no velocity, no throw.
        var events = TestSupport.drag(from: box.position, by: destination - box.position, startFrame: 2, frames: 40).dropLast()
        events.append(ScriptEvent(frame: 55, .pointer(PointerEvent(.up, at: destination, timestamp: ScriptEvent.time(ofFrame: 55)))))
        try Replay(script: InputScript(events: Array(events)), frames: 240).run(playground) { _, _, _ in }
        #expect(!playground.scene.runtime.isActive)
        return (box, overlay)
    }

    @Test("A box at rest half under the panel's edge, or on the anchor by its left edge, is hidden: the panel moves off it")
    func panelDodgesHalfHiddenBoxes() throws {
        // Box#4 (free) half under the panel's left edge, in the middle of its height.
        let (free, overlay) = try rest("Box#4") { panel in Point(x: panel.minX, y: panel.center.y) }
        #expect(!Self.overlaps(overlay.panel.frame, free.frame), "Box#4 at \(free.position) is clear of the panel at \(overlay.panel.frame)")
        // Box#1 (anchored) settles on the default scene's anchor at (800, 360), by the docked panel's left edge.
        let (anchored, second) = try rest("Box#1") { _ in Point(x: 800, y: 360) }
        #expect(anchored.position == Point(x: 800, y: 360))
        #expect(!Self.overlaps(second.panel.frame, anchored.frame), "Box#1 is clear of the panel at \(second.panel.frame)")
    }
}
