import Interactions
import MotionMath
import PlaygroundKit

/// Seeded random input that looks like what hands do at a window: presses
/// on, near and off boxes, drags of every length and speed, throws from slow
/// to past 10,000 px/s, clicks and right-clicks, Alt-drags (the mouse's
/// two-finger emulation), wheel pinches and turns, two real fingers, keys,
/// lost focus, resizes and idle stretches.
///
/// The same seed, boxes and window give the same batches on every machine
/// (`SplitMix64`), so a failure found with it is found again from its seed.
/// It is the one generator of random input: the live shell's parity test
/// pushes its batches into a real window, and a search can replay them
/// headless.
///
/// ```swift
/// var hands = RandomHands(seed: 7, boxes: scene.boxes.map(\.frame), window: Size(width: 1280, height: 720),
///                         keys: [KeyPress("p"), KeyPress("s")])
/// let batches = hands.batches(events: 2_000)   // ends with no button held
/// ```
public struct RandomHands: Sendable {
    /// Where boxes are (the scene's frames when the input starts): most gestures begin on or near one.
    public var boxes: [Rect]
    /// The window's size, in points: pointer positions stay mostly inside it.
    public var window: Size
    /// The keys a hand may press (leave out the ones that end the session).
    public var keys: [KeyPress]
    /// Whether to resize the window now and then.
    public var resizes = true
    /// Whether to lose the window's focus now and then.
    package var losesFocus = true

    private var random: SplitMix64
    private var frame = 1
    private var batches: [HandBatch] = []

    /// Hands for `seed` over a scene whose boxes are at `boxes`, in a window of `window`, pressing `keys`.
    public init(seed: UInt64, boxes: [Rect], window: Size, keys: [KeyPress]) {
        random = SplitMix64(seed: seed)
        self.boxes = boxes
        self.window = window
        self.keys = keys
    }

    /// Gestures until at least `events` events are made; every press is released by the end.
    public mutating func batches(events: Int) -> [HandBatch] {
        batches = []
        frame = 1
        while batches.eventCount < events { gesture() }
        return batches
    }

    /// One gesture that starts after `frame`, over boxes where they are now
    /// (`boxes`) in a window of `window`: a search that runs the scene as it
    /// goes asks for gestures one at a time, so a press can catch a box in flight.
    ///
    /// The batches' frames are absolute and never before `frame`; an idle
    /// stretch is a gesture of no batches whose end is ``nextFrame``.
    public mutating func gesture(after frame: Int, boxes: [Rect], window: Size) -> [HandBatch] {
        self.frame = frame
        self.boxes = boxes
        self.window = window
        batches = []
        gesture()
        return batches
    }

    /// The frame after the last gesture's last wait: where the next one starts counting.
    public var nextFrame: Int { frame }

    // MARK: - Choosing

    /// One gesture, chosen by weight: drags and throws most, then keys, then the rest.
    private mutating func gesture() {
        switch random.next(below: 100) {
        case 0..<30: drag(throwing: false)
        case 30..<45: drag(throwing: true)
        case 45..<52: click(.primary)
        case 52..<57: click(.secondary)
        case 57..<64: altDrag()
        case 64..<69: wheel()
        case 69..<74: fingers()
        case 74..<90: key()
        case 90..<93 where resizes: resize()
        case 93..<95 where losesFocus:
            wait(1)
            emit([.focusLost])
        default: idle()
        }
    }

    /// A point on a box (most often), near one, or anywhere in the window.
    private mutating func target() -> Point {
        let roll = random.next(below: 10)
        if !boxes.isEmpty, roll < 8 {
            let box = boxes[random.next(below: boxes.count)]
            let margin = roll < 6 ? 0.0 : 30.0  // near: up to 30 points outside its edge
            return Point(
                x: box.minX - margin + random.unit() * (box.size.width + 2 * margin),
                y: box.minY - margin + random.unit() * (box.size.height + 2 * margin))
        }
        return Point(x: random.unit() * window.width, y: random.unit() * window.height)
    }

    /// A speed in points a frame, from a crawl to a throw past 10,000 px/s at 60 Hz.
    private mutating func step(throwing: Bool) -> Double {
        throwing ? 20 + random.unit() * random.unit() * 230 : 0.5 + random.unit() * 12
    }

    private mutating func direction() -> Point {
        let angle = random.unit() * 2 * Double.pi
        return Point(x: MotionMath.cos(angle), y: MotionMath.sin(angle))
    }

    // MARK: - Gestures

