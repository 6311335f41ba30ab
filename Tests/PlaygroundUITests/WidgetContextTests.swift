import Canvas
import Interactions
import PlaygroundKit
import PlaygroundTestSupport
import PlaygroundUI
import Testing

/// The widget layer's passes: hit tests, presses that hold the pointer, hover, the wheel, finding a widget.
@Suite("The widget context: hot, active, presses, drags and the wheel")
struct WidgetContextTests {
    /// A little panel: a background area, two buttons in a row over it, and a list row under them.
    final class Panel {
        var presses: [String] = []
        var backgroundPresses = 0
        var rowHot = false

        func build(_ ui: WidgetContext) {
            if ui.area("panel", Rect(x: 0, y: 0, width: 200, height: 100)).isPressed { backgroundPresses += 1 }
            var row = Flow.row(in: Rect(x: 10, y: 10, width: 180, height: 20), gap: 4)
            if ui.button("panel.reset", "Reset", padding: 12, in: &row) { presses.append("reset") }
            if ui.button("panel.save", "Save", padding: 12, in: &row) { presses.append("save") }
            rowHot = ui.listRow("panel.row", at: Rect(x: 0, y: 40, width: 200, height: 16), isSelected: false).isHot
        }
    }

    static func context() throws -> WidgetContext { WidgetContext(font: try TestSupport.font()) }

