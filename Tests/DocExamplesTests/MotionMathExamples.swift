import MotionMath

/// What the ```swift examples of MotionMath's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct MotionMathExamples {
}
