import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The panel's geometry, its build function's passes, and finding its controls

extension OverlayLayer {
    /// The panel's frame and regions as they are now.
    var chrome: PanelChrome {
        PanelChrome(panel: panel, em: Double(font.glyphWidth), line: Double(font.glyphHeight))
    }

    /// How many log rows the expanded panel shows, collapsed or not, so collapsing keeps the log's scroll position.
    func logRowCapacity(for playground: Playground) -> Int {
        var expanded = panel
        expanded.isCollapsed = false
        let chrome = PanelChrome(panel: expanded, em: Double(font.glyphWidth), line: Double(font.glyphHeight))
        return OverlayUI.logRowCapacity(in: chrome.content, em: chrome.em, line: chrome.line, hasDetails: log.selectedSequence != nil)
    }

    // MARK: - Finding controls

    /// Where the control `id` is now (scene points), if the overlay shows it: how tests and tools
    /// find a control, by the name its build function gives it.
    ///
    /// ```swift
    /// overlay.frame(of: "log.clear", in: playground)?.center   // where to click to clear the log
    /// overlay.frame(of: WidgetID("log.kind", 0).child(2), in: playground)
    /// ```
    package func frame(of id: WidgetID, in playground: Playground) -> Rect? {
        withBuild(.all, playground) { ui.frame(of: id, $0) }
    }

    /// The control a press at `point` would go to, if any: the strip's first, then the panel's topmost.
    ///
    /// ```swift
    /// overlay.control(at: overlay.frame(of: "tune.reset", in: playground)!.center, in: playground)   // "tune.reset"
    /// ```
    package func control(at point: Point, in playground: Playground) -> WidgetID? {
        withBuild(.strip, playground) { ui.hitTest(point, $0) } ?? withBuild(.panel, playground) { ui.hitTest(point, $0) }
    }

    // MARK: - Passes

    /// Runs `pass` with the build function of `part` of the overlay: one pass of ``ui`` over it.
    @discardableResult
    func withBuild<Result>(_ part: OverlayUI.Part, _ playground: Playground, _ pass: (_ build: (WidgetContext) -> Void) -> Result) -> Result {
        pass { ui in OverlayUI(ui: ui, overlay: self, playground: playground).build(part) }
    }

    /// Lets go of whatever holds the pointer (a slider, the title bar, an inspection).
    func releasePointer() {
        ui.releasePointer()
        tune.dragging = nil
    }
}
