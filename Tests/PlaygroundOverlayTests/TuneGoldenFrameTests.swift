import Canvas
import CanvasSnapshotTesting
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundUI
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// Golden frames of the Tune tab: an under-, a critically and an
/// over-damped spring with their step responses, each in other terms, and
/// two throws of one gesture compared. Replayed from scripts of ordinary
/// input events (a right-click, Tab, chips, `tune` events, `a`).
@Suite("Golden frames of the Tune tab")
struct TuneGoldenFrameTests {
    /// Right-clicks `name` on frame 2, opens the Tune tab, picks `terms` and applies `tuning` on frame 4.
    static func tuning(_ name: String, _ tuning: BoxTuning, terms: TuneParameterisation, on playground: Playground) throws -> [ScriptEvent] {
        let point = playground.scene.box(named: name)!.position
        var events = OverlayTestSupport.click(at: point, frame: 2, button: .secondary)
        events.append(OverlayTestSupport.key("tab", frame: 3))
        // Where the chip will be once the box is selected and the tab open: found on a playground of its own.
        let (scratch, overlay) = try OverlayTestSupport.playground()
        overlay.selection.select(scratch.scene.box(named: name))
        overlay.panel.tab = .tune
        let chip = try #require(overlay.frame(of: WidgetID("tune.terms").child(TuneParameterisation.allCases.firstIndex(of: terms)!), in: scratch))
        events += OverlayTestSupport.click(at: chip.center, frame: 4)
        events.append(ScriptEvent(frame: 4, .tune(TuneChange(target: name, tuning))))
        return events
    }

    @Test("An under-damped spring (ζ 0.18): its step response overshoots by 56 % and rings before it rests, the fling decays beside it")
    func underDamped() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let tuning = BoxTuning(spring: SpringParameters(stiffness: 120, damping: 4), friction: Friction(rate: 3))
        let frames = try OverlayTestSupport.replay(try Self.tuning("Box#1", tuning, terms: .physics, on: playground), frames: 6, capture: [6], on: playground)
        #expect(overlay.panel.tab == .tune && playground.scene.tuning.current(of: "Box#1") == tuning)
        assertSnapshot(of: try #require(frames[6]), as: .png)
    }

    @Test("A critically damped spring in SwiftUI's terms (response 0.5 s, fraction 1): no overshoot, the quickest rest")
    func criticallyDamped() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let tuning = BoxTuning(spring: SpringParameters(response: 0.5, dampingFraction: 1), friction: .uiKit)
        let frames = try OverlayTestSupport.replay(try Self.tuning("Box#4", tuning, terms: .swiftUI, on: playground), frames: 6, capture: [6], on: playground)
        #expect(overlay.tune.parameterisation == .swiftUI)
        assertSnapshot(of: try #require(frames[6]), as: .png)
    }

    @Test("An over-damped spring with a mass of 2 (ζ 2.25) in Origami's terms: it creeps to rest")
    func overDamped() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let tuning = BoxTuning(spring: SpringParameters(stiffness: 200, damping: 90, mass: 2), friction: .uiKitFast)
        let frames = try OverlayTestSupport.replay(try Self.tuning("Box#6", tuning, terms: .origami, on: playground), frames: 6, capture: [6], on: playground)
        #expect(overlay.tune.parameterisation == .origami)
        assertSnapshot(of: try #require(frames[6]), as: .png)
    }

    @Test("Two throws of one gesture: thrown with the defaults, tuned bouncy, thrown again with a; the first path stays as a ghost while the second swings past the anchor")
    func compareThrows() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let bouncy = BoxTuning(spring: SpringParameters(stiffness: 120, damping: 4), friction: .android)
        // Selected and tuned to what it has, so the Tune tab is open; then thrown, tuned bouncy, thrown again.
        var events = try Self.tuning("Box#1", BoxTuning(), terms: .physics, on: playground)
        events += TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 120, y: 90), startFrame: 8, frames: 8)
        events.append(ScriptEvent(frame: 80, .tune(TuneChange(target: "Box#1", bouncy))))
        events.append(OverlayTestSupport.key("a", frame: 90))
        let frames = try OverlayTestSupport.replay(events, frames: 112, capture: [112], on: playground)
        #expect(overlay.tune.paths.ghost(of: "Box#1") != nil && overlay.panel.tab == .tune)
        assertSnapshot(of: try #require(frames[112]), as: .png)
    }
}
