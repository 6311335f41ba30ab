import Interactions
import Motion

/// Makes a box breathe: it swells and fades a little, then comes back, a few
/// times, and rests exactly as it was.
///
/// A plan says *what* should happen; ``BreathePerformer`` makes it happen,
/// frame by frame. Plans are values: add the same one to many boxes.
///
/// ```swift
/// scene.runtime.addPlan(Breathe(), named: "breathe", to: box)
/// scene.runtime.addPlan(Breathe(depth: 0.4, period: 0.8, breaths: 5), named: "breathe", to: box)
/// ```
public struct Breathe: NamedPlan, CustomStringConvertible {
    public typealias Performer = BreathePerformer

    /// How much the box swells at the top of a breath: 0.25 is 25 % larger.
    public var depth: Double
    /// How long one breath (in and out) takes, in seconds.
    public var period: Double
    /// How many breaths before the box rests.
    public var breaths: Int

    /// A plan of `breaths` breaths, each `period` seconds long and `depth` deep.
    ///
    /// - Precondition: `depth` is not negative, `period` is positive, `breaths` is 1 or more.
    public init(depth: Double = 0.25, period: Double = 1.2, breaths: Int = 2) {
        precondition(depth >= 0 && depth.isFinite, "Breathe: depth must be finite and not negative, got \(depth).")
        precondition(period > 0 && period.isFinite, "Breathe: period must be positive, got \(period).")
        precondition(breaths >= 1, "Breathe: breaths must be 1 or more, got \(breaths).")
        self.depth = depth
        self.period = period
        self.breaths = breaths
    }

    /// How long the whole plan takes, in seconds.
    public var duration: Double { period * Double(breaths) }

    // The log and the traces show plans by their description: a short one
    // keeps the log readable (and the same whatever the module is called).
    public var description: String { "Breathe(×\(breaths))" }
}
