import Canvas
import Geometry

// MARK: - Buttons, toggles and rows of chips

extension WidgetContext {
    /// A button: a pill with `title` centred, at `rect`. Returns `true` the moment it is pressed
    /// (a press, not a click: the press acts at once, then holds the pointer until released).
    ///
    /// ```swift
    /// if ui.button("tune.reset", "Reset", at: rect) { tune.reset() }
    /// ```
    @discardableResult
    package func button(_ id: WidgetID, _ title: String, at rect: Rect, style: PillStyle = .button) -> Bool {
        let response = interact(id, rect)
        if isDrawing { painter.pill(&framebuffer, rect, title, background: style.background, foreground: style.foreground) }
        return response.isPressed
    }

    /// A button placed next in `flow`, as wide as its title plus `padding`.
    ///
    /// ```swift
    /// var buttons = Flow.row(in: bar, gap: 6)
    /// if ui.button("tune.reset", "Reset", padding: 12, in: &buttons) { tune.reset() }
    /// ```
    @discardableResult
    package func button(_ id: WidgetID, _ title: String, padding: Double, in flow: inout Flow, style: PillStyle = .button) -> Bool {
        button(id, title, at: flow.next(width: em * Double(title.count) + padding), style: style)
    }

    /// A small square button with a chevron pointing `direction` (disclosure, previous, next).
    ///
    /// ```swift
    /// if ui.chevronButton("log.previousTarget", pointing: .left, at: rect) { log.cycleTargetFilter(forward: false) }
    /// ```
    @discardableResult
    package func chevronButton(_ id: WidgetID, pointing direction: Painter.Direction, at rect: Rect) -> Bool {
        let response = interact(id, rect)
        if isDrawing {
            painter.fill(&framebuffer, rect, Palette.buttonBackground, radius: 3)
            painter.chevron(&framebuffer, in: rect, pointing: direction, Palette.text)
        }
        return response.isPressed
    }

    /// A toggle: a pill that looks on or off. Returns `true` when pressed (flip it then).
    ///
    /// ```swift
    /// if ui.toggle("demo.grid", "Grid", isOn: showsGrid, at: rect) { showsGrid.toggle() }
    /// ```
    @discardableResult
    package func toggle(_ id: WidgetID, _ title: String, isOn: Bool, at rect: Rect, style: ToggleStyle = .standard) -> Bool {
        button(id, title, at: rect, style: isOn ? style.on : style.off)
    }

    /// A toggle placed next in `flow`, as wide as its title plus `padding`.
    @discardableResult
    package func toggle(_ id: WidgetID, _ title: String, isOn: Bool, padding: Double, in flow: inout Flow, style: ToggleStyle = .standard) -> Bool {
        toggle(id, title, isOn: isOn, at: flow.next(width: em * Double(title.count) + padding), style: style)
    }

    /// A row of `count` chips placed in `flow` (a wrapping flow wraps them), each as wide as its
    /// title plus `padding`; `title`, `isOn` and `style` say each one's by its position. Returns
    /// the position of the chip pressed, if one was.
    ///
    /// Chips are toggles: each says whether it is on (a filter shown, the choice made). Their IDs
    /// are `id`'s children, by position. Positions rather than a generic collection: an
    /// unspecialised generic loop allocates for every element, and this runs every frame.
    ///
    /// ```swift
    /// import PlaygroundOverlay   // TuneParameterisation
    ///
    /// let terms = TuneParameterisation.allCases
    /// var row = Flow.row(in: rowRect, gap: 4)
    /// if let chosen = ui.chips("tune.terms", count: terms.count, title: { terms[$0].title }, isOn: { terms[$0] == current }, padding: 10, in: &row) {
    ///     current = terms[chosen]
    /// }
    /// ```
    package func chips(
        _ id: WidgetID, count: Int, title: (Int) -> String, isOn: (Int) -> Bool, padding: Double, in flow: inout Flow,
        style: (Int) -> ToggleStyle = { _ in .standard }
    ) -> Int? {
        var pressed: Int?
        for position in 0..<max(0, count) {
            if toggle(id.child(position), title(position), isOn: isOn(position), padding: padding, in: &flow, style: style(position)) { pressed = position }
        }
        return pressed
    }
}
