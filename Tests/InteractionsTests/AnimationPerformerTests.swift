import Interactions
import Motion
import Testing

@Suite("Springs and flings through the runtime")
struct AnimationPerformerTests {
    /// Adds `plan` to a fresh box in a fresh runtime, runs the frames in
    /// `steps` (after the first, 0 ms, frame) and returns the performer's state.
    private func state<P: NamedPlan>(
        of plan: P, from start: Point, steps: [Double]
    ) -> (sample: Trajectory.Sample?, position: Point, elapsed: Double) where P.Performer == AnimationPerformer {
        let runtime = MotionRuntime()
        let collector = PerformerCollector()
        runtime.addTracer(collector)
        let box = Box("A", at: start)
        runtime.addPlan(plan, named: "motion", to: box)
        runtime.update(millisecondsSinceLastUpdate: 16)  // the first update is given 0 ms
        for step in steps { runtime.update(millisecondsSinceLastUpdate: step) }
        let performer = collector.first(AnimationPerformer.self)
        return (performer?.currentSample, box.position, performer?.elapsedTime ?? .nan)
    }

    /// Step sequences in milliseconds, in pairs that end at the same time.
    static let sixtyHz = Array(repeating: 1000.0 / 60, count: 60)  // 1 s
    static let mixed = Array(repeating: 1000.0 / 30, count: 15) + Array(repeating: 1000.0 / 90, count: 45)  // 1 s
    static let jittered = (0..<50).map { 20 + ($0.isMultiple(of: 2) ? 3.5 : -3.5) }  // 1 s
    /// The literal sequence, 15 × 1/15 s + 45 × 1/45 s, lasts 2 s: compared with 120 × 1/60 s.
    static let literal = Array(repeating: 1000.0 / 15, count: 15) + Array(repeating: 1000.0 / 45, count: 45)
    static let sixtyHzTwoSeconds = Array(repeating: 1000.0 / 60, count: 120)

    static let references: [(String, Trajectory)] = [
        (
            "soft spring",
            Trajectory.spring(
                from: Point(x: 0, y: 0), velocity: Point(x: 0, y: 300), to: Point(x: 300, y: 200),
                parameters: SpringParameters(stiffness: 40, damping: 4))
        ),
        ("fling", Trajectory.fling(from: Point(x: 20, y: 20), velocity: Point(x: 2500, y: 1200))),
        (
            "bounded fling",
            Trajectory.fling(
                from: Point(x: 20, y: 20), velocity: Point(x: 2500, y: -1200),
                bounds: Rect(x: 0, y: 0, width: 400, height: 400),
                spring: SpringParameters(stiffness: 60, damping: 6))
        ),
    ]

    private func plan(for name: String, _ reference: Trajectory) -> any NamedPlan {
        switch reference.kind {
        case .spring:
            return Spring(
                to: reference.projectedRestPosition, initialVelocity: reference.startVelocity,
                parameters: SpringParameters(stiffness: 40, damping: 4))
        case .fling:
            let bounded = name == "bounded fling"
            return Fling(
                velocity: reference.startVelocity,
                bounds: bounded ? Rect(x: 0, y: 0, width: 400, height: 400) : nil,
                spring: bounded ? SpringParameters(stiffness: 60, damping: 6) : .default)
        }
    }

    @Test("The state at t = 1 s is the same whatever the frame steps, and equals the closed form", arguments: references)
    func frameStepIndependence(name: String, reference: Trajectory) {
        let plan = plan(for: name, reference)
        let expected = reference.sample(at: 1)
        #expect(!reference.isAtRest(expected), "still moving at 1 s, so no snap hides a difference")
        for steps in [Self.sixtyHz, Self.mixed, Self.jittered] {
            let result = run(plan, from: reference.startPosition, steps: steps)
            #expect(isClose(result.elapsed, 1, relative: 1e-12))
            #expect(isClose(result.position, expected.position), "\(name): position")
            #expect(isClose(result.sample?.velocity ?? .zero, expected.velocity), "\(name): velocity")
        }
    }

