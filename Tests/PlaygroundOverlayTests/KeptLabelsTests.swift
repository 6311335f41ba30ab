import Canvas
import Interactions
import PlaygroundKit
import PlaygroundTestSupport
import Testing

@testable import PlaygroundOverlay

/// A box's name stays legible under the overlay's marks: where a path, a
/// ghost or an arrow crosses it, the name is as the scene drew it.
@Suite("Box names over the overlay's marks")
struct KeptLabelsTests {
    @Test("The last drag's pointer samples cross Box#2's name, and the name reads as the scene drew it, not Bo:#2")
    func pointerSamplesLeaveTheNameLegible() throws {
        let (playground, _) = try OverlayTestSupport.playground()
        let box2 = OverlayTestSupport.center(of: "Box#2", in: playground)
        var events = [OverlayTestSupport.key("v", frame: 2), OverlayTestSupport.key("`", frame: 2)]
        events += OverlayTestSupport.toss(from: box2, by: Point(x: 160, y: 140), startFrame: 10, frames: 10)
        let frames = try OverlayTestSupport.replay(events, frames: 22, capture: [22], on: playground)
        let drawn = try #require(frames[22])
        var scene = Framebuffer(width: 1, height: 1)
        playground.renderScene(into: &scene)
        #expect(drawn != scene, "the overlay drew its marks")

        let box = try #require(playground.scene.box(named: "Box#2"))
        let label = try #require(playground.renderer.labelRect(of: box, scale: 1))
        for y in label.y..<label.maxY {
            for x in label.x..<label.maxX where drawn[x, y] != scene[x, y] {
                Issue.record("pixel (\(x), \(y)) of Box#2's name is covered by a mark")
                return
            }
        }
        // The samples' line does cross the box, either side of the name.
        let crossed = (label.x - 30..<label.x).contains { x in (label.y - 30..<label.maxY + 30).contains { y in drawn[x, y] != scene[x, y] } }
        #expect(crossed, "the samples' line passes by the name")
    }

    @Test("A name smaller than a box can carry, or of a box not drawn, is not kept")
    func noLabelForSmallOrHiddenBoxes() throws {
        let renderer = SceneRenderer(font: try TestSupport.font())
        let small = Box(name: "Box#9", position: Point(x: 50, y: 50), size: Size(width: 20, height: 20), color: .white)
        #expect(renderer.labelRect(of: small, scale: 1) == nil)
        small.size = Size(width: 120, height: 80)
        #expect(renderer.labelRect(of: small, scale: 1) != nil)
        small.opacity = 0
        #expect(renderer.labelRect(of: small, scale: 1) == nil)
    }
}
