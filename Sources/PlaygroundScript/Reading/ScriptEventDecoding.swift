import Canvas
import Interactions
import StrictJSON

/// Decodes one event of a script, checking every field and every number.
struct ScriptEventDecoding {
    static let eventTypes = [
        "pointerDown", "pointerMove", "pointerUp", "pointerCancel", "fingerDown", "fingerMove", "fingerUp", "fingerCancel",
        "wheel", "key", "text", "focusLost", "resize", "quit", "tune", "command", "note",
    ]
    /// The version that added each event type a version-1 script cannot hold.
    static let addedIn: [String: Int] = [
        "fingerDown": 2, "fingerMove": 2, "fingerUp": 2, "fingerCancel": 2, "text": 2, "tune": 2, "command": 3, "note": 3,
    ]
    /// The largest finger id a script may use (touch screens number fingers from 0).
    static let maximumFingerID = 1_000

    func decode(_ json: JSONValue, number: Int, version: Int) throws(PlaygroundError) -> ScriptEvent {
        var reader = try JSONObjectReader(json, location: "event \(number)")
        let frame = try reader.integer("frame", in: 1...InputScript.maximumFrames)
        reader = try JSONObjectReader(json, location: "event \(number) (frame \(frame))")
        let type = try reader.string("type")

        switch type {
        case "pointerDown", "pointerMove", "pointerUp", "pointerCancel":
            try reader.rejectUnknownFields(allowing: ["frame", "type", "x", "y", "button", "time"])
            let phase: PointerEvent.Phase = ScriptCoding.phase(of: type, after: "pointer") ?? .cancel
            let position = try point(reader)
            let time = try timestamp(reader, frame: frame)
            let button = try decodeButton(reader)
            return ScriptEvent(frame: frame, .pointer(PointerEvent(phase, at: position, button: button, timestamp: time)))
        case "fingerDown" where version >= 2, "fingerMove" where version >= 2, "fingerUp" where version >= 2, "fingerCancel" where version >= 2:
            try reader.rejectUnknownFields(allowing: ["frame", "type", "id", "x", "y", "time"])
            let phase: FingerEvent.Phase = ScriptCoding.phase(of: type, after: "finger") ?? .cancel
            let id = try reader.integer("id")
            guard (0...Self.maximumFingerID).contains(id) else {
                throw .script("\(reader.location): \"id\" must be a finger number from 0 to \(Self.maximumFingerID), got \(id)")
            }
            let time = try timestamp(reader, frame: frame)
            return ScriptEvent(frame: frame, .finger(FingerEvent(phase, id: id, at: try point(reader), timestamp: time)))
        case "wheel":
            try reader.rejectUnknownFields(allowing: ["frame", "type", "dx", "dy", "x", "y"])
            let position = try point(reader)
            let dx = try wheelDelta(reader, "dx"), dy = try wheelDelta(reader, "dy")
            return ScriptEvent(frame: frame, .wheel(dx: dx, dy: dy, at: position))
        case "key":
            try reader.rejectUnknownFields(allowing: ["frame", "type", "key", "shift", "control"])
            let key = try reader.string("key")
            let press = KeyPress(key, shift: try reader.bool("shift", default: false), control: try reader.bool("control", default: false))
            // Scalars, not characters (one character can hold any number of combining marks), and
            // counted as stored, lowercased ("İ" is two), so what a recording writes it reads back.
            guard !press.key.isEmpty, press.key.unicodeScalars.count <= 32 else {
                throw .script("\(reader.location): \"key\" must be a key name of 1 to 32 characters")
            }
            return ScriptEvent(frame: frame, .key(press))
        case "text" where version >= 2:
            return ScriptEvent(frame: frame, .text(try printableText(reader, atMost: 64)))
        case "focusLost", "quit":
            try reader.rejectUnknownFields(allowing: ["frame", "type"])
            return ScriptEvent(frame: frame, type == "quit" ? .quit : .focusLost)
        case "resize":
            try ScriptDecoding.requireVersion(2, for: ["scale"], in: reader, version: version)
            try reader.rejectUnknownFields(allowing: ["frame", "type", "width", "height", "scale"])
            let width = try reader.integer("width"), height = try reader.integer("height")
            try ScriptDecoding().checkSize(width, height, what: "\(reader.location): a resize")
            let scale = try reader.optionalNumber("scale")
            if let scale { try ScriptDecoding().checkScale(scale, at: reader.location) }
            return ScriptEvent(frame: frame, .resize(width: width, height: height, scale: scale))
        case "tune" where version >= 2:
            try reader.rejectUnknownFields(allowing: ["frame", "type", "target", "stiffness", "damping", "mass", "friction"])
            let change = TuneChange(
                target: try reader.string("target"), stiffness: try reader.optionalNumber("stiffness"),
                damping: try reader.optionalNumber("damping"), mass: try reader.optionalNumber("mass"),
                friction: try reader.optionalNumber("friction")
            )
            if let problem = change.problem { throw .script("\(reader.location): \(problem)") }
            return ScriptEvent(frame: frame, .tune(change))
        case "command" where version >= 3:
            return ScriptEvent(frame: frame, .command(try ScriptCommandCoding.decode(reader, maximumTimeScale: InputBounds.maximumTimeScale)))
        case "note" where version >= 3:
            return ScriptEvent(frame: frame, .note(try printableText(reader, atMost: 200)))
        default:
            if let needed = Self.addedIn[type], version < needed {
                throw .script("\(reader.location): \(PlaygroundError.quoted(type)) needs \"version\": \(needed); this script is version \(version)")
            }
            let known = Self.eventTypes.filter { (Self.addedIn[$0] ?? 1) <= version }.joined(separator: ", ")
            let later = stride(from: version + 1, through: InputScript.currentVersion, by: 1).map { next in
                "; version \(next) adds " + Self.eventTypes.filter { Self.addedIn[$0] == next }.joined(separator: ", ")
            }.joined()
            throw .script("\(reader.location): unknown type \(PlaygroundError.quoted(type)) (expected one of \(known)\(later))")
        }
    }