    @Test("The issue's 15 × 1/15 s + 45 × 1/45 s sequence agrees with 120 × 1/60 s at t = 2 s", arguments: references)
    func literalSequence(name: String, reference: Trajectory) {
        let plan = plan(for: name, reference)
        let a = run(plan, from: reference.startPosition, steps: Self.literal)
        let b = run(plan, from: reference.startPosition, steps: Self.sixtyHzTwoSeconds)
        #expect(isClose(a.position, b.position), "\(name): position")
        #expect(isClose(a.sample?.velocity ?? .zero, b.sample?.velocity ?? .zero), "\(name): velocity")
        if let sample = a.sample {
            #expect(isClose(sample.position, reference.position(at: 2)))
        } else {
            #expect(a.position == reference.projectedRestPosition, "at rest: snapped exactly")
        }
    }

    private func run(_ plan: any NamedPlan, from start: Point, steps: [Double]) -> (sample: Trajectory.Sample?, position: Point, elapsed: Double) {
        switch plan {
        case let spring as Spring: state(of: spring, from: start, steps: steps)
        case let fling as Fling: state(of: fling, from: start, steps: steps)
        default: (nil, .zero, .nan)
        }
    }

    @Test("A spring comes to rest, snaps exactly to its destination and ends its token in that frame")
    func springComesToRest() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let box = Box("A", at: Point(x: 0.3, y: 7))
        let destination = Point(x: 200.123, y: 119.9)

        runtime.addPlan(Spring(to: destination), named: "motion", to: box)
        let frames = runUntilIdle(runtime)

