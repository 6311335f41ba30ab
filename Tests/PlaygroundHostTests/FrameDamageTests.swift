import Canvas
import MotionMath
@testable import PlaygroundHost
import Testing

/// What the window surface puts: every changed pixel, in few and tight rectangles.
@Suite("Finding what changed since the last frame shown")
struct FrameDamageTests {
    @Test("The first frame, a frame of another size and a frame after an invalidation are put whole; the same frame again puts nothing")
    func wholeAndNothing() {
        var damage = FrameDamage()
        var frame = Framebuffer(width: 40, height: 30, fill: .black)
        #expect(damage.update(to: frame) == [frame.bounds])
        #expect(damage.update(to: frame).isEmpty)
        frame.resize(toWidth: 41, height: 30)
        #expect(damage.update(to: frame) == [frame.bounds])
        damage.invalidate()
        #expect(damage.update(to: frame) == [frame.bounds])
        #expect(damage.update(to: Framebuffer(width: 0, height: 0)).isEmpty, "nothing to put")
    }

    @Test("A box moved by a few pixels is one rectangle, spanning the bands and the columns it reached")
    func aMovedBox() {
        var damage = FrameDamage()
        var frame = Framebuffer(width: 320, height: 200, fill: .black)
        frame.fillRectangle(x: 100, y: 40, width: 50, height: 30, color: .white)
        _ = damage.update(to: frame)
        frame.clear(.black)
        frame.fillRectangle(x: 106, y: 40, width: 50, height: 30, color: .white)
        // Columns 100-105 lost the box and 150-155 gained it; rows 40-69 lie in bands 32-47 … 64-79.
        #expect(damage.update(to: frame) == [PixelRect(x: 100, y: 32, width: 56, height: 48)])
    }

    @Test("Two changes far apart are two rectangles, not one that covers the frame between them")
    func twoChanges() {
        var damage = FrameDamage()
        var frame = Framebuffer(width: 320, height: 200, fill: .black)
        _ = damage.update(to: frame)
        frame[5, 3] = Pixel(.white)
        frame[300, 190] = Pixel(.white)
        #expect(damage.update(to: frame) == [PixelRect(x: 5, y: 0, width: 1, height: 16), PixelRect(x: 300, y: 176, width: 1, height: 16)])
    }

    /// One step of a random session: a frame of a size (sometimes new), with random changes, sometimes invalidated first.
    struct Step: CustomStringConvertible {
        var width: Int, height: Int
        var fills: [(PixelRect, UInt32)]
        var invalidates: Bool
        var description: String { "\(width)×\(height)\(invalidates ? " invalidated" : ""): \(fills.map { "\($0.0) ← \(String($0.1, radix: 16))" })" }
    }

    static func randomSteps(_ random: inout SplitMix64) -> [Step] {
        var width = 1 + random.next(below: 300), height = 1 + random.next(below: 120)
        return (0..<(1 + random.next(below: 12))).map { _ in
            if random.next(below: 8) == 0 { width = 1 + random.next(below: 300); height = 1 + random.next(below: 120) }
            let fills = (0..<random.next(below: 5)).map { _ -> (PixelRect, UInt32) in
                let x = random.next(below: width), y = random.next(below: height)
                let rect = PixelRect(x: x, y: y, width: 1 + random.next(below: width - x), height: 1 + random.next(below: height - y))
                return (rect, random.next(below: 3) == 0 ? 0xFF00_0000 : UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000)
            }
            return Step(width: width, height: height, fills: fills, invalidates: random.next(below: 10) == 0)
        }
    }

    /// Runs `steps` through a damage finder and a model screen that copies only the rectangles
    /// it is given; returns what went wrong first, if anything.
    static func failure(of steps: [Step]) -> String? {
        var damage = FrameDamage()
        var frame = Framebuffer(width: 1, height: 1)
        var screen: Framebuffer?
        for (index, step) in steps.enumerated() {
            if frame.width != step.width || frame.height != step.height { frame = Framebuffer(width: step.width, height: step.height) }
            for (rect, value) in step.fills {
                for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { frame[x, y] = Pixel(rawValue: value) } }
            }
            if step.invalidates { damage.invalidate() }
            let before = screen
            let rects = damage.update(to: frame)
            if screen?.width != frame.width || screen?.height != frame.height || step.invalidates {
                screen = Framebuffer(width: frame.width, height: frame.height, fill: Color(rgba: 0x12345678))
            }
            for rect in rects {
                guard frame.bounds.intersection(rect) == rect else { return "step \(index): \(rect) reaches outside \(frame.bounds)" }
                if let before, before.width == frame.width, before.height == frame.height, rects != [frame.bounds],
                    let loose = Self.looseEdge(of: rect, from: before, to: frame)
                {
                    return "step \(index): \(rect)'s \(loose) holds no change"
                }
                for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { screen![x, y] = frame[x, y] } }
            }
            guard screen! == frame else { return "step \(index): the screen, given only \(rects), is not the frame" }
        }
        return nil
    }

    /// Which edge of `rect` is loose (no changed pixel in its first or last column, or in its
    /// first or last band of rows), or `nil` when it is tight.
    static func looseEdge(of rect: PixelRect, from old: Framebuffer, to new: Framebuffer) -> String? {
        func changed(columns: Range<Int>, rows: Range<Int>) -> Bool {
            rows.contains { y in columns.contains { x in old[x, y] != new[x, y] } }
        }
        let rows = rect.y..<rect.maxY, band = FrameDamage.bandHeight
        if !changed(columns: rect.x..<(rect.x + 1), rows: rows) { return "left column" }
        if !changed(columns: (rect.maxX - 1)..<rect.maxX, rows: rows) { return "right column" }
        if !changed(columns: rect.x..<rect.maxX, rows: rect.y..<min(rect.y + band, rect.maxY)) { return "top band" }
        if !changed(columns: rect.x..<rect.maxX, rows: max(rect.y, rect.maxY - band)..<rect.maxY) { return "bottom band" }
        return nil
    }

    @Test("Seeded search: a screen given only the rectangles is always the frame, and every rectangle's edges hold a change (the seed and the shortest failing run are printed)")
    func coversEveryChange() {
        for seed in UInt64(1)...300 {
            var random = SplitMix64(seed: seed)
            let steps = Self.randomSteps(&random)
            guard Self.failure(of: steps) != nil else { continue }
            var shortest = steps
            while shortest.count > 1, Self.failure(of: Array(shortest.dropLast())) != nil { shortest.removeLast() }
            Issue.record("seed \(seed): \(Self.failure(of: shortest) ?? "") after \(shortest)")
            return
        }
    }
}
