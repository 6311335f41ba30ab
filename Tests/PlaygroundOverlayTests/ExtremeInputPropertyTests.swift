import Canvas
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundTestSupport
import PropertyBased
import Testing

/// The playground, its overlay and its renderer fed input with any numbers:
/// NaN, ±infinity, ±1e308, subnormals. Nothing may trap, the panel and the
/// boxes keep finite state, and every frame draws.
@Suite("Input and drawing with extreme numbers")
struct ExtremeInputPropertyTests {
    static let special: [Double] = [
        .nan, .infinity, -.infinity, 1e308, -1e308, .leastNonzeroMagnitude, Double.leastNormalMagnitude.nextDown,
        0, -0.0, 0x1p70, -0x1p70, 1e6, -1e6, 1e9, 0.5, 100, 200, 300,
    ]

    /// Any double: a special one, any bit pattern, or a point on a small window.
    static let anyDouble = zip(Gen.int(in: 0...2), Gen.int(in: 0..<special.count), Gen.uint64(), Gen.double(in: -20...340))
        .map { kind, index, bits, moderate in
            switch kind {
            case 0: special[index]
            case 1: Double(bitPattern: bits)
            default: moderate
            }
        }

    static let keys = ["`", "f1", "f2", "tab", "i", "v", "t", "c", "end", "escape", "space", ".", "1", "2", "3", "p"]

    /// One input event from a few numbers: which kind, then the values it uses.
    static func event(_ kind: Int, _ a: Double, _ b: Double, _ c: Double) -> InputEvent {
        let button: PointerEvent.Button = kind % 3 == 0 ? .secondary : .primary
        switch kind {
        case 0...2: return .pointer(PointerEvent(.down, at: Point(x: a, y: b), button: button, timestamp: c))
        case 3...6: return .pointer(PointerEvent(.move, at: Point(x: a, y: b), button: button, timestamp: c))
        case 7...8: return .pointer(PointerEvent(.up, at: Point(x: a, y: b), button: button, timestamp: c))
        case 9: return .pointer(PointerEvent(.cancel, at: Point(x: a, y: b), timestamp: c))
        case 10...11: return .wheel(dx: c, dy: a, at: Point(x: b, y: c))
        case 12:
            // Small windows (the bounds themselves are tested elsewhere), so a case stays quick in a debug build.
            let scale = c.isFinite ? min(abs(c), 2) : .nan
            return .resize(width: CheckedInt.from(a, in: -10...320) ?? 0, height: CheckedInt.from(b, in: -10...240) ?? 0, scale: scale)
        case 13: return .focusLost
        default: return .key(KeyPress(keys[CheckedInt.from(abs(a), in: 0...(keys.count - 1)) ?? 0], shift: b > 0))
        }
    }

    static let events = zip(Gen.int(in: 0...15), anyDouble, anyDouble, anyDouble).array(of: 1...24)

    @Test("Any input with any numbers, through the playground, never traps; the panel stays finite and every frame draws")
    func anyInputThroughThePlayground() async throws {
        let font = try TestSupport.font()
        await propertyCheck(count: 60, input: Self.events, Self.anyDouble) { events, elapsed in
            let playground = Playground(scene: .makeDefault(), font: font)
            let overlay = playground.installOverlay()
            playground.handle(.resize(width: 320, height: 240, scale: 1))
            var framebuffer = Framebuffer(width: 1, height: 1)
            for (kind, a, b, c) in events {
                playground.runFrame(events: [Self.event(kind, a, b, c)], elapsed: elapsed, into: &framebuffer)
                let panel = overlay.panel.frame
                #expect(panel.minX.isFinite && panel.minY.isFinite && panel.size.width.isFinite && panel.size.height.isFinite)
                #expect(playground.scene.boxes.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite })
            }
            for _ in 0..<10 { playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer) }
            #expect(framebuffer.width * framebuffer.height <= InputBounds.maximumFramebufferPixels)
        }
    }

    /// A layer is handed events as the playground clamped them (once, for every source).
    @Test("Any input with any numbers, clamped as the playground hands it to the overlay, never traps and leaves the panel finite")
    func anyInputStraightToTheOverlay() async throws {
        let font = try TestSupport.font()
        await propertyCheck(count: 200, input: Self.events) { events in
            let playground = Playground(scene: .makeDefault(), font: font)
            let overlay = playground.installOverlay()
            for (kind, a, b, c) in events {
                _ = overlay.handle(InputBounds.clamped(Self.event(kind, a, b, c)), playground: playground)
                let panel = overlay.panel.frame
                #expect(panel.minX.isFinite && panel.minY.isFinite && panel.size.width.isFinite && panel.size.height.isFinite)
                #expect((0...overlay.log.maximumScrollOffset).contains(overlay.log.scrollOffset))
            }
            var framebuffer = Framebuffer(width: 160, height: 120)
            overlay.draw(into: &framebuffer, scale: 0.5, playground: playground)
        }
    }

    @Test("Boxes anywhere, of any size and speed, selected and inspected, draw at any scale without trapping")
    func absurdBoxesAndMotion() async throws {
        let font = try TestSupport.font()
        let boxes = zip(Self.anyDouble, Self.anyDouble, Self.anyDouble, Self.anyDouble).array(of: 1...4)
        await propertyCheck(count: 200, input: boxes, Self.anyDouble, Gen.int(in: 0...2)) { boxes, scale, tab in
            let scene = Scene(size: Size(width: 200, height: 150))
            let playground = Playground(scene: scene, font: font)
            let overlay = playground.installOverlay()
            overlay.showsPointerSamples = true
            overlay.panel.tab = [.log, .traces, .inspector][tab]
            for (index, (x, y, size, speed)) in boxes.enumerated() {
                let box = scene.addBox(
                    Box(
                        name: "Box#\(index)", position: Point(x: x, y: y), size: Size(width: size, height: size / 2),
                        color: .white, cornerRadius: speed))
                box.motionDidChange(MotionState(phase: .flinging, velocity: Point(x: speed, y: -speed), projectedRestPosition: Point(x: y, y: x)))
                overlay.selection.select(box)
            }
            var before = Framebuffer(width: 100, height: 75)
            playground.render(into: &before, scale: 1)
            var framebuffer = Framebuffer(width: 100, height: 75)
            playground.render(into: &framebuffer, scale: scale)
            #expect(framebuffer.width == 100 && framebuffer.height == 75)
            // Looking never changes the scene: after any scale, scale 1 draws the same pixels again.
            var after = Framebuffer(width: 100, height: 75)
            playground.render(into: &after, scale: 1)
            #expect(after == before, "scale \(scale) changed what scale 1 draws")
        }
    }
}
