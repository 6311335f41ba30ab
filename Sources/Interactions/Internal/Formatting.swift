import MotionMath

/// A number as short, readable text for descriptions: `200`, `12.5`, `-3.25`.
///
/// Rounded to two decimals, and whole numbers printed without a fraction, so
/// plans and states read like `Spring(to: (200, 120))` in logs. For display
/// only: never parse it back.
func _formatted(_ value: Double) -> String {
    DecimalText.fixed(value, decimals: 2)
}

/// A description written by `write`: one string, grown as the pieces arrive.
func _describing(_ write: (inout String) -> Void) -> String {
    var text = ""
    write(&text)
    return text
}

/// A description written by a value's own `write(to:)`.
func _describing(_ value: some TextOutputStreamable) -> String {
    var text = ""
    value.write(to: &text)
    return text
}

/// `ScaleSpring(to: 3, velocity: 1.5)`: a scalar spring plan, appended to `text`.
func _writeScalarSpring(
    _ name: String, _ destination: Double, _ velocity: Double?, _ parameters: SpringParameters, to text: inout String
) {
    text += name; text += "(to: "; text += _formatted(destination)
    if let velocity { text += ", velocity: "; text += _formatted(velocity) }
    if parameters != .default { text += ", "; parameters.write(to: &text) }
    text += ")"
}

/// `Draggable`, or `Draggable("Box#3")` when its recognizer has a name: a gesture plan, appended to `text`.
func _writeRecognized(_ plan: String, _ recognizerName: String?, to text: inout String) {
    text += plan
    if let recognizerName { text += "(\""; text += recognizerName; text += "\")" }
}
