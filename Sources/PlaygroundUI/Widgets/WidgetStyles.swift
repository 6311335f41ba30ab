import Canvas

/// The colours of a pill-shaped widget (a button, a chip, a tab): its fill and its text.
///
/// ```swift
/// ui.button("strip.branch", "Branch here", padding: 14, in: &buttons, style: .warning)
/// ```
package struct PillStyle: Sendable, Equatable {
    /// The fill.
    package var background: Color
    /// The text.
    package var foreground: Color

    /// A style of `background` with `foreground` text.
    package init(background: Color, foreground: Color) {
        self.background = background
        self.foreground = foreground
    }

    /// A plain button.
    package static let button = PillStyle(background: Palette.buttonBackground, foreground: Palette.text)
    /// A button that is on, or stands out: accent-coloured.
    package static let accent = PillStyle(background: Palette.accent, foreground: Palette.badgeText)
    /// A choice that is off: a plain button with dim text.
    package static let dim = PillStyle(background: Palette.buttonBackground, foreground: Palette.dimText)
    /// A button with nothing to do now: faint text.
    package static let disabled = PillStyle(background: Palette.buttonBackground, foreground: Palette.faintText)
    /// A button that changes what happened (branching the session): warning-coloured.
    package static let warning = PillStyle(background: Palette.warning, foreground: Palette.badgeText)
}

/// The colours of a toggle or a chip, on and off.
///
/// ```swift
/// let passed = ToggleStyle(on: PillStyle(background: Palette.color(of: TraceState.passed), foreground: Palette.badgeText), off: .chipOff)
/// ```
package struct ToggleStyle: Sendable, Equatable {
    /// How it looks on.
    package var on: PillStyle
    /// How it looks off.
    package var off: PillStyle

    /// A toggle that looks `on` when on and `off` when off.
    package init(on: PillStyle, off: PillStyle) {
        self.on = on
        self.off = off
    }

    /// Accent-coloured when on, dim when off: the usual choice among a few.
    package static let standard = ToggleStyle(on: .accent, off: .dim)
}

extension PillStyle {
    /// A filter chip that is off: dark, with its text nearly gone.
    package static let chipOff = PillStyle(background: Palette.chipOffBackground, foreground: Palette.chipOffText)
}

/// The backgrounds of a list row: selected, highlighted, hovered, or every other one striped.
///
/// ```swift
/// ui.listRow(WidgetID("log.row", index), at: rect, isSelected: index == selected, isStriped: index % 2 == 1, style: .list)
/// ```
package struct ListRowStyle: Sendable, Equatable {
    /// The selected row's fill.
    package var selected: Color
    /// The hovered row's fill, or `nil` for no hover look.
    package var hovered: Color?
    /// Every other row's fill, or `nil` for none.
    package var stripe: Color?
    /// The corners' radius, in points.
    package var radius: Double

    /// A style with these fills.
    package init(selected: Color, hovered: Color?, stripe: Color?, radius: Double) {
        self.selected = selected
        self.hovered = hovered
        self.stripe = stripe
        self.radius = radius
    }

    /// A dense list: square rows, striped, lit under the pointer.
    package static let list = ListRowStyle(selected: Palette.selectedRow, hovered: Palette.hoveredRow, stripe: Palette.rowStripe, radius: 0)
    /// A short list of cards: rounded, only the selected one filled.
    package static let card = ListRowStyle(selected: Palette.selectedRow, hovered: nil, stripe: nil, radius: 3)
}
