import Canvas
import Interactions

/// The range every number of input may take, live or scripted: the one
/// statement of how far a pointer, a wheel, a clock or a window can go.
///
/// Scripts are checked against these bounds when they load, and a value
/// outside them is refused with one line naming the event and the field.
/// Live input cannot be refused, so the playground clamps each event into
/// them with ``clamped(_:)`` once, before its layers and scene see it and before
/// it is recorded (so every recording loads again). Clamping an event that is
/// already inside the bounds returns it unchanged, bit for bit.
///
/// The bounds are far beyond any real window or device, and far inside what
/// drawing, hit testing and physics can compute without overflow:
///
/// | What | Bound |
/// |---|---|
/// | pointer, finger and wheel position | ±``maximumCoordinate`` points |
/// | wheel delta | ±``maximumWheelDelta`` notches |
/// | pointer and finger timestamp | ±``maximumTimestamp`` seconds |
/// | window size | 1 to ``maximumWindowSide`` points a side |
/// | pixel scale | ``scaleRange`` pixels per point |
/// | framebuffer | at most ``maximumFramebufferSide`` pixels a side and ``maximumFramebufferPixels`` in all |
/// | time scale | 0 to ``maximumTimeScale`` |
///
/// ```swift
/// let event = InputBounds.clamped(.wheel(dx: 0, dy: 1e308, at: Point(x: .nan, y: 2e9)))
/// // .wheel(dx: 0, dy: 10000, at: (0, 1000000))
/// ```
public enum InputBounds {
    /// The farthest a pointer or wheel position may be from the origin on either axis, in points.
    public static let maximumCoordinate = 1_000_000.0
    /// The largest wheel delta of one event on either axis, in notches.
    public static let maximumWheelDelta = 10_000.0
    /// The largest magnitude of a pointer timestamp, in seconds (about 31 years).
    public static let maximumTimestamp = 1e9
    /// The largest window (and scene) side, in points.
    public static let maximumWindowSide = 16384
    /// The pixel scales a window may have, in framebuffer pixels per point.
    public static let scaleRange = 0.25...8.0
    /// The largest framebuffer side, in pixels.
    public static let maximumFramebufferSide = 16384
    /// The most pixels a framebuffer may hold: 2²⁵ (128 MiB), room for an 8K display (7680 × 4320).
    public static let maximumFramebufferPixels = 1 << 25
    /// The fastest time scale (scene seconds per real second) a `setTimeScale` command may ask for.
    public static let maximumTimeScale = 1000.0

    /// `event` with every number moved into the bounds: NaN positions and deltas
    /// become 0, sizes and scales are clamped, anything else is unchanged.
    public static func clamped(_ event: InputEvent) -> InputEvent {
        switch event {
        case let .pointer(pointer):
            var inside = pointer
            inside.position = clamped(pointer.position)
            inside.timestamp = clamp(pointer.timestamp, within: maximumTimestamp)
            return .pointer(inside)
        case let .finger(finger):
            var inside = finger
            inside.position = clamped(finger.position)
            inside.timestamp = clamp(finger.timestamp, within: maximumTimestamp)
            return .finger(inside)
        case let .wheel(dx, dy, position):
            return .wheel(
                dx: clamp(dx, within: maximumWheelDelta), dy: clamp(dy, within: maximumWheelDelta), at: clamped(position)
            )
        case let .resize(width, height, scale):
            let side = 1...maximumWindowSide
            let scale = scale.flatMap { $0.isNaN ? nil : min(max($0, scaleRange.lowerBound), scaleRange.upperBound) }
            return .resize(
                width: min(max(width, side.lowerBound), side.upperBound),
                height: min(max(height, side.lowerBound), side.upperBound), scale: scale)
        case let .tune(change):
            return .tune(change.clamped)
        case let .command(.setTimeScale(scale)):
            return .command(.setTimeScale(scale.isNaN ? 1 : min(max(scale, 0), maximumTimeScale)))
        case .key, .text, .focusLost, .quit, .command, .note:
            return event
        }
    }

    /// The framebuffer size for a window of `width` × `height` points at `scale`:
    /// rounded to whole pixels, at least 1 a side, and within ``maximumFramebufferSide``
    /// and ``maximumFramebufferPixels`` (the height gives way when the area is too large).
    public static func framebufferSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int) {
        let side = 1...maximumFramebufferSide
        let pixelWidth = CheckedInt.from(width * scale, rounding: .toNearestOrAwayFromZero, in: side) ?? 1
        let pixelHeight = CheckedInt.from(height * scale, rounding: .toNearestOrAwayFromZero, in: side) ?? 1
        return (pixelWidth, min(pixelHeight, maximumFramebufferPixels / pixelWidth))
    }

    /// Whether a window of `width` × `height` points at `scale` fits the framebuffer bounds unclamped.
    package static func framebufferFits(width: Int, height: Int, scale: Double) -> Bool {
        let pixelWidth = (Double(width) * scale).rounded(), pixelHeight = (Double(height) * scale).rounded()
        return pixelWidth <= Double(maximumFramebufferSide) && pixelHeight <= Double(maximumFramebufferSide)
            && pixelWidth * pixelHeight <= Double(maximumFramebufferPixels)
    }

    // MARK: - Numbers

    private static func clamped(_ point: Point) -> Point {
        Point(x: clamp(point.x, within: maximumCoordinate), y: clamp(point.y, within: maximumCoordinate))
    }

    /// `value` within ±`limit`; NaN becomes 0 (a value with no direction at all).
    private static func clamp(_ value: Double, within limit: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -limit), limit)
    }
}
