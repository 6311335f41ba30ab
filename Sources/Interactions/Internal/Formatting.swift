/// A number as short, readable text for descriptions: `200`, `12.5`, `-3.25`.
///
/// Rounded to two decimals, and whole numbers printed without a fraction, so
/// plans and states read like `Spring(to: (200, 120))` in logs. For display
/// only: never parse it back.
func _formatted(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    return "\(rounded)"
}

/// `ScaleSpring(to: 3, velocity: 1.5)`: a scalar spring plan, for descriptions.
func _describeScalarSpring(_ name: String, _ destination: Double, _ velocity: Double?, _ parameters: SpringParameters) -> String {
    var text = "\(name)(to: \(_formatted(destination))"
    if let velocity { text += ", velocity: \(_formatted(velocity))" }
    if parameters != .default { text += ", \(parameters)" }
    return text + ")"
}
