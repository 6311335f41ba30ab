import Motion

/// Makes a ``Transformable`` target scale with two fingers, about their
/// centroid, keeping its scale within a range.
///
/// Fulfilled by the target's one gesture performer, ``DragPerformer``,
/// which also runs ``Draggable`` and ``Rotatable`` on the same recognizer,
/// so together they keep every point under a finger under it. While two
/// fingers drive the gesture it holds a `pinch` token and sets the target's
/// `scale` to its scale at the second finger's touch times the gesture's
/// scale since then; without ``Draggable`` the scaling still happens about
/// the fingers' centroid, which then stays put.
///
/// Past ``scaleRange`` the scale rubber-bands (each step beyond a limit
/// counts less, as a scroll view's edge does); when the pinch ends (a finger
/// lifts), a scale beyond a limit springs back to it with ``spring``,
/// starting with the scale's velocity at the release (a ``ScaleSpring``, run
/// by the target's ``AnimationPerformer``), and a scale inside the range stays.
///
/// ```swift
/// runtime.addPlan(Pinchable(box.recognizer), named: "pinch", to: box)
/// runtime.addPlan(Pinchable(box.recognizer, scaleRange: 1...4), to: photo)
/// ```
public struct Pinchable: NamedPlan {
    public typealias Performer = DragPerformer

    /// The recognizer whose two-finger gestures scale the target.
    public let recognizer: GestureRecognizer
    /// Where the scale comes to rest; 0.5…3 unless given.
    public var scaleRange: ClosedRange<Double>
    /// The spring back into the range.
    public var spring: SpringParameters

    /// Creates a plan that scales the target with `recognizer`'s pinches.
    ///
    /// - Precondition: `scaleRange` is positive and finite.
    public init(_ recognizer: GestureRecognizer, scaleRange: ClosedRange<Double> = 0.5...3, spring: SpringParameters = .default) {
        precondition(
            scaleRange.lowerBound > 0 && scaleRange.upperBound.isFinite,
            "Pinchable: the scale range must be positive and finite, got \(scaleRange).")
        self.recognizer = recognizer
        self.scaleRange = scaleRange
        self.spring = spring
    }
}

extension Pinchable: CustomStringConvertible {
    /// `Pinchable`, `Pinchable("Box#3")`, plus the range when it is not 0.5…3.
    public var description: String {
        var parts: [String] = []
        if let name = recognizer.name { parts.append("\"\(name)\"") }
        if scaleRange != 0.5...3 { parts.append("\(_formatted(scaleRange.lowerBound))…\(_formatted(scaleRange.upperBound))") }
        return parts.isEmpty ? "Pinchable" : "Pinchable(\(parts.joined(separator: ", ")))"
    }
}
