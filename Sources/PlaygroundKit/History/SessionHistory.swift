import Canvas
import Interactions
import TraceKit

/// What the playground drew, frame by frame, in a fixed memory budget: the
/// data behind scrubbing, the timeline strip, tracks, curves and clips.
///
/// After every frame the playground records the scene as it is drawn: each
/// box's position, size, scale, rotation, opacity, corner radius, colour and
/// drawing order (exactly, so a past frame re-renders to the same pixels),
/// its motion (phase, velocity, projected rest), the tokens open per box,
/// what the runtime did during the frame (tokens started and ended, plans
/// added), whether it was active, and the log's newest sequence number. It is
/// derived from the frames only, never from a clock, so a replay of a
/// session's recording builds the very same history.
///
/// ## Budget
/// ``budget`` bytes are split once, on the first frame, between fixed rings
/// (frames and boxes 13/16 of it, sized for the scene's box count; open
/// tokens 1/8; runtime marks 1/32; anchors 1/64), allocated uninitialised
/// and never resized. When a frame does not fit, the oldest frames are
/// dropped: the default scene keeps about 20 minutes in the default 64 MB,
/// the stress scene (5,000 boxes) about 2 seconds. Recording a frame is O(1)
/// in the history's size and allocates nothing in steady state (runtime
/// events allocate their names, as the log does).
///
/// A frame that advanced no scene time and changed nothing (a key pressed
/// while paused, a hover over the panel) is not recorded: the history holds
/// frames that show something, and stepping through it never stalls.
///
/// ```swift
/// let history = SessionHistory(budget: 8 << 20)
/// playground.history = history                // records from the next frame on
/// // … frames …
/// let last = history.frame(at: history.count - 1)
/// history.box(named: "Box#1", at: history.count - 1)?.position
/// ```
public final class SessionHistory {
    /// The default budget: 64 MB.
    public static let defaultBudget = 64 << 20

    /// The most bytes the history's rings take.
    public let budget: Int
    /// How many frames were dropped to stay within the budget.
    public private(set) var evictedFrameCount = 0

    let events = _HistoryEvents()
    private var frames = _HistoryRing<_FrameHeader>(capacity: 0)
    private var boxes = _HistoryRing<_BoxSample>(capacity: 0)
    private var tokens = _HistoryRing<_TokenSample>(capacity: 0)
    private var marks = _HistoryRing<_Mark>(capacity: 0)
    private var anchors = _HistoryRing<_Anchor>(capacity: 0)
    private var isSized = false
    /// The log's newest entry when the last frame was recorded.
    private var lastLogSequence = 0
    /// Box names by identity, so a frame looks up numbers, not strings.
    private var boxIDs: [ObjectIdentifier: UInt32] = [:]
    /// Re-renders past frames (made when first needed).
    private(set) lazy var stage = HistoryStage()

    /// An empty history that keeps at most `budget` bytes (more than 0).
    public init(budget: Int = SessionHistory.defaultBudget) {
        precondition(budget > 0, "SessionHistory: the budget must be more than 0 bytes, got \(budget)")
        self.budget = budget
    }

    deinit {
        frames.deallocate()
        boxes.deallocate()
        tokens.deallocate()
        marks.deallocate()
        anchors.deallocate()
    }

    // MARK: - Listening

    /// Hears `scene`'s runtime from now on, after catching up with the tokens
    /// its log says are open (a history added after the scene was built).
    public func attach(to scene: Scene) {
        events.clock = scene.clock
        events.replay(scene.logger.loggedItems)
        lastLogSequence = scene.logger.lastSequence
        scene.runtime.addTracer(events)
    }

    /// Stops hearing `scene`'s runtime.
    public func detach(from scene: Scene) {
        scene.runtime.removeTracer(events)
    }

    // MARK: - Reading

    /// The number of frames held.
    public var count: Int { frames.count }
    /// Whether no frame is held.
    public var isEmpty: Bool { frames.count == 0 }
    /// The bytes the rings take once allocated (at most ``budget``; 0 before the first frame).
    public var bytesReserved: Int {
        frames.capacity * MemoryLayout<_FrameHeader>.stride + boxes.capacity * MemoryLayout<_BoxSample>.stride
            + tokens.capacity * MemoryLayout<_TokenSample>.stride + marks.capacity * MemoryLayout<_Mark>.stride
            + anchors.capacity * MemoryLayout<_Anchor>.stride
    }

