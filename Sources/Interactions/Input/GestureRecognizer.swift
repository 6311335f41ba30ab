/// Turns the events of one or two fingers (a mouse pointer is one finger)
/// into a gesture: a translation, a scale and a rotation about the fingers'
/// centroid, with their velocities.
///
/// The host hit-tests on the first finger's down and forwards that gesture's
/// events to the hit target's recognizer until the last finger lifts; it
/// calls ``cancel()`` when the window loses focus. ``Draggable``,
/// ``Pinchable``, ``Rotatable`` and ``Tossable`` follow the recognizer;
/// so can anyone else, with ``addObserver(_:)``.
///
/// ## What it measures
/// The transform since the first finger went down, measured from that touch
/// (not from where the slop was crossed), about the fingers' centroid:
/// ``translation`` (how far the centroid has moved), ``scale`` and
/// ``rotation`` (radians, positive clockwise on a y-down screen, as in CSS).
/// With two fingers, the transform takes each point that was under a finger
/// when it went down to where that finger is now (``transformed(_:)``); a
/// finger added or lifted mid-gesture starts a new segment without changing
/// what was done, and without a jump of the translation. Two fingers closer
/// than ``minimumSpan`` measure no scale or rotation. Velocities
/// (``velocity``, ``scaleVelocity``, ``rotationVelocity``) come from
/// ``VelocityTracker``'s least-squares fit, fed with the translation and with
/// (scale, rotation).
///
/// ## States, in order
/// - ``State-swift.enum/possible``: no finger down.
/// - ``State-swift.enum/pressed``: fingers are down but none has moved
///   further than ``slop`` from where it went down, so a click is not a drag.
/// - ``State-swift.enum/began``: a finger moved further than ``slop``. The
///   transform already holds that whole move, so whatever follows the
///   gesture catches up with the fingers at once.
/// - ``State-swift.enum/changed``: each further move, and each finger added
///   or lifted while others stay down.
/// - ``State-swift.enum/ended``: the last finger lifted after the gesture
///   began; the velocities are the release velocities (see below).
/// - ``State-swift.enum/cancelled``: cancelled (``cancel()`` or a cancel
///   event) after it began; velocities are zero.
/// - ``State-swift.enum/failed``: the last finger lifted, or a cancel came,
///   while still pressed, i.e. a click.
///
/// Observers are called synchronously, in the order they were added, after
/// every transition and every change of a gesture under way. The next first
/// touch starts over.
///
/// ## Release velocity
/// ``VelocityTracker``'s estimates at the release: zero after a pause of
/// 40 ms or more. The translation's below ``minimumFlingSpeed`` (50 px/s) is
/// zero (no fling); above ``maximumFlingSpeed`` (8000 px/s) it is scaled down
/// to that speed, keeping its direction (Flutter's `kMinFlingVelocity` and
/// `kMaxFlingVelocity`). When the second of two fingers lifts, ``scaleVelocity``
/// and ``rotationVelocity`` are the pinch's release velocities the same way.
///
/// ```swift
/// let gesture = GestureRecognizer()
/// gesture.addObserver { gesture in
///     if gesture.state == .changed { print(gesture.scale, gesture.rotation) }
/// }
/// gesture.handle(FingerEvent(.down, id: 1, at: Point(x: 80, y: 100), timestamp: 0))
/// gesture.handle(FingerEvent(.down, id: 2, at: Point(x: 120, y: 100), timestamp: 0))
/// gesture.handle(FingerEvent(.move, id: 2, at: Point(x: 160, y: 100), timestamp: 0.016))   // scale 2
/// gesture.handle(PointerEvent(.down, at: Point(x: 10, y: 10), timestamp: 1))   // a mouse: one finger
/// ```
public final class GestureRecognizer {
    /// Where a gesture is; see the type's discussion for the order.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case possible, pressed, began, changed, ended, cancelled, failed
    }

    /// A finger that is down.
    public struct Finger: Sendable, Hashable {
        /// The finger's id, as its events give it.
        public var id: FingerEvent.ID
        /// Where it is now.
        public var position: Point
        /// Where it went down.
        public var downPosition: Point
    }

    /// How many fingers a recognizer follows; another one is refused.
    public static let maximumFingerCount = 2

    // MARK: - Configuration

    /// How far (px) a finger must move from where it went down before the
    /// gesture begins. Default 4 px, the usual desktop drag threshold
    /// (Windows' `SM_CXDRAG`); touch screens usually want more (Android: 8 dp).
    public var slop: Double
    /// Release speeds below this (px/s) count as no fling: velocity zero.
    public var minimumFlingSpeed = 50.0
    /// Release speeds above this (px/s) are scaled down to it.
    public var maximumFlingSpeed = 8000.0
    /// Two fingers closer than this (px) measure no scale or rotation (their
    /// ratio and angle would be noise); they still translate.
    public var minimumSpan = 1.0
    /// The button that drags for ``handle(_:)-(PointerEvent)``; other buttons are ignored.
    public var button: PointerEvent.Button
    /// A name for logs, such as the target's.
    public var name: String?

    // MARK: - Gesture state

    /// Where the gesture is.
    public internal(set) var state = State.possible
    /// The fingers that are down, in the order they went down.
    public internal(set) var fingers: [Finger]
    /// The fingers' centroid (the pointer's position, with one finger).
    package internal(set) var location = Point.zero
    /// Where the first finger went down: where ``translation`` counts from.
    public internal(set) var pressLocation = Point.zero
    /// The centroid where the gesture began (where the slop was crossed); for
    /// logs and overlays, since the transform is measured from the press.
    public internal(set) var startLocation = Point.zero
    /// How far the fingers' centroid has moved since the first touch, added
    /// up as fingers come and go (so it never jumps): zero while pressed, then
    /// the whole move since the press, slop included. With one finger, the
    /// finger's position minus ``pressLocation``.
    public internal(set) var translation = Point.zero
    /// The scale since the first touch (1 while pressed): with two fingers,
    /// the ratio of their distances, times the scale of earlier segments.
    public internal(set) var scale = 1.0
    /// The rotation since the first touch (0 while pressed), in radians,
    /// positive clockwise on a y-down screen; not wrapped, so turns add up.
    public internal(set) var rotation = 0.0
    /// While under way, the translation's velocity estimate (clamped to
    /// ``maximumFlingSpeed``); after ``State-swift.enum/ended``, the release
    /// velocity; otherwise zero. In px/s.
    public internal(set) var velocity = Point.zero
    /// The scale's velocity, per second (see the type's discussion).
    public internal(set) var scaleVelocity = 0.0
    /// The rotation's velocity, in radians per second.
    public internal(set) var rotationVelocity = 0.0
    /// The timestamp of the latest event handled, in seconds.
    public internal(set) var timestamp: Double?

    /// Whether a gesture is under way (began or changed).
    public var isDragging: Bool { state == .began || state == .changed }
    /// Whether fingers are down on this recognizer's target.
    public var isPointerDown: Bool { state == .pressed || isDragging }
    /// Whether two fingers drive a gesture under way: scale and rotation may change.
    public var isPinching: Bool { isDragging && fingers.count == 2 }

    /// Where the gesture has carried a point that was at `point` when the
    /// first finger went down: the point under each finger when it went down
    /// goes to where the finger is now.
    public func transformed(_ point: Point) -> Point {
        transform.apply(to: point)
    }

    /// The point at the first touch that the gesture has carried to `point`
    /// (the inverse of ``transformed(_:)``).
    func untransformed(_ point: Point) -> Point {
        transform.unapply(to: point)
    }

    var transform = _FingerTransform()
    /// The translated press point's samples.
    var tracker = VelocityTracker()
    /// (scale, rotation) samples: the same least-squares fit, for both.
    var transformTracker = VelocityTracker()
    var observers: [(id: Int, body: (GestureRecognizer) -> Void)] = []
    var lastObserverID = 0

    /// Creates a recognizer.
    ///
    /// - Parameters:
    ///   - slop: The distance (px) a finger must move before the gesture begins.
    ///   - button: The button that drags, for pointer events.
    ///   - name: A name for logs.
    public init(slop: Double = 4, button: PointerEvent.Button = .primary, name: String? = nil) {
        self.slop = slop
        self.button = button
        self.name = name
        fingers = []
        fingers.reserveCapacity(Self.maximumFingerCount)
    }

    // MARK: - Observers

    /// Calls `observer` after every transition and every change of a gesture
    /// under way, in the order observers were added.
    ///
    /// The recognizer holds the closure strongly: capture owners weakly
    /// (`[weak self]`) and remove the observer when done.
    @discardableResult
    public func addObserver(_ observer: @escaping (GestureRecognizer) -> Void) -> GestureObservation {
        lastObserverID += 1
        observers.append((lastObserverID, observer))
        return GestureObservation(id: lastObserverID)
    }

    /// Stops calling the observer registered with `observation`. Unknown
    /// observations are ignored.
    public func removeObserver(_ observation: GestureObservation) {
        observers.removeAll { $0.id == observation.id }
    }

    /// The number of observers, for tests and leak checks.
    public var observerCount: Int { observers.count }

    func transition(to newState: State) {
        state = newState
        // A snapshot, so observers may add or remove observers while notified.
        let current = observers
        for observer in current {
            observer.body(self)
        }
    }
}

/// The recognizer's name before it followed two fingers; the same type, so
/// `DragGestureRecognizer()` keeps working (a mouse drag is a one-finger gesture).
public typealias DragGestureRecognizer = GestureRecognizer

/// A handle for a gesture observer, used to remove it.
public struct GestureObservation: Sendable, Hashable {
    let id: Int
}

extension GestureRecognizer: CustomStringConvertible {
    /// `gesture "Box#3" (changed)`, or `gesture "Box#3" (changed, 2 fingers)`.
    public var description: String {
        let label = name.map { " \"\($0)\"" } ?? ""
        let count = fingers.count > 1 ? ", \(fingers.count) fingers" : ""
        return "gesture\(label) (\(state.rawValue)\(count))"
    }
}
