import Canvas
import Interactions
import Motion
import PlaygroundKit
import PlaygroundTestSupport
import Testing

@Suite("Where each frame's time goes", .serialized)
struct FrameProfilerTests {
    /// A scene of `boxes` small boxes `B0`, `B1`, …, each given a performer that costs `clock` `cost(index)`.
    static func playground(boxes: Int, clock: FakeClock, cost: (Int) -> UInt64) throws -> Playground {
        let scene = Scene(size: Size(width: 1280, height: 720))
        for index in 0..<boxes {
            let box = scene.addBox(Box(name: "B\(index)", position: Point(x: 10, y: 10), size: Size(width: 4, height: 4), color: .white))
            scene.runtime.addPlan(Costly(cost: cost(index), clock: clock), to: box)
        }
        return Playground(scene: scene, font: try TestSupport.font())
    }

    @Test("Each phase gets the time between its marks; the frames wrap in a ring of fixed size")
    func phases() {
        let clock = FakeClock()
        let profiler = FrameProfiler(capacity: 3, clock: { clock.now })
        for frame in 1...5 {
            profiler.begin(frame: frame)
            for (phase, cost) in zip(FrameProfiler.Phase.allCases, [10, 200, 3_000, 400, UInt64(frame)]) {
                clock.advance(by: cost)
                profiler.end(phase)
            }
            profiler.commit()
        }
        let kept = profiler.frames()
        #expect(kept.map(\.number) == [3, 4, 5], "the last three, oldest first")
        #expect(kept.last?.phases == [10, 200, 3_000, 400, 5] && kept.last?.total == 3_615)
        let statistics = profiler.phaseStatistics()
        #expect(statistics.first { $0.phase == .scene }?.median == 3_000)
        #expect(statistics.last?.phase == nil && statistics.last?.p99 == 3_615)
        profiler.end(.input)
        profiler.commit()
        #expect(profiler.frames().count == 3, "marks outside a frame count for nothing")
    }

