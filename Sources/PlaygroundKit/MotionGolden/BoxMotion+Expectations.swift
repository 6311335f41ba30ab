import Canvas
import Interactions
import MotionMath

// MARK: - Expectations on the curves

extension BoxMotion {
    /// Expects the box to come to rest within `seconds` of scene time after `frame`
    /// (by default its first frame): from then on no value changes, and no token is open on it.
    ///
    /// ```swift
    /// try motion.box("Box#1").settles(within: 1.5, from: 20)   // 1.5 s after the release at frame 20
    /// ```
    public func settles(within seconds: Double, from frame: Int? = nil) throws(MotionExpectationFailure) {
        let start = frame ?? firstFrame
        try check(.tokens, frame: start)
        let last = frames.upperBound
        let settled = firstFrame + track.settledIndex()
        if value(.tokens, atFrame: last) > 0 || (settled == last && last > firstFrame) {
            let why = value(.tokens, atFrame: last) > 0 ? "\(Int(value(.tokens, atFrame: last))) token(s) still open" : "still moving"
            throw failure(
                atFrame: last, "\(name) does not settle: at the last frame (\(last)) it is \(why)\(last > firstFrame ? changes(at: last, from: last - 1, note: "a frame before:") : "")")
        }
        let took = time(atFrame: settled) - time(atFrame: start)
        guard took > seconds else { return }
        let within = frames.last { time(atFrame: $0) - time(atFrame: start) <= seconds } ?? start
        throw failure(
            atFrame: settled,
            "\(name) settles at frame \(settled), \(DecimalText.significant(took, figures: 4)) s after frame \(start), not within "
                + "\(DecimalText.shortest(seconds)) s: at frame \(within) it is still moving\(changes(at: within, from: last, note: "rests at"))")
    }

    /// Expects `properties` (by default x and y) never to pass their rest (their last value)
    /// by more than `amount`, once they first reach it after `frame` (by default the first).
    ///
    /// ```swift
    /// try motion.box("Box#1").overshoots(atMost: 4)
    /// ```
    public func overshoots(atMost amount: Double, in properties: [MotionProperty] = [.x, .y], from frame: Int? = nil)
        throws(MotionExpectationFailure)
    {
        let start = frame ?? firstFrame
        try check(frame: start)
        for property in properties {
            try check(property)
            let values = Array(values(of: property)[(start - firstFrame)...])
            guard let rest = values.last, let found = Self.overshoot(values, rest: rest), found.by > amount else { continue }
            throw failure(
                atFrame: start + found.index,
                "\(name) \(property) overshoots its rest (\(Self.text(rest, property))) by \(Self.text(found.by, property)) at frame "
                    + "\(start + found.index), more than the \(Self.text(amount, property)) allowed")
        }
    }

    /// The largest excursion past `rest` on the side opposite the one the values came from, once they reach it.
    static func overshoot(_ values: [Double], rest: Double) -> (by: Double, index: Int)? {
        guard let approach = values.firstIndex(where: { $0 != rest }).map({ values[$0] < rest ? 1.0 : -1.0 }),
            let reached = values.firstIndex(where: { ($0 - rest) * approach >= 0 })
        else { return nil }
        var best: (by: Double, index: Int)?
        for index in reached..<values.count where (values[index] - rest) * approach > (best?.by ?? 0) {
            best = ((values[index] - rest) * approach, index)
        }
        return best
    }

    /// Expects the box as drawn (its scaled rectangle, before turning) inside `rect`, edges included, on every frame.
    ///
    /// ```swift
    /// try motion.box("Box#4").staysInside(Rect(x: 0, y: 0, width: 1280, height: 720))
    /// ```
    public func staysInside(_ rect: Rect) throws(MotionExpectationFailure) {
        for property in [MotionProperty.x, .y, .width, .height, .scale] { try check(property) }
        for frame in frames {
            let width = value(.width, atFrame: frame) * value(.scale, atFrame: frame)
            let height = value(.height, atFrame: frame) * value(.scale, atFrame: frame)
            let x = value(.x, atFrame: frame) - width / 2, y = value(.y, atFrame: frame) - height / 2
            guard x < rect.minX || y < rect.minY || x + width > rect.maxX || y + height > rect.maxY else { continue }
            func span(_ low: Double, _ length: Double) -> String {
                "\(DecimalText.fixed(low, decimals: 2)) to \(DecimalText.fixed(low + length, decimals: 2))"
            }
            throw failure(
                atFrame: frame,
                "\(name) leaves x \(span(rect.minX, rect.maxX - rect.minX)), y \(span(rect.minY, rect.maxY - rect.minY)) at frame \(frame): "
                    + "it spans x \(span(x, width)), y \(span(y, height))")
        }
    }
}
