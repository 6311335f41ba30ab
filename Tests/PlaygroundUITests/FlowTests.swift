import Canvas
import Interactions
import PlaygroundUI
import Testing

/// Flows place rectangles one after another: rows, rows from the right end, wrapping rows, columns.
@Suite("Flows: rows, wrapping rows and columns")
struct FlowTests {
    @Test("A row places items left to right with a gap between them, as tall as the row")
    func row() {
        var row = Flow.row(in: Rect(x: 10, y: 20, width: 200, height: 18), gap: 4)
        #expect(row.next(width: 30) == Rect(x: 10, y: 20, width: 30, height: 18))
        #expect(row.next(width: 50) == Rect(x: 44, y: 20, width: 50, height: 18))
        #expect(row.remaining == Rect(x: 98, y: 20, width: 112, height: 18))
        row.skip(6)
        #expect(row.next(width: 10).minX == 104)
    }

    @Test("Items from the right end go leftward; what is between the ends is left for the rest, and an item fits only in it")
    func bothEnds() {
        var row = Flow.row(in: Rect(x: 0, y: 0, width: 100, height: 10), gap: 2)
        _ = row.next(width: 20)
        #expect(row.last(width: 30) == Rect(x: 70, y: 0, width: 30, height: 10))
        #expect(row.last(width: 10) == Rect(x: 58, y: 0, width: 10, height: 10))
        #expect(row.remaining == Rect(x: 22, y: 0, width: 34, height: 10))
        #expect(row.fits(34) && !row.fits(35))
    }

    @Test("A trailing row fills from the right: the first item made is the rightmost")
    func trailingRow() {
        var buttons = Flow.trailingRow(in: Rect(x: 0, y: 5, width: 100, height: 12), gap: 3)
        #expect(buttons.next(width: 20) == Rect(x: 80, y: 5, width: 20, height: 12))
        #expect(buttons.next(width: 10) == Rect(x: 67, y: 5, width: 10, height: 12))
    }

    @Test("A wrapping row starts a new line, lineGap lower, when an item would pass the right edge; an item wider than a line still goes first on its own line")
    func wrapping() {
        var chips = Flow.wrapping(in: Rect(x: 0, y: 0, width: 50, height: 100), lineHeight: 10, gap: 4, lineGap: 2)
        #expect(chips.next(width: 20) == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(chips.next(width: 20) == Rect(x: 24, y: 0, width: 20, height: 10))
        #expect(chips.next(width: 20) == Rect(x: 0, y: 12, width: 20, height: 10), "24 + 4 + 20 passes 50: a new line")
        #expect(chips.lineBottom == 22)
        #expect(chips.next(width: 80) == Rect(x: 0, y: 24, width: 80, height: 10), "too wide for any line: alone on the next")
        #expect(chips.next(width: 5).minY == 36)
    }

    @Test("A column stacks items down from the top and up from the bottom, as wide as the column")
    func column() {
        var column = Flow.column(in: Rect(x: 5, y: 0, width: 40, height: 100), gap: 2)
        #expect(column.next(height: 10) == Rect(x: 5, y: 0, width: 40, height: 10))
        #expect(column.next(height: 10) == Rect(x: 5, y: 12, width: 40, height: 10))
        #expect(column.last(height: 16) == Rect(x: 5, y: 84, width: 40, height: 16))
        #expect(column.remaining == Rect(x: 5, y: 24, width: 40, height: 58))
    }

    @Test("A share of a row is an equal part of what is left, gaps taken out; pixel rectangles flow in pixels")
    func sharesAndPixels() {
        let panes = Flow.row(in: Rect(x: 8, y: 0, width: 308, height: 50), gap: 8)
        #expect(panes.share(of: 3) == 97.33333333333333)
        var pixels = Flow(pixels: PixelRect(x: 0, y: 0, width: 64, height: 8), axis: .horizontal, gap: 2)
        #expect(pixels.next(width: 10) == Rect(x: 0, y: 0, width: 10, height: 8))
        #expect(PixelRect(covering: Rect(x: 1.5, y: 2, width: 3, height: 4)) == PixelRect(x: 1, y: 2, width: 4, height: 4))
    }
}
