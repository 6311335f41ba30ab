import Interactions

// MARK: - Recording a frame: O(1), nothing allocated once the rings exist

extension SessionHistory {
    /// Records the frame `playground` just advanced, as it will be drawn;
    /// returns whether it was kept (a paused frame that changed nothing is not).
    @discardableResult
    public func record(_ playground: Playground, frame: FrameInfo) -> Bool {
        let scene = playground.scene
        if !isSized { size(forBoxes: scene.boxes.count) }
        ledger.collectReports(into: &reportScratch)
        var header = _FrameHeader(
            number: frame.number, sceneTime: frame.sceneTime, elapsed: frame.elapsed, sceneElapsed: frame.sceneElapsed,
            logSequence: scene.logger.lastSequence, firstLogSequence: lastLogSequence + 1, width: scene.size.width, height: scene.size.height,
            pixelScale: playground.pixelScale, background: scene.background.rgbaValue,
            flags: (ledger.isRuntimeActive ? _FrameHeader.runtimeActive : 0) | (playground.isPaused ? _FrameHeader.paused : 0),
            boxStart: boxes.end, boxCount: scene.boxes.count,
            tokenStart: tokens.end, tokenCount: min(ledger.tokenSamples.count, tokens.capacity / 2),
            markStart: marks.end, markCount: min(ledger.frameMarks.count, marks.capacity / 2),
            anchorStart: anchors.end, anchorCount: scene.anchors.count,
            reportedStart: reported.end, reportedCount: min(reportScratch.count, reported.capacity / 2)
        )
        let previous = count > 0 ? frames[frames.end - 1] : nil
        let sameAnchors = previous.map { hasSameAnchors(scene.anchors, as: $0) } ?? false
        if let previous, frame.sceneElapsed == 0, header.markCount == 0, isUnchanged(scene, header: header, since: previous, sameAnchors: sameAnchors) {
            return false
        }
        guard header.boxCount <= boxes.capacity, header.anchorCount <= anchors.capacity, frames.capacity > 0 else {
            // A frame larger than the whole budget: nothing can be kept.
            evictedFrameCount += count
            removeAll()
            return false
        }
        makeRoom(
            boxes: header.boxCount, tokens: header.tokenCount, marks: header.markCount,
            anchors: sameAnchors ? 0 : header.anchorCount, reported: header.reportedCount)
        // Eviction may have dropped the frame whose anchors were shared: store them again then.
        if sameAnchors, let previous, count > 0 {
            header.anchorStart = previous.anchorStart
        } else {
            header.anchorStart = anchors.end
            if sameAnchors { makeRoom(boxes: 0, tokens: 0, marks: 0, anchors: header.anchorCount, reported: 0) }
            for point in scene.anchors { anchors.append(_Anchor(x: point.x, y: point.y)) }
        }
        header.boxStart = boxes.end
        header.tokenStart = tokens.end
        header.markStart = marks.end
        header.reportedStart = reported.end
        for sample in reportScratch.prefix(header.reportedCount) { reported.append(sample) }
        for (offset, box) in scene.boxes.enumerated() { boxes.append(_BoxSample(box, name: id(of: box, at: offset))) }
        for token in ledger.tokenSamples.prefix(header.tokenCount) {
            var token = token
            if token.startFrame < 0 { token.startFrame = Int32(clamping: frame.number) }
            tokens.append(token)
        }
        for mark in ledger.frameMarks.prefix(header.markCount) { marks.append(mark) }
        frames.append(header)
        lastLogSequence = header.logSequence
        return true
    }

