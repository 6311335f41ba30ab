/// An expectation on a recorded motion that did not hold: which box, at
/// which frame, and the values that broke it, in one sentence.
///
/// Expectations throw it, so a test states them with `try` and a failure is
/// the test's failure, with this sentence as its message (Swift Testing and
/// XCTest alike).
///
/// ```swift
/// try motion.box("Box#1").overshoots(atMost: 4)
/// // Box#1 x overshoots its rest (480 px) by 14.2 px at frame 63, more than the 4 px allowed
/// ```
public struct MotionExpectationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The box (or track) the expectation was about.
    public var box: String
    /// The frame where it failed, when one frame says it.
    public var frame: Int?
    /// What failed, with the values.
    public var description: String

    /// A failure about `box` at `frame`, saying `description`.
    public init(box: String, frame: Int?, _ description: String) {
        self.box = box
        self.frame = frame
        self.description = description
    }
}
