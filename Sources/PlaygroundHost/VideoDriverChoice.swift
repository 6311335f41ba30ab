/// Which of SDL's video drivers may open a window on this machine, decided
/// before SDL starts, so that a machine with no display gets one line of ours
/// and nothing from SDL or the libraries it probes.
///
/// SDL tries its drivers in order until one starts. Left to itself on a
/// machine with no display, it does two unhelpful things:
/// - its Wayland driver asks libwayland for a compositor, and libwayland
///   prints `error: XDG_RUNTIME_DIR is invalid or not set in the environment.`
///   on standard error when it has no runtime folder to look in (its
///   `connect_to_socket`). Such a driver cannot connect anyway, so it is left
///   out when no `WAYLAND_SOCKET` is inherited and neither `WAYLAND_DISPLAY`
///   nor `XDG_RUNTIME_DIR` is an absolute path (libwayland's own test);
/// - it falls back to `offscreen`, `dummy` or `evdev`, which start and show
///   nothing. They are left out, so SDL says it has no video device.
///
/// A driver named in `SDL_VIDEODRIVER` is always respected as given (tests
/// ask for `dummy`, the end-to-end tests for `x11`): ``candidates(available:environment:)``
/// returns `nil` then, and SDL chooses as it always does.
///
/// ```swift
/// VideoDriverChoice.candidates(available: ["x11", "wayland", "kmsdrm", "offscreen", "dummy"],
///                              environment: { _ in nil })   // ["x11", "kmsdrm"]
/// ```
enum VideoDriverChoice {
    /// Drivers that start without a display and show nothing.
    static let showNothing: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The drivers worth trying, in SDL's order; `nil` when `SDL_VIDEODRIVER` names some.
    ///
    /// - Parameters:
    ///   - available: SDL's drivers, in the order it tries them.
    ///   - environment: The value of an environment variable, `nil` when unset.
    static func candidates(available: [String], environment: (String) -> String?) -> [String]? {
        if let requested = environment("SDL_VIDEODRIVER"), !requested.isEmpty { return nil }
        let reachesWayland =
            environment("WAYLAND_SOCKET").map { !$0.isEmpty } == true
            || environment("WAYLAND_DISPLAY")?.hasPrefix("/") == true
            || environment("XDG_RUNTIME_DIR")?.hasPrefix("/") == true
        return available.filter { driver in
            !showNothing.contains(driver) && (driver != "wayland" || reachesWayland)
        }
    }
}
