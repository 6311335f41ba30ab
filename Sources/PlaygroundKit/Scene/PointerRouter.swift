import Interactions

/// Sends pointer and finger events to the box under them, the way a window
/// system routes touches to the view that was hit.
///
/// When the primary button goes down, the topmost box under the pointer
/// captures the pointer and is brought to the front; every later move, up or
/// cancel goes to that box's recognizer until the pointer is released, even
/// if it leaves the box or the window. Losing focus cancels the captured
/// gesture, which ends its drag token.
///
/// A press is hit-tested once, by ``boxPressed(by:in:)``: the playground asks
/// before its layers see the event, hands them the answer
/// (`Playground.pressedBox`), and routes with it (``route(_:pressing:in:)``).
///
/// ```swift
/// var router = PointerRouter()
/// router.route(PointerEvent(.down, at: Point(x: 200, y: 150), timestamp: 0), in: scene)
/// ```
public struct PointerRouter {
    /// The box that holds the pointer, while a button is down over it.
    package private(set) weak var capturedBox: Box?

    /// Creates a router with no captured box.
    public init() {}

    /// The box `event` presses, if it reaches the scene: for a primary press
    /// or the first finger down (nothing captured), the topmost box under it;
    /// `nil` for every other event, which goes to the captured box if any.
    ///
    /// ```swift
    /// let press = PointerEvent(.down, at: Point(x: 200, y: 150), timestamp: 0)
    /// let box = PointerRouter().boxPressed(by: .pointer(press), in: scene)   // the topmost box there, or nil
    /// ```
    public func boxPressed(by event: InputEvent, in scene: Scene) -> Box? {
        switch event {
        case let .pointer(pointer) where pointer.phase == .down && pointer.button == .primary:
            return scene.box(at: pointer.position)
        case let .finger(finger) where finger.phase == .down && capturedBox == nil:
            return scene.box(at: finger.position)
        default:
            return nil
        }
    }

    /// Routes one pointer event; returns the box that received it, if any.
    @discardableResult
    public mutating func route(_ event: PointerEvent, in scene: Scene) -> Box? {
        route(.pointer(event), pressing: boxPressed(by: .pointer(event), in: scene), in: scene)
    }

    /// Routes one finger: the first finger down goes to the topmost box under
    /// it, which captures every finger until the last one lifts (a second
    /// finger need not land on the box: pinching a small box takes room).
    /// A finger event the gesture cannot take (a third finger, an unknown one)
    /// is ignored; scripts refuse such streams before they run.
    @discardableResult
    public mutating func route(_ finger: FingerEvent, in scene: Scene) -> Box? {
        route(.finger(finger), pressing: boxPressed(by: .finger(finger), in: scene), in: scene)
    }

    /// Routes a pointer or finger event whose press was hit-tested already:
    /// `pressed` is ``boxPressed(by:in:)``'s answer for it (`nil` for a press
    /// that reaches no box, and for every event that is no press). Returns the
    /// box that received the event, if any; any other event reaches none.
    ///
    /// ```swift
    /// var router = PointerRouter()
    /// let press = InputEvent.pointer(PointerEvent(.down, at: Point(x: 200, y: 150), timestamp: 0))
    /// router.route(press, pressing: router.boxPressed(by: press, in: scene), in: scene)
    /// ```
    @discardableResult
    public mutating func route(_ event: InputEvent, pressing pressed: Box?, in scene: Scene) -> Box? {
        switch event {
        case let .pointer(pointer): routePointer(pointer, pressing: pressed, in: scene)
        case let .finger(finger): routeFinger(finger, pressing: pressed, in: scene)
        default: nil
        }
    }

    private mutating func routePointer(_ event: PointerEvent, pressing pressed: Box?, in scene: Scene) -> Box? {
        switch event.phase {
        case .down:
            guard event.button == .primary else { return nil }
            // A second press while one is held (another button was released elsewhere): start over.
            if let held = capturedBox {
                held.recognizer.cancel()
                capturedBox = nil
            }
            guard let box = pressed else { return nil }
            scene.bringToFront(box)
            capturedBox = box
            box.recognizer.handle(event)
            return box
        case .move:
            guard let box = capturedBox else { return nil }
            box.recognizer.handle(event)
            return box
        case .up, .cancel:
            guard let box = capturedBox, event.button == .primary || event.phase == .cancel else { return nil }
            box.recognizer.handle(event)
            capturedBox = nil
            return box
        }
    }

    private mutating func routeFinger(_ finger: FingerEvent, pressing pressed: Box?, in scene: Scene) -> Box? {
        if capturedBox == nil {
            guard let box = pressed else { return nil }
            scene.bringToFront(box)
            capturedBox = box
        }
        guard let box = capturedBox else { return nil }
        _ = box.recognizer.handle(finger)
        if box.recognizer.fingers.isEmpty { capturedBox = nil }
        return box
    }

    /// Cancels the captured gesture, if any (focus lost, window closing).
    public mutating func cancel() {
        capturedBox?.recognizer.cancel()
        capturedBox = nil
    }
}
