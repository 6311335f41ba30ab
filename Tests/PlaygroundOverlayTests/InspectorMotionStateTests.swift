import Canvas
import CanvasSnapshotTesting
import Interactions
import Motion
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// A plan of a user's own: the box bobs up and down `times` times.
struct Bob: Plan {
    typealias Performer = BobPerformer
    var height = 40.0
    var times = 3
}

/// A user's performer that tells the inspector what it is doing, through `MotionStateReporting`.
final class BobPerformer: ManuallyExecutingPerformer, MotionStateReporting {
    let box: Box
    private var plan = Bob()
    private var elapsed = 0.0
    private var origin: Point

    init(target: Box) {
        box = target
        origin = target.position
    }

    func addPlan(_ plan: any Plan) {
        self.plan = plan as! Bob
        elapsed = 0
        origin = box.position
    }

    func update(millisecondsSinceLastUpdate milliseconds: Double) -> ActivityState {
        elapsed += milliseconds / 1000
        let phase = min(elapsed, Double(plan.times))
        let wave = 1 - abs(2 * (phase - phase.rounded(.down)) - 1)  // a triangle wave, libm-free
        box.position = origin - Point(x: 0, y: plan.height * wave)
        return elapsed < Double(plan.times) ? .active : .atRest
    }

    var motionState: [MotionStateValue] {
        [
            .text("phase", elapsed < Double(plan.times) ? "bobbing" : "at rest"),
            .number("bob", (elapsed - elapsed.rounded(.down)) * 100, unit: "%"),
            .number("height", plan.height, unit: "px"), .number("left", max(0, Double(plan.times) - elapsed), unit: "s"),
        ]
    }
}

/// A plan whose performer says nothing about its state.
struct Silent: Plan {
    typealias Performer = SilentPerformer
}

final class SilentPerformer: Performing {
    init(target: Box) {}
    func addPlan(_ plan: any Plan) {}
}

@Suite("The inspector shows any performer's own state")
struct InspectorMotionStateTests {
    @Test("A user's performer that adopts MotionStateReporting shows its values in the inspector; one that does not says how")
    func userPerformerInTheInspector() throws {
        let scene = Scene(size: Size(width: 960, height: 540))
        let box = scene.addBox(
            Box(
                name: "Bobber", position: Point(x: 200, y: 300), size: Size(width: 120, height: 80),
                color: Color(rgba: 0x7E57C2FF)))
        scene.runtime.addPlan(Bob(height: 60, times: 4), to: box)
        scene.runtime.addPlan(Silent(), to: box)
        let playground = Playground(scene: scene, font: try TestSupport.font())
        let overlay = playground.installOverlay()
        overlay.selection.select(box)
        overlay.panel.tab = .inspector
        for _ in 0..<76 { playground.advanceFrame(by: 1.0 / 60) }  // the first frame starts the plan: 75 frames of time
        let reporter = try #require(scene.runtime.performers(for: box).first as? BobPerformer)
        #expect(reporter.motionState.map(\.description) == ["phase bobbing", "bob 25 %", "height 60 px", "left 2.75 s"])

        var framebuffer = Framebuffer(width: 960, height: 540)
        playground.render(into: &framebuffer, scale: 1)
        assertSnapshot(of: framebuffer, as: .png)
    }

    /// The Bobber scene after `frames` frames, with a box of the default kind beside it (tossed by the built-in performers).
    static func bobbing(frames: Int) throws -> (Playground, OverlayLayer, Box) {
        let scene = Scene(size: Size(width: 960, height: 540))
        let box = scene.addBox(
            Box(
                name: "Bobber", position: Point(x: 200, y: 300), size: Size(width: 120, height: 80),
                color: Color(rgba: 0x7E57C2FF)))
        let tossed = scene.addBox(
            Box(
                name: "Tossed", position: Point(x: 420, y: 300), size: Size(width: 80, height: 80),
                color: Color(rgba: 0x26A69AFF)))
        scene.runtime.addPlan(Tossable(GestureRecognizer()), to: tossed)
        let playground = Playground(scene: scene, font: try TestSupport.font())
        let overlay = playground.installOverlay()
        // Added after the history listens: its performer is made now, and heard being made.
        scene.runtime.addPlan(Bob(height: 60, times: 4), to: box)
        scene.runtime.addPlan(Fling(velocity: Point(x: 0, y: -300)), named: "motion", to: tossed)
        overlay.selection.select(box)
        for _ in 0..<frames { playground.advanceFrame(by: 1.0 / 60) }
        return (playground, overlay, box)
    }

    @Test("The history keeps what a user's performer reports, frame by frame; the built-in performers' state stays in the box samples")
    func reportsInTheHistory() throws {
        let (playground, _, _) = try Self.bobbing(frames: 90)
        let history = try #require(playground.history)
        let reports = HistoryReports(history, target: "Bobber", indices: 0..<history.count)
        #expect(reports.series.map(\.label) == ["BobPerformer bob (%)", "BobPerformer height (px)", "BobPerformer left (s)"])
        let left = try #require(reports.series.last)
        #expect(left.values.count == history.count, "one value per frame kept")
        #expect(left.frames == (0..<history.count).map { history.frame(at: $0).number })
        #expect(abs(left.values.last! - (4 - 89.0 / 60)) < 1e-9, "the first frame starts the plan: 89 frames of time")
        #expect(
            HistoryReports(history, target: "Tossed", indices: 0..<history.count).isEmpty,
            "Tossable, drag and animation performers are sampled with the box, not reported twice")
        let thinned = HistoryReports(history, target: "Bobber", indices: 0..<history.count, maximumSamples: 10)
        #expect(thinned.series[0].values.count <= 11)
    }

    @Test(
        "Curves plot a user's performer's numbers under the speed, with a legend; Tracks draw the first in its row",
        arguments: [OverlayPanel.Tab.curves, .tracks])
    func reportsPlotted(tab: OverlayPanel.Tab) throws {
        let (playground, overlay, _) = try Self.bobbing(frames: 150)
        overlay.panel.tab = tab
        var framebuffer = Framebuffer(width: 960, height: 540)
        playground.render(into: &framebuffer, scale: 1)
        assertSnapshot(of: framebuffer, as: .png, named: tab.rawValue)
    }
}
