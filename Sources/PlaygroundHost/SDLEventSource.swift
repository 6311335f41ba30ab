internal import CSDL2
internal import CSDL2Events
import Canvas
import Interactions
import PlaygroundKit
import PlaygroundSession

/// Pulls events from SDL and converts them to `InputEvent`s in scene coordinates.
///
/// Pointer positions arrive in window points, which are the scene's
/// coordinates, so they pass through unchanged whatever the display's pixel
/// density. Pointer timestamps are SDL's event times in seconds; only their
/// differences matter, for velocity. Events are passed on as SDL gives them:
/// what reads them clamps them into `InputBounds` at its one entry (the
/// playground before its layers and its recording, the review window), so a
/// recording of any session loads again.
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
    ///
    /// Hovering (moves with no button held) is kept apart, and typed text is
    /// marked: the loop delivers them only when the playground wants them, so
    /// recordings hold only what mattered. Text stays among the keys in the
    /// order typed, because SDL sends a key's text after the key and before
    /// the next key (typing `5` then Enter must give `5` before the Enter).
    struct Batch {
        var input: [InputEvent] = []
        /// The modifier keys held with each of ``input`` (the mouse emulates fingers with them).
        var modifiers: [KeyModifiers] = []
        var window: [WindowChange] = []
        /// The last hover of the batch (earlier ones are superseded).
        var hover: PointerEvent?
        var isEmpty: Bool { input.isEmpty && window.isEmpty && hover == nil }

        /// Adds `later`'s events after these (its hover supersedes this one's).
        mutating func absorb(_ later: Batch) {
            input += later.input
            modifiers += later.modifiers
            window += later.window
            hover = later.hover ?? hover
        }

        /// Adds an input event, with the modifier keys held as it happened.
        mutating func append(_ event: InputEvent, modifiers: KeyModifiers = []) {
            input.append(event)
            self.modifiers.append(modifiers)
        }

        /// Drops earlier resizes: an interactive resize sends a stream of sizes, the last one counts.
        mutating func removeResizes() {
            for index in input.indices.reversed() {
                if case .resize = input[index] {
                    input.remove(at: index)
                    modifiers.remove(at: index)
                }
            }
        }
    }

    /// The X server's time of the pointer event SDL is about to deliver, in
    /// seconds, from the system event that precedes it (0 when there is none).
    private var pendingPointerTime = 0.0
    /// Whether pointer times come from the X server (then always, so one drag never mixes clocks).
    private var usesX11Time = false
    /// SDL's finger ids, by the small ids the playground gives them while they are down.
    private var touchIDs: [SDL_FingerID: Int] = [:]

    /// Asks SDL for the system events that carry X11's own event times.
    init() {
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
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
        let milliseconds = CheckedInt.from(min(max(timeout, 0), 10) * 1000, in: 0...10_000) ?? 0
        if SDL_WaitEventTimeout(&event, Int32(milliseconds)) != 0 {
            convert(event, into: &batch)
            while SDL_PollEvent(&event) != 0 {
                convert(event, into: &batch)
            }
        }
        return batch
    }

    private mutating func convert(_ event: SDL_Event, into batch: inout Batch) {
        var event = event
        if event.type == SDL_SYSWMEVENT.rawValue {
            let time = CSDL2Events_x11PointerTime(&event)
            if time != 0 {
                pendingPointerTime = Double(time) / 1000
                usesX11Time = true
            }
            return
        }
        // SDL2 stamps events when it pumps them, once a frame; X11 says when each happened.
        var seconds = Double(event.common.timestamp) / 1000
        if usesX11Time, [SDL_MOUSEMOTION.rawValue, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue].contains(event.type) {
            seconds = pendingPointerTime
        }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            batch.append(.quit)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != CSDL2_touchMouseID() else { return }
            let phase: PointerEvent.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            batch.hover = nil  // a hover before a press is old news; delivered after it, it would read as a drag
            let position = Point(x: Double(button.x), y: Double(button.y))
            batch.append(
                .pointer(
                    PointerEvent(
                        phase, at: position, button: PointerEvent.Button(number: Int(button.button)), timestamp: seconds
                    )), modifiers: Self.modifiers())
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != CSDL2_touchMouseID() else { return }
            let move = PointerEvent(.move, at: Point(x: Double(motion.x), y: Double(motion.y)), timestamp: seconds)
            if motion.state != 0 || reportsHover {
                // A drag (or, for a window that wants every move, any move) goes in order with the rest.
                batch.append(.pointer(move), modifiers: Self.modifiers())
                batch.hover = nil
            } else {
                batch.hover = move
            }
        case SDL_TEXTINPUT:
            var characters = event.text.text
            let text = withUnsafeBytes(of: &characters) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if !text.isEmpty { batch.append(.text(text)) }
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let position = Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
            batch.append(.wheel(dx: Double(wheel.preciseX) * flip, dy: Double(wheel.preciseY) * flip, at: position), modifiers: Self.modifiers())
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            if let finger = touch(event.tfinger, type: event.type, seconds: seconds) { batch.append(.finger(finger)) }
        case SDL_KEYDOWN:
            let key = event.key
            // Held keys repeat; every binding is a toggle or a single step, so ignore repeats,
            // except the arrows, which scrub through history while held.
            let name = String(cString: SDL_GetKeyName(key.keysym.sym))
            guard !name.isEmpty, key.repeat == 0 || name == "Left" || name == "Right" else { return }
            let modifiers = UInt32(key.keysym.mod)
            batch.append(
                .key(
                    KeyPress(
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
            batch.append(.focusLost)
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            batch.removeResizes()
            batch.append(.resize(width: Int(window.data1), height: Int(window.data2)))
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

    // MARK: - Touch

    /// A touch screen's finger, in window points, with a small id of its own
    /// (SDL's finger ids are large and arbitrary; recordings keep ids small).
    private mutating func touch(_ event: SDL_TouchFingerEvent, type: UInt32, seconds: Double) -> FingerEvent? {
        guard let window = SDL_GetWindowFromID(event.windowID) else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        let position = Point(x: Double(event.x) * Double(width), y: Double(event.y) * Double(height))
        let phase: FingerEvent.Phase
        switch SDL_EventType(type) {
        case SDL_FINGERDOWN: phase = .down
        case SDL_FINGERUP: phase = .up
        default: phase = .move
        }
        if phase == .down, touchIDs[event.fingerId] == nil {
            touchIDs[event.fingerId] = (0...).first { id in !touchIDs.values.contains(id) }
        }
        guard let id = touchIDs[event.fingerId] else { return nil }
        if phase == .up { touchIDs[event.fingerId] = nil }
        return FingerEvent(phase, id: id, at: position, timestamp: seconds)
    }

    /// The modifier keys held now (Alt, Shift, Control): with a pointer or wheel event, they choose finger emulation.
    private static func modifiers() -> KeyModifiers {
        let state = UInt32(SDL_GetModState().rawValue)
        var modifiers: KeyModifiers = []
        if state & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if state & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if state & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
