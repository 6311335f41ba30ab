import Interactions

/// A change to one box's tuning: what a `tune` input event carries, in a
/// script or a recording, and what the Tune tab sends when a slider moves.
///
/// Each number it gives replaces the box's current one; those it leaves out
/// stay. `friction` is the fling's decay rate k per second
/// (`Friction/rate`). The Tune tab always sends all four, so a recording
/// states each box's whole tuning at every change.
///
/// In a script:
///
/// ```json
/// {"frame": 12, "type": "tune", "target": "Box#1", "stiffness": 120, "damping": 4, "mass": 1, "friction": 4.2}
/// ```
///
/// and in code, as a host or a test would feed it:
///
/// ```swift
/// playground.handle(.tune(TuneChange(target: "Box#1", stiffness: 120, damping: 4)))
/// ```
public struct TuneChange: Sendable, Hashable {
    /// The box's name (`Box#1`).
    public var target: String
    /// The spring's new stiffness, if it changes.
    public var stiffness: Double?
    /// The spring's new damping, if it changes.
    public var damping: Double?
    /// The spring's new mass, if it changes.
    public var mass: Double?
    /// The fling's new decay rate k (per second), if it changes.
    public var friction: Double?

    /// Creates a change of the numbers given.
    public init(target: String, stiffness: Double? = nil, damping: Double? = nil, mass: Double? = nil, friction: Double? = nil) {
        self.target = target
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        self.friction = friction
    }

    /// A change to exactly `tuning`: all four numbers.
    public init(target: String, _ tuning: BoxTuning) {
        self.init(
            target: target, stiffness: tuning.spring.stiffness, damping: tuning.spring.damping,
            mass: tuning.spring.mass, friction: tuning.friction.rate
        )
    }

    // MARK: - Limits

    /// The largest value each number may take (every one must also be more than 0).
    public static let limits: KeyValuePairs<String, Double> = [
        "stiffness": 1_000_000, "damping": 100_000, "mass": 10_000, "friction": 10_000,
    ]

    /// The largest value the number called `name` may take.
    static func limit(of name: String) -> Double {
        limits.first { $0.key == name }!.value
    }

    /// The change with every number moved within the limits a script is held
    /// to (more than 0, at most its limit); a NaN leaves that number as it was.
    /// How live input is bounded (`InputBounds.clamped(_:)`).
    public var clamped: TuneChange {
        func bounded(_ value: Double?, _ name: String) -> Double? {
            guard let value, !value.isNaN else { return nil }
            return min(max(value, .leastNormalMagnitude), Self.limit(of: name))
        }
        var inside = self
        inside.stiffness = bounded(stiffness, "stiffness")
        inside.damping = bounded(damping, "damping")
        inside.mass = bounded(mass, "mass")
        inside.friction = bounded(friction, "friction")
        return inside
    }

    /// The numbers given, by their script names, in a fixed order.
    var fields: [(name: String, value: Double)] {
        [("stiffness", stiffness), ("damping", damping), ("mass", mass), ("friction", friction)]
            .compactMap { name, value in value.map { (name, $0) } }
    }

    /// What is wrong with the change, in a few words (`"mass" must be more than 0 …`), or `nil`.
    public var problem: String? {
        if target.isEmpty || target.count > 64 || target.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            return "\"target\" must be a box's name of 1 to 64 printable characters"
        }
        if fields.isEmpty {
            return "a tune needs at least one of \"stiffness\", \"damping\", \"mass\", \"friction\""
        }
        for (name, value) in fields {
            let limit = Self.limit(of: name)
            guard value.isFinite, value > 0, value <= limit else {
                return "\"\(name)\" must be more than 0 and at most \(ScriptEncoding.number(limit)), got \(value)"
            }
        }
        return nil
    }

    /// `tuning` with this change's numbers in place of its own; the change must have no ``problem``.
    public func applied(to tuning: BoxTuning) -> BoxTuning {
        precondition(problem == nil, "TuneChange: \(problem ?? "")")
        let spring = SpringParameters(
            stiffness: stiffness ?? tuning.spring.stiffness, damping: damping ?? tuning.spring.damping,
            mass: mass ?? tuning.spring.mass
        )
        return BoxTuning(spring: spring, friction: friction.map(Friction.init(rate:)) ?? tuning.friction)
    }
}

extension TuneChange: CustomStringConvertible {
    /// `tune Box#1 stiffness=120 damping=4`.
    public var description: String {
        "tune \(target)" + fields.map { " \($0.name)=\(ScriptEncoding.number($0.value))" }.joined()
    }
}
