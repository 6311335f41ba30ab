import Canvas
import PlaygroundKit
import PlaygroundUI

/// Where the review draws what, in framebuffer pixels: a header of three
/// lines, the panes (each with a title row), for a failure that came from a
/// replay the motion row below them (the clip, then the state at the golden
/// frame), and a footer of four lines (the golden's path, the command that
/// accepts it, the pixel under the pointer, the keys): the order the HTML
/// report follows too.
///
/// Text is drawn at the whole-number scale nearest the pixel scale, so at
/// 2× everything is twice as large and as crisp.
struct ReviewLayout {
    let width: Int, height: Int
    let textScale: Int
    let line: Int
    let padding: Int
    let header: PixelRect
    let footer: PixelRect
    /// The image area of each pane.
    let panes: [PixelRect]
    /// The title row above each pane.
    let titles: [PixelRect]
    /// The onion-skin slider's track, in the onion skin's title row.
    let slider: PixelRect?
    /// The motion row: its title, the clip's pane, and the state list beside it.
    let motion: (title: PixelRect, clip: PixelRect, state: PixelRect)?

    init(width: Int, height: Int, scale: Double, mode: ReviewView.Mode, hasMotion: Bool = false, glyphHeight: Int = 16) {
        self.width = width
        self.height = height
        textScale = CheckedInt.from(scale, rounding: .toNearestOrAwayFromZero, in: 1...16) ?? 1
        line = glyphHeight * textScale + 4 * textScale
        padding = 8 * textScale
        // Laid out with the overlay's flows, in pixels: header and footer off the two ends of one
        // column, the motion row at the bottom of what is left, the panes in a row above it.
        var window = Flow(pixels: PixelRect(x: 0, y: 0, width: width, height: height), axis: .vertical, gap: padding)
        header = window.next(pixels: 3 * line + padding)
        footer = window.last(pixels: 4 * line + padding)
        let room = window.remainingPixels
        var body = Flow(pixels: PixelRect(x: padding, y: room.y, width: width - 2 * padding, height: room.height), axis: .vertical)
        if hasMotion {
            // Two fifths of the room below the header, at least five lines: the clip as wide as a pane of three, the state beside it.
            var block = Flow(pixels: body.last(pixels: max(5 * line, room.height * 2 / 5)), axis: .vertical)
            let title = block.next(pixels: line)
            var row = Flow(pixels: block.remainingPixels, axis: .horizontal, gap: padding)
            let clip = row.next(pixels: max(1, (width - padding * 4) / 3))
            motion = (title, clip, row.remainingPixels)
            body = Flow(pixels: body.remainingPixels, axis: .vertical)
            _ = body.last(pixels: padding)  // the gap above the motion row
        } else {
            motion = nil
        }
        let count = mode == .sideBySide ? 3 : 1
        var columns = Flow(pixels: body.remainingPixels, axis: .horizontal, gap: padding)
        let paneWidth = max(1, (width - padding * (count + 1)) / count)
        var panes: [PixelRect] = [], titles: [PixelRect] = []
        for _ in 0..<count {
            var column = Flow(pixels: columns.next(pixels: paneWidth), axis: .vertical)
            titles.append(column.next(pixels: line))
            let pane = column.remainingPixels
            panes.append(PixelRect(x: pane.x, y: pane.y, width: pane.width, height: max(1, pane.height)))
        }
        self.panes = panes
        self.titles = titles
        if mode == .onionSkin, let title = titles.first {
            var titleRow = Flow(pixels: title, axis: .horizontal)
            let track = titleRow.last(pixels: min(title.width / 2, 240 * textScale))
            slider = PixelRect(x: track.x, y: title.y + line / 2 - 2 * textScale, width: track.width, height: 4 * textScale)
        } else {
            slider = nil
        }
    }

    /// The pane under a framebuffer point, if any.
    func pane(at x: Int, _ y: Int) -> Int? {
        panes.firstIndex { $0.contains(x: x, y: y) }
    }
}

/// Maps image pixels to a pane's framebuffer pixels and back, for one zoom and centre.
struct ReviewTransform {
    let pane: PixelRect
    let zoom: Double
    let centerX: Double, centerY: Double

    /// The framebuffer x of image column `u`'s left edge.
    func screenX(_ u: Double) -> Double { Double(pane.x) + Double(pane.width) / 2 + (u - centerX) * zoom }
    /// The framebuffer y of image row `v`'s top edge.
    func screenY(_ v: Double) -> Double { Double(pane.y) + Double(pane.height) / 2 + (v - centerY) * zoom }
    /// The image column under framebuffer column `x` (its centre).
    func imageX(_ x: Int) -> Int { CheckedInt.from((Double(x) + 0.5 - Double(pane.x) - Double(pane.width) / 2) / zoom + centerX, rounding: .down) ?? 0 }
    /// The image row under framebuffer row `y`.
    func imageY(_ y: Int) -> Int { CheckedInt.from((Double(y) + 0.5 - Double(pane.y) - Double(pane.height) / 2) / zoom + centerY, rounding: .down) ?? 0 }
}
