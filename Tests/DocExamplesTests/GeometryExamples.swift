import Geometry

/// What the ```swift examples of Geometry's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct GeometryExamples {
    /// A drag's release velocity, px/s.
    let velocity: Point
}
