import Interactions
import PlaygroundKit

/// The paths of the last two throws of each box, frame by frame: the one
/// under way (or just finished) and the one before it, which the overlay
/// draws as a faded ghost so two tunings are compared on the same gesture.
///
/// A path starts when a box is pressed or thrown again and follows the box's
/// centre every frame until it is at rest and let go; starting a new one
/// turns the previous one into the ghost. It is looking only: it reads
/// positions and never touches the scene. Memory is bounded: at most
/// `maximumPoints` points a path and paths for `maximumBoxes` boxes.
///
/// ```swift
/// var paths = ThrowPaths()
/// paths.begin(box)                      // a press, or "throw again"
/// paths.record(in: scene) { _ in false }   // once a frame; no box is replaying a throw
/// paths.ghost(of: "Box#1")?.points      // the throw before
/// ```
public struct ThrowPaths: Sendable {
    /// One throw's path.
    public struct Path: Sendable, Hashable {
        /// The box's name.
        package var boxName: String
        /// The box's centre, one point a frame (a frame that did not move it adds none).
        public internal(set) var points: [Point]
        /// Whether it is still following the box.
        package internal(set) var isRecording: Bool
    }

    /// The most points a path keeps: 20 seconds at 60 Hz.
    package static let maximumPoints = 1_200
    /// The most boxes whose paths are kept; the box whose throw is oldest is forgotten first.
    package static let maximumBoxes = 8

    private var current: [Path] = []
    private var ghosts: [String: Path] = [:]

    /// Creates no paths.
    public init() {}

    /// The path of `name`'s latest throw, if any.
    public func latest(of name: String) -> Path? {
        current.first { $0.boxName == name }
    }

    /// The path of the throw of `name` before its latest one, if any.
    public func ghost(of name: String) -> Path? {
        ghosts[name]
    }

    /// Starts a new path for `box` at its position; its previous one becomes the ghost.
    public mutating func begin(_ box: Box) {
        if let index = current.firstIndex(where: { $0.boxName == box.name }) {
            let previous = current.remove(at: index)
            if previous.points.count > 1 { ghosts[box.name] = previous }
        }
        var points: [Point] = []
        points.reserveCapacity(256)
        points.append(box.position)
        current.append(Path(boxName: box.name, points: points, isRecording: true))
        if current.count > Self.maximumBoxes {
            let forgotten = current.removeFirst()
            ghosts[forgotten.boxName] = nil
        }
    }

    /// Follows every recording box one frame: adds its position if it moved,
    /// and stops once it is at rest and not held.
    public mutating func record(in scene: Scene, isReplaying: (String) -> Bool) {
        for index in current.indices where current[index].isRecording {
            guard let box = scene.box(named: current[index].boxName) else {
                current[index].isRecording = false
                continue
            }
            if current[index].points.last != box.position, current[index].points.count < Self.maximumPoints {
                current[index].points.append(box.position)
            }
            if !box.motion.isMoving && !box.recognizer.isPointerDown && !isReplaying(box.name) {
                current[index].isRecording = false
            }
        }
    }
}
