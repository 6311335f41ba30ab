import Geometry
import PlaygroundKit

/// How a failure is shown: the mode, the zoom and position shared by every
/// pane, the onion-skin blend, the flicker's phase, the clip's frame and
/// the pointer.
///
/// ```swift
/// review.view.mode = .onionSkin
/// review.view.onion = 0.25          // a quarter actual over expected
/// review.view.zoom = 16             // 16 framebuffer pixels per image pixel, with a pixel grid
/// ```
public struct ReviewView: Sendable, Hashable {
    /// How the images are laid out.
    public enum Mode: Sendable, Hashable {
        /// Expected, actual and difference side by side.
        case sideBySide
        /// One pane that alternates between expected and actual.
        case flicker
        /// One pane with the actual image blended over the expected one by ``ReviewView/onion``.
        case onionSkin
    }

    /// The zoom levels `+` and `-` step through, in framebuffer pixels per image pixel.
    package static let zoomLevels: [Double] = [1, 2, 4, 8, 16, 32, 64]
    /// From this zoom on, a grid separates the pixels.
    package static let gridZoom = 8.0
    /// Ticks (frames of the window) between two flicker flips: half a second at 60 Hz.
    public static let flickerTicks = 30

    /// The layout.
    public var mode = Mode.sideBySide
    /// Framebuffer pixels per image pixel; `nil` fits the images in their panes.
    public var zoom: Double?
    /// The image point at the centre of each pane; `nil` is the images' centre.
    public var centerX: Double?, centerY: Double?
    /// How much of the actual image the onion skin shows over the expected one, 0 to 1.
    public var onion = 0.5
    /// Whether the flicker shows the actual image (else the expected one).
    package var flickerShowsActual = false
    /// Whether the flicker flips by itself every ``flickerTicks`` ticks (Space flips by hand and stops it).
    package var flickerRuns = true
    /// Ticks counted while flickering.
    public var ticks = 0
    /// Where the pointer is, in points, if over the window.
    public var pointer: Point?
    /// The clip's frame on show, from 0 (`nil`: the first).
    package var clipFrame: Int?
    /// Whether the clip plays by itself (`,` and `.` step it by hand and stop it; `m` plays it again).
    package var clipPlays = true
    /// Seconds the clip's frame on show has been shown while playing.
    var clipElapsed = 0.0

    /// Creates the default view: side by side, fitted.
    public init() {}

    /// Back to fitted and centred, as for a new failure.
    package mutating func resetPosition() {
        zoom = nil
        centerX = nil
        centerY = nil
    }

    /// The next zoom level in (`in`) or out from `current` (the fitted zoom when ``zoom`` is `nil`); `nil` is fitted.
    static func step(from current: Double, in zoomIn: Bool, fitted: Double) -> Double? {
        if zoomIn {
            return zoomLevels.first { $0 > current + 1e-9 } ?? zoomLevels.last
        }
        let out = zoomLevels.last { $0 < current - 1e-9 }
        return out.flatMap { $0 > fitted + 1e-9 ? $0 : nil }
    }
}