    /// Splits the budget, once, for a scene of `boxCount` boxes.
    private func size(forBoxes boxCount: Int) {
        isSized = true
        let tokenBytes = budget / 8, markBytes = budget / 32, anchorBytes = budget / 64, reportedBytes = budget / 32
        let rest = budget - tokenBytes - markBytes - anchorBytes - reportedBytes
        let perBox = max(1, boxCount)
        let frameCount = rest / (MemoryLayout<_FrameHeader>.stride + perBox * MemoryLayout<_BoxSample>.stride)
        frames = _HistoryRing(capacity: frameCount)
        boxes = _HistoryRing(capacity: frameCount * perBox)
        tokens = _HistoryRing(capacity: tokenBytes / MemoryLayout<_TokenSample>.stride)
        marks = _HistoryRing(capacity: markBytes / MemoryLayout<_Mark>.stride)
        anchors = _HistoryRing(capacity: anchorBytes / MemoryLayout<_Anchor>.stride)
        reported = _HistoryRing(capacity: reportedBytes / MemoryLayout<_ReportedSample>.stride)
    }

    /// Drops the oldest frames until the new one's parts fit.
    private func makeRoom(boxes boxCount: Int, tokens tokenCount: Int, marks markCount: Int, anchors anchorCount: Int, reported reportedCount: Int) {
        while count > 0
            && (frames.free < 1 || boxes.free < boxCount || tokens.free < tokenCount
                || marks.free < markCount || anchors.free < anchorCount || reported.free < reportedCount)
        {
            frames.drop(before: frames.first + 1)
            evictedFrameCount += 1
            if let oldest = count > 0 ? frames[frames.first] : nil {
                boxes.drop(before: oldest.boxStart)
                tokens.drop(before: oldest.tokenStart)
                marks.drop(before: oldest.markStart)
                anchors.drop(before: oldest.anchorStart)
                reported.drop(before: oldest.reportedStart)
            } else {
                removeAll()
            }
        }
    }

    /// Forgets every frame (ordinals go on).
    func removeAll() {
        frames.removeAll()
        boxes.removeAll()
        tokens.removeAll()
        marks.removeAll()
        anchors.removeAll()
        reported.removeAll()
    }

    /// `box`'s id, from the last frame's when it is still at `offset` in the drawing order
    /// (nearly always): a dictionary lookup per box per frame was 2 % of a stress frame.
    private func id(of box: Box, at offset: Int) -> UInt32 {
        let key = ObjectIdentifier(box)
        if offset < lastBoxes.count, lastBoxes[offset] == key { return lastBoxIDs[offset] }
        let id = id(of: box)
        if offset < lastBoxes.count {
            lastBoxes[offset] = key
            lastBoxIDs[offset] = id
        } else {
            lastBoxes.append(key)
            lastBoxIDs.append(id)
        }
        return id
    }

    private func id(of box: Box) -> UInt32 {
        if let id = boxIDs[ObjectIdentifier(box)] { return id }
        let id = ledger.intern(box.name)
        boxIDs[ObjectIdentifier(box)] = id
        return id
    }

    private func hasSameAnchors(_ points: [Point], as previous: _FrameHeader) -> Bool {
        guard points.count == previous.anchorCount else { return false }
        for (offset, point) in points.enumerated() where anchors[previous.anchorStart + offset] != _Anchor(x: point.x, y: point.y) {
            return false
        }
        return true
    }

    /// Whether the scene looks exactly as in `previous` (same window, boxes and open tokens).
    private func isUnchanged(_ scene: Scene, header: _FrameHeader, since previous: _FrameHeader, sameAnchors: Bool) -> Bool {
        guard sameAnchors, header.width == previous.width, header.height == previous.height,
            header.pixelScale == previous.pixelScale, header.background == previous.background,
            header.flags == previous.flags, header.boxCount == previous.boxCount,
            header.tokenCount == previous.tokenCount
        else { return false }
        for (offset, box) in scene.boxes.enumerated() where boxes[previous.boxStart + offset] != _BoxSample(box, name: id(of: box)) {
            return false
        }
        for (offset, token) in ledger.tokenSamples.prefix(header.tokenCount).enumerated() where tokens[previous.tokenStart + offset].id != token.id {
            return false
        }
        return true
    }
}
