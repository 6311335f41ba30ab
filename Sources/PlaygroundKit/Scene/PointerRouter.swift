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
/// ```swift
/// var router = PointerRouter()
/// router.route(PointerEvent(.down, at: Point(x: 200, y: 150), timestamp: 0), in: scene)
/// ```
public struct PointerRouter {
    /// The box that holds the pointer, while a button is down over it.
    package private(set) weak var capturedBox: Box?

    /// Creates a router with no captured box.
    public init() {}

    /// Routes one pointer event; returns the box that received it, if any.
    @discardableResult
    public mutating func route(_ event: PointerEvent, in scene: Scene) -> Box? {
        switch event.phase {
        case .down:
            guard event.button == .primary else { return nil }
            // A second press while one is held (another button was released elsewhere): start over.
            if let held = capturedBox {
                held.recognizer.cancel()
                capturedBox = nil
            }
            guard let box = scene.box(at: event.position) else { return nil }
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

    /// Routes one finger: the first finger down goes to the topmost box under
    /// it, which captures every finger until the last one lifts (a second
    /// finger need not land on the box: pinching a small box takes room).
    /// A finger event the gesture cannot take (a third finger, an unknown one)
    /// is ignored; scripts refuse such streams before they run.
    @discardableResult
    public mutating func route(_ finger: FingerEvent, in scene: Scene) -> Box? {
        if capturedBox == nil {
            guard finger.phase == .down, let box = scene.box(at: finger.position) else { return nil }
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
