import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit

/// Shared helpers for the playground's tests.
public enum TestSupport {
    /// The bundled font (loaded once per call; it is 4 KB).
    public static func font() throws -> BitmapFont {
        try Assets.locate().loadFont()
    }

    /// A fresh default-scene playground.
    public static func defaultPlayground() throws -> Playground {
        Playground(scene: .makeDefault(), font: try font())
    }

    /// A fresh, empty temporary folder.
    public static func temporaryFolder(_ name: String = #function) -> String {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let path = FileManager.default.temporaryDirectory.path + "/playground-tests-\(safe)-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    /// The `playground` binary of this build, beside the test bundle (or in the
    /// working directory's `.build/debug`), for tests that run it as a person does.
    public static func playgroundExecutable() -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("playground").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let fallback = FileManager.default.currentDirectoryPath + "/.build/debug/playground"
        return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
    }

    /// A drag of `distance` points right and `drop` down over `frames` frames, starting at `start` on `frame`.
    public static func drag(from start: Point, by offset: Point, startFrame: Int, frames: Int) -> [ScriptEvent] {
        var events = [ScriptEvent(frame: startFrame, .pointer(PointerEvent(.down, at: start, timestamp: ScriptEvent.time(ofFrame: startFrame))))]
        for step in 1...frames {
            let position = start + offset * (Double(step) / Double(frames))
            let frame = startFrame + step
            events.append(ScriptEvent(frame: frame, .pointer(PointerEvent(.move, at: position, timestamp: ScriptEvent.time(ofFrame: frame)))))
        }
        let end = startFrame + frames + 1
        events.append(ScriptEvent(frame: end, .pointer(PointerEvent(.up, at: start + offset, timestamp: ScriptEvent.time(ofFrame: end)))))
        return events
    }

    /// Runs `events` (any order) on `playground` for `frames` 60 Hz frames, as a replay does but
    /// without drawing (drawing never changes the scene), and returns `observe()` after each frame.
    public static func run<T>(
        _ playground: Playground, _ events: [ScriptEvent], frames: Int, beforeEachFrame: (Int) -> Void = { _ in }, observe: () -> T
    ) -> [T] {
        let events = events.sorted { $0.frame < $1.frame }
        var framebuffer = Framebuffer(width: 1, height: 1)
        var next = 0
        var observed: [T] = []
        for number in 1...frames {
            var batch: [InputEvent] = []
            while next < events.count, events[next].frame == number {
                batch.append(events[next].event)
                next += 1
            }
            beforeEachFrame(number)
            playground.runFrame(events: batch, elapsed: 1.0 / 60, into: &framebuffer, draw: false)
            _ = playground.takeRequests()
            observed.append(observe())
        }
        return observed
    }
}
