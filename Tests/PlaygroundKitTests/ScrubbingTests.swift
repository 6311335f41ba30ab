import Canvas
import Interactions
@testable import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// Looking at the past: Left and Right step through history, the scene stays as it is.
@Suite("Scrubbing through history")
struct ScrubbingTests {
    static let viewport = Viewport(width: 640, height: 360)

    /// A toss of Box#1 in a 640 × 360 window, run live for `frames` frames; every frame drawn is kept.
    static func tossedPlayground(frames: Int) throws -> (Playground, [Int: Framebuffer]) {
        let playground = try TestSupport.defaultPlayground()
        let events = TestSupport.drag(from: Point(x: 80, y: 60), by: Point(x: 200, y: 120), startFrame: 5, frames: 6)
        var drawn: [Int: Framebuffer] = [:]
        try Replay(script: InputScript(events: events, viewport: viewport), frames: frames).run(playground) { frame, framebuffer, _ in
            drawn[frame.number] = framebuffer
        }
        return (playground, drawn)
    }

    static func press(_ key: String, shift: Bool = false, _ playground: Playground, into framebuffer: inout Framebuffer) {
        playground.runFrame(events: [.key(KeyPress(key, shift: shift))], elapsed: 1.0 / 60, into: &framebuffer)
    }

    @Test("Scrubbing back k frames shows, byte for byte, the frame drawn k frames earlier (overlay off)", arguments: [1, 2, 7, 10, 23])
    func scrubbedFramesAreTheLiveFrames(k: Int) throws {
        let (playground, drawn) = try Self.tossedPlayground(frames: 40)
        var framebuffer = drawn[40]!
        // The first Left pauses (frame 41 shows what 40 showed) and goes one back.
        for _ in 0..<k { Self.press("left", playground, into: &framebuffer) }
        #expect(playground.isPaused)
        #expect(playground.timeTravel.shownFrame == 40 - k)
        #expect(framebuffer == drawn[40 - k], "frame \(40 - k) as it was drawn")
    }

    @Test("Shift steps ten frames; Right steps forward and, at the newest frame, is back in the present")
    func shiftAndRight() throws {
        let (playground, drawn) = try Self.tossedPlayground(frames: 40)
        var framebuffer = drawn[40]!
        Self.press("left", shift: true, playground, into: &framebuffer)
        #expect(playground.timeTravel.shownFrame == 30)
        #expect(framebuffer == drawn[30])
        Self.press("right", playground, into: &framebuffer)
        #expect(framebuffer == drawn[31])
        Self.press("right", shift: true, playground, into: &framebuffer)
        #expect(playground.timeTravel.shownFrame == nil, "the present")
        #expect(!playground.isInPast)
        #expect(framebuffer == drawn[40])
    }

    @Test("returnToPresent() shows the newest frame again and leaves scene time paused")
    func returnToPresent() throws {
        let (playground, drawn) = try Self.tossedPlayground(frames: 40)
        var framebuffer = drawn[40]!
        playground.scrub(toFrame: 25)
        #expect(playground.isInPast)
        playground.returnToPresent()
        #expect(!playground.isInPast)
        #expect(playground.isPaused, "scrubbing paused; coming back does not resume")
        #expect(playground.shownFrameNumber == 40)
        playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
        #expect(playground.frameNumber == 41)
        #expect(framebuffer == drawn[40], "a paused frame in the present draws what the newest frame drew")
    }

    @Test("Looking at the past changes nothing: resuming continues from the present as if nobody had looked")
    func resumeContinuesFromThePresent() throws {
        func run(scrubbing: Bool) throws -> (Framebuffer, [String]) {
            let playground = try TestSupport.defaultPlayground()
            var events = TestSupport.drag(from: Point(x: 80, y: 60), by: Point(x: 200, y: 120), startFrame: 5, frames: 6)
            events.append(ScriptEvent(frame: 20, .key(KeyPress("p"))))
            if scrubbing {
                for frame in 21...30 { events.append(ScriptEvent(frame: frame, .key(KeyPress("left", shift: frame % 2 == 0)))) }
                // A press on the past reaches no box.
                events.append(ScriptEvent(frame: 31, .pointer(PointerEvent(.down, at: Point(x: 200, y: 120), timestamp: 0.5))))
                events.append(ScriptEvent(frame: 32, .pointer(PointerEvent(.up, at: Point(x: 240, y: 120), timestamp: 0.55))))
                events.append(ScriptEvent(frame: 33, .key(KeyPress("x"))))
            }
            events.append(ScriptEvent(frame: 35, .key(KeyPress("p"))))
            let script = InputScript(events: events, viewport: Self.viewport)
            let frames = try Replay(script: script, frames: 90, captureFrames: [90]).capture(playground)
            return (frames[90]!, playground.scene.logger.loggedItems.map(\.description))
        }
        let plain = try run(scrubbing: false), looked = try run(scrubbing: true)
        #expect(looked.0 == plain.0)
        #expect(looked.1 == plain.1)
    }
}