    /// The frame at `index`, 0 being the oldest held.
    public func frame(at index: Int) -> HistoryFrame {
        HistoryFrame(header(at: index))
    }

    func header(at index: Int) -> _FrameHeader {
        precondition(index >= 0 && index < count, "SessionHistory: frame index \(index) of \(count)")
        return frames[frames.first + index]
    }

    /// The index of the frame numbered `number`, if it is held.
    public func index(ofFrame number: Int) -> Int? {
        let index = index(atOrBeforeFrame: number)
        return index.flatMap { header(at: $0).number == number ? $0 : nil }
    }

    /// The index of the last frame held numbered `number` or earlier.
    public func index(atOrBeforeFrame number: Int) -> Int? {
        lastIndex { $0.number <= number }
    }

    /// The index of the last frame held whose scene time is `time` or earlier, if any.
    public func index(atOrBeforeSceneTime time: Double) -> Int? {
        lastIndex { $0.sceneTime <= time }
    }

    /// Binary search for the last frame for which `isBefore` holds (it holds for a prefix).
    private func lastIndex(where isBefore: (_FrameHeader) -> Bool) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(frames[frames.first + middle]) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The boxes of the frame at `index`, back to front.
    public func boxes(at index: Int) -> [BoxSnapshot] {
        let frame = header(at: index)
        return (0..<frame.boxCount).map { offset in
            let sample = boxes[frame.boxStart + offset]
            return BoxSnapshot(sample, name: events.names[Int(sample.name)])
        }
    }

    /// The box named `name` in the frame at `index`, if it was there.
    public func box(named name: String, at index: Int) -> BoxSnapshot? {
        guard let sample = boxSample(named: name, at: index) else { return nil }
        return BoxSnapshot(sample, name: name)
    }

    func boxSample(named name: String, at index: Int) -> _BoxSample? {
        events.existingID(name).flatMap { boxSample(id: $0, at: index) }
    }

    func boxSample(id: UInt32, at index: Int) -> _BoxSample? {
        let frame = header(at: index)
        for offset in 0..<frame.boxCount where boxes[frame.boxStart + offset].name == id {
            return boxes[frame.boxStart + offset]
        }
        return nil
    }

    func boxSample(at ordinal: Int) -> _BoxSample { boxes[ordinal] }
    func tokenSample(at ordinal: Int) -> _TokenSample { tokens[ordinal] }
    func mark(at ordinal: Int) -> _Mark { marks[ordinal] }
    func anchor(at ordinal: Int) -> _Anchor { anchors[ordinal] }

    /// The tokens open after the frame at `index`, oldest first.
    public func openTokens(at index: Int) -> [TokenSnapshot] {
        let frame = header(at: index)
        return (0..<frame.tokenCount).map { offset in
            let token = tokens[frame.tokenStart + offset]
            return TokenSnapshot(
                target: events.names[Int(token.target)], performer: events.names[Int(token.performer)],
                label: events.name(token.label), id: Int(token.id), startFrame: Int(token.startFrame), startTime: token.startTime
            )
        }
    }

    /// What the runtime did during the frame at `index`, in order.
    public func marks(at index: Int) -> [HistoryMark] {
        let frame = header(at: index)
        return (0..<frame.markCount).map { offset in
            let mark = marks[frame.markStart + offset]
            return HistoryMark(
                kind: HistoryMark.Kind(rawValue: mark.kind) ?? .planAdded, target: events.names[Int(mark.target)],
                name: events.names[Int(mark.name)], label: events.name(mark.label), token: Int(mark.token)
            )
        }
    }

    /// The name interned as `id`.
    func name(_ id: UInt32) -> String { events.names[Int(id)] }

    // MARK: - Recording

