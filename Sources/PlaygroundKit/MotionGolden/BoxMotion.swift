import Canvas
import MotionMath

/// One box's recorded motion, with the scene time of each frame: what the
/// expectations on its curves read (``settles(within:from:)``,
/// ``overshoots(atMost:in:from:)``, ``staysInside(_:)``,
/// ``isMonotonic(_:over:)``, ``handsOver(atFrame:withVelocityJumpAtMost:)``,
/// ``ends(_:exactlyAt:)``).
///
/// ```swift
/// let motion = try MotionGoldenReplay.run(script: script, scene: .makeDefault()).motion
/// let box = try motion.box("Box#1")
/// try box.settles(within: 1.5)
/// try box.overshoots(atMost: 4)
/// ```
public struct BoxMotion: Sendable {
    /// The box's name.
    public var name: String
    /// The box's track.
    public var track: MotionRecording.Track
    /// The number of the track's first frame.
    public var firstFrame: Int
    /// The scene time after each frame, in seconds (from the runtime's track; frame times of 1/60 s without one).
    public var times: [Double]

    /// The frames recorded.
    public var frames: ClosedRange<Int> { firstFrame...(firstFrame + max(track.rows.count, 1) - 1) }

    /// The value of `property` at `frame`.
    public func value(_ property: MotionProperty, atFrame frame: Int) -> Double {
        track.rows[frame - firstFrame][track.properties.firstIndex(of: property)!]
    }

    /// The values of `property`, one per frame; empty when the track does not record it.
    public func values(of property: MotionProperty) -> [Double] {
        track.values(of: property) ?? []
    }

    /// The scene time after `frame`, in seconds.
    public func time(atFrame frame: Int) -> Double {
        times[frame - firstFrame]
    }

    /// `value` with the unit of `property`: `312.5 px`.
    static func text(_ value: Double, _ property: MotionProperty) -> String {
        let number = value == 0 ? "0" : DecimalText.significant(value, figures: 6)
        return property.unit.isEmpty ? number : number + " " + property.unit
    }

    /// The properties (but the tokens) whose value at `frame` differs from the one at `other`, as
    /// `: x 312.5 px (rests at 320 px), …` with `note` (`rests at`, `a frame before`) for the other's value.
    func changes(at frame: Int, from other: Int, note: String) -> String {
        let changed = track.properties.filter { $0 != .tokens && value($0, atFrame: frame).bitPattern != value($0, atFrame: other).bitPattern }
        guard !changed.isEmpty else { return "" }
        return ": "
            + changed.prefix(4).map { "\($0) \(Self.text(value($0, atFrame: frame), $0)) (\(note) \(Self.text(value($0, atFrame: other), $0)))" }
            .joined(separator: ", ")
    }

    /// A failure of this box at `frame`.
    func failure(atFrame frame: Int?, _ text: String) -> MotionExpectationFailure {
        MotionExpectationFailure(box: name, frame: frame, text)
    }

    /// Checks that `property` is recorded and `frame` (if any) is within the recording.
    func check(_ property: MotionProperty? = nil, frame: Int? = nil) throws(MotionExpectationFailure) {
        if let property, !track.properties.contains(property) {
            throw failure(atFrame: nil, "\(name) has no \(property) in its recording")
        }
        if let frame, !frames.contains(frame) {
            throw failure(atFrame: frame, "frame \(frame) is not recorded: \(name)'s frames are \(frames.lowerBound) to \(frames.upperBound)")
        }
    }
}

extension MotionRecording {
    /// The motion of the box named `name`, for expectations on its curves; throws when it was not recorded.
    ///
    /// ```swift
    /// try motion.box("Box#1").ends(.x, exactlyAt: 480)
    /// ```
    public func box(_ name: String) throws(MotionExpectationFailure) -> BoxMotion {
        guard let track = track(named: name), !track.rows.isEmpty else {
            let recorded = trackNames.filter { $0 != Self.runtimeTrackName }
            throw MotionExpectationFailure(
                box: name, frame: nil,
                "\(name) was not recorded (recorded: \(recorded.isEmpty ? "no box" : recorded.joined(separator: ", ")))")
        }
        let times =
            self.track(named: Self.runtimeTrackName)?.values(of: .time).flatMap { $0.count == track.rows.count ? $0 : nil }
            ?? track.rows.indices.map { Double($0 + 1) * InputScript.defaultFramePeriod }
        return BoxMotion(name: name, track: track, firstFrame: firstFrame, times: times)
    }
}
