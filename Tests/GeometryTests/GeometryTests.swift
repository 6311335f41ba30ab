import Geometry
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("Points add, subtract and scale component-wise, and measure length and distance")
    func pointArithmetic() {
        let a = Point(x: 3, y: 4), b = Point(x: 1, y: -1)
        #expect(a + b == Point(x: 4, y: 3))
        #expect(a - b == Point(x: 2, y: 5))
        #expect(a * 2 == Point(x: 6, y: 8) && 2 * a == a * 2)
        #expect(a / 2 == Point(x: 1.5, y: 2))
        #expect(-a == Point(x: -3, y: -4))
        #expect(a.length == 5)
        #expect(a.distance(to: .zero) == 5)
    }

    @Test("Rectangles contain their edges, clamp points onto them, and read negative sizes as normalised")
    func rectQueries() {
        let rect = Rect(x: 10, y: 20, width: 100, height: -20)
        #expect(rect.minY == 0 && rect.maxY == 20 && rect.minX == 10 && rect.maxX == 110)
        #expect(rect.contains(Point(x: 110, y: 0)))
        #expect(!rect.contains(Point(x: 110.01, y: 0)))
        #expect(rect.clamped(Point(x: -5, y: 50)) == Point(x: 10, y: 20))
        #expect(rect.clamped(Point(x: 50, y: 10)) == Point(x: 50, y: 10))
        #expect(Rect(x: 0, y: 0, width: 80, height: 60).center == Point(x: 40, y: 30))
    }

    @Test("Descriptions round to two decimals and drop a whole number's fraction")
    func descriptions() {
        #expect(Point(x: 200, y: 120).description == "(200, 120)")
        #expect(Point(x: 12.5, y: -3.254).description == "(12.5, -3.25)")
        #expect(Point(x: -0.001, y: .infinity).description == "(0, inf)")
        #expect(Size(width: 80, height: 60).description == "80×60")
        #expect(Rect(x: 0, y: 0, width: 800, height: 600).description == "(0, 0, 800, 600)")
    }
}
