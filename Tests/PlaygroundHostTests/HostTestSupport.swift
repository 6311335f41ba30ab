import Canvas
import Foundation
import Interactions
import PlaygroundKit

/// Shared helpers for the window's tests.
enum HostTestSupport {
    /// SDL's video subsystem is one per process: a window's test that quits SDL while another
    /// suite's window is presenting pulls the renderer from under it (a segfault inside SDL, seen
    /// under AddressSanitizer). Suites run in parallel, so every in-process window goes through here.
    private static let windowGate = NSLock()

    /// Runs `body`, which opens a window in this process, when no other test has one open; the
    /// dummy driver is chosen first, inside the gate, so no test changes the environment while
    /// SDL reads it.
    ///
    /// ```swift
    /// let summary = try HostTestSupport.oneWindowAtATime { try PlaygroundWindow.run(playground, options: options) }
    /// ```
    static func oneWindowAtATime<Result>(_ body: () throws -> Result) rethrows -> Result {
        windowGate.lock()
        defer { windowGate.unlock() }
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return try body()
    }

    /// A fresh default-scene playground.
    static func defaultPlayground() throws -> Playground {
        Playground(scene: .makeDefault(), font: try Assets.locate().loadFont())
    }

    /// A fresh temporary folder path (not created).
    static func temporaryFolder(_ name: String = #function) -> String {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        return FileManager.default.temporaryDirectory.path + "/playground-host-\(safe)-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// A drag of `offset` over `frames` frames from `start`, pressed on `startFrame`.
    static func drag(from start: Point, by offset: Point, startFrame: Int, frames: Int) -> [ScriptEvent] {
        var events = [ScriptEvent(frame: startFrame, .pointer(PointerEvent(.down, at: start, timestamp: ScriptEvent.time(ofFrame: startFrame))))]
        for step in 1...frames {
            let frame = startFrame + step
            let position = start + offset * (Double(step) / Double(frames))
            events.append(ScriptEvent(frame: frame, .pointer(PointerEvent(.move, at: position, timestamp: ScriptEvent.time(ofFrame: frame)))))
        }
        let end = startFrame + frames + 1
        events.append(ScriptEvent(frame: end, .pointer(PointerEvent(.up, at: start + offset, timestamp: ScriptEvent.time(ofFrame: end)))))
        return events
    }
}
