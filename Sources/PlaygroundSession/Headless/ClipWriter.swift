import Canvas
import PlaygroundKit

/// Encodes a headless run's `--clip A-B` as its frames are run: each frame
/// of the range drawn as a clip holds it (the scene alone, as the window's
/// `e` exports it from history), so a clip is the same whichever way it was asked for.
///
/// ```swift
/// var clip = ClipWriter(frames: 30...330, period: 1.0 / 60)
/// clip.add(frame: number, of: playground, output: output)   // after each frame
/// clip.summary                                              // once frame 330 was added
/// ```
struct ClipWriter {
    /// The frames wanted, if any.
    let frames: ClosedRange<Int>?
    /// Each frame's display time.
    let period: Double
    /// What was written, once the last frame was added.
    private(set) var summary: ClipSummary?
    private var encoder: APNGEncoder?
    private var scene = Framebuffer(width: 1, height: 1)

    init(frames: ClosedRange<Int>?, period: Double) {
        self.frames = frames
        self.period = period
    }

    /// Adds frame `number` (just run) if the clip wants it; at the clip's last frame, writes the file.
    mutating func add(frame number: Int, of playground: Playground, output: SessionOutput) {
        guard let frames, frames.contains(number) else { return }
        do {
            playground.renderScene(into: &scene)
            if encoder == nil { encoder = APNGEncoder(width: scene.width, height: scene.height, framePeriod: period) }
            try encoder!.append(scene)
            guard number == frames.upperBound else { return }
            let bytes = try encoder!.finish()
            encoder = nil
            summary = output.writeClip(bytes, frames: frames).map { ClipSummary(path: $0, frames: frames, byteCount: bytes.count) }
        } catch {
            output.recordFailure(WriteFailure(path: output.clipPath(frames), reason: "cannot encode the clip (\(error))"))
            encoder = nil
        }
    }
}