    @Test("A deliberately slow performer is named the costliest, by its box, in a scene run with a profiler")
    func slowPerformerIsNamed() throws {
        let clock = FakeClock()
        let playground = try TestSupport.defaultPlayground()
        for (index, box) in playground.scene.boxes.enumerated() {
            playground.scene.runtime.addPlan(Costly(cost: box.name == "Box#5" ? 900_000 : 1_000 + UInt64(index), clock: clock), to: box)
        }
        let profiler = FrameProfiler(clock: { clock.now })
        playground.profiler = profiler
        var framebuffer = Framebuffer(width: 1, height: 1)
        for _ in 1...30 {
            playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer, draw: false)
            profiler.commit()
        }
        let costliest = profiler.costliestPerformers(limit: 3)
        #expect(costliest.first?.name == "CostlyPerformer on Box#5")
        #expect(costliest.first?.mean == 900_000 && costliest.first?.longest == 900_000)
        #expect(costliest.dropFirst().map(\.name) == ["CostlyPerformer on Box#6", "CostlyPerformer on Box#4"])
        #expect(profiler.costliestPerformers(limit: 1, recent: true).first?.name == "CostlyPerformer on Box#5")
        let update = try #require(profiler.frames().last?.phases[FrameProfiler.Phase.update.rawValue])
        #expect(update >= 900_000 + 5 * 1_000, "the update phase holds every performer's time: \(update)")
        let slices = profiler.performerUpdates().filter { $0.frame == 30 }
        #expect(slices.count == 6 && slices.contains { $0.name == "CostlyPerformer on Box#5" && $0.duration == 900_000 })
    }

    @Test("In a scene of many performers, each frame times a few in turn, and every one is timed within a few frames")
    func manyPerformersAreSampled() throws {
        let clock = FakeClock()
        let playground = try Self.playground(boxes: 500, clock: clock) { $0 == 321 ? 50_000 : 100 }
        let profiler = FrameProfiler(clock: { clock.now })
        playground.profiler = profiler
        var framebuffer = Framebuffer(width: 1, height: 1)
        for frame in 1...10 {
            playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer, draw: false)
            profiler.commit()
            if frame == 1 { #expect(profiler.performerUpdates().count == FrameProfiler.updatesTimedPerFrame, "a few a frame, not all 500") }
        }
        #expect(profiler.costliestPerformers(limit: 1).first?.name == "CostlyPerformer on B321")
        #expect(Set(profiler.performerUpdates().map(\.name)).count == 500, "every performer timed within 8 frames (500 / 64)")
    }

    @Test("What the profiler does on a performer's first timed update (naming it, filing it) is charged to nobody's update")
    func firstSightIsNobodysCost() throws {
        let clock = FakeClock()
        let playground = try Self.playground(boxes: 300, clock: clock) { $0 == 77 ? 20_000 : 100 + UInt64($0) }
        let profiler = FrameProfiler(clock: { clock.now })
        playground.profiler = profiler
        // Naming a performer takes a millisecond here: were it charged to the next timed update,
        // that performer would read as the costliest by far.
        let name = profiler.name
        profiler.name = { performer in
            clock.advance(by: 1_000_000)
            return name(performer)
        }
        var framebuffer = Framebuffer(width: 1, height: 1)
        for _ in 1...12 {
            playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer, draw: false)
            profiler.commit()
        }
        let costs = profiler.costliestPerformers(limit: 300)
        #expect(costs.count == 300, "every performer timed in 12 frames (300 / 64)")
        #expect(costs.first?.name == "CostlyPerformer on B77" && costs.first?.longest == 20_000)
        #expect(costs.dropFirst().allSatisfy { $0.longest <= 400 }, "each update its own cost: \(costs.prefix(3))")
    }

    @Test("The last few seconds are the last 120 frames: a performer slow and then quick reads as a mix and then quick, one no longer timed leaves them")
    func recentIsTheLast120Frames() throws {
        let clock = FakeClock()
        let scene = Scene(size: Size(width: 320, height: 200))
        let changing = scene.addBox(Box(name: "Changing", position: Point(x: 10, y: 10), size: Size(width: 4, height: 4), color: .white))
        let early = scene.addBox(Box(name: "Early", position: Point(x: 20, y: 10), size: Size(width: 4, height: 4), color: .white))
        scene.runtime.addPlan(Costly(cost: 9_000, clock: clock), to: changing)
        scene.runtime.addPlan(Costly(cost: 5_000, clock: clock), to: early)
        let playground = Playground(scene: scene, font: try TestSupport.font())
        let profiler = FrameProfiler(clock: { clock.now })
        playground.profiler = profiler
        var framebuffer = Framebuffer(width: 1, height: 1)
        func run(_ frames: Int) {
            for _ in 0..<frames {
                playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer, draw: false)
                profiler.commit()
            }
        }
        func recent() -> [String: UInt64] {
            Dictionary(uniqueKeysWithValues: profiler.costliestPerformers(limit: 5, recent: true).map { ($0.name, $0.mean) })
        }
        run(60)
        #expect(recent() == ["CostlyPerformer on Changing": 9_000, "CostlyPerformer on Early": 5_000], "fewer than 120 frames: all of them")
        run(90)
        scene.runtime.addPlan(Costly(cost: 1_000, clock: clock), to: changing)
        scene.runtime.removeTarget(early)
        run(60)
        #expect(recent() == ["CostlyPerformer on Changing": 5_000, "CostlyPerformer on Early": 5_000], "60 slow frames and 60 quick")
        run(60)
        #expect(recent() == ["CostlyPerformer on Changing": 1_000], "120 quick frames, and no Early")
        run(180)
        let whole = profiler.costliestPerformers(limit: 5)
        #expect(whole.map(\.name) == ["CostlyPerformer on Early", "CostlyPerformer on Changing"], "the whole run: Early's 5,000 over Changing's mean")
    }
}
