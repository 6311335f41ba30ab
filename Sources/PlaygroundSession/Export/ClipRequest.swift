import PlaygroundKit

/// The frames a headless run exports as a clip (`--clip A-B`): parsed and
/// checked before the first frame, so a bad range is one clear line.
///
/// ```swift
/// let frames = try ClipRequest.parse("30-330")     // 30...330
/// try ClipRequest.check(frames, in: replay)       // beyond the run's end? before a scripted quit?
/// ```
public enum ClipRequest {
    /// Parses `A-B` (frames from 1, A ≤ B).
    public static func parse(_ text: String) throws(PlaygroundError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]) else {
            throw .usage("--clip takes a range of frames A-B, e.g. 30-330; \"\(text)\" is not one")
        }
        guard first >= 1 else { throw .usage("--clip \(text): frames count from 1") }
        guard first <= last else { throw .usage("--clip \(text): the last frame comes before the first") }
        return first...last
    }

    /// Refuses a clip the run never reaches whole.
    public static func check(_ frames: ClosedRange<Int>, in replay: Replay) throws(PlaygroundError) {
        let text = "\(frames.lowerBound)-\(frames.upperBound)"
        guard frames.lowerBound >= 1 else { throw .usage("--clip \(text): frames count from 1") }
        guard frames.upperBound <= replay.frameCount else {
            throw .usage("--clip \(text) is beyond the end: the run has \(replay.frameCount) frames")
        }
        if let quit = replay.script.events.first(where: { $0.event == .quit }), frames.upperBound > quit.frame {
            throw .usage("--clip \(text) is never reached: the script quits at frame \(quit.frame)")
        }
    }
}
