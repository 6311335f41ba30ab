import Canvas
import PlaygroundKit
import FileSupport

// MARK: - Clips: animated PNGs of a run of frames

extension SessionOutput {
    /// The path of a clip of frames `frames`: `clip-0030-0330.png`.
    package func clipPath(_ frames: ClosedRange<Int>) -> String {
        path + "/clip-" + String(frames.lowerBound).leftPadded(to: 4) + "-" + String(frames.upperBound).leftPadded(to: 4) + ".png"
    }

    /// Writes an encoded clip; returns its path, or `nil` after recording the failure.
    @discardableResult
    package func writeClip(_ bytes: [UInt8], frames: ClosedRange<Int>) -> String? {
        writeFile(bytes, at: clipPath(frames))
    }

    /// Re-renders and encodes `clip` off the frame loop, in a lane of its own
    /// (a frame saved meanwhile does not wait for it), then writes it; a
    /// notice gives the path, the frames and the size once it is done, and
    /// until then ``backgroundWritesUnderWay`` counts the frames encoded.
    func writeClipInBackground(_ clip: HistoryClip, font: BitmapFont, framePeriod: Double) {
        let file = clipPath(clip.frames)
        if let reason = FileSystem.createDirectory(path) {
            _ = fail(file, "cannot create \(path): \(reason)")
            return
        }
        let frames = clip.frames, count = clip.frameCount
        background.write(
            to: file, lane: .clips,
            progress: BackgroundWriter.Progress(what: "clip frames \(frames.lowerBound)–\(frames.upperBound)", total: count),
            message: { bytes in
                "saved a clip of frames \(frames.lowerBound)–\(frames.upperBound) (\(count) frames, \(Self.size(bytes.count))) to \(file)"
            },
            produce: { report in
                try clip.encode(font: font, framePeriod: framePeriod, progress: report)
            })
    }

    /// `412 KB`, `1.2 MB`.
    static func size(_ bytes: Int) -> String {
        bytes < 1_000_000 ? "\((bytes + 500) / 1000) KB" : "\(Double((bytes + 50_000) / 100_000) / 10) MB"
    }
}
