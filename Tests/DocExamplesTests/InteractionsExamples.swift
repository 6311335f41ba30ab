import Interactions
import Motion
import PlaygroundKit

/// What the ```swift examples of Interactions' doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct InteractionsExamples {
    /// The targets the examples move: the playground's boxes.
    typealias Box = PlaygroundKit.Box

    let runtime: MotionRuntime
    let box: Box, circle: Box, photo: Box
    /// A recognizer the host feeds, and an event for it.
    let recognizer: GestureRecognizer
    let event: FingerEvent
    /// A drag's velocities, px/s, and the tracker that measured them.
    let velocity: Point, release: Point
    /// Where a spring takes a box.
    let anchor: Point
    let tracker: VelocityTracker
    /// The window's bounds.
    let screen: Rect
}
