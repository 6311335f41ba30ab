import Interactions
import MotionMath
import StrictJSON

/// Writes an ``InputScript`` as JSON by hand: keys in a fixed order and one
/// event per line, so recordings diff well and are byte-identical run to run.
package enum ScriptEncoding {
    static func encode(_ script: InputScript) -> String {
        var header = ["\"version\": \(InputScript.currentVersion)"]
        if let scene = script.scene { header.append("\"scene\": \(quoted(scene))") }
        if let viewport = script.viewport {
            let scale = viewport.scale == 1 ? "" : ", \"scale\": \(number(viewport.scale))"
            header.append("\"viewport\": {\"width\": \(viewport.width), \"height\": \(viewport.height)\(scale)}")
        }
        if let frames = script.frameCount { header.append("\"frames\": \(frames)") }
        if script.framePeriod != InputScript.defaultFramePeriod {
            header.append("\"framePeriod\": \(number(script.framePeriod))")
        }
        if let budget = script.historyBudget { header.append("\"historyBytes\": \(budget)") }
        if script.isRouted { header.append("\"routed\": true") }
        var text = "{\n  " + header.joined(separator: ",\n  ") + ",\n"
        if !script.frameTimes.isEmpty {
            // Eight pairs a line: a recording's odd frames stay compact but diffable.
            text += "  \"frameTimes\": ["
            for (index, time) in script.frameTimes.enumerated() {
                text += (index == 0 ? "\n    " : index % 8 == 0 ? ",\n    " : ", ") + "[\(time.frame), \(number(time.seconds))]"
            }
            text += "\n  ],\n"
        }
        text += "  \"events\": ["
        for (index, event) in script.events.enumerated() {
            text += (index == 0 ? "\n    " : ",\n    ") + encode(event)
        }
        text += script.events.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    static func encode(_ scriptEvent: ScriptEvent) -> String {
        var fields = ["\"frame\": \(scriptEvent.frame)"]
        switch scriptEvent.event {
        case let .pointer(pointer):
            let type = ScriptCoding.type("pointer", pointer.phase)
            fields += ["\"type\": \"\(type)\"", "\"x\": \(number(pointer.position.x))", "\"y\": \(number(pointer.position.y))"]
            if pointer.button != .primary { fields.append("\"button\": \(ScriptCoding.name(of: pointer.button))") }
            if pointer.timestamp != ScriptEvent.time(ofFrame: scriptEvent.frame) {
                fields.append("\"time\": \(number(pointer.timestamp))")
            }
        case let .finger(finger):
            let type = ScriptCoding.type("finger", finger.phase)
            fields += ["\"type\": \"\(type)\"", "\"id\": \(finger.id)", "\"x\": \(number(finger.position.x))", "\"y\": \(number(finger.position.y))"]
            if finger.timestamp != ScriptEvent.time(ofFrame: scriptEvent.frame) {
                fields.append("\"time\": \(number(finger.timestamp))")
            }
        case let .wheel(dx, dy, position):
            fields += [
                "\"type\": \"wheel\"", "\"dx\": \(number(dx))", "\"dy\": \(number(dy))",
                "\"x\": \(number(position.x))", "\"y\": \(number(position.y))",
            ]
        case let .key(press):
            fields += ["\"type\": \"key\"", "\"key\": \(quoted(press.key))"]
            if press.shift { fields.append("\"shift\": true") }
            if press.control { fields.append("\"control\": true") }
        case let .text(text):
            fields += ["\"type\": \"text\"", "\"text\": \(quoted(text))"]
        case .focusLost:
            fields.append("\"type\": \"focusLost\"")
        case let .resize(width, height, scale):
            fields += ["\"type\": \"resize\"", "\"width\": \(width)", "\"height\": \(height)"]
            if let scale { fields.append("\"scale\": \(number(scale))") }
        case .quit:
            fields.append("\"type\": \"quit\"")
        case let .tune(change):
            fields += ["\"type\": \"tune\"", "\"target\": \(quoted(change.target))"]
            fields += change.fields.map { "\"\($0.name)\": \(number($0.value))" }
        case let .command(command):
            fields.append("\"type\": \"command\"")
            fields += ScriptCommandCoding.fields(of: command)
        case let .note(text):
            fields += ["\"type\": \"note\"", "\"text\": \(quoted(text))"]
        }
        if scriptEvent.takenByLayer == true { fields.append("\"layer\": true") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Whole numbers without a fraction; others with Swift's shortest round-tripping form.
    package static func number(_ value: Double) -> String {
        DecimalText.shortest(value)
    }

    static func quoted(_ text: String) -> String {
        JSONStringLiteral.of(text)
    }
}

extension PointerEvent.Button {
    /// The button SDL and X11 number `number`: 1 primary, 2 middle, 3 secondary.
    public init(number: Int) {
        switch number {
        case 1: self = .primary
        case 2: self = .middle
        case 3: self = .secondary
        default: self = .other(number)
        }
    }
}

/// Button names and event types shared by reading and writing scripts.
enum ScriptCoding {
    /// A pointer's or finger's event type: `kind` and the phase's raw value capitalized (`pointerDown`, `fingerCancel`).
    static func type(_ kind: String, _ phase: some RawRepresentable<String>) -> String {
        kind + phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst()
    }

    /// The phase an event type of `kind` names (`pointerDown` is `.down`), the inverse of ``type(_:_:)``.
    static func phase<Phase: RawRepresentable<String>>(of type: String, after kind: String) -> Phase? {
        Phase(rawValue: type.dropFirst(kind.count).lowercased())
    }

    static func button(number: Int) -> PointerEvent.Button {
        PointerEvent.Button(number: number)
    }

    static func name(of button: PointerEvent.Button) -> String {
        switch button {
        case .primary: "\"primary\""
        case .secondary: "\"secondary\""
        case .middle: "\"middle\""
        case let .other(number): String(number)
        }
    }
}
