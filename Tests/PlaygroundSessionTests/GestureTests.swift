import Canvas
import CanvasSnapshotTesting
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import SnapshotTesting
import Testing

/// Two fingers in the playground: scripts, the mouse's emulation, the seed
/// scene, and what the overlay draws.
@Suite("Gestures: two fingers, from scripts, touch screens and the mouse")
struct GestureTests {
    /// Two fingers about `center`, `radius` apart from it at `angle`, on `frame`.
    static func fingers(_ phase: FingerEvent.Phase, _ center: Point, radius: Double, angle: Double, frame: Int) -> [ScriptEvent] {
        let offset = Point(x: radius * cos(angle), y: radius * sin(angle))
        let time = ScriptEvent.time(ofFrame: frame)
        return [
            ScriptEvent(frame: frame, .finger(FingerEvent(phase, id: 0, at: center - offset, timestamp: time))),
            ScriptEvent(frame: frame, .finger(FingerEvent(phase, id: 1, at: center + offset, timestamp: time))),
        ]
    }

    /// Down at ±20 px on frame 5, spread to ±`radius` px while turning by `turn`, over frames 6–15; up on `release`.
    static func twist(_ center: Point, radius: Double, turn: Double, release: Int = 20) -> [ScriptEvent] {
        var events = fingers(.down, center, radius: 20, angle: 0, frame: 5)
        for step in 1...10 {
            let t = Double(step) / 10
            events += fingers(.move, center, radius: 20 + (radius - 20) * t, angle: turn * t, frame: 5 + step)
        }
        return events + fingers(.up, center, radius: radius, angle: turn, frame: release)
    }

    private func run(_ playground: Playground, _ events: [ScriptEvent], frames: Int) throws {
        try Replay(script: InputScript(events: events), frames: frames).run(playground) { _, _, _ in }
    }

    @Test("Spread from ±20 to ±40 px while turning 45°: mid-gesture scene.txt shows scale 2 and rotation 0.785 about the kept centre; after release both stay")
    func pinchAndTurn() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let center = Point(x: 160, y: 120)  // Box#1's centre
        let events = Self.twist(center, radius: 40, turn: .pi / 4)
        var options = HeadlessOptions(script: InputScript(events: events), outputDirectory: folder)
        options.frames = 15
        _ = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        let state = try String(contentsOfFile: folder + "/scene.txt", encoding: .utf8)
        let line = try #require(state.split(separator: "\n").first { $0.hasPrefix("Box#1 ") })
        let scale = try #require(Double(Self.field("scale", in: line)))
        let rotation = try #require(Double(Self.field("rotation", in: line)))
        #expect(abs(scale - 2) <= 0.02, "\(line)")
        #expect(abs(rotation - 0.785) <= 0.01, "\(line)")
        #expect(line.contains("position=(160, 120)"), "the centre is kept: \(line)")

