import Canvas
import Interactions

// MARK: - Running the build function: drawing, hit tests, presses, drags, the wheel, finding a widget

extension WidgetContext {
    /// Draws what `build` makes into `framebuffer` at `scale` pixels a point, the widget under ``hoverPoint`` hot.
    ///
    /// ```swift
    /// ui.draw(into: &framebuffer, scale: playground.pixelScale) { ui in build(ui) }
    /// ```
    package func draw(into framebuffer: inout Framebuffer, scale: Double, _ build: (WidgetContext) -> Void) {
        painter = Painter(font: font, scale: scale)
        hotID = hoverPoint.flatMap { hitTest($0, build) }
        swap(&framebuffer, &self.framebuffer)
        defer { swap(&framebuffer, &self.framebuffer) }
        run(.draw, build)
    }

    /// The topmost widget `build` makes under `point`, if any; nothing acts.
    ///
    /// ```swift
    /// ui.hitTest(Point(x: 20, y: 15), build)   // "panel.reset": the button, over the panel's background
    /// ```
    package func hitTest(_ point: Point, _ build: (WidgetContext) -> Void) -> WidgetID? {
        hitPoint = point
        hit = nil
        defer { hitPoint = nil }
        run(.layout, build)
        return hit
    }

    /// Where `build` puts the widget `id` now, if it makes it.
    ///
    /// ```swift
    /// let reset = ui.frame(of: "panel.reset", build)!
    /// ui.handle(PointerEvent(.down, at: reset.center, timestamp: 0), build)   // a test presses it
    /// ```
    package func frame(of id: WidgetID, _ build: (WidgetContext) -> Void) -> Rect? {
        probe = id
        probed = nil
        defer { probe = nil }
        run(.layout, build)
        return probed
    }

    /// A primary press on `id` (found by ``hitTest(_:_:)``): it becomes active, and its call in `build` says it was pressed.
    ///
    /// ```swift
    /// if let hit = ui.hitTest(event.position, build) { ui.press(hit, with: event, build) }
    /// ```
    package func press(_ id: WidgetID, with event: PointerEvent, _ build: (WidgetContext) -> Void) {
        activeID = id
        pressPoint = event.position
        deliver(event, to: id, build)
    }

    /// Gives `event` to the active widget: a move drags it, a release ends its hold. A press while it holds does nothing.
    ///
    /// ```swift
    /// if ui.activeID != nil { ui.continuePress(with: event, build) }
    /// ```
    package func continuePress(with event: PointerEvent, _ build: (WidgetContext) -> Void) {
        guard let active = activeID else { return }
        if event.phase != .down { deliver(event, to: active, build) }
        if Self.releases(event) { activeID = nil }
    }

    /// Offers `event` to what `build` makes, as a window would: the active widget keeps the
    /// pointer; otherwise a move sets ``hoverPoint`` and a primary press makes the widget under
    /// it active. Returns whether the widgets took it (it was over one, or one was active).
    package func handle(_ event: PointerEvent, _ build: (WidgetContext) -> Void) -> Bool {
        if activeID != nil {
            continuePress(with: event, build)
            return true
        }
        let hit = hitTest(event.position, build)
        if event.phase == .move { hoverPoint = hit == nil ? nil : event.position }
        guard let hit else { return false }
        if event.phase == .down, event.button == .primary { press(hit, with: event, build) }
        return true
    }

    /// Turns the wheel by `dy` notches over `point`: every widget under it sees it. Returns whether there was one.
    ///
    /// ```swift
    /// ui.wheel(-2, at: pointer, build)   // a slider under the pointer moves two steps left
    /// ```
    @discardableResult
    package func wheel(_ dy: Double, at point: Point, _ build: (WidgetContext) -> Void) -> Bool {
        wheelTaken = false
        run(.wheel(dy: dy, at: point), build)
        return wheelTaken
    }

    /// Makes `id` hold the pointer from `point` without a widget (a press the caller takes for itself), until its release.
    ///
    /// ```swift
    /// ui.capture("scene.inspect", at: event.position)   // the scene never sees this press, nor its release
    /// ```
    package func capture(_ id: WidgetID, at point: Point) {
        activeID = id
        pressPoint = point
    }

    /// Lets go of the pointer, whatever holds it (the window lost focus, the panel was hidden).
    package func releasePointer() {
        activeID = nil
    }

    /// Whether `event` ends a hold: a primary or secondary release, or a cancel.
    package static func releases(_ event: PointerEvent) -> Bool {
        switch event.phase {
        case .cancel: true
        case .up: event.button == .primary || event.button == .secondary
        case .down, .move: false
        }
    }

    private func deliver(_ event: PointerEvent, to id: WidgetID, _ build: (WidgetContext) -> Void) {
        target = id
        defer { target = nil }
        run(.pointer(event), build)
    }

    private func run(_ pass: Pass, _ build: (WidgetContext) -> Void) {
        self.pass = pass
        clip = .everywhere
        defer { self.pass = .layout }
        build(self)
    }
}
