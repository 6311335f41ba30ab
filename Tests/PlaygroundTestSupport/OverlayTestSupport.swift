import Canvas
import Interactions
import PlaygroundKit
import PlaygroundOverlay

/// Helpers for the overlay's tests: a default-scene playground with the
/// overlay installed, and script events for clicks, keys and throws.
public enum OverlayTestSupport {
    /// A fresh default-scene playground (1280 × 720) with the overlay installed.
    public static func playground() throws -> (Playground, OverlayLayer) {
        let playground = try TestSupport.defaultPlayground()
        let overlay = playground.installOverlay()
        return (playground, overlay)
    }

    /// A key press on `frame`.
    public static func key(_ name: String, shift: Bool = false, control: Bool = false, frame: Int) -> ScriptEvent {
        ScriptEvent(frame: frame, .key(KeyPress(name, shift: shift, control: control)))
    }

    /// A click (press on `frame`, release on the next frame, without moving).
    public static func click(at point: Point, frame: Int, button: PointerEvent.Button = .primary) -> [ScriptEvent] {
        [
            ScriptEvent(frame: frame, .pointer(PointerEvent(.down, at: point, button: button, timestamp: ScriptEvent.time(ofFrame: frame)))),
            ScriptEvent(frame: frame + 1, .pointer(PointerEvent(.up, at: point, button: button, timestamp: ScriptEvent.time(ofFrame: frame + 1)))),
        ]
    }

    /// A fast throw of the box at `start`: a drag of `offset` over `frames` frames, released while moving.
    public static func toss(from start: Point, by offset: Point, startFrame: Int, frames: Int = 8) -> [ScriptEvent] {
        TestSupport.drag(from: start, by: offset, startFrame: startFrame, frames: frames)
    }

    /// The centre of a default-scene box.
    public static func center(of name: String, in playground: Playground) -> Point {
        playground.scene.box(named: name)!.position
    }

    /// Handles one pointer event now, as a host would.
    public static func pointer(_ phase: PointerEvent.Phase, _ point: Point, _ playground: Playground, at time: Double = 0, button: PointerEvent.Button = .primary) {
        playground.handle(.pointer(PointerEvent(phase, at: point, button: button, timestamp: time)))
    }

    /// Replays `events` (sorted by frame) for `frames` frames and returns the frames captured.
    public static func replay(
        _ events: [ScriptEvent], frames: Int, capture: [Int], on playground: Playground
    ) throws -> [Int: Framebuffer] {
        let script = InputScript(events: events.sorted { $0.frame < $1.frame })
        return try Replay(script: script, frames: frames, captureFrames: capture).capture(playground)
    }
}