    /// `x` and `y`, each within ±``InputBounds/maximumCoordinate`` points.
    /// A pointer or finger event's `"time"`, within the bounds; by default its frame's time.
    func timestamp(_ reader: JSONObjectReader, frame: Int) throws(PlaygroundError) -> Double {
        let time = try reader.optionalNumber("time") ?? ScriptEvent.time(ofFrame: frame)
        guard abs(time) <= InputBounds.maximumTimestamp else {
            throw .script("\(reader.location): \"time\" must be within ±\(whole(InputBounds.maximumTimestamp)) seconds, got \(time)")
        }
        return time
    }

    /// The `"text"` of an event that holds nothing else (typed text, a note): 1 to `limit`
    /// printable characters.
    func printableText(_ reader: JSONObjectReader, atMost limit: Int) throws(PlaygroundError) -> String {
        try reader.rejectUnknownFields(allowing: ["frame", "type", "text"])
        let text = try reader.string("text")
        // Scalars, not characters: one character can hold any number of combining marks.
        guard !text.isEmpty, text.unicodeScalars.count <= limit, !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
            throw .script("\(reader.location): \"text\" must be 1 to \(limit) printable characters")
        }
        return text
    }

    func point(_ reader: JSONObjectReader) throws(PlaygroundError) -> Point {
        let x = try reader.number("x"), y = try reader.number("y")
        for (name, value) in [("x", x), ("y", y)] where abs(value) > InputBounds.maximumCoordinate {
            throw .script("\(reader.location): \"\(name)\" must be within ±\(whole(InputBounds.maximumCoordinate)) points, got \(value)")
        }
        return Point(x: x, y: y)
    }

    func wheelDelta(_ reader: JSONObjectReader, _ key: String) throws(PlaygroundError) -> Double {
        let value = try reader.optionalNumber(key) ?? 0
        guard abs(value) <= InputBounds.maximumWheelDelta else {
            throw .script("\(reader.location): \"\(key)\" must be within ±\(whole(InputBounds.maximumWheelDelta)) notches, got \(value)")
        }
        return value
    }

    /// A whole bound as messages print it: `1000000`, not `1000000.0`.
    func whole(_ bound: Double) -> String {
        String(CheckedInt.from(bound, in: Int.min...Int.max) ?? 0)
    }

    func decodeButton(_ reader: JSONObjectReader) throws(PlaygroundError) -> PointerEvent.Button {
        switch reader.fields["button"] {
        case nil, .null?: return .primary
        case .string("primary")?, .string("left")?: return .primary
        case .string("secondary")?, .string("right")?: return .secondary
        case .string("middle")?: return .middle
        case let .number(value)? where value.rounded() == value && value >= 1 && value <= 32:
            return ScriptCoding.button(number: Int(value))
        case let other?:
            throw .script("\(reader.location): \"button\" must be \"primary\", \"secondary\", \"middle\" or a button number, got \(other.kind)")
        }
    }
}
