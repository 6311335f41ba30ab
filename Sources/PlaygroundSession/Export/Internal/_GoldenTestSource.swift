import FoundationEssentials
import PlaygroundKit
import Canvas
import FileSupport
import StrictJSON

/// Fills the golden-test template: each `{{KEY}}` becomes Swift source.
///
/// The template is a real Swift file with placeholders (kept in
/// `Assets/Templates`, compiled by the end-to-end test), never source in
/// string literals here; this only makes the few values it needs.
package enum _GoldenTestSource {
    static func fill(_ template: String, test: GoldenTest, name: String) throws(PlaygroundError) -> String {
        let viewport = test.recording.viewport.map { "\($0.width)×\($0.height) points at \(number($0.scale))×" }
        var imports = (test.recipe?.imports ?? []) + test.layerSetUps.flatMap(\.imports)
        imports = imports.enumerated().filter { $0.element != "PlaygroundKit" && !imports[..<$0.offset].contains($0.element) }.map(\.element)
        let setUp = test.layerSetUps.map(\.statement).joined(separator: "; ")
        let values: [String: String] = [
            "NAME": name,
            "FRAME": String(test.frameNumber),
            "SCENE_NAME": escaped(test.sceneName),
            "VIEWPORT": viewport ?? "the scene's own size",
            "IMPORTS": imports.map { "import \($0)\n" }.joined(),
            "MAKE_SCENE": makeScene(test.recipe, sceneName: test.sceneName),
            "SET_UP": setUp.isEmpty ? "" : ",\n            setUp: { \(setUp) }",
            "PICTURE": setUp.isEmpty
                ? "The golden is of the scene alone (written with g): no change to the overlay's look can break it."
                : "The golden shows the layers over the scene too (written with G): a change to their look breaks it.",
            "TOKENS_STARTED": String(test.checkpoint.tokens.started),
            "TOKENS_ENDED": String(test.checkpoint.tokens.ended),
            "TRACE_STATES": traceStates(test.checkpoint.traceStates),
        ]
        return try fill(template, values: values, templatePath: GoldenTest.templatePath)
    }

    /// `template` with each `{{KEY}}` replaced by `values[KEY]`; an unknown key or an unclosed `{{` is an error naming `templatePath`.
    package static func fill(_ template: String, values: [String: String], templatePath: String) throws(PlaygroundError) -> String {
        var output = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw .file("\(templatePath): a \"{{\" is never closed")
            }
            let key = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values[key] else {
                throw .file("\(templatePath): unknown placeholder {{\(key)}}")
            }
            output += value
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    /// A motion test's source: its placeholders filled for a test named `name`.
    static func fill(_ template: String, motionTest test: MotionTest, name: String) throws(PlaygroundError) -> String {
        let viewport = test.recording.viewport.map { "\($0.width)×\($0.height) points at \(number($0.scale))×" }
        let imports = (test.recipe?.imports ?? []).filter { !["PlaygroundKit", "CanvasSnapshotTesting", "Testing"].contains($0) }
        let boxes = test.boxNames.map { "\"\(escaped($0))\"" }.joined(separator: ", ")
        let values: [String: String] = [
            "NAME": name,
            "FIRST_FRAME": String(test.firstFrame),
            "LAST_FRAME": String(test.lastFrame),
            "SCENE_NAME": escaped(test.sceneName),
            "VIEWPORT": viewport ?? "the scene's own size",
            "IMPORTS": imports.map { "import \($0)\n" }.joined(),
            "MAKE_SCENE": makeScene(test.recipe, sceneName: test.sceneName),
            "BOX_LIST": test.boxNames.joined(separator: ", "),
            "BOXES": test.boxes == nil ? "" : "boxes: [\(boxes)], ",
            "WHICH_BOXES": test.boxes == nil
                ? "every box that moved (written with m)" : "every box in the scene (written with M)",
            "END": test.endsAtRest
                ? "until every box the gesture moved is at rest" : "until m was pressed (the boxes were still moving)",
        ]
        return try fill(template, values: values, templatePath: MotionTest.templatePath)
    }

    /// A test type's name from its scene's: `DefaultFrame0042`, `BreatheMotion0118`.
    static func typeName(scene: String, kind: String, frame: Int) -> String {
        var camel = ""
        var upperNext = true
        for character in scene where character.isASCII {
            if character.isLetter || character.isNumber {
                camel.append(upperNext ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        if camel.isEmpty || camel.first!.isNumber { camel = "Scene" + camel }
        return camel + kind + String(frame).leftPadded(to: 4)
    }

    /// The template at `path` in the bundled assets; a failure names it as the `what` template.
    static func template(at path: String, for what: String) throws(PlaygroundError) -> String {
        let file = try Assets.locate().path(path)
        guard let bytes = FileSystem.read(file) else {
            throw .file("\(file): cannot read the \(what) template (\(FileSystem.lastError))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func makeScene(_ recipe: SceneRecipe?, sceneName: String) -> String {
        if let recipe { return "return " + recipe.expression }
        let scene = escaped(sceneName)
        return """
            // return makeMyScene()   // the scene your executable shows as "\(scene)"
                    #error("Build the \\"\(scene)\\" scene here, as your executable does, and delete this line (give the session a SceneRecipe and `g` writes this for you)")
            """
    }

    /// A dictionary literal, sorted by name: `["Fling Box#4 into a wall": "waiting"]`.
    static func traceStates(_ states: [String: String]) -> String {
        guard !states.isEmpty else { return "[:]" }
        let pairs = states.sorted { $0.key < $1.key }.map { "\"\(escaped($0.key))\": \"\(escaped($0.value))\"" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }

    /// `framebuffer` as PNG bytes for a test's folder; a failure names `what` it was (`frame 42`, `the filmstrip`).
    static func png(of framebuffer: Framebuffer, _ what: String) throws(PlaygroundError) -> [UInt8] {
        do {
            return try framebuffer.pngData()
        } catch {
            throw .file("cannot encode \(what) as PNG (\(error))")
        }
    }

    /// The text, safe inside a Swift string literal.
    package static func escaped(_ text: String) -> String {
        ScalarEscape.apply(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: ScalarEscape.swiftHex(scalar)
            default: nil
            }
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