        #expect(frames > 10 && frames < 120)
        #expect(box.position == destination)
        #expect(box.motion == .atRest(at: destination))
        #expect(
            tracer.tokenEvents == [
                "didStartToken token#1 (spring) by AnimationPerformer on A",
                "runtimeActivityDidChange active",
                "didEndToken token#1 (spring) by AnimationPerformer on A",
                "runtimeActivityDidChange idle",
            ])
    }

    @Test("The target hears each frame's velocity and where the motion will rest")
    func motionStates() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 100, y: 100))
        let velocity = Point(x: 840, y: -420)
        runtime.addPlan(Fling(velocity: velocity), to: box)
        for _ in 0..<5 { runtime.update(millisecondsSinceLastUpdate: 16) }

        let expectedRest = Point(x: 100, y: 100) + velocity / 4.2
        #expect(box.motions.count == 6)
        #expect(box.motions.allSatisfy { $0.phase == .flinging && $0.projectedRestPosition == expectedRest })
        let expected = Trajectory.fling(from: Point(x: 100, y: 100), velocity: velocity).velocity(at: 0.064)
        #expect(isClose(box.motion?.velocity ?? .zero, expected))

        runUntilIdle(runtime)
        #expect(box.motion == .atRest(at: expectedRest))
        #expect(box.position == expectedRest)
    }

    @Test("Retargeting a moving spring without a name keeps its velocity and its token")
    func unnamedRetargetKeepsToken() throws {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        let collector = PerformerCollector()
        runtime.addTracer(tracer)
        runtime.addTracer(collector)
        let box = Box("A")
        runtime.addPlan(Spring(to: Point(x: 300, y: 0)), to: box)
        for _ in 0..<6 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let performer = try #require(collector.first(AnimationPerformer.self))
        let before = try #require(performer.currentSample)

        runtime.addPlan(Spring(to: Point(x: 0, y: 200)), to: box)

        #expect(performer.trajectory?.startVelocity == before.velocity)
        #expect(tracer.tokenEvents.filter { $0.hasPrefix("didStartToken") }.count == 1)
    }

    @Test("Retargeting a moving spring by name keeps its velocity, and the runtime never idles in between")
    func retargetKeepsVelocity() throws {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        let collector = PerformerCollector()
        runtime.addTracer(tracer)
        runtime.addTracer(collector)
        let box = Box("A")
        runtime.addPlan(Spring(to: Point(x: 300, y: 0)), named: "motion", to: box)
        for _ in 0..<6 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let performer = try #require(collector.first(AnimationPerformer.self))
        let before = try #require(performer.currentSample)
        #expect(before.velocity.x > 100)

        runtime.addPlan(Spring(to: Point(x: 0, y: 200)), named: "motion", to: box)

        let retargeted = try #require(performer.trajectory)
        #expect(retargeted.startVelocity == before.velocity)
        #expect(retargeted.startPosition == before.position)
        // The runtime removes the name (stopping the spring), then adds the new
        // plan, in one call: the token is renewed with no idle flip.
        #expect(
            tracer.tokenEvents == [
                "didStartToken token#1 (spring) by AnimationPerformer on A",
                "runtimeActivityDidChange active",
                "didEndToken token#1 (spring) by AnimationPerformer on A",
                "didStartToken token#2 (spring) by AnimationPerformer on A",
            ])
        runUntilIdle(runtime)
        #expect(box.position == Point(x: 0, y: 200))
    }

    @Test("A spring replacing a fling by name continues with the fling's velocity, and the runtime never idles between")
    func springReplacesFling() throws {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        let collector = PerformerCollector()
        runtime.addTracer(tracer)
        runtime.addTracer(collector)
        let box = Box("A")
        runtime.addPlan(Fling(velocity: Point(x: 1000, y: 0)), named: "motion", to: box)
        for _ in 0..<4 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let performer = try #require(collector.first(AnimationPerformer.self))
        let flingVelocity = try #require(performer.currentSample?.velocity)

        runtime.addPlan(Spring(to: Point(x: 50, y: 50)), named: "motion", to: box)

        #expect(performer.trajectory?.startVelocity == flingVelocity)
        #expect(
            tracer.tokenEvents == [
                "didStartToken token#1 (fling) by AnimationPerformer on A",
                "runtimeActivityDidChange active",
                "didEndToken token#1 (fling) by AnimationPerformer on A",
                "didStartToken token#2 (spring) by AnimationPerformer on A",
            ])
    }

    @Test("Removing the motion's plan stops it where it is on screen and ends its token at once")
    func removingStops() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let box = Box("A")
        runtime.addPlan(Spring(to: Point(x: 300, y: 0)), named: "motion", to: box)
        for _ in 0..<5 { runtime.update(millisecondsSinceLastUpdate: 16) }
        let onScreen = box.position

        runtime.removePlan(named: "motion", from: box)

        #expect(box.position == onScreen)
        #expect(box.motion == .atRest(at: onScreen))
        #expect(tracer.tokenEvents.last == "didEndToken token#1 (spring) by AnimationPerformer on A")
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
        #expect(box.position == onScreen)
    }

    @Test("Removing a different name leaves the motion running")
    func removingAnotherName() {
        let runtime = MotionRuntime()
        let box = Box("A")
        runtime.addPlan(Spring(to: Point(x: 300, y: 0)), named: "motion", to: box)
        runtime.addPlan(Draggable(DragGestureRecognizer()), named: "drag", to: box)
        runtime.removePlan(named: "drag", from: box)
        #expect(runtime.activeTokenCount == 1)
    }

    @Test("A plan that starts at rest snaps at once and opens no token")
    func startsAtRest() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let box = Box("A", at: Point(x: 10, y: 10))
        runtime.addPlan(Spring(to: Point(x: 10.5, y: 10)), to: box)

        #expect(box.position == Point(x: 10.5, y: 10))
        #expect(runtime.activeTokenCount == 0)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(!runtime.isActive)
        #expect(!tracer.events.contains { $0.hasPrefix("didStartToken") })
    }

    @Test("A bounded fling through the runtime settles exactly on the bound")
    func boundedFlingSettles() {
        let runtime = MotionRuntime()
        let box = Box("A", at: Point(x: 100, y: 100))
        runtime.addPlan(Fling(velocity: Point(x: 3000, y: -5000), bounds: Rect(x: 0, y: 0, width: 400, height: 300)), to: box)
        runUntilIdle(runtime, milliseconds: 7)
        #expect(box.position == Point(x: 400, y: 0))
    }

    @Test("Removing the target releases the performer and ends its token")
    func removeTargetReleases() {
        let runtime = MotionRuntime()
        weak var weakPerformer: AnimationPerformer?
        weak var weakBox: Box?
        do {
            let collector = PerformerCollector()
            runtime.addTracer(collector)
            let box = Box("A")
            weakBox = box
            runtime.addPlan(Spring(to: Point(x: 300, y: 0)), named: "motion", to: box)
            runtime.update(millisecondsSinceLastUpdate: 16)
            weakPerformer = collector.first(AnimationPerformer.self)
            runtime.removeTracer(collector)
            #expect(weakPerformer != nil)
            runtime.removeTarget(box)
        }
        #expect(weakPerformer == nil)
        #expect(weakBox == nil)
        #expect(!runtime.isActive)
    }
}
