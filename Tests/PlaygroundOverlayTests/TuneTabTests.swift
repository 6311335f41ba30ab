import Canvas
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundUI
import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// The Tune tab, driven by pointer, wheel and keys as a window drives it:
/// every change it makes is a `tune` input event on the next frame.
@Suite("The Tune tab")
struct TuneTabTests {
    /// Runs frames as a live session does, without drawing: the overlay's
    /// `.input` requests become the next frame's events, and are kept as the recording would keep them.
    final class Driver {
        let playground: Playground
        let overlay: OverlayLayer
        private var pending: [InputEvent] = []
        private var framebuffer = Framebuffer(width: 1, height: 1)
        /// Every `tune` event fed so far.
        private(set) var tunes: [TuneChange] = []
        private(set) var requests: [PlaygroundRequest] = []

        init() throws {
            (playground, overlay) = try OverlayTestSupport.playground()
        }

        /// One frame with `events` (after the requested input of the frame before).
        func frame(_ events: InputEvent...) {
            let all = pending + events
            pending.removeAll()
            for case let .tune(change) in all { tunes.append(change) }
            playground.runFrame(events: all, elapsed: 1.0 / 60, into: &framebuffer, draw: false)
            requests = playground.takeRequests()
            for case let .input(event) in requests { pending.append(event) }
        }

        /// Selects `name` with a right-click and opens the Tune tab.
        func tune(_ name: String) {
            let point = playground.scene.box(named: name)!.position
            frame(.pointer(PointerEvent(.down, at: point, button: .secondary, timestamp: 0)))
            frame(.pointer(PointerEvent(.up, at: point, button: .secondary, timestamp: 0)), .key(KeyPress("tab")))
            #expect(overlay.panel.tab == .tune)
        }

        /// Where the Tune tab's control `id` is now.
        func rect(_ id: WidgetID) -> Rect { overlay.frame(of: id, in: playground)! }

        /// Where `control`'s slider is at `fraction` of its length.
        func point(_ control: TuneControl, at fraction: Double) -> Point {
            TuneTabTests.point(control, at: fraction, overlay: overlay, playground: playground)
        }

        func click(_ point: Point) {
            frame(.pointer(PointerEvent(.down, at: point, timestamp: 0)))
            frame(.pointer(PointerEvent(.up, at: point, timestamp: 0)))
        }

        func tuning(_ name: String) -> BoxTuning { playground.scene.tuning.current(of: name) }
    }

    /// Where `control`'s slider is at `fraction` of its length (its widget takes 4 points more each side of the track).
    static func point(_ control: TuneControl, at fraction: Double, overlay: OverlayLayer, playground: Playground) -> Point {
        let grab = overlay.frame(of: OverlayUI.sliderID(control), in: playground)!
        return Point(x: grab.minX + 4 + fraction * (grab.size.width - 8), y: grab.center.y)
    }

    /// The `position`th chip of the row `row`.
    static func chip(_ row: StaticString, _ position: Int) -> WidgetID { WidgetID(row).child(position) }

    static func field(_ control: TuneControl) -> WidgetID { WidgetID("tune.field", TuneControl.allCases.firstIndex(of: control)!) }

    @Test("Dragging the stiffness slider asks for a tune with all four numbers, which the box takes on the next frame")
    func sliderDrag() throws {
        let driver = try Driver()
        driver.tune("Box#1")
        let start = driver.point(.stiffness, at: 0.25), end = driver.point(.stiffness, at: 0.75)
        driver.frame(.pointer(PointerEvent(.down, at: start, timestamp: 1)))
        let first = TuneControl.stiffness.value(atFraction: 0.25)
        #expect(driver.requests == [.input(.tune(TuneChange(target: "Box#1", stiffness: first, damping: 30, mass: 1, friction: 4.2)))])
        #expect(driver.tuning("Box#1") == BoxTuning(), "not yet: the event comes on the next frame")
        driver.frame(.pointer(PointerEvent(.move, at: end, timestamp: 1.1)))
        #expect(driver.tuning("Box#1").spring.stiffness == first)
        driver.frame(.pointer(PointerEvent(.up, at: end, timestamp: 1.2)))
        #expect(driver.tuning("Box#1").spring.stiffness == TuneControl.stiffness.value(atFraction: 0.75))
        #expect(driver.overlay.tune.dragging == nil)
        #expect(driver.playground.scene.box(named: "Box#1")!.position == Point(x: 160, y: 120), "the box never felt the drag")
    }

