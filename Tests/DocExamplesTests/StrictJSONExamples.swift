import StrictJSON

/// What the ```swift examples of StrictJSON's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct StrictJSONExamples {
}
