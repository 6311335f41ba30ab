/// How far an image may stray from its golden and still match.
///
/// A pixel *differs* when any of its four stored channels is more than
/// ``maxChannelDelta`` away from the golden's; the images *match* when at most
/// ``maxDifferingPixels`` pixels differ and their sizes agree. The default,
/// ``exact``, allows nothing: goldens are exact unless a test opts in.
///
/// ```swift
/// let lenient = PixelTolerance(maxChannelDelta: 2, maxDifferingPixels: 10)
/// ```
public struct PixelTolerance: Hashable, Sendable {
    /// The largest per-channel difference (0 to 255) that still counts as equal.
    public var maxChannelDelta: Int
    /// How many pixels may differ by more than ``maxChannelDelta``.
    public var maxDifferingPixels: Int

    /// Creates a tolerance; both limits default to zero.
    ///
    /// ```swift
    /// let fewPixels = PixelTolerance(maxDifferingPixels: 4)
    /// ```
    public init(maxChannelDelta: Int = 0, maxDifferingPixels: Int = 0) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// No difference at all.
    public static let exact = PixelTolerance()
}