        let playground = try TestSupport.defaultPlayground()
        try run(playground, events, frames: 140)
        let box = try #require(playground.scene.box(named: "Box#1"))
        #expect(abs(box.scale - 2) <= 0.02 && abs(box.rotation - .pi / 4) <= 0.01, "scale and rotation stay after release")
        #expect(!playground.scene.runtime.isActive)
        let log = playground.scene.logger.loggedItems.map(\.description).joined(separator: "\n")
        #expect(log.contains("(pinch) by DragPerformer on Box#1") && log.contains("(rotate) by DragPerformer on Box#1"))
    }

    @Test("Spread to 4× and released, the scale springs back and settles at the 3× limit")
    func springsBackToTheLimit() throws {
        let playground = try TestSupport.defaultPlayground()
        try run(playground, Self.twist(Point(x: 160, y: 120), radius: 80, turn: 0), frames: 200)
        let box = try #require(playground.scene.box(named: "Box#1"))
        #expect(box.scale == 3)
        #expect(!playground.scene.runtime.isActive)
    }

    @Test("In the seed scene the same twist scales squareView and leaves it unturned; circleView fades in over 0.3 s")
    func seedScene() throws {
        let playground = Playground(scene: .makeSeed(), font: try TestSupport.font())
        let square = try #require(playground.scene.box(named: "squareView"))
        let circle = try #require(playground.scene.box(named: "circleView"))
        var opacities: [Int: Double] = [:]
        try Replay(script: InputScript(events: Self.twist(square.position, radius: 40, turn: .pi / 4)), frames: 140)
            .run(playground) { frame, _, _ in opacities[frame.number] = circle.opacity }
        #expect(opacities[2]! < 0.5)
        #expect(opacities[60] == 1)
        #expect(abs(square.scale - 2) <= 0.02)
        #expect(square.rotation == 0, "Rotatable \"name2\" was removed in the same transaction")
        let performers = try #require(playground.scene.ledger.target(named: "circleView")).performers
        #expect(performers == ["FadePerformer", "DragPerformer"], "two plan families, two performers")
        #expect(playground.scene.traces[0].state == .passed, "the pinch started, ended, and the runtime came to rest")
    }

    @Test("The seed scene's square has one gesture performer for its drag and pinch before any gesture")
    func seedPerformers() throws {
        let playground = Playground(scene: .makeSeed(), font: try TestSupport.font())
        #expect(playground.scene.ledger.target(named: "squareView")?.performers == ["DragPerformer"])
        #expect(playground.scene.ledger.target(named: "squareView")?.plans.map(\.typeName) == ["Draggable", "Pinchable"])
    }

    @Test(
        "Finger streams no hand could make are refused with one line naming the event",
        arguments: [
            (#"{"frame": 1, "type": "fingerMove", "id": 3, "x": 1, "y": 1}"#, "event 1 (frame 1): finger 3 moves but is not down"),
            (#"{"frame": 1, "type": "fingerDown", "id": 3, "x": 1, "y": 1}, {"frame": 2, "type": "fingerDown", "id": 3, "x": 1, "y": 1}"#, "event 2 (frame 2): finger 3 goes down twice"),
            (
                #"{"frame": 1, "type": "fingerDown", "id": 0, "x": 1, "y": 1}, {"frame": 1, "type": "fingerDown", "id": 1, "x": 1, "y": 1}, {"frame": 1, "type": "fingerDown", "id": 2, "x": 1, "y": 1}"#,
                "a third finger (2) goes down"
            ),
            (#"{"frame": 1, "type": "fingerUp", "id": 0, "x": 1, "y": 1}"#, "finger 0 lifts but is not down"),
            (#"{"frame": 1, "type": "fingerDown", "id": -1, "x": 1, "y": 1}"#, "\"id\" must be a finger number from 0 to 1000"),
        ])
    func badFingerStreams(events: String, expected: String) {
        do throws(PlaygroundError) {
            _ = try InputScript(json: Data((#"{"version": 2, "events": ["# + events + "]}").utf8))
            Issue.record("accepted: \(events)")
        } catch {
            #expect(error.description.contains(expected), "got: \(error.description)")
        }
    }

    @Test("Live, fingers a gesture cannot take are ignored safely")
    func badLiveFingersAreIgnored() throws {
        let playground = try TestSupport.defaultPlayground()
        let box = try #require(playground.scene.box(named: "Box#1"))
        for event in Self.fingers(.down, box.position, radius: 20, angle: 0, frame: 1) { playground.handle(event.event) }
        playground.handle(.finger(FingerEvent(.down, id: 7, at: box.position, timestamp: 0.02)))
        playground.handle(.finger(FingerEvent(.move, id: 9, at: .zero, timestamp: 0.03)))
        #expect(box.recognizer.fingers.map(\.id) == [0, 1])
    }

    @Test("The mouse emulates fingers: Alt-drag mirrors a second finger about the box's centre, and the recording holds fingers only")
    func altDragEmulatesTwoFingers() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let playground = try TestSupport.defaultPlayground()
        let session = LiveSession(
            playground: playground, output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 1280, height: 720), refreshRate: 60)
        let center = Point(x: 480, y: 120)  // Box#2
        let start = center + Point(x: 20, y: 0)
        session.receive(.pointer(PointerEvent(.down, at: start, timestamp: 1)), modifiers: [.alt])
        session.runFrame(interval: nil, now: 0)
        for step in 1...8 {
            let angle = Double(step) / 8 * .pi / 2
            session.receive(.pointer(PointerEvent(.move, at: center + Point(x: 40 * cos(angle), y: 40 * sin(angle)), timestamp: 1 + Double(step) / 60)), modifiers: [.alt])
            session.runFrame(interval: 1.0 / 60, now: 0)
        }
        let box = try #require(playground.scene.box(named: "Box#2"))
        #expect(abs(box.scale - 2) < 0.01)
        #expect(abs(box.rotation - .pi / 2) < 0.01)
        session.receive(.pointer(PointerEvent(.up, at: center + Point(x: 0, y: 40), timestamp: 1.2)), modifiers: [.alt])
        session.runFrame(interval: 1.0 / 60, now: 0)
        let recorded = session.recorder.script.events.map(\.event)
        #expect(recorded.allSatisfy { if case .finger = $0 { true } else { false } })
        #expect(recorded.count == 2 * 10)

        let replayed = try TestSupport.defaultPlayground()
        try Replay(script: session.recorder.script).run(replayed) { _, _, _ in }
        #expect(replayed.scene.box(named: "Box#2")!.scale == box.scale)
        #expect(replayed.scene.box(named: "Box#2")!.rotation == box.rotation)
    }

    @Test("Ctrl-wheel pinches about the pointer, Shift-wheel turns; the wheel's fingers lift once the wheel is still")
    func wheelEmulation() throws {
        let playground = try TestSupport.defaultPlayground()
        var emulator = TouchEmulator()
        let center = Point(x: 800, y: 120)  // Box#3
        var events = emulator.convert(.wheel(dx: 0, dy: 3, at: center), modifiers: [.control], in: playground, frame: 1, time: 0)
        events += emulator.convert(.wheel(dx: 0, dy: 2, at: center), modifiers: [.shift], in: playground, frame: 2, time: 1.0 / 60)
        for event in events { playground.handle(event) }
        playground.advanceFrame(by: 1.0 / 60)
        let box = try #require(playground.scene.box(named: "Box#3"))
        #expect(abs(box.scale - 1.331) < 1e-9, "1.1 cubed")
        #expect(abs(box.rotation - .pi / 9) < 1e-9, "two notches of 10°")
        #expect(emulator.frameStarted(10, time: 9.0 / 60).isEmpty)
        let lift = emulator.frameStarted(2 + TouchEmulator.wheelReleaseFrames, time: 0.5)
        #expect(lift.count == 2)
        #expect(lift.allSatisfy { if case let .finger(finger) = $0 { finger.timestamp == 0.5 } else { false } }, "stamped by the frame clock")
        for event in lift { playground.handle(event) }
        #expect(box.recognizer.fingers.isEmpty)
        #expect(
            emulator.convert(.wheel(dx: 0, dy: 1, at: Point(x: 640, y: 360)), modifiers: [.control], in: playground, frame: 30, time: 0.5)
                == [.wheel(dx: 0, dy: 1, at: Point(x: 640, y: 360))], "over empty space the wheel stays a wheel")
    }

    @Test("A turned, pinched box in the overlay: its outline, brackets and ghost follow it, and both fingers and the centroid show")
    func turnedBoxGolden() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let center = Point(x: 480, y: 360)
        let box5 = try #require(playground.scene.box(named: "Box#5"))
        box5.position = center
        var events = Self.twist(center, radius: 34, turn: 0.5, release: 40)
        events += OverlayTestSupport.click(at: center, frame: 2, button: .secondary)
        let frames = try OverlayTestSupport.replay(events, frames: 15, capture: [15], on: playground)
        #expect(overlay.selection.box === box5)
        #expect(box5.recognizer.fingers.count == 2)
        assertSnapshot(of: try #require(frames[15]), as: .png)
    }

    /// The value after `name=` in a scene.txt line.
    static func field(_ name: String, in line: Substring) -> String {
        let start = line.range(of: name + "=")!.upperBound
        return String(line[start...].prefix { $0 != " " })
    }
}
