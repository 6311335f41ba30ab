import Canvas

/// Records what moved in a scene, frame by frame, into a `MotionRecording`
/// (Canvas): per box its position, size, scale, rotation, opacity, the
/// velocity its performers report (``Box/motion``) and the tokens open on
/// it (the scene's ``RuntimeLedger``); per frame the scene time and whether
/// the runtime is active.
///
/// Call ``record(_:)`` after each frame; ``recording(source:)`` then keeps
/// the boxes asked for, or by default every box that moved (any of its
/// values changed, or a token opened on it), in the order the scene first
/// listed them. It reads the scene and never changes it.
///
/// ```swift
/// let recorder = MotionRecorder(scene: scene)
/// replay.run(playground, drawing: false) { frame, _, _ in recorder.record(frame) }
/// let motion = recorder.recording(source: "the script")
/// ```
public final class MotionRecorder {
    /// The scene recorded.
    public let scene: Scene
    /// The boxes asked for by name, or `nil` for every box that moved.
    package let boxNames: [String]?
    private var order: [String] = []
    private var rows: [String: [[Double]]] = [:]
    private var runtimeRows: [[Double]] = []
    private var firstFrame: Int?

    /// A recorder of `boxes` (by name; by default every box that moves) in `scene`.
    public init(scene: Scene, boxes: [String]? = nil) {
        self.scene = scene
        self.boxNames = boxes
    }

    /// Samples every box and the runtime after `frame` ran.
    public func record(_ frame: FrameInfo) {
        if firstFrame == nil { firstFrame = frame.number }
        let count = runtimeRows.count
        for box in scene.boxes where boxNames?.contains(box.name) ?? true {
            if rows[box.name] == nil {
                order.append(box.name)
                // A box added after the first frame has no values before it: it repeats its first.
                rows[box.name] = []
            }
            let row = Self.row(of: box, tokens: scene.ledger.target(named: box.name)?.openTokens.count ?? 0)
            while rows[box.name]!.count < count { rows[box.name]!.append(row) }
            rows[box.name]!.append(row)
        }
        runtimeRows.append([frame.sceneTime, scene.runtime.isActive ? 1 : 0])
    }

    /// The motion recorded so far, its source named `source` (a recording's file name, "the script").
    public func recording(source: String) -> MotionRecording {
        var motion = MotionRecording(source: source, firstFrame: firstFrame ?? 1)
        let names = boxNames.map { wanted in wanted.filter { rows[$0] != nil } } ?? order.filter { Self.moved(rows[$0] ?? []) }
        for name in names {
            var boxRows = rows[name] ?? []
            // A box removed from the scene keeps its last values.
            while let last = boxRows.last, boxRows.count < runtimeRows.count { boxRows.append(last) }
            motion.tracks.append(.init(name: name, properties: MotionProperty.boxProperties, rows: boxRows))
        }
        motion.tracks.append(.init(name: MotionRecording.runtimeTrackName, properties: MotionProperty.runtimeProperties, rows: runtimeRows))
        return motion
    }

    /// A box's values, in the order of `MotionProperty.boxProperties`.
    static func row(of box: Box, tokens: Int) -> [Double] {
        [
            box.position.x, box.position.y, box.size.width, box.size.height, box.scale, box.rotation, box.opacity,
            box.motion.velocity.x, box.motion.velocity.y, Double(tokens),
        ]
    }

    /// Whether any value of a box changed over the frames, or a token was ever open on it.
    package static func moved(_ rows: some Collection<[Double]>) -> Bool {
        guard let first = rows.first else { return false }
        let tokens = MotionProperty.boxProperties.firstIndex(of: .tokens)!
        return rows.contains { row in row[tokens] > 0 || zip(row, first).contains { $0.bitPattern != $1.bitPattern } }
    }
}
