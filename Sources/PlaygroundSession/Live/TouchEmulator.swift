import Canvas
import Interactions
import MotionMath
import PlaygroundKit

/// Two fingers from one mouse, as the iOS Simulator gives them: the window's
/// pointer and wheel, with modifier keys, become finger events before they
/// are recorded, so a recording (and its replay) holds fingers and needs no
/// modifiers.
///
/// - **Alt + drag on a box**: a second finger mirrored about the box's
///   centre: moving away from the centre pinches, around it rotates.
/// - **Alt + Shift + drag**: both fingers move together (a two-finger pan).
/// - **Ctrl + wheel over a box**: pinch about the pointer, 10 % a notch.
/// - **Shift + wheel over a box**: rotate about the pointer, 10° a notch.
///   The wheel's fingers lift `wheelReleaseFrames` frames after the last notch.
///
/// Everything else passes through unchanged. The emulated fingers use ids
/// from `firstFingerID`, clear of the ids touch screens give. The wheel's
/// fingers, which no pointer event times, are stamped from the session's
/// frame clock (the frame times fed so far), whatever the frame rate.
///
/// ```swift
/// var emulator = TouchEmulator()
/// let events = emulator.convert(.pointer(PointerEvent(.down, at: center, timestamp: 0.2)), modifiers: [.alt],
///                               in: playground, frame: 12, time: 0.2)
/// // [finger 100 down at the pointer, finger 101 down mirrored about the box's centre]
/// ```
public struct TouchEmulator: Sendable {
    /// The id of the first emulated finger; the second is the next.
    public static let firstFingerID = 100
    /// Frames after the last wheel notch before the wheel's fingers lift.
    public static let wheelReleaseFrames = 12
    /// How far apart a wheel pinch's fingers start, in points (either side of the pointer).
    package static let wheelSpan = 30.0

    private enum Gesture: Sendable {
        case mirrored(center: Point)
        case together(offset: Point)
        case wheel(center: Point, scale: Double, angle: Double, lastFrame: Int)
    }

    private var gesture: Gesture?
    /// Where the emulated fingers are, so they lift where they are.
    private var positions = (first: Point.zero, second: Point.zero)
    /// The time of the emulated fingers' last event, for a lift that has no time of its own.
    private var lastTime = 0.0
    private var secondID: FingerEvent.ID { Self.firstFingerID + 1 }

    /// An emulator with no fingers down.
    public init() {}

    /// Whether emulated fingers are down.
    public var isActive: Bool { gesture != nil }

    /// The events `event` (with `modifiers` held) stands for, in order, on
    /// `frame`, whose frame clock reads `time` seconds.
    public mutating func convert(
        _ event: InputEvent, modifiers: KeyModifiers, in playground: Playground, frame: Int, time: Double
    ) -> [InputEvent] {
        switch event {
        case let .pointer(pointer):
            return convert(pointer, modifiers: modifiers, in: playground)
        case let .wheel(dx, dy, position) where modifiers.contains(.control) || modifiers.contains(.shift):
            return wheel(dy != 0 ? dy : dx, at: position, rotating: !modifiers.contains(.control), in: playground, frame: frame, time: time)
        case .focusLost, .quit:
            return lift(at: nil, cancel: true) + [event]
        default:
            return lift(at: nil, cancel: false, onlyWheel: true) + [event]
        }
    }

    /// The wheel's fingers lift once the wheel has been still for `wheelReleaseFrames`;
    /// `time` is the frame clock's reading as `frame` starts.
    package mutating func frameStarted(_ frame: Int, time: Double) -> [InputEvent] {
        guard case let .wheel(_, _, _, lastFrame)? = gesture, frame - lastFrame >= Self.wheelReleaseFrames else { return [] }
        return lift(at: time, cancel: false)
    }

    // MARK: - Mouse

