import FoundationEssentials
import Interactions
import PlaygroundKit
import Testing

@Suite("Input scripts")
struct InputScriptTests {
    private func load(_ json: String) throws(PlaygroundError) -> InputScript {
        try InputScript(json: Data(json.utf8))
    }

    private func error(loading json: String) -> String? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("A script with every kind of event survives a round trip through JSON unchanged")
    func roundTrip() throws {
        let script = InputScript(
            events: [
                ScriptEvent(frame: 1, .pointer(PointerEvent(.down, at: Point(x: 10, y: 20.5), timestamp: 1.0 / 60))),
                ScriptEvent(frame: 2, .pointer(PointerEvent(.move, at: Point(x: 12, y: 21), timestamp: 0.0371))),
                ScriptEvent(frame: 3, .pointer(PointerEvent(.up, at: Point(x: 14, y: 22), button: .secondary, timestamp: 0.05))),
                ScriptEvent(frame: 3, .pointer(PointerEvent(.cancel, at: .zero, timestamp: 0.05))),
                ScriptEvent(frame: 4, .wheel(dx: 0, dy: -1.5, at: Point(x: 5, y: 6))),
                ScriptEvent(frame: 5, .key(KeyPress("S", shift: true, control: true))),
                ScriptEvent(frame: 6, .focusLost),
                ScriptEvent(frame: 7, .resize(width: 800, height: 600)),
                ScriptEvent(frame: 8, .quit),
            ],
            scene: "default", viewport: (1280, 720)
        )

        let decoded = try InputScript(json: script.jsonData())

        #expect(decoded == script)
        #expect(decoded.jsonData() == script.jsonData(), "encoding is byte-stable")
    }

    @Test("Pointer events without a time get their frame's time on the 60 Hz clock")
    func defaultTimes() throws {
        let script = try load(#"{"version": 1, "events": [{"frame": 30, "type": "pointerDown", "x": 1, "y": 2}]}"#)
        guard case let .pointer(pointer) = script.events[0].event else {
            Issue.record("expected a pointer event")
            return
        }
        #expect(pointer.timestamp == 0.5)
        #expect(pointer.button == .primary)
    }

    @Test("Malformed scripts are rejected with one line naming the problem", arguments: [
        ("not json", "is not valid JSON"),
        (#"{"events": []}"#, "missing \"version\""),
        (#"{"version": 2, "events": []}"#, "unsupported script version 2 (this playground reads version 1)"),
        (#"{"version": 1}"#, "missing \"events\""),
        (#"{"version": 1, "events": [], "extra": 1}"#, "the script: unknown field \"extra\""),
        (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDwn", "x": 1, "y": 1}]}"#, "event 1 (frame 1): unknown type \"pointerDwn\""),
        (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDown", "x": 1}]}"#, "event 1 (frame 1): missing \"y\""),
        (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDown", "x": "1", "y": 1}]}"#, "event 1 (frame 1): \"x\" is a string, expected a number"),
        (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDown", "x": 1, "y": 1, "frmae": 2}]}"#, "event 1 (frame 1): unknown field \"frmae\""),
        (#"{"version": 1, "events": [{"frame": 0, "type": "quit"}]}"#, "event 1: \"frame\" must be 1 or more, got 0"),
        (#"{"version": 1, "events": [{"frame": 1.5, "type": "quit"}]}"#, "event 1: \"frame\" must be a whole number, got 1.5"),
        (#"{"version": 1, "events": [{"frame": 5, "type": "quit"}, {"frame": 4, "type": "quit"}]}"#, "event 2 is at frame 4, before the previous event's frame 5"),
        (#"{"version": 1, "events": [{"frame": 1, "type": "key", "key": ""}]}"#, "\"key\" must not be empty"),
        (#"{"version": 1, "events": [{"frame": 1, "type": "resize", "width": 0, "height": 10}]}"#, "a resize must be between 1x1 and 16384x16384"),
        (#"{"version": 1, "events": [{"frame": 1, "type": "pointerUp", "x": 1, "y": 1, "button": true}]}"#, "\"button\" must be"),
        (#"{"version": 1, "events": {}}"#, "\"events\" must be an array"),
        (#"[1, 2]"#, "the script is an array, expected an object"),
    ])
    func malformedScripts(json: String, expected: String) {
        let message = error(loading: json)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }

    @Test("A missing script file names the file and says it does not exist")
    func missingFile() {
        #expect(throws: PlaygroundError.self) { try InputScript(contentsOfFile: "/nonexistent/drag.json") }
        do {
            _ = try InputScript(contentsOfFile: "/nonexistent/drag.json")
        } catch {
            #expect(error.description == "/nonexistent/drag.json: cannot read the script (no such file or directory)")
        }
    }

    @Test("The bundled demo script loads and is in frame order")
    func bundledDemoScriptLoads() throws {
        let script = try InputScript(contentsOfFile: try Assets.locate().demoScriptPath)
        #expect(script.events.count > 10)
        #expect(script.scene == "default")
    }
}
