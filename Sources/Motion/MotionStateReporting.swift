import MotionMath

/// A performer that tells what its target is doing, as named values, so any
/// tool that inspects a runtime can show it: the playground's inspector lists
/// the values and its tracks and curves plot the numbers over time.
///
/// Adopt it beside ``Performing`` and return the state *now*; it is read
/// (pulled) when a tool draws, never pushed, so it costs nothing while nobody
/// looks. Keep the order stable: tools show values in the order given and
/// match them across frames by name.
///
/// ```swift
/// final class PulsePerformer: ManuallyExecutingPerformer, MotionStateReporting {
///     let target: Box
///     var isRunning = false, speed = 0.0
///
///     var motionState: [MotionStateValue] {
///         [.text("phase", isRunning ? "pulsing" : "at rest"),
///          .number("scale", target.scale, unit: "×"),
///          .vector("velocity", x: 0, y: speed, unit: "px/s")]
///     }
///
///     init(target: Box) { self.target = target }
///     func addPlan(_ plan: any Plan) { isRunning = true }
///     func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState { isRunning ? .active : .atRest }
/// }
/// ```
public protocol MotionStateReporting: AnyObject {
    /// The performer's state now, as named values in a stable order.
    var motionState: [MotionStateValue] { get }
    /// Whether every value reported is also the target's own state (its
    /// position, velocity, scale, phase…), which a tool that records the
    /// target each frame keeps already, so it need not record the reports
    /// again. `false` unless the performer says so: a performer of your own
    /// that reports numbers of its own (a phase angle, a pressure) leaves it.
    var reportsTargetStateOnly: Bool { get }
}

extension MotionStateReporting {
    /// Reports hold state of the performer's own: tools record them.
    public var reportsTargetStateOnly: Bool { false }
}

/// One named value of a performer's motion state.
///
/// ```swift
/// let speed = MotionStateValue.number("speed", 240, unit: "px/s")
/// speed.description   // "speed 240 px/s"
/// ```
public struct MotionStateValue: Sendable, Hashable, CustomStringConvertible {
    /// What a value holds.
    public enum Value: Sendable, Hashable {
        /// A number, plotted over time.
        case number(Double)
        /// A two-dimensional quantity such as a position or a velocity; each axis is plotted.
        case vector(x: Double, y: Double)
        /// A word or phrase, such as a phase (`dragging`, `at rest`).
        case text(String)
    }

    /// The value's name, such as `velocity`.
    public var name: String
    /// The value itself.
    public var value: Value
    /// The unit numbers are in, such as `px/s`; empty for none.
    public var unit: String

    /// A value named `name`.
    public init(name: String, value: Value, unit: String = "") {
        self.name = name
        self.value = value
        self.unit = unit
    }

    /// A number named `name`.
    public static func number(_ name: String, _ value: Double, unit: String = "") -> Self {
        Self(name: name, value: .number(value), unit: unit)
    }

    /// A two-dimensional value named `name`.
    public static func vector(_ name: String, x: Double, y: Double, unit: String = "") -> Self {
        Self(name: name, value: .vector(x: x, y: y), unit: unit)
    }

    /// A word or phrase named `name`.
    public static func text(_ name: String, _ value: String) -> Self {
        Self(name: name, value: .text(value))
    }

    /// The name and the value, numbers to three significant decimals: `velocity (120, -4.5) px/s`.
    public var description: String {
        "\(name) \(valueText)"
    }
}

extension MotionStateValue {
    /// The value alone, as ``description`` writes it: `(120, -4.5) px/s`.
    package var valueText: String {
        // Numbers with at most three decimals and no trailing zeros.
        let suffix = unit.isEmpty ? "" : " \(unit)"
        func short(_ number: Double) -> String { DecimalText.fixed(number, decimals: 3) }
        switch value {
        case .number(let number): return short(number) + suffix
        case .vector(let x, let y): return "(\(short(x)), \(short(y)))" + suffix
        case .text(let text): return text
        }
    }
}
