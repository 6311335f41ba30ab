import Canvas
import MotionMath

// MARK: - Expectations on one property

extension BoxMotion {
    /// Expects `property` never to turn back over `range`: it only rises or only falls (staying level is allowed).
    ///
    /// ```swift
    /// try motion.box("Box#1").isMonotonic(.x, over: 21...60)
    /// ```
    public func isMonotonic(_ property: MotionProperty, over range: ClosedRange<Int>) throws(MotionExpectationFailure) {
        try check(property, frame: range.lowerBound)
        try check(frame: range.upperBound)
        var direction = 0.0
        var turn = range.lowerBound
        for frame in range.dropFirst() {
            let step = value(property, atFrame: frame) - value(property, atFrame: frame - 1)
            guard step != 0 else { continue }
            if direction == 0 || (step > 0) == (direction > 0) {
                direction = step
                turn = frame
                continue
            }
            let (went, came) = direction > 0 ? ("rises", "falls") : ("falls", "rises")
            throw failure(
                atFrame: frame,
                "\(name) \(property) is not monotonic over frames \(range.lowerBound) to \(range.upperBound): it \(went) to "
                    + "\(Self.text(value(property, atFrame: turn), property)) at frame \(turn), then \(came) to "
                    + "\(Self.text(value(property, atFrame: frame), property)) at frame \(frame)")
        }
    }

    /// Expects the velocity to change by at most `limit` (px/s, as a vector) from the frame before `frame` to `frame`:
    /// one motion hands the box over to the next (a drag to a fling, a fling to a spring) without a jump.
    ///
    /// ```swift
    /// try motion.box("Box#1").handsOver(atFrame: 21, withVelocityJumpAtMost: 50)
    /// ```
    public func handsOver(atFrame frame: Int, withVelocityJumpAtMost limit: Double) throws(MotionExpectationFailure) {
        try check(.velocityX, frame: frame)
        try check(.velocityY, frame: frame - 1)
        let before = (value(.velocityX, atFrame: frame - 1), value(.velocityY, atFrame: frame - 1))
        let after = (value(.velocityX, atFrame: frame), value(.velocityY, atFrame: frame))
        let dx = after.0 - before.0, dy = after.1 - before.1
        let jump = (dx * dx + dy * dy).squareRoot()
        guard !(jump <= limit) else { return }
        func vector(_ v: (Double, Double)) -> String {
            "(\(DecimalText.significant(v.0, figures: 6)), \(DecimalText.significant(v.1, figures: 6))) px/s"
        }
        throw failure(
            atFrame: frame,
            "\(name)'s velocity jumps by \(DecimalText.significant(jump, figures: 4)) px/s at frame \(frame): from \(vector(before)) "
                + "at frame \(frame - 1) to \(vector(after)), more than the \(DecimalText.shortest(limit)) px/s allowed")
    }

    /// Expects `property`'s last value to be exactly `value` (`==`, no tolerance: a replay is exact).
    ///
    /// ```swift
    /// try motion.box("Box#1").ends(.x, exactlyAt: 480)
    /// ```
    public func ends(_ property: MotionProperty, exactlyAt expected: Double) throws(MotionExpectationFailure) {
        try check(property)
        let last = frames.upperBound
        let actual = value(property, atFrame: last)
        guard actual != expected else { return }
        let difference = actual - expected
        let size =
            difference.isNaN
            ? ""
            : " (\(DecimalText.shortest(abs(difference)))\(property.unit.isEmpty ? "" : " " + property.unit) "
                + (difference > 0 ? "more)" : "less)")
        throw failure(
            atFrame: last,
            "\(name) \(property) ends at \(DecimalText.shortest(actual)) at frame \(last), not exactly at \(DecimalText.shortest(expected))\(size)")
    }
}
