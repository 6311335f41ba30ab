// MARK: - Comparing with a golden

extension MotionRecording {
    /// How this recording differs from `golden`, property by property, within `tolerance`.
    ///
    /// Tracks are matched by name and properties by name; frames by number,
    /// over the frames both hold (a different first frame or frame count is
    /// a mismatch of its own). A track, a property or frames only one of the
    /// two has are mismatches, each named in a line.
    ///
    /// ```swift
    /// let difference = motion.difference(from: goldenMotion, tolerance: MotionTolerance([.x: 0.5]))
    /// if !difference.matches { print(difference) }
    /// ```
    public func difference(from golden: MotionRecording, tolerance: MotionTolerance = .exact) -> MotionDifference {
        var difference = MotionDifference()
        if firstFrame != golden.firstFrame || frameCount != golden.frameCount {
            difference.mismatches.append(
                "The golden has frames \(Self.range(golden.frames)), this run \(Self.range(frames)): compared over the frames both have.")
        }
        for expected in golden.tracks {
            guard let actual = track(named: expected.name) else {
                difference.mismatches.append("\(expected.name) is in the golden but was not recorded in this run.")
                continue
            }
            for property in expected.properties {
                guard let actualValues = actual.values(of: property), let expectedValues = expected.values(of: property) else {
                    difference.mismatches.append("\(expected.name) \(property) is in the golden but was not recorded in this run.")
                    continue
                }
                let compared = Self.compare(
                    actualValues, firstFrame: firstFrame, expectedValues, expectedFirstFrame: golden.firstFrame,
                    property: property, tolerance: tolerance)
                guard var found = compared else { continue }
                found.track = expected.name
                found.expectedSettleFrame = golden.firstFrame + expected.settledIndex(of: property)
                found.actualSettleFrame = firstFrame + actual.settledIndex(of: property)
                difference.properties.append(found)
            }
            for property in actual.properties where !expected.properties.contains(property) {
                difference.mismatches.append("\(expected.name) \(property) was recorded in this run but is not in the golden.")
            }
        }
        for track in tracks where golden.track(named: track.name) == nil {
            difference.mismatches.append("\(track.name) was recorded in this run but is not in the golden.")
        }
        return difference
    }

    /// The frames where two series of one property differ, over the frames both have; `nil` when none does.
    static func compare(
        _ actual: [Double], firstFrame: Int, _ expected: [Double], expectedFirstFrame: Int, property: MotionProperty, tolerance: MotionTolerance
    ) -> MotionDifference.Property? {
        let start = max(firstFrame, expectedFirstFrame)
        let end = min(firstFrame + actual.count, expectedFirstFrame + expected.count)
        var found: MotionDifference.Property?
        var largestMagnitude = -1.0
        for frame in start..<max(start, end) {
            let a = actual[frame - firstFrame], e = expected[frame - expectedFirstFrame]
            guard !tolerance.matches(a, e, in: property) else { continue }
            let delta = a - e
            let magnitude = delta.isNaN ? .infinity : abs(delta)
            var entry =
                found
                ?? MotionDifference.Property(
                    track: "", property: property, frames: frame...frame, expected: e, actual: a, largestDifference: delta, largestFrame: frame,
                    expectedSettleFrame: 0, actualSettleFrame: 0)
            entry.frames = entry.frames.lowerBound...frame
            if magnitude > largestMagnitude {
                largestMagnitude = magnitude
                entry.largestDifference = delta
                entry.largestFrame = frame
            }
            found = entry
        }
        return found
    }

    static func range(_ frames: ClosedRange<Int>?) -> String {
        frames.map { "\($0.lowerBound) to \($0.upperBound)" } ?? "none"
    }
}
