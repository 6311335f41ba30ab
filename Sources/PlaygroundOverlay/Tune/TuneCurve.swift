import Interactions
import PlaygroundKit

/// The Tune tab's graph, computed once per tuning and size: the step
/// response of the spring (a 200-point step from rest, drawn from 0 to 1)
/// and the decay of a 1000 pt/s fling (0 to its end point), sampled once a
/// point across the graph, with their rest times.
///
/// Both curves are the performers' own closed forms (`Trajectory`), so the
/// graph is the motion a box makes, not an approximation of it.
struct TuneCurve {
    /// What the curve was made for.
    struct Key: Equatable {
        var tuning: BoxTuning
        var samples: Int
    }

    /// The step the spring starts from, in points (the rest thresholds are absolute).
    static let stepDistance = BoxTuning.stepDistance
    /// The fling's release speed, px/s.
    static let flingSpeed = 1000.0
    /// The longest time shown, in seconds.
    static let maximumSpan = 10.0

    let key: Key
    /// The spring's position at each sample, 0 at the start and 1 at rest.
    let spring: [Double]
    /// The fling's position at each sample, 0 at the release and 1 at its end point.
    let fling: [Double]
    /// Seconds across the graph.
    let span: Double
    /// When the spring comes to rest, if within the span… or at all.
    let springRest: Double?
    /// When the fling comes to rest.
    let flingRest: Double
    /// The lowest and highest values drawn (0 and 1, widened by overshoot and undershoot).
    let low: Double, high: Double

    init(_ key: Key) {
        self.key = key
        let parameters = key.tuning.spring
        let springRest = parameters.restTime(distance: Self.stepDistance)
        let flingRest = key.tuning.friction.restTime(forSpeed: Self.flingSpeed)
        self.springRest = springRest
        self.flingRest = flingRest
        span = min(Self.maximumSpan, max(0.5, max(springRest ?? Self.maximumSpan, flingRest) * 1.15))
        let step = Trajectory.spring(from: Point(x: -Self.stepDistance, y: 0), velocity: .zero, to: .zero, parameters: parameters)
        let toss = Trajectory.fling(from: .zero, velocity: Point(x: Self.flingSpeed, y: 0), friction: key.tuning.friction)
        let end = toss.projectedRestPosition.x
        let count = max(2, key.samples)
        var spring = [Double](repeating: 0, count: count), fling = [Double](repeating: 0, count: count)
        var low = 0.0, high = 1.0
        for index in 0..<count {
            let t = span * Double(index) / Double(count - 1)
            spring[index] = 1 + step.position(at: t).x / Self.stepDistance
            fling[index] = toss.position(at: t).x / end
            low = min(low, spring[index])
            high = max(high, spring[index])
        }
        self.spring = spring
        self.fling = fling
        let margin = (high - low) * 0.06
        self.low = low - margin
        self.high = high + margin
    }
}