    private mutating func convert(_ pointer: PointerEvent, modifiers: KeyModifiers, in playground: Playground) -> [InputEvent] {
        let time = pointer.timestamp
        switch (pointer.phase, gesture) {
        case (.down, nil) where pointer.button == .primary && modifiers.contains(.alt):
            guard let box = target(at: pointer.position, in: playground) else { return [.pointer(pointer)] }
            let second = box.position * 2 - pointer.position
            gesture = modifiers.contains(.shift) ? .together(offset: second - pointer.position) : .mirrored(center: box.position)
            return place(.down, pointer.position, second, time)
        case let (.move, .mirrored(center)?):
            return place(.move, pointer.position, center * 2 - pointer.position, time)
        case let (.move, .together(offset)?):
            return place(.move, pointer.position, pointer.position + offset, time)
        case (.up, .mirrored?), (.up, .together?):
            return pointer.button == .primary ? lift(at: time, cancel: false) : []
        case (.cancel, .mirrored?), (.cancel, .together?):
            return lift(at: time, cancel: true)
        default:
            // A press while the wheel's fingers are down lifts them first.
            return lift(at: time, cancel: false, onlyWheel: true) + [.pointer(pointer)]
        }
    }

    // MARK: - Wheel

    private mutating func wheel(
        _ notches: Double, at point: Point, rotating: Bool, in playground: Playground, frame: Int, time: Double
    ) -> [InputEvent] {
        var events: [InputEvent] = []
        var center = point, scale = 1.0, angle = 0.0
        if case let .wheel(c, s, a, _)? = gesture {
            (center, scale, angle) = (c, s, a)
        } else {
            guard gesture == nil, target(at: point, in: playground) != nil else { return [.wheel(dx: 0, dy: notches, at: point)] }
            events += fingers(.down, center: center, scale: 1, angle: 0, time: time)
        }
        if rotating { angle += notches * .pi / 18 } else { scale *= Self.factor(notches) }
        gesture = .wheel(center: center, scale: scale, angle: angle, lastFrame: frame)
        return events + fingers(.move, center: center, scale: scale, angle: angle, time: time)
    }

    /// 1.1 to the power `notches`, by repeated multiplication (no libm, so replays agree everywhere).
    static func factor(_ notches: Double) -> Double {
        let whole = CheckedInt.from(notches, rounding: .toNearestOrAwayFromZero, in: -20...20) ?? 0
        var factor = 1.0
        for _ in 0..<abs(whole) { factor *= whole > 0 ? 1.1 : 1 / 1.1 }
        return factor
    }

    private mutating func fingers(_ phase: FingerEvent.Phase, center: Point, scale: Double, angle: Double, time: Double) -> [InputEvent] {
        let (sin, cos) = MotionMath.sinCos(angle)
        let offset = Point(x: cos * Self.wheelSpan * scale, y: sin * Self.wheelSpan * scale)
        return place(phase, center - offset, center + offset, time)
    }

    /// Both fingers' events, the first then the second, remembering where they are.
    private mutating func place(_ phase: FingerEvent.Phase, _ first: Point, _ second: Point, _ time: Double) -> [InputEvent] {
        positions = (first, second)
        lastTime = time
        return [finger(phase, Self.firstFingerID, first, time), finger(phase, secondID, second, time)]
    }

    // MARK: - Helpers

    /// Lifts (or cancels) the emulated fingers where they are, if any.
    private mutating func lift(at time: Double?, cancel: Bool, onlyWheel: Bool = false) -> [InputEvent] {
        guard let current = gesture else { return [] }
        if onlyWheel, case .wheel = current {} else if onlyWheel { return [] }
        gesture = nil
        let phase: FingerEvent.Phase = cancel ? .cancel : .up
        let when = max(time ?? lastTime, lastTime)
        return [finger(phase, Self.firstFingerID, positions.first, when), finger(phase, secondID, positions.second, when)]
    }

    /// The box the first emulated finger would press at `point`: the playground's
    /// one hit test of a press, unless a layer covers the point and takes it.
    private func target(at point: Point, in playground: Playground) -> Box? {
        guard !playground.layerCovers(point) else { return nil }
        return playground.boxPressed(by: .finger(FingerEvent(.down, id: Self.firstFingerID, at: point, timestamp: lastTime)))
    }

    private func finger(_ phase: FingerEvent.Phase, _ id: FingerEvent.ID, _ point: Point, _ time: Double) -> InputEvent {
        .finger(FingerEvent(phase, id: id, at: point, timestamp: time))
    }
}

/// The modifier keys held with a pointer or wheel event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}