    /// A press, moves along a wandering path, and a release; a throw ends still moving fast.
    private mutating func drag(throwing: Bool, button: PointerEvent.Button = .primary, modifiers: KeyModifiers = []) {
        var point = target()
        wait(1)
        emit([pointer(.down, point, button)], modifiers: modifiers)
        var heading = direction()
        let moves = 1 + random.next(below: throwing ? 8 : 40)
        for _ in 0..<moves {
            if random.next(below: 4) == 0 { heading = direction() }
            wait(random.next(below: 6) == 0 ? 1 + random.next(below: 3) : 1)
            let perFrame = 1 + (random.next(below: 5) == 0 ? random.next(below: 3) : 0)  // some frames get several moves
            var events: [InputEvent] = []
            for _ in 0..<perFrame {
                point = point + heading * step(throwing: throwing)
                events.append(pointer(.move, point, button))
            }
            emit(events, modifiers: modifiers)
        }
        // A throw lets go at once; a drag sometimes rests first, so it ends without a fling.
        wait(throwing ? 1 : (random.next(below: 3) == 0 ? 4 + random.next(below: 10) : 1))
        emit([pointer(.up, point, button)], modifiers: modifiers)
    }

    private mutating func click(_ button: PointerEvent.Button) {
        let point = target()
        wait(1)
        emit([pointer(.down, point, button)])
        wait(random.next(below: 3))
        emit([pointer(.up, point, button)])
    }

    /// The mouse's two-finger emulation: Alt (pinch and rotate about the box), or Alt + Shift (pan).
    private mutating func altDrag() {
        drag(throwing: random.next(below: 3) == 0, modifiers: random.next(below: 3) == 0 ? [.alt, .shift] : [.alt])
    }

    /// A few wheel notches over a point: with Control a pinch, with Shift a turn, with neither a scroll.
    private mutating func wheel() {
        let point = target()
        let modifiers: KeyModifiers = [[.control], [.shift], []][random.next(below: 3)]
        let direction = random.next(below: 2) == 0 ? 1.0 : -1.0
        for _ in 0..<(1 + random.next(below: 6)) {
            wait(1 + random.next(below: 3))
            emit([.wheel(dx: 0, dy: direction, at: point)], modifiers: modifiers)
        }
    }

    /// Two real fingers: down together, apart or together and around, up.
    private mutating func fingers() {
        let center = target()
        let spread = 20 + random.unit() * 120, turn = (random.unit() - 0.5) * 0.4, grow = (random.unit() - 0.5) * 16
        var angle = random.unit() * Double.pi, radius = spread
        func positions() -> (Point, Point) {
            let offset = Point(x: MotionMath.cos(angle), y: MotionMath.sin(angle)) * radius
            return (center + offset, center - offset)
        }
        var (first, second) = positions()
        wait(1)
        emit([finger(.down, 0, first), finger(.down, 1, second)])
        for _ in 0..<(2 + random.next(below: 20)) {
            angle += turn
            radius = max(4, radius + grow)
            (first, second) = positions()
            wait(1)
            emit([finger(.move, 0, first), finger(.move, 1, second)])
        }
        wait(1 + random.next(below: 2))
        emit([finger(.up, 0, first), finger(.up, 1, second)])
    }

    private mutating func key() {
        guard !keys.isEmpty else { return idle() }
        wait(1 + random.next(below: 4))
        emit([.key(keys[random.next(below: keys.count)])])
    }

    /// A window size from small to large, in whole points.
    private mutating func resize() {
        wait(1)
        emit([.resize(width: 480 + random.next(below: 1000), height: 360 + random.next(below: 560))])
    }

    /// Nothing for a while: a few frames, or a few seconds.
    private mutating func idle() {
        wait(random.next(below: 4) == 0 ? 60 + random.next(below: 240) : 2 + random.next(below: 20))
    }

    // MARK: - Making events

    /// Moves on `frames` frames: the next batch is due then.
    private mutating func wait(_ frames: Int) {
        frame += frames
    }

    /// A batch on the current frame; a second batch on one frame stays a batch of its own, due at once.
    private mutating func emit(_ events: [InputEvent], modifiers: KeyModifiers = []) {
        batches.append(HandBatch(frame: frame, modifiers: modifiers, events: events))
    }

    /// The time a pointer event carries: its frame's, at 60 Hz (a window stamps its own).
    private var time: Double { Double(frame) / 60 }

    private func pointer(_ phase: PointerEvent.Phase, _ point: Point, _ button: PointerEvent.Button) -> InputEvent {
        .pointer(PointerEvent(phase, at: point, button: button, timestamp: time))
    }

    private func finger(_ phase: FingerEvent.Phase, _ id: FingerEvent.ID, _ point: Point) -> InputEvent {
        .finger(FingerEvent(phase, id: id, at: point, timestamp: time))
    }
}
