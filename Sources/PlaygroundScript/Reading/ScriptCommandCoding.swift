import Interactions
import StrictJSON

/// Reads and writes what version 3 of the script format added: `command`
/// events (a ``PlaygroundCommand`` a layer gave) and the `"layer": true` mark
/// on an event a layer took.
///
/// ```json
/// {"frame": 40, "type": "command", "command": "throwAgain", "target": "Box#2"}
/// {"frame": 41, "type": "pointerDown", "x": 1100, "y": 60, "layer": true}
/// ```
enum ScriptCommandCoding {
    /// The longest box or trace name a command may carry, in Unicode scalars.
    static let maximumNameLength = 200

    /// The command's fields after `"type": "command"`, in a fixed order.
    static func fields(of command: PlaygroundCommand) -> [String] {
        let name = "\"command\": \"\(name(of: command))\""
        switch command {
        case let .setTimeScale(scale): return [name, "\"scale\": \(ScriptEncoding.number(scale))"]
        case let .makeGoldenTest(includingLayers): return includingLayers ? [name, "\"layers\": true"] : [name]
        case let .makeMotionTest(allBoxes): return allBoxes ? [name, "\"allBoxes\": true"] : [name]
        case let .scrub(frames): return [name, "\"frames\": \(frames)"]
        case let .showFrame(frame): return [name, "\"shownFrame\": \(frame)"]
        case let .markClip(start): return [name, "\"start\": \(start)"]
        case let .throwAgain(box): return [name] + (box.map { ["\"target\": \(ScriptEncoding.quoted($0))"] } ?? [])
        case let .toggleTrace(trace): return [name, "\"trace\": \(ScriptEncoding.quoted(trace))"]
        case .togglePause, .stepFrame, .saveFrame, .saveRecording, .saveTraceEvents, .writeTuning, .quit, .branch, .exportClip, .replayLastGesture:
            return [name]
        }
    }

    /// The script's name for `command`.
    static func name(of command: PlaygroundCommand) -> String {
        switch command {
        case .togglePause: "togglePause"
        case .stepFrame: "stepFrame"
        case .setTimeScale: "setTimeScale"
        case .saveFrame: "saveFrame"
        case .saveRecording: "saveRecording"
        case .saveTraceEvents: "saveTraceEvents"
        case .makeGoldenTest: "makeGoldenTest"
        case .makeMotionTest: "makeMotionTest"
        case .writeTuning: "writeTuning"
        case .quit: "quit"
        case .scrub: "scrub"
        case .showFrame: "showFrame"
        case .branch: "branch"
        case .exportClip: "exportClip"
        case .markClip: "markClip"
        case .throwAgain: "throwAgain"
        case .toggleTrace: "toggleTrace"
        case .replayLastGesture: "replayLastGesture"
        }
    }

    static let names = [
        "togglePause", "stepFrame", "setTimeScale", "saveFrame", "saveRecording", "saveTraceEvents", "makeGoldenTest", "makeMotionTest",
        "writeTuning", "quit", "scrub", "showFrame", "branch", "exportClip", "markClip", "throwAgain", "toggleTrace", "replayLastGesture",
    ]

    /// Decodes a `command` event's command, checking every field.
    static func decode(_ reader: JSONObjectReader, maximumTimeScale: Double) throws(PlaygroundError) -> PlaygroundCommand {
        let command = try reader.string("command")
        let base: Set<String> = ["frame", "type", "command"]
        func only(_ extra: Set<String>) throws(PlaygroundError) { try reader.rejectUnknownFields(allowing: base.union(extra)) }
        switch command {
        case "togglePause": try only([]); return .togglePause
        case "stepFrame": try only([]); return .stepFrame
        case "saveFrame": try only([]); return .saveFrame
        case "saveRecording": try only([]); return .saveRecording
        case "saveTraceEvents": try only([]); return .saveTraceEvents
        case "writeTuning": try only([]); return .writeTuning
        case "quit": try only([]); return .quit
        case "branch": try only([]); return .branch
        case "exportClip": try only([]); return .exportClip
        case "replayLastGesture": try only([]); return .replayLastGesture
        case "setTimeScale":
            try only(["scale"])
            let scale = try reader.number("scale")
            guard scale.isFinite, scale >= 0, scale <= maximumTimeScale else {
                throw .script("\(reader.location): \"scale\" must be between 0 and \(Int(maximumTimeScale)), got \(scale)")
            }
            return .setTimeScale(scale)
        case "makeGoldenTest":
            try only(["layers"])
            return .makeGoldenTest(includingLayers: try reader.bool("layers", default: false))
        case "makeMotionTest":
            try only(["allBoxes"])
            return .makeMotionTest(allBoxes: try reader.bool("allBoxes", default: false))
        case "scrub":
            try only(["frames"])
            return .scrub(frames: try frameCount(reader, "frames", range: -InputScript.maximumFrames...InputScript.maximumFrames))
        case "showFrame":
            try only(["shownFrame"])
            return .showFrame(try frameCount(reader, "shownFrame", range: 1...InputScript.maximumFrames))
        case "markClip":
            try only(["start"])
            guard reader.fields["start"] != nil else { throw .script("\(reader.location): missing \"start\" (true or false)") }
            return .markClip(start: try reader.bool("start", default: true))
        case "throwAgain":
            try only(["target"])
            return .throwAgain(box: try reader.optionalString("target").map { name throws(PlaygroundError) in try checked(name, reader, "target") })
        case "toggleTrace":
            try only(["trace"])
            return .toggleTrace(named: try checked(try reader.string("trace"), reader, "trace"))
        default:
            throw .script(
                "\(reader.location): unknown command \(PlaygroundError.quoted(command)) (expected one of \(names.joined(separator: ", ")))")
        }
    }

    private static func frameCount(_ reader: JSONObjectReader, _ key: String, range: ClosedRange<Int>) throws(PlaygroundError) -> Int {
        try reader.integer(key, in: range)
    }

    private static func checked(_ name: String, _ reader: JSONObjectReader, _ key: String) throws(PlaygroundError) -> String {
        guard !name.isEmpty, name.unicodeScalars.count <= maximumNameLength, !name.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
            throw .script("\(reader.location): \"\(key)\" must be a name of 1 to \(maximumNameLength) printable characters")
        }
        return name
    }

    /// The event's fields without `"layer"`, and what it said of the layer taking the event, if anything.
    static func layerFlag(of item: JSONValue, number: Int, version: Int) throws(PlaygroundError) -> (JSONValue, Bool?) {
        guard case var .object(fields) = item, let value = fields.removeValue(forKey: "layer") else { return (item, nil) }
        guard version >= 3 else { throw .script("event \(number): \"layer\" needs \"version\": 3; this script is version \(version)") }
        guard case let .bool(taken) = value else { throw .script("event \(number): \"layer\" is \(value.kind), expected true or false") }
        return (.object(fields), taken)
    }
}
