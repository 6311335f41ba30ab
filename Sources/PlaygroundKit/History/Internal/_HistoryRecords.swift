import Canvas
import Interactions

// MARK: - What a history stores per frame, as plain values in its rings

/// One frame: its numbers, the scene's size, colours and flags, and where
/// its boxes, open tokens, marks and anchors lie in their rings.
struct _FrameHeader: BitwiseCopyable, Equatable {
    var number: Int
    var sceneTime: Double
    var elapsed: Double
    var sceneElapsed: Double
    var logSequence: Int
    var firstLogSequence: Int
    var width: Double
    var height: Double
    var pixelScale: Double
    var background: UInt32
    var flags: UInt32
    var boxStart: Int
    var boxCount: Int
    var tokenStart: Int
    var tokenCount: Int
    var markStart: Int
    var markCount: Int
    var anchorStart: Int
    var anchorCount: Int
    var reportedStart: Int = 0
    var reportedCount: Int = 0

    static let runtimeActive: UInt32 = 1
    static let paused: UInt32 = 2
}

/// One box as drawn: everything the scene renderer reads (exactly, as
/// doubles), and its motion as the inspector shows it (velocity and rest as
/// floats: they are read, never drawn from).
struct _BoxSample: BitwiseCopyable, Equatable {
    var name: UInt32
    var color: UInt32
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var scale: Double
    var rotation: Double
    var opacity: Double
    var cornerRadius: Double
    var velocityX: Float
    var velocityY: Float
    var restX: Float
    var restY: Float
    var phase: UInt8
    var hasRest: Bool

    init(_ box: Box, name: UInt32) {
        self.name = name
        color = box.color.rgbaValue
        x = box.position.x
        y = box.position.y
        width = box.size.width
        height = box.size.height
        scale = box.scale
        rotation = box.rotation
        opacity = box.opacity
        cornerRadius = box.cornerRadius
        let motion = box.motion
        velocityX = Float(motion.velocity.x)
        velocityY = Float(motion.velocity.y)
        hasRest = motion.projectedRestPosition != nil
        restX = Float(motion.projectedRestPosition?.x ?? 0)
        restY = Float(motion.projectedRestPosition?.y ?? 0)
        phase = Self.code(of: motion.phase)
    }

    var motion: MotionState {
        MotionState(
            phase: Self.phase(of: phase), velocity: Point(x: Double(velocityX), y: Double(velocityY)),
            projectedRestPosition: hasRest ? Point(x: Double(restX), y: Double(restY)) : nil
        )
    }

    static func code(of phase: MotionState.Phase) -> UInt8 {
        switch phase {
        case .atRest: 0
        case .dragging: 1
        case .flinging: 2
        case .springing: 3
        }
    }

    static func phase(of code: UInt8) -> MotionState.Phase {
        switch code {
        case 1: .dragging
        case 2: .flinging
        case 3: .springing
        default: .atRest
        }
    }
}

/// An open token: whose, which, by whom, and since when.
struct _TokenSample: BitwiseCopyable, Equatable {
    var target: UInt32
    var performer: UInt32
    var label: UInt32
    var id: Int32
    var startFrame: Int32
    var startTime: Double
}

/// Something the runtime did during a frame: a token started or ended, a plan added.
/// One number a performer of a user's own reported for a frame through `MotionStateReporting`
/// (a vector is two: `velocity.x` and `velocity.y`), names interned.
struct _ReportedSample: BitwiseCopyable, Equatable {
    var target: UInt32
    var performer: UInt32
    var name: UInt32
    var unit: UInt32
    var value: Double
}

struct _Mark: BitwiseCopyable, Equatable {
    var kind: UInt8
    var target: UInt32
    /// The performer (tokens) or the plan's type (plans).
    var name: UInt32
    /// The token's label, or a named plan's name.
    var label: UInt32
    var token: Int32
}

/// An anchor point, as the scene draws it.
struct _Anchor: BitwiseCopyable, Equatable {
    var x: Double
    var y: Double
}

extension Color {
    /// `0xRRGGBBAA`, the inverse of ``init(rgba:)``.
    package var rgbaValue: UInt32 {
        UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
    }
}
