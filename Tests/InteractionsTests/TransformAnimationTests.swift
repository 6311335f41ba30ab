import Interactions
import Motion
import Testing

/// An independent reference: m·x″ + c·x′ + k·(x − target) = 0 integrated by
/// the classical fourth-order Runge–Kutta method with a small fixed step.
struct RungeKutta4Spring {
    let k: Double, c: Double, m: Double, target: Double
    var x: Double, v: Double
    private(set) var time = 0.0

    init(_ parameters: SpringParameters, from x: Double, velocity v: Double, to target: Double) {
        (k, c, m) = (parameters.stiffness, parameters.damping, parameters.mass)
        (self.x, self.v, self.target) = (x, v, target)
    }

    private func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }

    /// Integrates to `end` with steps of at most `step` seconds.
    mutating func advance(to end: Double, step: Double = 2.5e-5) {
        while time < end {
            let h = min(step, end - time)
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            time += h
        }
    }
}

@Suite("Scale and rotation springs, fades and halts")
struct TransformAnimationTests {
    static let springs: [(String, SpringParameters)] = [
        ("default", .default), ("soft", SpringParameters(stiffness: 40, damping: 4)),
        ("critical", SpringParameters(stiffness: 400, damping: 40)), ("over-damped", SpringParameters(stiffness: 100, damping: 60)),
    ]

    @Test("ScaleSpring and RotationSpring through the runtime match an RK4 integration to 1e-9 at every frame", arguments: springs)
    func matchRungeKutta(name: String, parameters: SpringParameters) {
        let runtime = MotionRuntime()
        let box = Box("A")
        box.scale = 2.6
        box.rotation = 0.4
        runtime.addPlan(ScaleSpring(to: 1, initialVelocity: 3.5, parameters: parameters), named: "scale", to: box)
        runtime.addPlan(RotationSpring(to: -Double.pi / 2, initialVelocity: -2, parameters: parameters), to: box)
        var scale = RungeKutta4Spring(parameters, from: 2.6, velocity: 3.5, to: 1)
        var rotation = RungeKutta4Spring(parameters, from: 0.4, velocity: -2, to: -Double.pi / 2)
        var time = 0.0, frames = 0
        runtime.update(millisecondsSinceLastUpdate: 16)  // the first frame is given 0 ms
        while runtime.isActive && frames < 600 {
            runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60)
            time += 1.0 / 60
            frames += 1
            scale.advance(to: time)
            rotation.advance(to: time)
            if runtime.activeTokenCount == 2 {  // both still moving: not snapped to rest
                #expect(abs(box.scale - scale.x) <= 1e-9, "\(name) scale at \(time) s")
                #expect(abs(box.rotation - rotation.x) <= 1e-9, "\(name) rotation at \(time) s")
            }
        }
        #expect(frames > 10)
        #expect(box.scale == 1 && box.rotation == -Double.pi / 2, "\(name): snapped exactly at rest")
    }

    @Test("A scale spring runs beside the position's fling, each with its own token, and a Halt of one leaves the other")
    func independentProperties() {
        let runtime = MotionRuntime()
        let tokens = OpenTokenTracer()
        runtime.addTracer(tokens)
        let box = Box("A")
        runtime.addPlan(Fling(velocity: Point(x: 900, y: 0)), to: box)
        runtime.addPlan(ScaleSpring(to: 2), to: box)
        runtime.addPlan(RotationSpring(to: 1), to: box)
        for _ in 0..<3 { runtime.update(millisecondsSinceLastUpdate: 16) }
        #expect(tokens.openLabels == ["fling", "scale", "rotation"])
        let scale = box.scale
        runtime.addPlan(Halt([.scale]), to: box)
        #expect(tokens.openLabels == ["fling", "rotation"])
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(box.scale == scale, "stopped where drawn")
        let position = box.position
        runtime.addPlan(Halt(.position), to: box)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(box.position == position && tokens.openLabels == ["rotation"])
        runtime.addPlan(Halt(), to: box)
        #expect(tokens.open.isEmpty)
        #expect("\(Halt([.scale, .rotation]))" == "Halt(scale, rotation)" && "\(Halt())" == "Halt")
    }

    @Test("A scale spring replacing another by name continues its velocity; removing the name stops it where drawn")
    func namedScaleSprings() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let box = Box("A")
        runtime.addPlan(ScaleSpring(to: 3), named: "s", to: box)
        for _ in 0..<4 { runtime.update(millisecondsSinceLastUpdate: 16) }
        runtime.addPlan(ScaleSpring(to: 0.5), named: "s", to: box)
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(box.scale > 1.2, "still rising with the velocity it had")
        runtime.removePlan(named: "s", from: box)
        let drawn = box.scale
        runtime.update(millisecondsSinceLastUpdate: 16)
        #expect(box.scale == drawn && !runtime.isActive)
    }

    @Test("FadeIn: opacity 0 at the first frame, rising evenly, exactly 1 at 0.3 s, with one fade token")
    func fadeIn() {
        let runtime = MotionRuntime()
        let tracer = RecordingTracer()
        runtime.addTracer(tracer)
        let circle = Box("circleView")
        runtime.addPlan(FadeIn(), to: circle)
        #expect(circle.opacity == 0)
        var opacities: [Double] = []
        for _ in 0..<30 {
            runtime.update(millisecondsSinceLastUpdate: 1000.0 / 60)
            opacities.append(circle.opacity)
        }
        #expect(opacities[0] == 0, "the first frame is given 0 ms")
        #expect(opacities[1] < 0.5)
        #expect(isClose(opacities[9], 9.0 / 60 / 0.3, relative: 1e-12))
        #expect(opacities[18] == 1 && opacities.last == 1)
        #expect(
            tracer.tokenEvents == [
                "didStartToken token#1 (fade) by FadePerformer on circleView",
                "runtimeActivityDidChange active",
                "didEndToken token#1 (fade) by FadePerformer on circleView",
                "runtimeActivityDidChange idle",
            ])
        #expect("\(FadeIn())" == "FadeIn" && "\(FadeIn(duration: 1))" == "FadeIn(1 s)")
    }
}
