import FoundationEssentials
import Interactions
import PlaygroundKit
import PlaygroundTestSupport
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
                ScriptEvent(frame: 7, .resize(width: 640, height: 480, scale: 2)),
                ScriptEvent(frame: 8, .quit),
            ],
            scene: "default", viewport: Viewport(width: 1280, height: 720, scale: 1.5),
            frameCount: 8, framePeriod: 1.0 / 144, frameTimes: [FrameTime(frame: 2, seconds: 0.021337), FrameTime(frame: 5, seconds: 0)]
        )

        let decoded = try InputScript(json: script.jsonData())

        #expect(decoded == script)
        #expect(decoded.jsonData() == script.jsonData(), "encoding is byte-stable")
    }

    @Test("A recording stores only the frames whose time differed from its period, and reads them back exactly")
    func frameTimes() throws {
        var recorder = ScriptRecorder(scene: "default", viewport: Viewport(width: 320, height: 200))
        let times = [1.0 / 60, 0.0213370001, 1.0 / 60, 2.0 / 60, 1.0 / 60]
        for (index, time) in times.enumerated() {
            recorder.recordFrame(index + 1, elapsed: time)
        }
        let script = try InputScript(json: recorder.script.jsonData())

        #expect(script.frameCount == 5)
        #expect(script.frameTimes == [FrameTime(frame: 2, seconds: 0.0213370001), FrameTime(frame: 4, seconds: 2.0 / 60)])
        #expect((1...5).map(script.elapsed(ofFrame:)) == times, "bit for bit")
        let text = String(decoding: recorder.script.jsonData(), as: UTF8.self)
        #expect(text.contains("\"frames\": 5"))
        #expect(!text.contains("framePeriod"), "60 Hz is the default and goes unsaid")
    }

    @Test("Version 1 scripts still load, and are written back as version 3")
    func versionOneLoads() throws {
        let script = try load(#"{"version": 1, "viewport": {"width": 800, "height": 600}, "events": [{"frame": 3, "type": "quit"}]}"#)
        #expect(script.viewport == Viewport(width: 800, height: 600))
        #expect(script.frameCount == nil)
        #expect(script.elapsed(ofFrame: 3) == 1.0 / 60)
        #expect(String(decoding: script.jsonData(), as: UTF8.self).hasPrefix("{\n  \"version\": 3,"))
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

    @Test(
        "Malformed scripts are rejected with one line naming the problem",
        arguments: [
            ("not json", "is not valid JSON"),
            (#"{"events": []}"#, "missing \"version\""),
            (#"{"version": 4, "events": []}"#, "unsupported script version 4 (this playground reads versions 1 to 3)"),
            (#"{"version": 2, "frames": 0, "events": []}"#, "\"frames\" must be between 1 and 2160000, got 0"),
            (#"{"version": 2, "framePeriod": 0, "events": []}"#, "\"framePeriod\" must be more than 0"),
            (#"{"version": 2, "frames": 5, "frameTimes": [[6, 0.02]], "events": []}"#, "frame time 1: frame 6.0 is not a frame of the recording"),
            (#"{"version": 2, "frameTimes": [[3, 0.02], [3, 0.03]], "events": []}"#, "frame time 2: frame 3 comes after frame 3"),
            (#"{"version": 2, "frameTimes": [[3, -1]], "events": []}"#, "frame time 1: -1.0 s is not a frame time"),
            (#"{"version": 2, "frameTimes": [3, 0.02], "events": []}"#, "frame time 1 must be a [frame, seconds] pair"),
            (#"{"version": 2, "frames": 4, "events": [{"frame": 5, "type": "quit"}]}"#, "event 1 is at frame 5, after the recording's last frame 4"),
            (#"{"version": 2, "viewport": {"width": 10, "height": 10, "scale": 0}, "events": []}"#, "\"scale\" must be between 0.25 and 8.0"),
            (#"{"version": 2, "events": [{"frame": 1, "type": "pointerMove", "x": 1e308, "y": 1}]}"#, "\"x\" must be within ±1000000 points, got 1e+308"),
            (#"{"version": 2, "events": [{"frame": 1, "type": "pointerMove", "x": 1, "y": -1180591620717411303424}]}"#, "\"y\" must be within ±1000000 points"),
            (#"{"version": 2, "events": [{"frame": 1, "type": "wheel", "x": 1, "y": 1, "dy": 1e308}]}"#, "\"dy\" must be within ±10000 notches"),
            (#"{"version": 2, "events": [{"frame": 1, "type": "pointerDown", "x": 1, "y": 1, "time": 1e300}]}"#, "\"time\" must be within"),
            (#"{"version": 2, "events": [{"frame": 99999999, "type": "quit"}]}"#, "event 1: \"frame\" must be between 1 and 2160000, got 99999999"),
            (#"{"version": 1}"#, "missing \"events\""),
            (#"{"version": 1, "events": [], "extra": 1}"#, "the script: unknown field \"extra\""),
            (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDwn", "x": 1, "y": 1}]}"#, "event 1 (frame 1): unknown type \"pointerDwn\""),
            (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDown", "x": 1}]}"#, "event 1 (frame 1): missing \"y\""),
            (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDown", "x": "1", "y": 1}]}"#, "event 1 (frame 1): \"x\" is a string, expected a number"),
            (#"{"version": 1, "events": [{"frame": 1, "type": "pointerDown", "x": 1, "y": 1, "frmae": 2}]}"#, "event 1 (frame 1): unknown field \"frmae\""),
            (#"{"version": 1, "events": [{"frame": 0, "type": "quit"}]}"#, "event 1: \"frame\" must be between 1 and 2160000, got 0"),
            (#"{"version": 1, "events": [{"frame": 1.5, "type": "quit"}]}"#, "event 1: \"frame\" must be a whole number, got 1.5"),
            (#"{"version": 1, "events": [{"frame": 5, "type": "quit"}, {"frame": 4, "type": "quit"}]}"#, "event 2 is at frame 4, before the previous event's frame 5"),
            (#"{"version": 1, "events": [{"frame": 1, "type": "key", "key": ""}]}"#, "\"key\" must be a key name of 1 to 32 characters"),
            (#"{"version": 1, "events": [{"frame": 1, "type": "resize", "width": 0, "height": 10}]}"#, "a resize must be between 1x1 and 16384x16384"),
            (#"{"version": 1, "events": [{"frame": 1, "type": "pointerUp", "x": 1, "y": 1, "button": true}]}"#, "\"button\" must be"),
            (#"{"version": 1, "events": {}}"#, "\"events\" must be an array"),
            (#"[1, 2]"#, "the script is an array, expected an object"),
        ])
    func malformedScripts(json: String, expected: String) {
        let message = error(loading: json)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }

    @Test(
        "A misspelt field is named, with the field it is one slip from; a whole number too large says the limit, not that it is not whole",
        arguments: [
            (
                #"{"version": 3, "events": [{"frame": 3, "tpye": "quit"}]}"#,
                #"event 1 (frame 3): missing "type" (found "tpye": did you mean "type"?)"#
            ),
            (
                #"{"version": 3, "events": [{"frame": 3, "type": "key", "key": "s", "shfit": true}]}"#,
                #"event 1 (frame 3): unknown field "shfit" (did you mean "shift"?)"#
            ),
            (#"{"version": 3, "events": [{"frme": 3, "type": "quit"}]}"#, #"event 1: missing "frame" (found "frme": did you mean "frame"?)"#),
            (#"{"version": 3, "frame": 3, "events": []}"#, #"the script: unknown field "frame" (did you mean "frames"?)"#),
            (#"{"version": 3, "Scene": "default", "events": []}"#, #"the script: unknown field "Scene" (did you mean "scene"?)"#),
            (#"{"version": 3, "zzz": 1, "events": []}"#, #"the script: unknown field "zzz""#),
            (#"{"version": 3, "events": [{"frame": 3, "type": "pointerDown", "x": 1}]}"#, #"event 1 (frame 3): missing "y""#),
            (#"{"version": 3, "frames": 1e20, "events": []}"#, #"the script: "frames" must be between 1 and 2160000, got 1e+20"#),
            (#"{"version": 3, "frames": 3000000, "events": []}"#, #"the script: "frames" must be between 1 and 2160000, got 3000000"#),
            (#"{"version": 3, "events": [{"frame": 1e20, "type": "quit"}]}"#, #"event 1: "frame" must be between 1 and 2160000, got 1e+20"#),
            (#"{"version": 3, "events": [{"frame": 2.5, "type": "quit"}]}"#, #"event 1: "frame" must be a whole number, got 2.5"#),
            (
                #"{"version": 3, "events": [{"frame": 1, "type": "command", "command": "scrub", "frames": -1e30}]}"#,
                #"event 1 (frame 1): "frames" must be between -2160000 and 2160000, got -1e+30"#
            ),
            (
                #"{"version": 3, "events": [{"frame": 1, "type": "resize", "width": 1e20, "height": 10}]}"#,
                #"event 1 (frame 1): "width" is too large, 1e+20: a whole number here is at most ±999999999999999"#
            ),
        ])
    func misspeltFieldsAndLargeNumbers(json: String, expected: String) {
        #expect(error(loading: json) == expected)
    }

    @Test(
        "A version-1 script holding an event or a field that only version 2 has says which version it needs, not that it is unknown",
        arguments: [
            (#"{"frame": 2, "type": "fingerDown", "id": 1, "x": 1, "y": 1}"#, #"event 1 (frame 2): "fingerDown" needs "version": 2; this script is version 1"#),
            (#"{"frame": 2, "type": "fingerMove", "id": 1, "x": 1, "y": 1}"#, #"event 1 (frame 2): "fingerMove" needs "version": 2; this script is version 1"#),
            (#"{"frame": 2, "type": "fingerUp", "id": 1, "x": 1, "y": 1}"#, #"event 1 (frame 2): "fingerUp" needs "version": 2; this script is version 1"#),
            (#"{"frame": 2, "type": "fingerCancel", "id": 1, "x": 1, "y": 1}"#, #"event 1 (frame 2): "fingerCancel" needs "version": 2; this script is version 1"#),
            (#"{"frame": 2, "type": "text", "text": "drag"}"#, #"event 1 (frame 2): "text" needs "version": 2; this script is version 1"#),
            (#"{"frame": 2, "type": "tune", "target": "Box#1", "stiffness": 200}"#, #"event 1 (frame 2): "tune" needs "version": 2; this script is version 1"#),
            (#"{"frame": 2, "type": "resize", "width": 800, "height": 600, "scale": 2}"#, #"event 1 (frame 2): "scale" needs "version": 2; this script is version 1"#),
        ])
    func versionTwoEventsInVersionOne(event: String, expected: String) throws {
        #expect(error(loading: #"{"version": 1, "events": ["# + event + "]}") == expected)
        // The same event in a version-2 script is read (a finger moves or lifts only once down).
        let prelude = event.contains("fingerDown") ? "" : #"{"frame": 1, "type": "fingerDown", "id": 1, "x": 0, "y": 0}, "#
        #expect(try load(#"{"version": 2, "events": ["# + prelude + event + "]}").events.count == (prelude.isEmpty ? 1 : 2))
    }

    @Test(
        "A version-1 script with a version-2 field at the top or in its viewport says which version it needs",
        arguments: [
            (#""frames": 10"#, #"the script: "frames" needs "version": 2; this script is version 1"#),
            (#""framePeriod": 0.02"#, #"the script: "framePeriod" needs "version": 2; this script is version 1"#),
            (#""frameTimes": [[1, 0.02]]"#, #"the script: "frameTimes" needs "version": 2; this script is version 1"#),
            (#""historyBytes": 1000000"#, #"the script: "historyBytes" needs "version": 2; this script is version 1"#),
            (#""viewport": {"width": 10, "height": 10, "scale": 2}"#, #""viewport": "scale" needs "version": 2; this script is version 1"#),
        ])
    func versionTwoFieldsInVersionOne(field: String, expected: String) throws {
        #expect(error(loading: #"{"version": 1, "# + field + #", "events": []}"#) == expected)
        #expect(try load(#"{"version": 2, "# + field + #", "events": []}"#).events.isEmpty)
    }

    @Test("An unknown event type lists the types the script's version has, and what each later version adds")
    func unknownTypeListsTheVersionsTypes() {
        let one = error(loading: #"{"version": 1, "events": [{"frame": 1, "type": "swipe"}]}"#)
        #expect(
            one == #"event 1 (frame 1): unknown type "swipe" (expected one of pointerDown, pointerMove, pointerUp, pointerCancel, wheel, key, focusLost, resize, quit; "#
                + "version 2 adds fingerDown, fingerMove, fingerUp, fingerCancel, text, tune; version 3 adds command, note)")
        let two = error(loading: #"{"version": 2, "events": [{"frame": 1, "type": "swipe"}]}"#)
        #expect(
            two == #"event 1 (frame 1): unknown type "swipe" (expected one of pointerDown, pointerMove, pointerUp, pointerCancel, fingerDown, fingerMove, "#
                + "fingerUp, fingerCancel, wheel, key, text, focusLost, resize, quit, tune; version 3 adds command, note)")
        let three = error(loading: #"{"version": 3, "events": [{"frame": 1, "type": "swipe"}]}"#)
        #expect(three?.hasSuffix("resize, quit, tune, command, note)") == true, "version 3 knows them all: \(three ?? "")")
    }

    @Test(
        "What only version 3 has (a command event, a layer's mark, a routed recording) says it needs version 3 in an older script",
        arguments: [
            (
                #"{"version": 2, "events": [{"frame": 2, "type": "command", "command": "togglePause"}]}"#,
                #"event 1 (frame 2): "command" needs "version": 3; this script is version 2"#
            ),
            (
                #"{"version": 2, "events": [{"frame": 2, "type": "key", "key": "a", "layer": true}]}"#,
                #"event 1: "layer" needs "version": 3; this script is version 2"#
            ),
            (#"{"version": 1, "routed": true, "events": []}"#, #"the script: "routed" needs "version": 3; this script is version 1"#),
        ])
    func versionThreeInOlderScripts(json: String, expected: String) {
        #expect(error(loading: json) == expected)
    }

    @Test("A version-3 recording says where each event went, and a command event round-trips with every command")
    func versionThreeRoundTrip() throws {
        let commands: [PlaygroundCommand] = [
            .togglePause, .stepFrame, .setTimeScale(0.25), .saveFrame, .saveRecording, .makeGoldenTest(includingLayers: false),
            .makeGoldenTest(includingLayers: true), .writeTuning, .quit, .scrub(frames: -10), .showFrame(12), .branch, .exportClip,
            .markClip(start: false), .throwAgain(box: nil), .throwAgain(box: "Box#2"), .toggleTrace(named: "Toss \"Box#1\""),
            .replayLastGesture, .saveTraceEvents, .makeMotionTest(allBoxes: true),
        ]
        var recorder = ScriptRecorder(scene: "default")
        recorder.record(.key(KeyPress("tab")), frame: 1, takenByLayer: true)
        for command in commands { recorder.record(.command(command), frame: 2, takenByLayer: false) }
        recorder.record(.note("build 2 took over"), frame: 2, takenByLayer: false)
        recorder.recordFrame(2, elapsed: 1.0 / 60)
        let text = String(decoding: recorder.script.jsonData(), as: UTF8.self)
        #expect(text.contains(#""routed": true"#) && text.contains(#""layer": true"#))
        let again = try InputScript(json: recorder.script.jsonData())
        #expect(again == recorder.script)
        #expect(again.events.map(\.takenByLayer) == [true] + commands.map { _ in false } + [false], "unmarked events of a routed script reached the scene")
        let handWritten = try load(#"{"version": 3, "events": [{"frame": 1, "type": "key", "key": "a"}]}"#)
        #expect(handWritten.events[0].takenByLayer == nil, "a script that is not routed lets the replay's layers decide")
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
