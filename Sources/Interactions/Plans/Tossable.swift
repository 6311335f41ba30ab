import Motion

/// Lets the user grab, drag and throw the target, which then settles: freely,
/// inside a region, or into the nearest of some anchors.
///
/// ``TossablePerformer`` fulfils it by composition, emitting other plans
/// through its `PlanEmitter`: a ``Draggable`` with the same recognizer
/// (once), and on each release a ``Fling`` or a ``Spring`` under
/// ``motionName``, so a new motion always replaces the old.
///
/// - Grab: when the pointer goes down on the target, the ``Draggable``'s
///   performer halts every animation on the target, named or not (see
///   ``Halt``), so it stops where it is on screen and its token ends, and
///   the plan named ``motionName`` is removed. When the drag begins, nothing
///   fights the fingers; the target moves from where it is drawn, with no
///   jump beyond catching up the slop.
/// - Release (ended): with the release velocity v,
///   - ``Settling-swift.enum/free``: `Fling(velocity: v)`;
///   - ``Settling-swift.enum/region(_:)``: `Fling(velocity: v, bounds: region)`,
///     which springs back inside if thrown out;
///   - ``Settling-swift.enum/anchors(_:)``: `Spring(to: anchor, initialVelocity: v)`
///     to the anchor nearest the fling's projected rest position
///     (position + v/k), as iOS picture-in-picture does.
/// - A click or a cancelled gesture settles the same way with zero velocity.
///
/// With ``Pinchable`` and ``Rotatable`` on the same recognizer, a box can be
/// pinched and turned while it is dragged, then thrown: the throw uses the
/// velocity of the fingers' translation.
///
/// ```swift
/// let drag = GestureRecognizer()
/// let corners = [Point(x: 60, y: 60), Point(x: 740, y: 60), Point(x: 60, y: 540), Point(x: 740, y: 540)]
/// runtime.addPlan(Tossable(drag, settling: .anchors(corners)), to: box)
/// ```
public struct Tossable: Plan {
    public typealias Performer = TossablePerformer

    /// Where a thrown target comes to rest.
    public enum Settling: Sendable, Hashable {
        /// Wherever the fling's decay takes it.
        case free
        /// Inside the region (bounds on the position), springing back from its edges.
        case region(Rect)
        /// At the anchor nearest to where the fling would stop. An empty list
        /// behaves like ``free``.
        case anchors([Point])
    }

    /// The recognizer the host feeds with this target's pointer events.
    public let recognizer: GestureRecognizer
    /// Where a thrown target comes to rest.
    public var settling: Settling
    /// The fling's friction, also used to project where a throw would stop.
    public var friction: Friction
    /// The spring that settles into an anchor or back into the region.
    public var spring: SpringParameters
    /// The name the fling and spring plans are added under.
    public var motionName: String

    /// Creates a tossable plan.
    public init(
        _ recognizer: GestureRecognizer, settling: Settling = .free,
        friction: Friction = .android, spring: SpringParameters = .default, motionName: String = "motion"
    ) {
        precondition(!motionName.isEmpty, "Tossable: motionName must not be empty.")
        self.recognizer = recognizer
        self.settling = settling
        self.friction = friction
        self.spring = spring
        self.motionName = motionName
    }
}

extension Tossable: CustomStringConvertible {
    /// `Tossable`, `Tossable(region: (0, 0, 800, 600))` or `Tossable(anchors: [(0, 0), (100, 0)])`,
    /// plus the friction and spring when not the defaults.
    public var description: String { _describing(writeDescription) }

    /// Appends ``description`` to `text` with no string of its own: the runtime's log describes every plan added.
    public func writeDescription(to text: inout String) {
        text += "Tossable"
        var separator = "("
        func setting(_ name: String) {
            text += separator; text += name; text += ": "
            separator = ", "
        }
        switch settling {
        case .free: break
        case let .region(region): setting("region"); region.write(to: &text)
        case let .anchors(anchors):
            setting("anchors"); text += "["
            for (index, anchor) in anchors.enumerated() {
                if index > 0 { text += ", " }
                anchor.write(to: &text)
            }
            text += "]"
        }
        if friction != .android { setting("friction"); friction.write(to: &text) }
        if spring != .default { setting("spring"); spring.write(to: &text) }
        if separator == ", " { text += ")" }
    }
}
