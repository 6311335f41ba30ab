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
    public internal(set) var evictedFrameCount = 0

    /// The scene's ledger: the open tokens, the marks of the frame and the interned names the rings refer to.
    private(set) var ledger = RuntimeLedger(clock: ManualClock())
    // The rings, split from the budget on the first frame (see SessionHistory+Recording.swift).
    var frames = _HistoryRing<_FrameHeader>(capacity: 0)
    var boxes = _HistoryRing<_BoxSample>(capacity: 0)
    var tokens = _HistoryRing<_TokenSample>(capacity: 0)
    var marks = _HistoryRing<_Mark>(capacity: 0)
    var anchors = _HistoryRing<_Anchor>(capacity: 0)
    var reported = _HistoryRing<_ReportedSample>(capacity: 0)
    /// This frame's reports, gathered before the rings make room (kept from frame to frame).
    var reportScratch: [_ReportedSample] = []
    var isSized = false
    /// The log's newest entry when the last frame was recorded.
    var lastLogSequence = 0
    /// Box names by identity, so a frame looks up numbers, not strings.
    var boxIDs: [ObjectIdentifier: UInt32] = [:]
    // Read and written for every box of every frame; plain values changed one statement at a
    // time, so Swift's dynamic exclusivity checks (two a box) are skipped.
    /// The last frame's boxes and their ids, in drawing order: a box still at its place needs no lookup.
    @exclusivity(unchecked) var lastBoxes: [ObjectIdentifier] = []
    @exclusivity(unchecked) var lastBoxIDs: [UInt32] = []
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
        reported.deallocate()
    }

    // MARK: - Listening

    /// Reads `scene`'s ledger from now on: it has kept every token and name
    /// since the scene was created, so a history added late misses nothing.
    public func attach(to scene: Scene) {
        ledger = scene.ledger
        lastLogSequence = scene.logger.lastSequence
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
            + anchors.capacity * MemoryLayout<_Anchor>.stride + reported.capacity * MemoryLayout<_ReportedSample>.stride
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
            return BoxSnapshot(sample, name: ledger.names[Int(sample.name)])
        }
    }

    /// The box named `name` in the frame at `index`, if it was there.
    public func box(named name: String, at index: Int) -> BoxSnapshot? {
        guard let sample = boxSample(named: name, at: index) else { return nil }
        return BoxSnapshot(sample, name: name)
    }

    func boxSample(named name: String, at index: Int) -> _BoxSample? {
        ledger.existingID(name).flatMap { boxSample(id: $0, at: index) }
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
    func reportedSample(at ordinal: Int) -> _ReportedSample { reported[ordinal] }
    /// Whether any kept frame holds a report (most scenes' performers report nothing the box samples do not hold).
    package var hasReports: Bool { reported.count > 0 }

    /// The tokens open after the frame at `index`, oldest first.
    public func openTokens(at index: Int) -> [TokenSnapshot] {
        let frame = header(at: index)
        return (0..<frame.tokenCount).map { offset in
            let token = tokens[frame.tokenStart + offset]
            return TokenSnapshot(
                target: ledger.names[Int(token.target)], performer: ledger.names[Int(token.performer)],
                label: ledger.name(token.label), id: Int(token.id), startFrame: Int(token.startFrame), startTime: token.startTime
            )
        }
    }

    /// What the runtime did during the frame at `index`, in order.
    public func marks(at index: Int) -> [HistoryMark] {
        let frame = header(at: index)
        return (0..<frame.markCount).map { offset in
            let mark = marks[frame.markStart + offset]
            return HistoryMark(
                kind: HistoryMark.Kind(rawValue: mark.kind) ?? .planAdded, target: ledger.names[Int(mark.target)],
                name: ledger.names[Int(mark.name)], label: ledger.name(mark.label), token: Int(mark.token)
            )
        }
    }

    /// The name interned as `id`.
    func name(_ id: UInt32) -> String { ledger.names[Int(id)] }
}
