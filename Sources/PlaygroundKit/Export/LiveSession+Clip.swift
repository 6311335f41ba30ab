import Canvas

// MARK: - Exporting a clip from the window

extension LiveSession {
    /// Writes the history's frames `frames` as an animated PNG, off the frame
    /// loop: the frames are re-rendered from history (the scene as it was,
    /// without the overlay) and encoded in the background; a notice says where.
    func exportClip(frames: ClosedRange<Int>) {
        guard let history = playground.history, let clip = HistoryClip(history, frames: frames) else {
            output.post(Notice("no frames to export in \(frames.lowerBound)–\(frames.upperBound)", isError: true))
            return
        }
        output.writeClipInBackground(clip, font: playground.renderer.font, framePeriod: timing.period)
    }
}
