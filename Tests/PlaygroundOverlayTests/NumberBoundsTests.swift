import Canvas
import FoundationEssentials
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// Each case here trapped (exit 132) before numbers were bounded where they
/// enter and converted with ``CheckedInt`` inside.
@Suite("Numbers that cannot trap")
struct NumberBoundsTests {
    static let absurd: [Double] = [1e308, -1e308, .infinity, -.infinity, .nan, 0x1p70, -0x1p70, .leastNonzeroMagnitude]

    @Test("A box at 1e308, 2^70, infinity or NaN, or that large, is drawn as nothing rather than trapping")
    func absurdBoxesDrawNothing() throws {
        let font = try TestSupport.font()
        let renderer = SceneRenderer(font: font)
        let empty = Scene(size: Size(width: 64, height: 48))
        var expected = Framebuffer(width: 64, height: 48)
        renderer.draw(empty, into: &expected, scale: 1)
        for value in Self.absurd where value.magnitude > 1e6 || value.isNaN {
            for (position, size) in [
                (Point(x: value, y: 10), Size(width: 40, height: 40)),
                (Point(x: 10, y: value), Size(width: 40, height: 40)),
                (Point(x: value, y: value), Size(width: value, height: value)),
            ] {
                let scene = Scene(size: Size(width: 64, height: 48))
                scene.addBox(Box(name: "Box#1", position: position, size: size, color: .white))
                var framebuffer = Framebuffer(width: 64, height: 48)
                renderer.draw(scene, into: &framebuffer, scale: 1)
                if !(size.width > 1e6) {
                    #expect(framebuffer == expected, "a box at \(position) should be off screen")
                }
            }
        }
    }

    @Test("A scene drawn at an absurd scale draws without trapping")
    func absurdScales() throws {
        let playground = try TestSupport.defaultPlayground()
        playground.installOverlay()
        let positions = playground.scene.boxes.map(\.position)
        var before = Framebuffer(width: 32, height: 24)
        playground.render(into: &before, scale: 1)
        for scale in Self.absurd + [0, -2] {
            var framebuffer = Framebuffer(width: 32, height: 24)
            playground.render(into: &framebuffer, scale: scale)
            #expect(framebuffer.width == 32)
        }
        // Drawing only looks: the scene is where it was, and draws as it did.
        #expect(playground.scene.boxes.map(\.position) == positions)
        var after = Framebuffer(width: 32, height: 24)
        playground.render(into: &after, scale: 1)
        #expect(after == before)
    }

