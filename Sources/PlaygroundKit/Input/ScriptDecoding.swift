import Interactions

/// Turns parsed JSON into an ``InputScript``, checking every field.
enum ScriptDecoding {
    static let topLevelFields: Set<String> = ["version", "scene", "viewport", "events", "format", "comment"]

    static func decode(_ json: JSONValue) throws(PlaygroundError) -> InputScript {
        let root = try JSONObjectReader(json, location: "the script")
        try root.rejectUnknownFields(allowing: topLevelFields)
        guard root.fields["version"] != nil else {
            throw .script("missing \"version\" (this playground reads version \(InputScript.currentVersion))")
        }
        let version = try root.integer("version")
        guard version == InputScript.currentVersion else {
            throw .script("unsupported script version \(version) (this playground reads version \(InputScript.currentVersion))")
        }
        let scene = try root.optionalString("scene")
        var viewport: (width: Int, height: Int)?
        if let value = root.fields["viewport"], value != .null {
            let reader = try JSONObjectReader(value, location: "\"viewport\"")
            try reader.rejectUnknownFields(allowing: ["width", "height"])
            let width = try reader.integer("width"), height = try reader.integer("height")
            guard width > 0, height > 0, width <= 16384, height <= 16384 else {
                throw .script("\"viewport\" must be between 1x1 and 16384x16384, got \(width)x\(height)")
            }
            viewport = (width, height)
        }
        guard case let .array(items)? = root.fields["events"] else {
            throw .script(root.fields["events"] == nil ? "missing \"events\"" : "\"events\" must be an array")
        }
        var events: [ScriptEvent] = []
        events.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let event = try decodeEvent(item, number: index + 1)
            if let previous = events.last, event.frame < previous.frame {
                throw .script("event \(index + 1) is at frame \(event.frame), before the previous event's frame \(previous.frame): events must be in frame order")
            }
            events.append(event)
        }
        return InputScript(events: events, scene: scene, viewport: viewport)
    }

    static let eventTypes = ["pointerDown", "pointerMove", "pointerUp", "pointerCancel", "wheel", "key", "focusLost", "resize", "quit"]

    static func decodeEvent(_ json: JSONValue, number: Int) throws(PlaygroundError) -> ScriptEvent {
        var reader = try JSONObjectReader(json, location: "event \(number)")
        let frame = try reader.integer("frame")
        guard frame >= 1 else { throw .script("event \(number): \"frame\" must be 1 or more, got \(frame)") }
        reader = try JSONObjectReader(json, location: "event \(number) (frame \(frame))")
        let type = try reader.string("type")
        let pointerFields: Set<String> = ["frame", "type", "x", "y", "button", "time"]

        switch type {
        case "pointerDown", "pointerMove", "pointerUp", "pointerCancel":
            try reader.rejectUnknownFields(allowing: pointerFields)
            let phase: PointerEvent.Phase = switch type {
            case "pointerDown": .down
            case "pointerMove": .move
            case "pointerUp": .up
            default: .cancel
            }
            let position = Point(x: try reader.number("x"), y: try reader.number("y"))
            let time = try reader.optionalNumber("time") ?? ScriptEvent.time(ofFrame: frame)
            let button = try decodeButton(reader)
            return ScriptEvent(frame: frame, .pointer(PointerEvent(phase, at: position, button: button, timestamp: time)))
        case "wheel":
            try reader.rejectUnknownFields(allowing: ["frame", "type", "dx", "dy", "x", "y"])
            let position = Point(x: try reader.number("x"), y: try reader.number("y"))
            let dx = try reader.optionalNumber("dx") ?? 0, dy = try reader.optionalNumber("dy") ?? 0
            return ScriptEvent(frame: frame, .wheel(dx: dx, dy: dy, at: position))
        case "key":
            try reader.rejectUnknownFields(allowing: ["frame", "type", "key", "shift", "control"])
            let key = try reader.string("key")
            guard !key.isEmpty else { throw .script("\(reader.location): \"key\" must not be empty") }
            let press = KeyPress(key, shift: try reader.bool("shift", default: false), control: try reader.bool("control", default: false))
            return ScriptEvent(frame: frame, .key(press))
        case "focusLost", "quit":
            try reader.rejectUnknownFields(allowing: ["frame", "type"])
            return ScriptEvent(frame: frame, type == "quit" ? .quit : .focusLost)
        case "resize":
            try reader.rejectUnknownFields(allowing: ["frame", "type", "width", "height"])
            let width = try reader.integer("width"), height = try reader.integer("height")
            guard width > 0, height > 0, width <= 16384, height <= 16384 else {
                throw .script("\(reader.location): a resize must be between 1x1 and 16384x16384, got \(width)x\(height)")
            }
            return ScriptEvent(frame: frame, .resize(width: width, height: height))
        default:
            throw .script("\(reader.location): unknown type \"\(type)\" (expected one of \(eventTypes.joined(separator: ", ")))")
        }
    }

    static func decodeButton(_ reader: JSONObjectReader) throws(PlaygroundError) -> PointerEvent.Button {
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
