import Canvas
import Geometry

/// What a slider was asked to do in one pass.
///
/// ```swift
/// let slider = ui.slider("tune.stiffness", fraction: control.fraction(of: value), track: track)
/// if let fraction = slider.fraction { set(control.value(atFraction: fraction)) }
/// ```
package struct SliderResponse {
    /// The position the pointer or the wheel asks for, from 0 at the left to 1 at the right
    /// (not clamped: a drag past the ends asks for less than 0 or more than 1); `nil` if neither moved it.
    package var fraction: Double?
    /// It was pressed this pass.
    package var isPressed = false
    /// It holds the pointer.
    package var isActive = false
}

// MARK: - A slider

extension WidgetContext {
    /// A horizontal slider along `track`, its knob at `fraction` (none when `nil`: the value
    /// cannot be shown). A press anywhere on `hitRect` (the track by default: give a taller one
    /// to make it easy to grab) moves the knob under the pointer and holds it while dragged; the
    /// wheel over it moves the knob by `wheelStep` a notch (at most 50 notches at once).
    ///
    /// ```swift
    /// let hit = Rect(x: track.minX - 4, y: rowRect.minY, width: track.size.width + 8, height: rowRect.size.height)
    /// let slider = ui.slider(WidgetID("tune.slider", index), fraction: 0.4, track: track, hitRect: hit)
    /// if let fraction = slider.fraction { value = range.lowerBound + fraction * length }
    /// ```
    package func slider(_ id: WidgetID, fraction: Double?, track: Rect, hitRect: Rect? = nil, wheelStep: Double = 0.02) -> SliderResponse {
        let response = interact(id, hitRect ?? track)
        var slider = SliderResponse(isPressed: response.isPressed, isActive: response.isActive)
        if response.isPressed || response.isDragged {
            slider.fraction = (response.pointer.x - track.minX) / max(1, track.size.width)
        } else if let notches = response.wheel, let fraction {
            slider.fraction = fraction + min(max(notches, -50), 50) * wheelStep
        }
        guard isDrawing else { return slider }
        let barY = (track.center.y - 1.5).rounded()
        painter.fill(&framebuffer, Rect(x: track.minX, y: barY, width: track.size.width, height: 3), Palette.buttonBackground, radius: 1.5)
        if let fraction {
            let knobX = (track.minX + fraction * track.size.width).rounded()
            painter.fill(&framebuffer, Rect(x: track.minX, y: barY, width: knobX - track.minX, height: 3), Palette.accent, radius: 1.5)
            painter.fill(
                &framebuffer, Rect(x: knobX - 4, y: track.minY + 2, width: 8, height: track.size.height - 4),
                response.isActive ? Palette.text : Palette.accent, radius: 2)
        }
        return slider
    }
}
