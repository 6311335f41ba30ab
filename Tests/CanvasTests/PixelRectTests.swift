import Canvas
import Testing

@Suite("PixelRect")
struct PixelRectTests {
    @Test("Intersecting overlapping rectangles keeps the shared pixels")
    func intersection() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 5, y: -3, width: 10, height: 6)
        #expect(a.intersection(b) == PixelRect(x: 5, y: 0, width: 5, height: 3))
    }

    @Test("Disjoint rectangles intersect in an empty rectangle")
    func disjoint() {
        let a = PixelRect(x: 0, y: 0, width: 2, height: 2)
        #expect(a.intersection(PixelRect(x: 5, y: 5, width: 1, height: 1)).isEmpty)
    }

    @Test("A rectangle contains its first pixel but not the one past its edge")
    func containsIsHalfOpen() {
        let r = PixelRect(x: 2, y: 2, width: 3, height: 3)
        #expect(r.contains(x: 2, y: 2))
        #expect(!r.contains(x: 5, y: 2))
    }
}