    static func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, button: PointerEvent.Button = .primary) -> PointerEvent {
        PointerEvent(phase, at: Point(x: x, y: y), button: button, timestamp: 0)
    }

    @Test("Of the widgets under a point, the topmost (the last made) takes it; a point under none hits nothing")
    func topmostWins() throws {
        let ui = try Self.context(), panel = Panel()
        #expect(ui.hitTest(Point(x: 20, y: 15), panel.build) == "panel.reset", "the button over the background")
        #expect(ui.hitTest(Point(x: 150, y: 80), panel.build) == "panel", "only the background")
        #expect(ui.hitTest(Point(x: 300, y: 15), panel.build) == nil)
        #expect(ui.frame(of: "panel.save", panel.build) == Rect(x: 10 + 8 * 5 + 12 + 4, y: 10, width: 8 * 4 + 12, height: 20))
        #expect(panel.presses.isEmpty && panel.backgroundPresses == 0, "hit tests and finding act on nothing")
    }

    @Test("A primary press acts on the widget under it at once, and only on it; it holds the pointer until released")
    func pressHoldsThePointer() throws {
        let ui = try Self.context(), panel = Panel()
        #expect(ui.handle(Self.pointer(.down, 20, 15), panel.build))
        #expect(panel.presses == ["reset"] && ui.activeID == "panel.reset")
        // Dragged over the other button and off the panel: still Reset's, and nothing else acts.
        #expect(ui.handle(Self.pointer(.move, 80, 15), panel.build))
        #expect(ui.handle(Self.pointer(.move, 500, 500), panel.build), "held: taken even far outside")
        #expect(ui.handle(Self.pointer(.down, 80, 15), panel.build), "a second press while held is swallowed")
        #expect(ui.handle(Self.pointer(.up, 500, 500, button: .middle), panel.build))
        #expect(ui.activeID == "panel.reset", "a middle button's release ends nothing")
        #expect(ui.handle(Self.pointer(.up, 500, 500), panel.build))
        #expect(ui.activeID == nil)
        #expect(panel.presses == ["reset"] && panel.backgroundPresses == 0)
        #expect(!ui.handle(Self.pointer(.move, 500, 500), panel.build), "released: outside is outside again")
    }

    @Test("A secondary press over a widget is taken but presses nothing; a press where no widget is passes through")
    func otherButtonsAndMisses() throws {
        let ui = try Self.context(), panel = Panel()
        #expect(ui.handle(Self.pointer(.down, 20, 15, button: .secondary), panel.build))
        #expect(panel.presses.isEmpty && ui.activeID == nil)
        #expect(!ui.handle(Self.pointer(.down, 300, 15), panel.build))
        #expect(ui.handle(Self.pointer(.down, 150, 80), panel.build))
        #expect(panel.backgroundPresses == 1 && ui.activeID == "panel", "the background takes what the buttons leave")
    }

    @Test("Hovering sets the hover point; the topmost widget under it draws hot, and only while the pointer is over it")
    func hover() throws {
        let ui = try Self.context(), panel = Panel()
        var framebuffer = Framebuffer(width: 200, height: 100)
        #expect(ui.handle(Self.pointer(.move, 50, 45), panel.build))
        #expect(ui.hoverPoint == Point(x: 50, y: 45))
        ui.draw(into: &framebuffer, scale: 1, panel.build)
        #expect(panel.rowHot && ui.hotID == "panel.row")
        #expect(framebuffer[50, 50] == Pixel(Palette.hoveredRow), "the row drew its hover fill")
        #expect(!ui.handle(Self.pointer(.move, 500, 45), panel.build))
        #expect(ui.hoverPoint == nil)
        ui.draw(into: &framebuffer, scale: 1, panel.build)
        #expect(!panel.rowHot && ui.hotID == nil)
    }

    @Test("A slider follows a drag from the press, past its ends too, and the wheel nudges it a step a notch")
    func sliderDrag() throws {
        let ui = try Self.context()
        var fraction = 0.5
        var asked: [Double] = []
        let track = Rect(x: 100, y: 10, width: 200, height: 16)
        func build(_ ui: WidgetContext) {
            let slider = ui.slider("volume", fraction: fraction, track: track, hitRect: track.inset(dx: -4, dy: -2))
            if let new = slider.fraction {
                asked.append(new)
                fraction = min(max(new, 0), 1)
            }
        }
        #expect(ui.handle(Self.pointer(.down, 150, 18), build))
        #expect(ui.handle(Self.pointer(.move, 250, 60), build), "off the slider, still dragging it")
        #expect(ui.handle(Self.pointer(.move, 340, 18), build))
        #expect(ui.handle(Self.pointer(.up, 340, 18), build))
        #expect(asked == [0.25, 0.75, 1.2])
        #expect(fraction == 1)
        ui.wheel(-3, at: Point(x: 200, y: 18), build)
        #expect(fraction == 1 - 0.06)
        let before = fraction
        ui.wheel(-1e9, at: Point(x: 200, y: 18), build)
        #expect(asked.last == before + -50 * 0.02, "at most 50 notches at once")
        #expect(!ui.wheel(1, at: Point(x: 10, y: 18), build), "a wheel beside it turns nothing")
    }

    @Test("A drag handle moves its anchor with the pointer, keeping the offset it was grabbed at")
    func dragHandle() throws {
        let ui = try Self.context()
        var origin = Point(x: 100, y: 50)
        func build(_ ui: WidgetContext) {
            if let moved = ui.dragHandle("title", Rect(x: origin.x, y: origin.y, width: 200, height: 20), anchor: origin) { origin = moved }
        }
        #expect(ui.handle(Self.pointer(.down, 130, 55), build))
        #expect(ui.handle(Self.pointer(.move, 30, 255), build))
        #expect(origin == Point(x: 0, y: 250))
        #expect(ui.handle(Self.pointer(.up, 30, 255), build))
        #expect(ui.handle(Self.pointer(.move, 10, 255), build), "hovering the title where it is now")
        #expect(origin == Point(x: 0, y: 250), "a hover moves nothing")
    }

    @Test("Chips wrap in a wrapping flow and say which was pressed; a tab bar says which tab")
    func chipsAndTabs() throws {
        let ui = try Self.context()
        let kinds = ["PLAN", "TOK+", "TOK-", "RUN", "LOG"]
        var shown = Set(kinds)
        var tab = 0
        func build(_ ui: WidgetContext) {
            var chips = Flow.wrapping(in: Rect(x: 0, y: 0, width: 120, height: 100), lineHeight: 18, gap: 4, lineGap: 4)
            if let pressed = ui.chips("kinds", count: kinds.count, title: { kinds[$0] }, isOn: { shown.contains(kinds[$0]) }, padding: 8, in: &chips) {
                let kind = kinds[pressed]
                if shown.contains(kind) { shown.remove(kind) } else { shown.insert(kind) }
            }
            var tabs = Flow.row(in: Rect(x: 0, y: 60, width: 200, height: 19), gap: 4)
            if let pressed = ui.tabBar("tabs", count: 3, selected: tab, title: { "Tab\($0)" }, padding: 16, in: &tabs) { tab = pressed }
        }
        let fourth = try #require(ui.frame(of: WidgetID("kinds").child(3), build))
        #expect(fourth == Rect(x: 44, y: 22, width: 8 * 3 + 8, height: 18), "TOK- wrapped onto the second line, RUN follows it")
        #expect(ui.handle(Self.pointer(.down, fourth.center.x, fourth.center.y), build))
        #expect(ui.handle(Self.pointer(.up, fourth.center.x, fourth.center.y), build))
        #expect(!shown.contains("RUN") && shown.count == 4)
        let second = try #require(ui.frame(of: WidgetID("tabs").child(2), build))
        #expect(ui.handle(Self.pointer(.down, second.center.x, second.center.y), build))
        #expect(tab == 2)
    }

    @Test("Widgets clipped away are neither hit nor drawn")
    func clipping() throws {
        let ui = try Self.context()
        func build(_ ui: WidgetContext) {
            ui.clipped(to: Rect(x: 0, y: 0, width: 50, height: 50)) {
                ui.button("inside", "In", at: Rect(x: 10, y: 10, width: 20, height: 10))
                ui.button("beyond", "Out", at: Rect(x: 60, y: 10, width: 20, height: 10))
            }
        }
        #expect(ui.hitTest(Point(x: 15, y: 15), build) == "inside")
        #expect(ui.hitTest(Point(x: 65, y: 15), build) == nil)
        var framebuffer = Framebuffer(width: 100, height: 50)
        ui.draw(into: &framebuffer, scale: 1, build)
        #expect(framebuffer[12, 12] == Pixel(Palette.buttonBackground))
        #expect(framebuffer[62, 12] == Pixel(Color.clear))
    }

    @Test("A text is made once for a key and kept until the key changes, per widget ID")
    func textCache() throws {
        var texts = TextCache()
        var made = 0
        func tokens(_ count: Int, _ id: WidgetID = "tokens") -> String {
            texts.text(id, for: count) {
                made += 1; return "\($0) tokens"
            }
        }
        #expect(tokens(3) == "3 tokens" && tokens(3) == "3 tokens" && made == 1)
        #expect(tokens(4) == "4 tokens" && made == 2)
        #expect(tokens(4, "other") == "4 tokens" && made == 3, "another ID keeps its own")
        #expect(texts.text("tokens", for: "4") { $0 } == "4", "a key of another type is another key")
        #expect(texts.count == 2)
    }
}
