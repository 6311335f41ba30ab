import Canvas

/// A run of frames copied out of a ``SessionHistory``, to be re-rendered and
/// encoded as an animated PNG elsewhere (off the frame loop): plain values,
/// so it can cross threads.
package struct HistoryClip: Sendable {
    var headers: [_FrameHeader] = []
    var boxes: [_BoxSample] = []
    var anchors: [_Anchor] = []
    var names: [String]

    /// The frames of `history` numbered within `frames`; `nil` if it holds none of them.
    package init?(_ history: SessionHistory, frames: ClosedRange<Int>) {
        names = history.ledger.names
        guard let last = history.index(atOrBeforeFrame: frames.upperBound) else { return nil }
        let first = history.index(atOrBeforeFrame: frames.lowerBound - 1).map { $0 + 1 } ?? 0
        guard first <= last else { return nil }
        for index in first...last {
            var header = history.header(at: index)
            let boxStart = boxes.count, anchorStart = anchors.count
            for offset in 0..<header.boxCount { boxes.append(history.boxSample(at: header.boxStart + offset)) }
            for offset in 0..<header.anchorCount { anchors.append(history.anchor(at: header.anchorStart + offset)) }
            header.boxStart = boxStart
            header.anchorStart = anchorStart
            headers.append(header)
        }
    }

    /// How many frames it holds.
    package var frameCount: Int { headers.count }

    /// The first and last frame numbers.
    package var frames: ClosedRange<Int> { headers.first!.number...headers.last!.number }

    /// Re-renders every frame (the scene only, as it was drawn) and encodes
    /// them, calling `progress` with the number of frames encoded after each.
    package func encode(font: BitmapFont, framePeriod: Double, progress: (_ framesEncoded: Int) -> Void = { _ in }) throws(PNGError) -> [UInt8] {
        let stage = HistoryStage()
        let renderer = SceneRenderer(font: font)
        var framebuffer = Framebuffer(width: 1, height: 1)
        var encoder: APNGEncoder?
        for header in headers {
            stage.load(
                header, names: names, boxes: boxes[header.boxStart..<header.boxStart + header.boxCount],
                anchors: anchors[header.anchorStart..<header.anchorStart + header.anchorCount])
            stage.render(with: renderer, into: &framebuffer)
            if encoder == nil { encoder = APNGEncoder(width: framebuffer.width, height: framebuffer.height, framePeriod: framePeriod) }
            try encoder!.append(framebuffer)
            progress(encoder!.frameCount)
        }
        return try encoder!.finish()
    }
}
