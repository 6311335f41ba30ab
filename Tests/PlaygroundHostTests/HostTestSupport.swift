import Canvas
import Foundation
import Interactions
import PlaygroundKit

/// Shared helpers for the window's tests.
enum HostTestSupport {
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
