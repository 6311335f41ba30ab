internal import CSDL2
import Interactions
import PlaygroundKit

/// Pulls events from SDL and converts them to ``InputEvent``s in scene coordinates.
///
/// Pointer positions arrive in window points, which are the scene's
/// coordinates, so they pass through unchanged whatever the display's pixel
/// density. Pointer timestamps are SDL's event times in seconds; only their
/// differences matter, for velocity.
struct SDLEventSource {
    /// Whether pointer motion with no button held is reported (the review reads
    /// the pixel under the pointer); the playground leaves it out of recordings.
    var reportsHover = false
    /// What happened to the window itself, beyond input for the scene.
    enum WindowChange: Equatable {
        case minimized
        case restored
        case exposed
    }

    /// Events converted since the last call, and window changes.
    struct Batch {
        var input: [InputEvent] = []
        var window: [WindowChange] = []
        var isEmpty: Bool { input.isEmpty && window.isEmpty }
    }

    /// Returns every pending event without blocking.
    mutating func poll() -> Batch {
        var batch = Batch()
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            convert(event, into: &batch)
        }
        return batch
    }

    /// Blocks until an event arrives (or `timeout` seconds pass), then returns it and any others pending.
    mutating func wait(timeout: Double) -> Batch {
        var batch = Batch()
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, Int32(timeout * 1000)) != 0 {
            convert(event, into: &batch)
            batch.input += poll().input
        }
        return batch
    }

    private func convert(_ event: SDL_Event, into batch: inout Batch) {
        let seconds = Double(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            batch.input.append(.quit)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != CSDL2_touchMouseID() else { return }
            let phase: PointerEvent.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            let position = Point(x: Double(button.x), y: Double(button.y))
            batch.input.append(.pointer(PointerEvent(
                phase, at: position, button: PointerEvent.Button(number: Int(button.button)), timestamp: seconds
            )))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            // Only drags matter to the scene; hovering would only bloat recordings.
            guard motion.which != CSDL2_touchMouseID(), motion.state != 0 || reportsHover else { return }
            let position = Point(x: Double(motion.x), y: Double(motion.y))
            batch.input.append(.pointer(PointerEvent(.move, at: position, timestamp: seconds)))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let position = Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
            batch.input.append(.wheel(dx: Double(wheel.preciseX) * flip, dy: Double(wheel.preciseY) * flip, at: position))
        case SDL_KEYDOWN:
            let key = event.key
            // Held keys repeat; every binding is a toggle or a single step, so ignore repeats.
            guard key.repeat == 0 else { return }
            let name = String(cString: SDL_GetKeyName(key.keysym.sym))
            guard !name.isEmpty else { return }
            let modifiers = UInt32(key.keysym.mod)
            batch.input.append(.key(KeyPress(
                name,
                shift: modifiers & KMOD_SHIFT.rawValue != 0,
                control: modifiers & KMOD_CTRL.rawValue != 0
            )))
        case SDL_WINDOWEVENT:
            convertWindowEvent(event.window, into: &batch)
        default:
            break
        }
    }

    private func convertWindowEvent(_ window: SDL_WindowEvent, into batch: inout Batch) {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_FOCUS_LOST:
            batch.input.append(.focusLost)
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            batch.input.append(.resize(width: Int(window.data1), height: Int(window.data2)))
        case SDL_WINDOWEVENT_MINIMIZED:
            batch.window.append(.minimized)
        case SDL_WINDOWEVENT_RESTORED:
            batch.window.append(.restored)
        case SDL_WINDOWEVENT_EXPOSED:
            batch.window.append(.exposed)
        default:
            break
        }
    }
}
