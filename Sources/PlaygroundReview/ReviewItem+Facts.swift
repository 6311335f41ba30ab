import Canvas
import PlaygroundKit

// MARK: - What the window and the HTML report both say about a failure, in the order they say it

extension ReviewItem {
    /// The test's name and its golden's file name, for titles.
    public var title: String {
        let file = (artifact.golden ?? artifact.goldenInPackage).map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) }
        return artifact.test + (file.map { " — " + $0 } ?? "")
    }

    /// The number of differing pixels: as computed now, else as the test saw it.
    public var differingPixels: Int { difference?.differingPixels ?? artifact.differingPixels }

    /// The rectangle of differing pixels: as computed now, else as the test saw it.
    public var bounds: PixelRect? { difference.map(\.differingBounds) ?? artifact.bounds }

    /// The largest channel difference: as computed now, else as the test saw it.
    public var maxChannelDelta: Int { difference?.maxChannelDelta ?? artifact.maxChannelDelta }

    /// `8 pixels differ · bounds (65, 12) 21×4 · largest channel difference 255 · golden 96×60 · actual 96×60`.
    public var statistics: String {
        if artifact.isMotion { return motionStatistics }
        let count = differingPixels == 1 ? "1 pixel differs" : "\(differingPixels) pixels differ"
        let bounds = self.bounds.map { "bounds (\($0.x), \($0.y)) \($0.width)×\($0.height)" } ?? "no bounds"
        let golden = expectedSize.map { "golden \($0)" } ?? "golden \(artifact.expectedWidth)×\(artifact.expectedHeight) (not read)"
        let actual = actualSize.map { "actual \($0)" } ?? "actual \(artifact.actualWidth)×\(artifact.actualHeight) (not read)"
        return "\(count) · \(bounds) · largest channel difference \(maxChannelDelta) · \(golden) · \(actual)"
    }

    /// `2 properties differ · first Box#1 x at frame 41: expected 300, actual 314 · golden frames 5–194 · actual frames 5–194`.
    package var motionStatistics: String {
        func frames(_ recording: MotionRecording?) -> String {
            recording?.frames.map { "frames \($0.lowerBound)–\($0.upperBound)" } ?? "(not read)"
        }
        guard let difference = motionDifference else {
            return "motion golden · golden \(frames(expectedMotion)) · actual \(frames(actualMotion))"
        }
        let count = difference.properties.count == 1 ? "1 property differs" : "\(difference.properties.count) properties differ"
        var text = count + (difference.mismatches.isEmpty ? "" : " · " + difference.mismatches.joined(separator: "; "))
        if let first = difference.first {
            // Three figures, unless they hide the difference (a change in the last bits): then every digit.
            var values = (MotionDifferenceText.value(first.expected), MotionDifferenceText.value(first.actual))
            if values.0 == values.1 { values = (String(first.expected), String(first.actual)) }
            text += " · first \(first.track) \(first.property) at frame \(first.frames.lowerBound): expected \(values.0), actual \(values.1)"
        }
        return text + " · golden \(frames(expectedMotion)) · actual \(frames(actualMotion))"
    }

    /// What the expected image is: `expected (the golden)` or `expected (the test's copy of the golden)`.
    package var expectedCaption: String {
        switch expectedSource {
        case .golden: "expected (the golden)"
        case .copy: "expected (the golden the test read)"
        case .none: "expected (not available)"
        }
    }

    /// The golden's path, as accepting would write it, else as the artifact names it.
    package var goldenPath: String {
        switch destination {
        case .success(let path): path
        case .failure: artifact.golden ?? artifact.goldenInPackage ?? "(the artifact names none)"
        }
    }

    /// Whether accepting it here would be refused, and why.
    package var acceptRefusal: String? {
        if case .failure(let refusal) = destination { return refusal.reason }
        return nil
    }

    // MARK: - The motion

    /// `frames 13–42 of recording.json, as the test drew them (the last is the actual image)`, for a failure from a replay.
    package var motionCaption: String? {
        guard let context = artifact.context else { return nil }
        guard context.clip != nil, context.clipFrameCount > 0 else {
            return "frame \(context.frame) of \(context.source) (no clip of the frames before it)"
        }
        let last = context.clipFirstFrame + context.clipFrameCount - 1
        return "frames \(context.clipFirstFrame)–\(last) of \(context.source), as the test drew them (the last is the actual image)"
    }

    /// The recording's frame number that clip frame `index` (from 0) shows.
    ///
    /// Frames that changed nothing are merged in a clip (the frame before
    /// shows longer), so the number follows from the delays before it.
    package func clipFrameNumber(_ index: Int) -> Int? {
        guard let context = artifact.context, let clip, clip.frameCount > 0, context.clipFrameCount > 0 else { return nil }
        let total = clip.delays.reduce(0, +)
        guard total > 0 else { return context.clipFirstFrame + index }
        let period = total / Double(context.clipFrameCount)
        let before = clip.delays.prefix(index).reduce(0, +)
        return context.clipFirstFrame + Int((before / period).rounded())
    }

    /// The state at the golden frame, with what the test expects: the tokens, then the traces.
    public var state: [GoldenContext.Value] { artifact.context?.values ?? [] }

    /// One value as a line: `tokens open: 1 (expected 0)`, `traces Toss Box#1 into an anchor: passing`.
    public static func describe(_ value: GoldenContext.Value) -> String {
        let now = value.value ?? "absent"
        let expected = value.differs ? " (the test expects \(value.expected ?? "absent"))" : ""
        return "\(value.group) · \(value.name): \(now)\(expected)"
    }
}
