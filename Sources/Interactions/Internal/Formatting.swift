import MotionMath

/// A number as short, readable text for descriptions: `200`, `12.5`, `-3.25`.
///
/// Rounded to two decimals, and whole numbers printed without a fraction, so
/// plans and states read like `Spring(to: (200, 120))` in logs. For display
/// only: never parse it back.
func _formatted(_ value: Double) -> String {
    DecimalText.fixed(value, decimals: 2)
}

/// `ScaleSpring(to: 3, velocity: 1.5)`: a scalar spring plan, for descriptions.
func _describeScalarSpring(_ name: String, _ destination: Double, _ velocity: Double?, _ parameters: SpringParameters) -> String {
    var text = "\(name)(to: \(_formatted(destination))"
    if let velocity { text += ", velocity: \(_formatted(velocity))" }
    if parameters != .default { text += ", \(parameters)" }
    return text + ")"
}