    @Test("In SwiftUI's terms the response slider sets stiffness (2π/response)²·m and keeps the damping fraction")
    func swiftUITerms() throws {
        let driver = try Driver()
        driver.tune("Box#2")
        driver.click(driver.rect(Self.chip("tune.terms", 1)).center)
        #expect(driver.overlay.tune.parameterisation == .swiftUI)
        driver.click(driver.point(.response, at: 0.5))
        driver.frame()
        let response = TuneControl.response.value(atFraction: 0.5)
        let spring = driver.tuning("Box#2").spring
        #expect(isClose(spring.response, response) && isClose(spring.dampingFraction, SpringParameters.default.dampingRatio))
        #expect(spring.stiffness == (2 * .pi / response) * (2 * .pi / response))
    }

    @Test("Clicking a number and typing one sets it on Enter; typed keys run no command; Esc drops it; an impossible number is refused")
    func typing() throws {
        let driver = try Driver()
        driver.tune("Box#3")
        let field = driver.rect(Self.field(.damping))
        driver.click(field.center)
        #expect(driver.overlay.tune.editing?.control == .damping)
        #expect(driver.playground.wantsText)
        driver.frame(.key(KeyPress("1")), .text("1"), .key(KeyPress("2")), .text("2"), .key(KeyPress("a")), .text("a"), .text(".5"))
        #expect(driver.overlay.tune.editing?.text == "12.5", "digits and a point only")
        #expect(driver.playground.timeScale == 1 && !driver.playground.isThrowingAgain, "1 and a were typed, not run")
        driver.frame(.key(KeyPress("return")))
        driver.frame()
        #expect(driver.tuning("Box#3").spring.damping == 12.5)

        driver.click(field.center)
        driver.frame(.text("99"), .key(KeyPress("escape")))
        driver.frame()
        #expect(driver.tuning("Box#3").spring.damping == 12.5 && driver.overlay.tune.editing == nil)

        driver.click(field.center)
        driver.frame(.text("-4"), .key(KeyPress("return")))
        driver.frame()
        #expect(driver.tuning("Box#3").spring.damping == 12.5)
        #expect(driver.overlay.tune.refusal == "-4 is not a possible damping")
    }

    @Test("A press outside the Tune tab drops the number being typed, so keys run their commands again")
    func pressElsewhereEndsTyping() throws {
        let driver = try Driver()
        driver.tune("Box#3")
        driver.click(driver.rect(Self.field(.mass)).center)
        driver.frame(.text("7"))
        #expect(driver.overlay.tune.editing?.text == "7")
        driver.click(Point(x: 640, y: 500))  // empty scene
        #expect(driver.overlay.tune.editing == nil && !driver.playground.wantsText)
        driver.frame(.key(KeyPress("2")))
        #expect(driver.playground.timeScale == 0.25)
        #expect(driver.tuning("Box#3").spring.mass == 1, "the dropped number was not set")
    }

    @Test("Android's presets set k/m and ζ, the friction presets UIKit's and Android's rates, and Reset returns to the tuning before")
    func presetsAndReset() throws {
        let driver = try Driver()
        driver.tune("Box#4")
        driver.click(driver.rect(Self.chip("tune.terms", 4)).center)  // Android
        driver.click(driver.rect(Self.chip("tune.stiffness", AndroidSpring.Stiffness.allCases.firstIndex(of: .low)!)).center)
        driver.click(driver.rect(Self.chip("tune.ratio", AndroidSpring.DampingRatio.allCases.firstIndex(of: .noBouncy)!)).center)
        driver.click(driver.rect(Self.chip("tune.friction", TunePresets.Friction.allCases.firstIndex(of: .uiKit)!)).center)
        driver.frame()
        let tuned = driver.tuning("Box#4")
        #expect(tuned.spring == SpringParameters(android: .low, dampingRatio: .noBouncy))
        #expect(tuned.friction == .uiKit)
        driver.click(driver.rect("tune.reset").center)
        driver.frame()
        #expect(driver.tuning("Box#4") == BoxTuning())
        #expect(driver.tunes.count == 4, "one tune event per click: \(driver.tunes)")
    }

    @Test("The wheel over a slider nudges it by 2 % of its length a notch")
    func wheel() throws {
        let driver = try Driver()
        driver.tune("Box#5")
        let before = TuneControl.friction.fraction(of: 4.2)
        driver.frame(.wheel(dx: 0, dy: 3, at: driver.point(.friction, at: 0.1)))
        driver.frame()
        #expect(driver.tuning("Box#5").friction.rate == TuneControl.friction.value(atFraction: before + 0.06))
    }