    @Test("A wheel of 1e308 notches, infinity or NaN over the log scrolls at most to its end and never traps")
    func absurdWheel() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let overPanel = Point(x: overlay.panel.frame.center.x, y: overlay.panel.frame.maxY - 60)
        for index in 0..<40 { playground.scene.log("line \(index)") }
        var framebuffer = Framebuffer(width: 1, height: 1)
        playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
        for dy in Self.absurd + [-1e308, 1e308] {
            #expect(playground.handle(.wheel(dx: 0, dy: dy, at: overPanel)), "the panel takes the wheel")
            #expect((0...overlay.log.maximumScrollOffset).contains(overlay.log.scrollOffset))
            #expect(overlay.wheelRemainder.isFinite)
        }
        overlay.log.scroll(byRows: .max)
        overlay.log.scroll(byRows: .max)
        #expect(overlay.log.scrollOffset == overlay.log.maximumScrollOffset)
        overlay.log.scroll(byRows: .min)
        #expect(overlay.log.scrollOffset == 0)
    }

    @Test("Pointer input at NaN or beyond the bounds, through the playground's one clamp, leaves the overlay's panel where it can be drawn")
    func absurdPointerOnTheOverlay() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let title = Point(x: overlay.panel.frame.center.x, y: overlay.panel.frame.minY + 6)
        for value in Self.absurd {
            playground.handle(.pointer(PointerEvent(.down, at: title, timestamp: 0)))
            playground.handle(.pointer(PointerEvent(.move, at: Point(x: value, y: -value), timestamp: value)))
            playground.handle(.pointer(PointerEvent(.up, at: Point(x: value, y: value), timestamp: value)))
            let frame = overlay.panel.frame
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.size.width.isFinite && frame.size.height.isFinite, "\(value): \(frame)")
        }
        var framebuffer = Framebuffer(width: 1, height: 1)
        playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
    }

    @Test("A window of 16384 x 16384 points at scale 8 draws into a framebuffer within the bounds, never one too large to allocate")
    func hugeWindowFramebuffer() throws {
        let playground = try TestSupport.defaultPlayground()
        playground.handle(.resize(width: 16384, height: 16384, scale: 8))
        let size = playground.framebufferSize
        #expect(size.width <= InputBounds.maximumFramebufferSide && size.height <= InputBounds.maximumFramebufferSide)
        #expect(size.width * size.height <= InputBounds.maximumFramebufferPixels)
        #expect(size.width * size.height <= Framebuffer.maximumPixelCount)
    }

    @Test("A script whose window would need a framebuffer too large to draw is refused with one line")
    func hugeViewportRefused() {
        let scripts = [
            #"{"version": 2, "viewport": {"width": 16384, "height": 16384, "scale": 2}, "events": []}"#,
            #"{"version": 2, "viewport": {"width": 8000, "height": 8000}, "events": []}"#,
            #"{"version": 2, "viewport": {"width": 800, "height": 600, "scale": 8}, "events": [{"frame": 1, "type": "resize", "width": 4000, "height": 3000}]}"#,
            #"{"version": 2, "events": [{"frame": 1, "type": "resize", "width": 16000, "height": 9000, "scale": 4}]}"#,
        ]
        for json in scripts {
            #expect(throws: PlaygroundError.self) { try InputScript(json: Data(json.utf8)) }
            do {
                _ = try InputScript(json: Data(json.utf8))
            } catch {
                #expect(error.description.contains("needs a framebuffer over 16384 pixels a side or 33554432 pixels in all"), "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
        let fits = #"{"version": 2, "viewport": {"width": 3840, "height": 2160, "scale": 2}, "events": []}"#
        #expect(throws: Never.self) { try InputScript(json: Data(fits.utf8)) }
    }

    @Test("A key name or typed text of one character with a thousand combining marks, or a scene name of a thousand letters, is refused")
    func longNamesRefused() {
        let key = "a" + String(repeating: "\u{301}", count: 1000)
        let keyScript = #"{"version": 2, "events": [{"frame": 1, "type": "key", "key": "\#(key)"}]}"#
        let sceneScript = #"{"version": 2, "scene": "\#(String(repeating: "s", count: 1000))", "events": []}"#
        let textScript = #"{"version": 2, "events": [{"frame": 1, "type": "text", "text": "\#(key)"}]}"#
        for (json, expected) in [
            (keyScript, "\"key\" must be a key name of 1 to 32 characters"),
            (textScript, "\"text\" must be 1 to 64 printable characters"),
            (sceneScript, "\"scene\" must be a name of 1 to 64 printable characters"),
        ] {
            do {
                _ = try InputScript(json: Data(json.utf8))
                Issue.record("accepted: \(json.prefix(60))")
            } catch {
                #expect(error.description.contains(expected), "\(error)")
            }
        }
    }

    @Test("A key name of 32 letters that lowercase to more scalars is measured as stored, so a recording of it loads again")
    func keyNamesMeasuredLowercased() throws {
        let exactly32 = #"{"version": 2, "events": [{"frame": 1, "type": "key", "key": "\#(String(repeating: "A", count: 32))"}]}"#
        #expect(throws: Never.self) { try InputScript(json: Data(exactly32.utf8)) }
        // "İ" lowercases to "i" and a combining dot: 32 of them are 64 scalars once stored.
        let growing = #"{"version": 2, "events": [{"frame": 1, "type": "key", "key": "\#(String(repeating: "İ", count: 32))"}]}"#
        #expect(throws: PlaygroundError.self) { try InputScript(json: Data(growing.utf8)) }
        let script = InputScript(events: [ScriptEvent(frame: 1, .key(KeyPress(String(repeating: "İ", count: 16))))])
        #expect(try InputScript(json: script.jsonData()) == script)
    }

    @Test("A field, type or scene name with a line break, or thousands of characters long, is refused in one short line")
    func namesFromInputStayOnOneLine() throws {
        // Found by FuzzScripts (Fuzzing/Regressions/scripts/unknown-field-with-a-line-break.json): the
        // unknown field "butt\n" was echoed as is, and the refusal took two lines.
        let long = String(repeating: "x", count: 10_000)
        for json in [
            #"{"version": 1, "events": [{"frame": 1, "type": "quit", "butt\n": 1}]}"#,
            #"{"version": 1, "events": [{"frame": 1, "type": "qu\u2028it"}]}"#,
            #"{"version": 1, "events": [{"frame": 1, "type": "quit", "\#(long)": 1}]}"#,
            #"{"version": 2, "scene": "de\rfault", "events": []}"#,
        ] {
            do {
                _ = try InputScript(json: Data(json.utf8))
                Issue.record("accepted: \(json.prefix(60))")
            } catch {
                #expect(!error.description.contains("\n") && !error.description.contains("\r") && !error.description.contains("\u{2028}"))
                #expect(error.description.count < 300, "\(error.description.count) characters")  // the longest lists the event types and what later versions add
            }
        }
        #expect(PlaygroundError.script("a\nb").description == "a\\nb")
    }

    @Test("Labels, log times and frame statistics show a placeholder or the bound for absurd numbers instead of trapping")
    func absurdLabels() {
        #expect(OverlayFormat.format(1e308, .nan) == "(1073741824, ?)")
        #expect(OverlayFormat.whole(-.infinity) == "-∞")
        #expect(OverlayFormat.formatScale(1e308) == "1e+308×")
        #expect(OverlayFormat.formatScale(.nan) == "?×")
        #expect(OverlayFormat.formatScale(1e6) == "1000000×")
        #expect(LogLine.format(seconds: 1e308) == "     ?")
        #expect(LogLine.format(seconds: 1e7) == "10000000.00")
        #expect(LogLine.format(seconds: .nan) == "     ?")
        var statistics = FrameStatistics()
        statistics.record(1e308)
        statistics.record(.nan)
        // The absurd frames read as the bound or a placeholder, never as "nan" or "inf".
        #expect(!statistics.summary.contains("nan") && !statistics.summary.contains("inf"), "\(statistics.summary)")
        #expect(statistics.summary.hasSuffix("over 2 frames"), "\(statistics.summary)")
        #expect(statistics.percentile(.nan) == statistics.durations.sorted()[0] || statistics.percentile(.nan).isNaN)
        #expect(FrameStatistics.milliseconds(.infinity) == "?")
    }

    @Test("A time scale of NaN, infinity, 1e308 or below zero runs frames instead of handing the runtime an impossible frame time")
    func absurdTimeScales() throws {
        let playground = try TestSupport.defaultPlayground()
        playground.handle(.pointer(PointerEvent(.down, at: Point(x: 160, y: 120), timestamp: 0)))
        playground.handle(.pointer(PointerEvent(.up, at: Point(x: 400, y: 120), timestamp: 0.01)))
        for scale in Self.absurd + [-1] {
            playground.timeScale = scale
            let frame = playground.advanceFrame(by: 1.0 / 60)
            #expect(frame.sceneElapsed.isFinite && frame.sceneElapsed >= 0, "\(scale): \(frame.sceneElapsed)")
        }
    }

    @Test("Notices drawn at an absurd scale do not trap")
    func absurdNotices() throws {
        let font = try TestSupport.font()
        var board = NoticeBoard()
        board.post(Notice("saved frame 1"), at: 0)
        for scale in Self.absurd {
            var framebuffer = Framebuffer(width: 64, height: 32)
            board.draw(into: &framebuffer, scale: scale, font: font)
            #expect(framebuffer.width == 64 && framebuffer.height == 32, "\(scale)")
        }
        // The same board at scale 1 still draws its notice: the absurd scales left it as it was.
        var framebuffer = Framebuffer(width: 64, height: 32)
        board.draw(into: &framebuffer, scale: 1, font: font)
        #expect(framebuffer != Framebuffer(width: 64, height: 32))
    }
}
