internal import CSDL2
import Interactions
import PlaygroundKit
import PlaygroundSession

/// Puts input into SDL's own event queue, as a device would: the seam tests
/// use to drive a real window through ``SDLEventSource`` (on the dummy video
/// driver, which has no devices), so what they check went the whole way a
/// person's input goes.
///
/// Keys, mouse buttons, mouse motion (with the button held, or not), the
/// wheel, touch-screen fingers, the window losing focus or changing size, and
/// quit can be pushed; anything else (text, and the session's own tunes,
/// commands and notes) is not something SDL would send and is refused. The
/// modifier keys held with the mouse are SDL's keyboard state, which
/// ``hold(_:)`` sets, as a person holding Alt would.
///
/// ```swift
/// var input = SDLEventInjection()
/// input.push(.key(KeyPress("g", shift: true)))
/// input.hold([.alt])
/// input.push(.pointer(PointerEvent(.down, at: Point(x: 200, y: 200), timestamp: 0)))
/// ```
struct SDLEventInjection {
    /// The buttons pushed down and not yet up, for the motion events that follow (a drag).
    private var heldButtons: UInt32 = 0

    /// Pushes `event` into SDL's queue; returns whether SDL took it.
    @discardableResult
    mutating func push(_ event: InputEvent) -> Bool {
        var sdl = SDL_Event()
        switch event {
        case let .key(press):
            sdl.type = SDL_KEYDOWN.rawValue
            sdl.key.state = UInt8(SDL_PRESSED)
            sdl.key.keysym.sym = SDL_GetKeyFromName(press.key)
            guard sdl.key.keysym.sym != SDLK_UNKNOWN.rawValue else { return false }
            var modifiers: UInt32 = 0
            if press.shift { modifiers |= KMOD_LSHIFT.rawValue }
            if press.control { modifiers |= KMOD_LCTRL.rawValue }
            sdl.key.keysym.mod = UInt16(modifiers)
        case let .pointer(pointer):
            let x = Int32(pointer.position.x.rounded()), y = Int32(pointer.position.y.rounded())
            let number: Int32 =
                switch pointer.button {
                case .primary: 1
                case .middle: 2
                case .secondary: 3
                case let .other(number): Int32(number)
                }
            switch pointer.phase {
            case .down, .up:
                sdl.type = (pointer.phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
                sdl.button.button = UInt8(number)
                sdl.button.state = UInt8(pointer.phase == .down ? SDL_PRESSED : SDL_RELEASED)
                sdl.button.x = x
                sdl.button.y = y
                sdl.button.clicks = 1
            case .move:
                sdl.type = SDL_MOUSEMOTION.rawValue
                sdl.motion.state = heldButtons
                sdl.motion.x = x
                sdl.motion.y = y
            case .cancel:
                return false
            }
            if pointer.phase == .down { heldButtons |= CSDL2_buttonMask(number) }
            if pointer.phase == .up { heldButtons &= ~CSDL2_buttonMask(number) }
        case .quit:
            sdl.type = SDL_QUIT.rawValue
        case let .wheel(dx, dy, position):
            sdl.type = SDL_MOUSEWHEEL.rawValue
            sdl.wheel.preciseX = Float(dx)
            sdl.wheel.preciseY = Float(dy)
            sdl.wheel.x = Int32(dx.rounded())
            sdl.wheel.y = Int32(dy.rounded())
            sdl.wheel.mouseX = Int32(position.x.rounded())
            sdl.wheel.mouseY = Int32(position.y.rounded())
            sdl.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        case let .finger(finger):
            guard let window = Self.window() else { return false }
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowSize(window, &width, &height)
            sdl.type = (finger.phase == .down ? SDL_FINGERDOWN : finger.phase == .move ? SDL_FINGERMOTION : SDL_FINGERUP).rawValue
            sdl.tfinger.touchId = 1
            sdl.tfinger.fingerId = SDL_FingerID(finger.id)
            sdl.tfinger.x = Float(finger.position.x / Double(max(width, 1)))
            sdl.tfinger.y = Float(finger.position.y / Double(max(height, 1)))
            sdl.tfinger.windowID = SDL_GetWindowID(window)
        case .focusLost:
            guard let window = Self.window() else { return false }
            sdl.type = SDL_WINDOWEVENT.rawValue
            sdl.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            sdl.window.windowID = SDL_GetWindowID(window)
        case let .resize(width, height, _):
            guard let window = Self.window() else { return false }
            sdl.type = SDL_WINDOWEVENT.rawValue
            sdl.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            sdl.window.data1 = Int32(width)
            sdl.window.data2 = Int32(height)
            sdl.window.windowID = SDL_GetWindowID(window)
        case .text, .tune, .command, .note:
            return false
        }
        return SDL_PushEvent(&sdl) == 1
    }

    /// Holds `modifiers` down (and lets go of the others), for the mouse and wheel events read next.
    func hold(_ modifiers: KeyModifiers) {
        var state: UInt32 = 0
        if modifiers.contains(.alt) { state |= KMOD_LALT.rawValue }
        if modifiers.contains(.shift) { state |= KMOD_LSHIFT.rawValue }
        if modifiers.contains(.control) { state |= KMOD_LCTRL.rawValue }
        SDL_SetModState(SDL_Keymod(rawValue: state))
    }

    /// The process's one window (SDL numbers windows from 1).
    private static func window() -> OpaquePointer? {
        (1...16).lazy.compactMap { SDL_GetWindowFromID(UInt32($0)) }.first
    }
}