    @Test("The throw-again and tuning.swift buttons do what a and w do")
    func buttons() throws {
        let driver = try Driver()
        driver.tune("Box#1")
        for event in TestSupport.drag(from: Point(x: 160, y: 120), by: Point(x: 200, y: 80), startFrame: 1, frames: 6) {
            driver.frame(event.event)
        }
        driver.click(driver.rect("tune.throwAgain").center)
        #expect(driver.playground.isThrowingAgain("Box#1") || driver.overlay.tune.lastThrownAgain == "Box#1")
        driver.frame(.pointer(PointerEvent(.down, at: driver.rect("tune.write").center, timestamp: 9)))
        #expect(driver.requests.contains(.writeTuning))
    }

    @Test("Every control of every set of terms is hit where it is drawn")
    func everyControlIsReachable() throws {
        let driver = try Driver()
        driver.tune("Box#1")
        let overlay = driver.overlay, playground = driver.playground
        /// The control drawn at `id` is the one a press in its middle reaches.
        func isReachable(_ id: WidgetID) -> Bool {
            overlay.frame(of: id, in: playground).map { overlay.control(at: $0.center, in: playground) } == id
        }
        for (index, terms) in TuneParameterisation.allCases.enumerated() {
            overlay.tune.parameterisation = terms
            #expect(isReachable(Self.chip("tune.terms", index)))
            for control in terms.controls + [.friction] {
                #expect(isReachable(OverlayUI.sliderID(control)), "\(control)'s slider")
                #expect(isReachable(Self.field(control)), "\(control)'s number")
            }
            for index in TunePresets.Friction.allCases.indices { #expect(isReachable(Self.chip("tune.friction", index))) }
            if terms == .android {
                for index in AndroidSpring.Stiffness.allCases.indices { #expect(isReachable(Self.chip("tune.stiffness", index))) }
                for index in AndroidSpring.DampingRatio.allCases.indices { #expect(isReachable(Self.chip("tune.ratio", index))) }
            }
            for button in ["tune.throwAgain", "tune.reset", "tune.write"] as [WidgetID] { #expect(isReachable(button)) }
            // The graph lies between the friction presets' row (and the figures under it) and the buttons.
            let presets = driver.rect(Self.chip("tune.friction", 0)), buttons = driver.rect("tune.throwAgain")
            let graphHeight = buttons.minY - 6 - (presets.minY - 1 + 20 + 2 + 3 * 16 + 6)
            #expect(graphHeight >= 60, "the graph has room in the default panel")
            #expect(buttons.maxY <= overlay.chrome.content.maxY)
        }
    }

    @Test("A live session records the Tune tab's changes as tune events, and its recording replays to the same tuning and the same last frame")
    func liveSessionRecordsTunes() throws {
        let folder = TestSupport.temporaryFolder("tunelive")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let playground = try TestSupport.defaultPlayground()
        let overlay = playground.installOverlay()
        let session = LiveSession(
            playground: playground, output: try SessionOutput.prepare(path: folder),
            viewport: Viewport(width: 1280, height: 720), refreshRate: 60, sceneName: "default")
        let box = Point(x: 160, y: 120)
        let steps: [(Int, () -> InputEvent)] = [
            (1, { .pointer(PointerEvent(.down, at: box, button: .secondary, timestamp: 0.1)) }),
            (2, { .pointer(PointerEvent(.up, at: box, button: .secondary, timestamp: 0.12)) }),
            (2, { .key(KeyPress("tab")) }),
            (3, { .pointer(PointerEvent(.down, at: Self.point(.damping, at: 0.2, overlay: overlay, playground: playground), timestamp: 0.2)) }),
            (4, { .pointer(PointerEvent(.move, at: Self.point(.damping, at: 0.3, overlay: overlay, playground: playground), timestamp: 0.22)) }),
            (5, { .pointer(PointerEvent(.up, at: Self.point(.damping, at: 0.3, overlay: overlay, playground: playground), timestamp: 0.24)) }),
        ]
        for frame in 1...8 {
            for (at, event) in steps where at == frame { session.receive(event()) }
            _ = session.runFrame(interval: frame == 1 ? nil : 0.017, now: Double(frame))
        }
        let lastFrame = session.framebuffer
        let recording = try InputScript(json: session.recorder.script.jsonData())
        let tunes = recording.events.compactMap { if case let .tune(change) = $0.event { change } else { nil } }
        #expect(tunes.count == 2 && tunes.last?.damping == TuneControl.damping.value(atFraction: 0.3))
        #expect(recording.events.filter { if case .tune = $0.event { true } else { false } }.map(\.frame) == [4, 5], "each on the frame after its pointer event")

        let replayed = try TestSupport.defaultPlayground()
        replayed.installOverlay()
        let frames = try Replay(script: recording, captureFrames: [8]).capture(replayed)
        #expect(replayed.scene.tuning.current(of: "Box#1") == playground.scene.tuning.current(of: "Box#1"))
        #expect(frames[8] == lastFrame, "the same last frame, pixel for pixel")
    }
}

private func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(b)) }
