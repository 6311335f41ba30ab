internal import CSDL2
import Interactions
import PlaygroundKit

/// Puts input into SDL's own event queue, as a device would: the seam tests
/// use to drive a real window through ``SDLEventSource`` (on the dummy video
/// driver, which has no devices), so what they check went the whole way a
/// person's input goes.
///
/// Keys, mouse buttons, mouse motion (with the button held, or not) and quit
/// can be pushed; anything else is not something SDL would send and is refused.
///
/// ```swift
/// var input = SDLEventInjection()
/// input.push(.key(KeyPress("g", shift: true)))
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
        case .finger, .wheel, .text, .focusLost, .resize, .tune, .command, .note:
            return false
        }
        return SDL_PushEvent(&sdl) == 1
    }
}
