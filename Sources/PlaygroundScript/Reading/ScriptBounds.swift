/// The bounds a script's numbers are checked against as it is read: the playground's
/// input bounds, which PlaygroundKit states once (its `InputBounds`, which also clamps
/// live input into them) and hands to the reader.
///
/// A script is refused, with one line naming the event and the field, when a number
/// lies outside them, so nothing a script says can overflow a conversion later on.
package struct ScriptBounds: Sendable {
    /// The farthest a pointer, finger or wheel position may be from the origin on either axis, in points.
    package var maximumCoordinate: Double
    /// The largest wheel delta of one event on either axis, in notches.
    package var maximumWheelDelta: Double
    /// The largest magnitude of a pointer or finger timestamp, in seconds.
    package var maximumTimestamp: Double
    /// The largest window side, in points.
    package var maximumWindowSide: Int
    /// The pixel scales a window may have, in framebuffer pixels per point.
    package var scaleRange: ClosedRange<Double>
    /// The largest framebuffer side, in pixels.
    package var maximumFramebufferSide: Int
    /// The most pixels a framebuffer may hold.
    package var maximumFramebufferPixels: Int
    /// The fastest time scale a `setTimeScale` command may ask for.
    package var maximumTimeScale: Double
    /// Whether a window of `width` × `height` points at `scale` fits the framebuffer bounds unclamped.
    private let fitsFramebuffer: @Sendable (_ width: Int, _ height: Int, _ scale: Double) -> Bool

    /// Bounds of these numbers; `fitsFramebuffer` says whether a window's framebuffer fits.
    package init(
        maximumCoordinate: Double, maximumWheelDelta: Double, maximumTimestamp: Double, maximumWindowSide: Int,
        scaleRange: ClosedRange<Double>, maximumFramebufferSide: Int, maximumFramebufferPixels: Int, maximumTimeScale: Double,
        fitsFramebuffer: @escaping @Sendable (_ width: Int, _ height: Int, _ scale: Double) -> Bool
    ) {
        self.maximumCoordinate = maximumCoordinate
        self.maximumWheelDelta = maximumWheelDelta
        self.maximumTimestamp = maximumTimestamp
        self.maximumWindowSide = maximumWindowSide
        self.scaleRange = scaleRange
        self.maximumFramebufferSide = maximumFramebufferSide
        self.maximumFramebufferPixels = maximumFramebufferPixels
        self.maximumTimeScale = maximumTimeScale
        self.fitsFramebuffer = fitsFramebuffer
    }

    /// Whether a window of `width` × `height` points at `scale` fits the framebuffer bounds unclamped.
    package func framebufferFits(width: Int, height: Int, scale: Double) -> Bool {
        fitsFramebuffer(width, height, scale)
    }
}
