import Interactions
import Motion
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Targets

/// A target with a readable name that remembers every motion state it is
/// told about, as the playground's box does for its inspector; it can be
/// scaled, turned and faded too.
final class Box: Transformable, Fadable, CustomStringConvertible {
    let name: String
    var position: Point
    var scale = 1.0
    var rotation = 0.0
    var opacity = 1.0
    private(set) var motions: [MotionState] = []

    init(_ name: String, at position: Point = .zero) {
        self.name = name
        self.position = position
    }

    /// Where a point of the box's own drawing (offset `local` from its centre,
    /// unscaled and unturned) is on screen now.
    func screenPoint(ofLocal local: Point) -> Point {
        let (s, c) = (sin(rotation), cos(rotation))
        return position + Point(x: c * local.x - s * local.y, y: s * local.x + c * local.y) * scale
    }

    /// The inverse of ``screenPoint(ofLocal:)``: the box's own point under `point`.
    func localPoint(under point: Point) -> Point {
        let d = (point - position) / scale
        let (s, c) = (sin(rotation), cos(rotation))
        return Point(x: c * d.x + s * d.y, y: -s * d.x + c * d.y)
    }

    func motionDidChange(_ state: MotionState) { motions.append(state) }

    /// The latest motion state, or nil if none was reported.
    var motion: MotionState? { motions.last }
    var description: String { name }
}

// MARK: - Tracers

/// Records every runtime event as its one-line description.
final class RecordingTracer: RuntimeEventTracing {
    var events: [String] = []
    func trace(_ event: RuntimeEvent) { events.append(event.description) }

    /// Only the token and activity lines, the ones whose order these tests check.
    var tokenEvents: [String] {
        events.filter { $0.hasPrefix("didStartToken") || $0.hasPrefix("didEndToken") || $0.hasPrefix("runtimeActivity") }
    }
}

/// Keeps the labels of the tokens that are open, by token id.
final class OpenTokenTracer: Tracing {
    private(set) var open: [Int: String] = [:]
    func didStartToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        open[token.id] = token.label ?? ""
    }
    func didEndToken(_ token: ActiveToken, performer: any Performing, target: AnyObject) {
        open[token.id] = nil
    }
    var openLabels: Set<String> { Set(open.values) }
}

/// Captures the performers the runtime creates, so tests can reach them.
final class PerformerCollector: Tracing {
    var performers: [any Performing] = []
    func didCreatePerformer(_ performer: any Performing, for target: AnyObject) {
        performers.append(performer)
    }
    func first<P: Performing>(_ type: P.Type) -> P? {
        performers.lazy.compactMap { $0 as? P }.first
    }
}

// MARK: - Pointer scripts

/// Feeds a recognizer a gesture, one event per call, advancing a clock.
struct PointerScript {
    let recognizer: DragGestureRecognizer
    var time: Double
    var position: Point

    init(_ recognizer: DragGestureRecognizer, startingAt time: Double = 0, position: Point = .zero) {
        self.recognizer = recognizer
        self.time = time
        self.position = position
    }

    mutating func down(at point: Point) {
        position = point
        recognizer.handle(PointerEvent(.down, at: point, timestamp: time))
    }

    /// Moves by `delta` after `seconds`.
    mutating func move(by delta: Point, after seconds: Double = 0.008) {
        time += seconds
        position += delta
        recognizer.handle(PointerEvent(.move, at: position, timestamp: time))
    }

    mutating func up(after seconds: Double = 0.008) {
        time += seconds
        recognizer.handle(PointerEvent(.up, at: position, timestamp: time))
    }
}

/// Feeds a recognizer finger events, advancing a clock 8 ms an event
/// unless told otherwise; fails the test on any refused event.
struct FingerScript {
    let recognizer: GestureRecognizer
    var time: Double

    init(_ recognizer: GestureRecognizer, startingAt time: Double = 0) {
        self.recognizer = recognizer
        self.time = time
    }

    mutating func down(_ id: Int, at point: Point, after seconds: Double = 0) {
        send(.down, id, point, after: seconds)
    }

    mutating func move(_ id: Int, to point: Point, after seconds: Double = 0.008) {
        send(.move, id, point, after: seconds)
    }

    /// Moves both fingers in one step (two events at the same time).
    mutating func move(_ first: Point, _ second: Point, after seconds: Double = 0.008) {
        send(.move, 1, first, after: seconds)
        send(.move, 2, second, after: 0)
    }

    mutating func up(_ id: Int, at point: Point, after seconds: Double = 0.008) {
        send(.up, id, point, after: seconds)
    }

    private mutating func send(_ phase: FingerEvent.Phase, _ id: Int, _ point: Point, after seconds: Double) {
        time += seconds
        if case let .failure(error) = recognizer.handle(FingerEvent(phase, id: id, at: point, timestamp: time)) {
            Issue.record("refused: \(error)")
        }
    }
}

// MARK: - Numbers

/// The tolerance of closed-form comparisons: 1e-9 relative to the expected
/// value, with a floor of 1e-9 (px or px/s) for values near zero.
func isClose(_ actual: Double, _ expected: Double, relative: Double = 1e-9) -> Bool {
    abs(actual - expected) <= relative * max(1, abs(expected))
}

func isClose(_ actual: Point, _ expected: Point, relative: Double = 1e-9) -> Bool {
    isClose(actual.x, expected.x, relative: relative) && isClose(actual.y, expected.y, relative: relative)
}

/// Runs frames of `milliseconds` until the runtime is idle; returns how many it took.
@discardableResult
func runUntilIdle(_ runtime: MotionRuntime, milliseconds: Double = 1000.0 / 60, limit: Int = 100_000) -> Int {
    var frames = 0
    while runtime.isActive && frames < limit {
        runtime.update(millisecondsSinceLastUpdate: milliseconds)
        frames += 1
    }
    return frames
}
