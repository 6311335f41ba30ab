import Interactions
import PlaygroundKit

/// The last drag's pointer samples and the velocity fitted to them: what the
/// overlay shows so a person can see why a fling went where it went.
///
/// It watches every pointer event the scene receives. A press becomes a new
/// trail only once it moves further than `clickSlop` (a click
/// keeps the previous trail on screen). Samples go into a fixed ring of
/// ``capacity`` and into a `VelocityTracker`, the estimator the drag
/// recognizer uses, so the fit shown is the fit a release gets: the slope of
/// a quadratic through the samples of the last 100 ms, zero after a pause of
/// 40 ms. Nothing is allocated after `init`.
///
/// ```swift
/// var trail = PointerTrail()
/// trail.observe(PointerEvent(.down, at: Point(x: 100, y: 80), timestamp: 0.00))
/// trail.observe(PointerEvent(.move, at: Point(x: 130, y: 80), timestamp: 0.02))
/// trail.observe(PointerEvent(.up, at: Point(x: 145, y: 80), timestamp: 0.03))
/// trail.releaseVelocity   // the fitted release velocity, px/s
/// ```
public struct PointerTrail: Sendable {
    /// One pointer position and when it was seen.
    public struct Sample: Sendable, Hashable {
        /// Where the pointer was, in scene points.
        public var position: Point
        /// When, in seconds on the pointer events' clock.
        public var timestamp: Double
    }

    /// The most samples kept.
    public static let capacity = 64
    /// How far (in points) a press may move and still be a click: the drag recognizer's slop.
    public static let clickSlop = 4.0

    private var ring: [Sample]
    private var next = 0
    private var tracker = VelocityTracker()
    private var pending: Sample?
    /// The number of samples kept.
    public private(set) var count = 0
    /// Whether the pointer is still down on the trail's drag.
    package private(set) var isTracking = false
    /// The fitted velocity at the release, once the drag ended; zero after a pause.
    public private(set) var releaseVelocity: Point?

    /// Creates an empty trail.
    public init() {
        ring = Array(repeating: Sample(position: .zero, timestamp: 0), count: Self.capacity)
    }

    /// The `index`-th sample, oldest first.
    public subscript(index: Int) -> Sample {
        precondition(index >= 0 && index < count, "PointerTrail: sample \(index) of \(count)")
        return ring[(next - count + index + Self.capacity) % Self.capacity]
    }

    /// The fitted velocity now: at the newest sample while dragging, the release velocity after.
    public var velocity: Point {
        releaseVelocity ?? tracker.velocity()
    }

    /// Whether sample `index` takes part in the fit: within 100 ms of the newest, with no gap of more than 40 ms in
    /// between, by the tracker's own rules (whole microseconds, both limits kept).
    package func isInFit(_ index: Int) -> Bool {
        guard count > 0 else { return false }
        var later = self[count - 1]
        var position = count - 1
        while position > index {
            position -= 1
            let sample = self[position]
            if !VelocityTracker.isContinuous(from: sample.timestamp, to: later.timestamp) { return false }
            later = sample
        }
        return VelocityTracker.isWithinHorizon(self[index].timestamp, newest: self[count - 1].timestamp)
    }

    // MARK: - Watching

    /// Watches one pointer event the scene receives.
    public mutating func observe(_ event: PointerEvent) {
        let sample = Sample(position: event.position, timestamp: event.timestamp)
        switch event.phase {
        case .down:
            guard event.button == .primary else { return }
            pending = sample
        case .move:
            if let start = pending {
                guard !(event.position.distance(to: start.position) <= Self.clickSlop) else { return }
                begin(with: start)
            }
            guard isTracking else { return }
            add(sample)
        case .up:
            pending = nil
            guard isTracking, event.button == .primary else { return }
            // As the recognizer does: judge the pause before the release's own sample joins.
            let paused = tracker.hasPaused(before: event.timestamp)
            if count == 0 || event.position != self[count - 1].position { add(sample) }
            releaseVelocity = paused ? .zero : tracker.velocity()
            isTracking = false
        case .cancel:
            pending = nil
            guard isTracking else { return }
            releaseVelocity = .zero
            isTracking = false
        }
    }

    private mutating func begin(with start: Sample) {
        pending = nil
        count = 0
        next = 0
        tracker.reset()
        releaseVelocity = nil
        isTracking = true
        add(start)
    }

    private mutating func add(_ sample: Sample) {
        ring[next] = sample
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
        tracker.addPosition(sample.position, at: sample.timestamp)
    }
}
