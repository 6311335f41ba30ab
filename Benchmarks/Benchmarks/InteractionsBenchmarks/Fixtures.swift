#if canImport(Glibc)
    import Glibc
#endif
import Interactions
import Motion

/// A benchmark target: a position and nothing else (the motion hook keeps its
/// default, empty implementation). Its position is declared as
/// ``Positionable`` recommends for large scenes: without dynamic exclusivity
/// checks, which would otherwise be a quarter of the frame (see `PlainDot`).
final class Dot: Positionable {
    @exclusivity(unchecked) var position = Point.zero
}

/// The same target written the obvious way: Swift then checks exclusive
/// access to `position` at run time on every write.
final class PlainDot: Positionable {
    var position = Point.zero
}

/// Slow constants, so that none of the 10,000 motions comes to rest during a
/// benchmark run (hundreds of simulated seconds at 16 ms a frame) and every
/// frame does the full work: per spring, one exp, one sin and one cos; per
/// fling, one expm1.
enum Slow {
    static let spring = SpringParameters(stiffness: 1, damping: 0.02, mass: 1)  // ζ = 0.01
    static let friction = Friction(rate: 0.01)
}

/// 10,000 dots in a runtime, half springing and half flinging.
final class MotionScene {
    let runtime = MotionRuntime()
    let dots: [any Positionable]

    init(count: Int, makeDot: () -> any Positionable = { Dot() }) {
        dots = (0..<count).map { _ in makeDot() }
        for (index, dot) in dots.enumerated() {
            let i = Double(index)
            dot.position = Point(x: i.truncatingRemainder(dividingBy: 800), y: (i / 800).rounded(.down))
            if index.isMultiple(of: 2) {
                runtime.addPlan(
                    Spring(to: Point(x: 400, y: 300), initialVelocity: Point(x: 300, y: -200), parameters: Slow.spring),
                    named: "motion", to: dot)
            } else {
                runtime.addPlan(Fling(velocity: Point(x: 1000 + i, y: -700), friction: Slow.friction), named: "motion", to: dot)
            }
        }
    }

    var checksum: Double { dots.reduce(0) { $0 + $1.position.x + $1.position.y } }
}

/// The same motions as plain arrays and a loop over the same closed forms:
/// x(t) = target + e^(−at)·(A·cos ω_d t + B·sin ω_d t) for the springs and
/// x(t) = x₀ − v₀/k·expm1(−kt) for the flings, with the same rest test.
struct PlainArrays {
    // Springs (under-damped), structure of arrays.
    var springTime: [Double] = [], targetX: [Double] = [], targetY: [Double] = []
    var ax: [Double] = [], bx: [Double] = [], ay: [Double] = [], by: [Double] = []
    // Flings.
    var flingTime: [Double] = [], startX: [Double] = [], startY: [Double] = []
    var velocityX: [Double] = [], velocityY: [Double] = []
    // Outputs.
    var springX: [Double] = [], springY: [Double] = [], flingX: [Double] = [], flingY: [Double] = []

    let decay: Double, omega: Double, rate: Double

    init(count: Int) {
        let p = Slow.spring
        decay = p.damping / (2 * p.mass)
        omega = (4 * p.stiffness * p.mass - p.damping * p.damping).squareRoot() / (2 * p.mass)
        rate = Slow.friction.rate
        for index in 0..<count {
            let i = Double(index)
            let start = Point(x: i.truncatingRemainder(dividingBy: 800), y: (i / 800).rounded(.down))
            if index.isMultiple(of: 2) {
                let u = start - Point(x: 400, y: 300), v = Point(x: 300, y: -200)
                springTime.append(0); targetX.append(400); targetY.append(300)
                ax.append(u.x); bx.append((v.x + decay * u.x) / omega)
                ay.append(u.y); by.append((v.y + decay * u.y) / omega)
            } else {
                flingTime.append(0); startX.append(start.x); startY.append(start.y)
                velocityX.append(1000 + i); velocityY.append(-700)
            }
        }
        springX = springTime; springY = springTime; flingX = flingTime; flingY = flingTime
    }

    /// One frame: advance every motion by `seconds`; returns how many still move.
    mutating func update(seconds: Double) -> Int {
        var active = 0
        for i in springTime.indices {
            springTime[i] += seconds
            let t = springTime[i]
            let e = exp(-decay * t), c = cos(omega * t), s = sin(omega * t)
            let f = e * c, g = e * s, df = -decay * f - omega * g, dg = -decay * g + omega * f
            let ux = ax[i] * f + bx[i] * g, uy = ay[i] * f + by[i] * g
            let vx = ax[i] * df + bx[i] * dg, vy = ay[i] * df + by[i] * dg
            springX[i] = targetX[i] + ux
            springY[i] = targetY[i] + uy
            if !RestThreshold().isAtRest(offset: Point(x: ux, y: uy), velocity: Point(x: vx, y: vy)) { active &+= 1 }
        }
        for i in flingTime.indices {
            flingTime[i] += seconds
            let em1 = expm1(-rate * flingTime[i])
            flingX[i] = startX[i] - velocityX[i] / rate * em1
            flingY[i] = startY[i] - velocityY[i] / rate * em1
            let vx = velocityX[i] * (1 + em1), vy = velocityY[i] * (1 + em1)
            let offset = Point(x: velocityX[i] / rate * (1 + em1), y: velocityY[i] / rate * (1 + em1))
            if !RestThreshold().isAtRest(offset: offset, velocity: Point(x: vx, y: vy)) { active &+= 1 }
        }
        return active
    }

    var checksum: Double { springX.reduce(0, +) + springY.reduce(0, +) + flingX.reduce(0, +) + flingY.reduce(0, +) }
}