    /// Records the frame `playground` just advanced, as it will be drawn;
    /// returns whether it was kept (a paused frame that changed nothing is not).
    @discardableResult
    public func record(_ playground: Playground, frame: FrameInfo) -> Bool {
        let scene = playground.scene
        if !isSized { size(forBoxes: scene.boxes.count) }
        var header = _FrameHeader(
            number: frame.number, sceneTime: frame.sceneTime, elapsed: frame.elapsed, sceneElapsed: frame.sceneElapsed,
            logSequence: scene.logger.lastSequence, firstLogSequence: lastLogSequence + 1, width: scene.size.width, height: scene.size.height,
            pixelScale: playground.pixelScale, background: scene.background.rgbaValue,
            flags: (events.isRuntimeActive ? _FrameHeader.runtimeActive : 0) | (playground.isPaused ? _FrameHeader.paused : 0),
            boxStart: boxes.end, boxCount: scene.boxes.count,
            tokenStart: tokens.end, tokenCount: min(events.openTokens.count, tokens.capacity / 2),
            markStart: marks.end, markCount: min(events.pendingMarks.count, marks.capacity / 2),
            anchorStart: anchors.end, anchorCount: scene.anchors.count
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
            events.frameRecorded(frame.number)
            return false
        }
        makeRoom(boxes: header.boxCount, tokens: header.tokenCount, marks: header.markCount,
                 anchors: sameAnchors ? 0 : header.anchorCount)
        // Eviction may have dropped the frame whose anchors were shared: store them again then.
        if sameAnchors, let previous, count > 0 {
            header.anchorStart = previous.anchorStart
        } else {
            header.anchorStart = anchors.end
            if sameAnchors { makeRoom(boxes: 0, tokens: 0, marks: 0, anchors: header.anchorCount) }
            for point in scene.anchors { anchors.append(_Anchor(x: point.x, y: point.y)) }
        }
        header.boxStart = boxes.end
        header.tokenStart = tokens.end
        header.markStart = marks.end
        for box in scene.boxes { boxes.append(_BoxSample(box, name: id(of: box))) }
        for token in events.openTokens.prefix(header.tokenCount) {
            var token = token
            if token.startFrame < 0 { token.startFrame = Int32(clamping: frame.number) }
            tokens.append(token)
        }
        for mark in events.pendingMarks.prefix(header.markCount) { marks.append(mark) }
        frames.append(header)
        events.frameRecorded(frame.number)
        lastLogSequence = header.logSequence
        return true
    }

    /// Splits the budget, once, for a scene of `boxCount` boxes.
    private func size(forBoxes boxCount: Int) {
        isSized = true
        let tokenBytes = budget / 8, markBytes = budget / 32, anchorBytes = budget / 64
        let rest = budget - tokenBytes - markBytes - anchorBytes
        let perBox = max(1, boxCount)
        let frameCount = rest / (MemoryLayout<_FrameHeader>.stride + perBox * MemoryLayout<_BoxSample>.stride)
        frames = _HistoryRing(capacity: frameCount)
        boxes = _HistoryRing(capacity: frameCount * perBox)
        tokens = _HistoryRing(capacity: tokenBytes / MemoryLayout<_TokenSample>.stride)
        marks = _HistoryRing(capacity: markBytes / MemoryLayout<_Mark>.stride)
        anchors = _HistoryRing(capacity: anchorBytes / MemoryLayout<_Anchor>.stride)
    }

    /// Drops the oldest frames until the new one's parts fit.
    private func makeRoom(boxes boxCount: Int, tokens tokenCount: Int, marks markCount: Int, anchors anchorCount: Int) {
        while count > 0 && (frames.free < 1 || boxes.free < boxCount || tokens.free < tokenCount
            || marks.free < markCount || anchors.free < anchorCount) {
            frames.drop(before: frames.first + 1)
            evictedFrameCount += 1
            if let oldest = count > 0 ? frames[frames.first] : nil {
                boxes.drop(before: oldest.boxStart)
                tokens.drop(before: oldest.tokenStart)
                marks.drop(before: oldest.markStart)
                anchors.drop(before: oldest.anchorStart)
            } else {
                removeAll()
            }
        }
    }

    /// Forgets every frame (ordinals go on).
    private func removeAll() {
        frames.removeAll()
        boxes.removeAll()
        tokens.removeAll()
        marks.removeAll()
        anchors.removeAll()
    }

    private func id(of box: Box) -> UInt32 {
        if let id = boxIDs[ObjectIdentifier(box)] { return id }
        let id = events.intern(box.name)
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
              header.tokenCount == previous.tokenCount else { return false }
        for (offset, box) in scene.boxes.enumerated() where boxes[previous.boxStart + offset] != _BoxSample(box, name: id(of: box)) {
            return false
        }
        for (offset, token) in events.openTokens.prefix(header.tokenCount).enumerated() where tokens[previous.tokenStart + offset].id != token.id {
            return false
        }
        return true
    }
}
