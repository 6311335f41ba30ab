/// Turns a stream of ``PointerEvent``s into a drag: pressed, began, changed,
/// then ended (with a release velocity), cancelled or failed.
///
/// The host hit-tests on pointer-down and forwards that pointer's events to
/// the hit target's recognizer until up or cancel; it calls ``cancel()`` when
/// the window loses focus. Performers (through ``Draggable`` and
/// ``Tossable``) observe the recognizer; so can anyone else, with
/// ``addObserver(_:)``.
///
/// ## States, in order
/// - ``State-swift.enum/possible``: no pointer held.
/// - ``State-swift.enum/pressed``: the button went down on the target and the
///   pointer has not moved further than ``slop`` from there, so a click is
///   not a drag.
/// - ``State-swift.enum/began``: the pointer moved further than ``slop``.
///   ``translation`` is measured from the press, not from where the slop was
///   crossed, so it is already the whole move: a target that follows it
///   catches up with the pointer at once and the point that was grabbed stays
///   under the pointer for the rest of the drag, as on iOS and Android. (The
///   alternative, Flutter's `DragStartBehavior.start`, starts from zero there
///   and leaves the target behind the pointer by the whole first move.)
/// - ``State-swift.enum/changed``: each further move; ``translation`` is the
///   pointer's offset from where it went down.
/// - ``State-swift.enum/ended``: released after a drag; ``velocity`` is the
///   release velocity (see below).
/// - ``State-swift.enum/cancelled``: a drag was cancelled (``cancel()`` or a
///   cancel event); ``velocity`` is zero.
/// - ``State-swift.enum/failed``: released or cancelled while still pressed,
///   i.e. a click.
///
/// Observers are called synchronously, in the order they were added, after
/// every transition and every move of a drag. The next down starts over.
///
/// ## Release velocity
/// ``VelocityTracker``'s estimate at the release: zero after a pause of 40 ms
/// or more; below ``minimumFlingSpeed`` (50 px/s) it is zero (no fling); above
/// ``maximumFlingSpeed`` (8000 px/s) it is scaled down to that speed, keeping
/// its direction (Flutter's `kMinFlingVelocity` and `kMaxFlingVelocity`).
///
/// ```swift
/// let drag = DragGestureRecognizer()
/// drag.addObserver { drag in
///     if drag.state == .ended { print("released at", drag.velocity, "px/s") }
/// }
/// drag.handle(PointerEvent(.down, at: Point(x: 10, y: 10), timestamp: 0))
/// ```
public final class DragGestureRecognizer {
    /// Where a gesture is; see the type's discussion for the order.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case possible, pressed, began, changed, ended, cancelled, failed
    }

    // MARK: - Configuration

    /// How far (px) the pointer must move from where it went down before a
    /// drag begins. Default 4 px, the usual desktop drag threshold (Windows'
    /// `SM_CXDRAG`); touch screens usually want more (Android: 8 dp).
    public var slop: Double
    /// Release speeds below this (px/s) count as no fling: velocity zero.
    public var minimumFlingSpeed = 50.0
    /// Release speeds above this (px/s) are scaled down to it.
    public var maximumFlingSpeed = 8000.0
    /// The button that drags; downs and ups of other buttons are ignored.
    public var button: PointerEvent.Button
    /// A name for logs, such as the target's.
    public var name: String?

    // MARK: - Gesture state

    /// Where the gesture is.
    public private(set) var state = State.possible
    /// The pointer's latest position.
    public private(set) var location = Point.zero
    /// Where the pointer went down.
    public private(set) var pressLocation = Point.zero
    /// Where the drag began (where the slop was crossed); for logs and
    /// overlays, since ``translation`` is measured from ``pressLocation``.
    public private(set) var startLocation = Point.zero
    /// The pointer's offset from ``pressLocation``; zero until the drag begins.
    public private(set) var translation = Point.zero
    /// While dragging, the current velocity estimate (clamped to
    /// ``maximumFlingSpeed``); after ``State-swift.enum/ended``, the release
    /// velocity; otherwise zero. In px/s.
    public private(set) var velocity = Point.zero
    /// The timestamp of the latest event handled, in seconds.
    public private(set) var timestamp: Double?

    /// Whether a drag is under way (began or changed).
    public var isDragging: Bool { state == .began || state == .changed }
    /// Whether the pointer is held on this recognizer's target.
    public var isPointerDown: Bool { state == .pressed || isDragging }

    private var tracker = VelocityTracker()
    private var observers: [(id: Int, body: (DragGestureRecognizer) -> Void)] = []
    private var lastObserverID = 0

    /// Creates a recognizer.
    ///
    /// - Parameters:
    ///   - slop: The distance (px) the pointer must move before a drag begins.
    ///   - button: The button that drags.
    ///   - name: A name for logs.
    public init(slop: Double = 4, button: PointerEvent.Button = .primary, name: String? = nil) {
        self.slop = slop
        self.button = button
        self.name = name
    }

    // MARK: - Input

    /// Advances the gesture with one pointer event.
    ///
    /// A down while a drag is under way (its up was lost) first cancels that
    /// drag. Moves and ups with no pointer held are ignored.
    public func handle(_ event: PointerEvent) {
        timestamp = event.timestamp
        switch event.phase {
        case .down:
            guard event.button == button else { return }
            if isDragging { finish(.cancelled) }
            tracker.reset()
            tracker.addPosition(event.position, at: event.timestamp)
            location = event.position
            pressLocation = event.position
            translation = .zero
            velocity = .zero
            transition(to: .pressed)
        case .move:
            guard isPointerDown else { return }
            tracker.addPosition(event.position, at: event.timestamp)
            location = event.position
            if state == .pressed {
                // `!(… <= slop)` so that a NaN position cannot stall the gesture silently.
                guard !(event.position.distance(to: pressLocation) <= slop) else { return }
                startLocation = event.position
                translation = event.position - pressLocation
                velocity = clampedToMaximum(tracker.velocity())
                transition(to: .began)
            } else {
                translation = event.position - pressLocation
                velocity = clampedToMaximum(tracker.velocity())
                transition(to: .changed)
            }
        case .up:
            guard isPointerDown, event.button == button else { return }
            guard isDragging else {
                finish(.failed)
                return
            }
            // The pause rule is judged before the release's own sample joins.
            let paused = tracker.hasPaused(before: event.timestamp)
            if event.position != location {
                tracker.addPosition(event.position, at: event.timestamp)
            }
            location = event.position
            translation = event.position - pressLocation
            velocity = paused ? .zero : releaseVelocity(tracker.velocity())
            transition(to: .ended)
        case .cancel:
            cancel()
        }
    }

    /// Cancels the gesture, as the host does when its window loses focus:
    /// a drag ends ``State-swift.enum/cancelled``, a press
    /// ``State-swift.enum/failed``; with no pointer held, nothing happens.
    public func cancel() {
        if isDragging {
            finish(.cancelled)
        } else if state == .pressed {
            finish(.failed)
        }
    }

    // MARK: - Observers

    /// Calls `observer` after every transition and every move of a drag, in
    /// the order observers were added.
    ///
    /// The recognizer holds the closure strongly: capture owners weakly
    /// (`[weak self]`) and remove the observer when done.
    @discardableResult
    public func addObserver(_ observer: @escaping (DragGestureRecognizer) -> Void) -> GestureObservation {
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

    // MARK: - Helpers

    private func finish(_ terminal: State) {
        velocity = .zero
        transition(to: terminal)
    }

    private func transition(to newState: State) {
        state = newState
        // A snapshot, so observers may add or remove observers while notified.
        let current = observers
        for observer in current {
            observer.body(self)
        }
    }

    private func clampedToMaximum(_ velocity: Point) -> Point {
        let speed = velocity.length
        guard speed.isFinite else { return .zero }
        return speed > maximumFlingSpeed ? velocity * (maximumFlingSpeed / speed) : velocity
    }

    private func releaseVelocity(_ velocity: Point) -> Point {
        let speed = velocity.length
        guard speed >= minimumFlingSpeed, speed.isFinite else { return .zero }
        return clampedToMaximum(velocity)
    }
}

/// A handle for a gesture observer, used to remove it.
public struct GestureObservation: Sendable, Hashable {
    let id: Int
}

extension DragGestureRecognizer: CustomStringConvertible {
    /// `drag "Box#3" (changed)`.
    public var description: String {
        let label = name.map { " \"\($0)\"" } ?? ""
        return "drag\(label) (\(state.rawValue))"
    }
}
