import Canvas
import Interactions
import PlaygroundKit

/// The short messages a window shows along its bottom edge for a few
/// seconds: a frame saved, a recording written, a write that failed.
///
/// Notices are the host's, not the scene's: the window draws them over a
/// frame after the frame was saved, so a saved or replayed frame never holds
/// one. Their lifetime is the host's real time (passed in, as everything
/// here), which is why they sit outside the playground's deterministic state.
///
/// ```swift
/// var board = NoticeBoard()
/// board.post(Notice("saved frame 42 to out/frame-0042.png"), at: now)
/// board.draw(into: &framebuffer, scale: 1, font: font)
/// board.expire(at: now + 5)   // true: it went away, redraw
/// ```
public struct NoticeBoard: Sendable {
    /// How long a notice stays, in seconds; errors stay twice as long.
    public static let duration = 4.0
    /// The most notices shown at once; older ones make way.
    public static let capacity = 4

    private var shown: [(notice: Notice, expires: Double)] = []

    /// An empty board.
    public init() {}

    /// A notice that stays until replaced, under the others: news from
    /// outside the session that holds until it changes (a watched package's
    /// build under way, or its error). Each of its lines shows as a notice.
    public var status: Notice?

    /// The notices on show, oldest first, the status's lines last.
    public var notices: [Notice] {
        shown.map(\.notice) + (status.map { status in status.text.split(separator: "\n").map { Notice(String($0), isError: status.isError) } } ?? [])
    }

    /// When the next notice goes away, if any: a waiting host wakes then to redraw.
    package var nextExpiry: Double? { shown.map(\.expires).min() }

    /// Shows `notice` from `now`.
    public mutating func post(_ notice: Notice, at now: Double) {
        shown.append((notice, now + Self.duration * (notice.isError ? 2 : 1)))
        if shown.count > Self.capacity { shown.removeFirst(shown.count - Self.capacity) }
    }

    /// Removes the notices whose time is up; returns whether any went.
    @discardableResult
    public mutating func expire(at now: Double) -> Bool {
        let before = shown.count
        shown.removeAll { $0.expires <= now }
        return shown.count != before
    }

    /// Draws the notices, the status then the newest at the bottom, over the bottom left of the frame.
    public func draw(into framebuffer: inout Framebuffer, scale: Double, font: BitmapFont) {
        let textScale = BitmapFont.magnification(forPixelScale: scale)
        let line = Double(font.lineHeight(scale: textScale))
        let padding = 6 * scale, margin = 10 * scale
        let maxTextWidth = CheckedInt.from(Double(framebuffer.width) - 2 * margin - 2 * padding, in: 0...CheckedInt.limit) ?? 0
        var bottom = Double(framebuffer.height) - margin
        for notice in notices.reversed() {
            let width = Double(font.width(of: notice.text, scale: textScale, maxWidth: maxTextWidth))
            let height = line + 2 * padding
            let top = bottom - height
            framebuffer.fillRectangle(
                x: margin, y: top, width: width + 2 * padding, height: height,
                color: Color(rgba: notice.isError ? 0x5A1E22EE : 0x12141AE6), style: RectangleStyle(cornerRadius: 4 * scale)
            )
            guard let x = CheckedInt.from(margin + padding), let y = CheckedInt.from(top + padding) else { return }
            framebuffer.drawText(
                notice.text, x: x, y: y, font: font,
                color: Color(rgba: notice.isError ? 0xFFB4B0FF : 0xE8EAF0FF), scale: textScale, maxWidth: maxTextWidth
            )
            bottom = top - 4 * scale
        }
    }
}
