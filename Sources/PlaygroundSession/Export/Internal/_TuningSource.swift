import Interactions
import MotionMath
import PlaygroundKit

/// Fills the tuning template: its `{{#BOX}}…{{/BOX}}` section once per tuned
/// box, then each `{{KEY}}` with Swift source or comment text.
enum _TuningSource {
    static func fill(_ template: String, export: TuningExport) throws(PlaygroundError) -> String {
        guard let open = template.range(of: "{{#BOX}}\n"), let close = template.range(of: "{{/BOX}}\n"),
            open.upperBound <= close.lowerBound
        else {
            throw .file("\(TuningExport.templatePath): no {{#BOX}} … {{/BOX}} section")
        }
        let section = String(template[open.upperBound..<close.lowerBound])
        let names = functionNames(export.entries.map(\.name))
        var boxes = ""
        for (index, (entry, name)) in zip(export.entries, names).enumerated() {
            boxes += (index > 0 ? "\n" : "") + (try substitute(section, values(for: entry, function: name)))
        }
        let outer = String(template[..<open.lowerBound]) + "{{BOXES}}" + String(template[close.upperBound...])
        return try substitute(outer, ["BOXES": boxes, "FIRST_FUNCTION": names.first ?? "box1"])
    }

    /// Replaces every `{{KEY}}` with its value, as the golden tests' templates are filled; an unknown key is an error in the template.
    static func substitute(_ text: String, _ values: [String: String]) throws(PlaygroundError) -> String {
        try _GoldenTestSource.fill(text, values: values, templatePath: TuningExport.templatePath)
    }

    static func values(for entry: TuningExport.Entry, function: String) -> [String: String] {
        let spring = entry.tuning.spring, friction = entry.tuning.friction
        let zeta = spring.dampingRatio
        let kind = abs(zeta - 1) <= 1e-9 ? "critically damped" : zeta < 1 ? "under-damped" : "over-damped"
        let rest = spring.restTime(distance: TuningExport.stepDistance).map { short($0) + " s" } ?? "after more than 2 minutes"
        let bouncy =
            spring.bouncy.map {
                "bounciness \(exact($0.bounciness)), speed \(exact($0.speed)) (Rebound and React Native: fromBouncinessAndSpeed)"
                    + ($0.bounciness < 0 ? "; below 0, it is damped beyond Pop's usual range" : "")
            } ?? "no bounciness and speed give this spring (damped beyond Origami's range)"
        var presets = [spring.androidStiffnessPreset?.constantName, spring.androidDampingRatioPreset?.constantName].compactMap { $0 }
        if !presets.isEmpty { presets = [": " + presets.joined(separator: ", ")] }
        return [
            "NAME": entry.name,
            "ORIGINAL": entry.original == entry.tuning ? "the same before tuning" : describe(entry.original),
            "ZETA": short(zeta), "KIND": kind, "RESPONSE": short(spring.response),
            "OVERSHOOT": short(spring.overshoot * 100), "REST": rest, "STEP": exact(TuningExport.stepDistance),
            "SWIFTUI_RESPONSE": exact(spring.response), "SWIFTUI_FRACTION": exact(spring.dampingFraction),
            "ORIGAMI_TENSION": exact(spring.origami.tension), "ORIGAMI_FRICTION": exact(spring.origami.friction),
            "BOUNCY": bouncy,
            "ANDROID_STIFFNESS": exact(spring.androidStiffness), "ANDROID_RATIO": exact(zeta), "ANDROID_PRESETS": presets.joined(),
            "UIKIT_RATE": exact(friction.retainedPerMillisecond), "ANDROID_FRICTION": exact(friction.androidFriction),
            "SETTLING_SUMMARY": settlingSummary(entry.settling),
            "FUNCTION": function, "SETTLING": settling(entry.settling),
            "FRICTION": exact(friction.rate),
            "STIFFNESS": exact(spring.stiffness), "DAMPING": exact(spring.damping), "MASS": exact(spring.mass),
            "MOTION_NAME": entry.motionName == "motion" ? "" : ", motionName: \"\(_GoldenTestSource.escaped(entry.motionName))\"",
        ]
    }

    // MARK: - Text

    /// A number exactly: Swift's shortest form that reads back as the same Double (`120`, `0.30000000000000004`).
    static func exact(_ value: Double) -> String {
        ScriptEncoding.number(value)
    }

    /// A number for reading: three significant figures (`0.183`, `1.92`, `55.8`).
    static func short(_ value: Double) -> String {
        DecimalText.significant(value, figures: 3)
    }

    static func describe(_ tuning: BoxTuning) -> String {
        let spring = tuning.spring
        return "stiffness \(exact(spring.stiffness)), damping \(exact(spring.damping)), mass \(exact(spring.mass)), friction k = \(exact(tuning.friction.rate))/s"
    }

    static func settling(_ settling: Tossable.Settling) -> String {
        switch settling {
        case .free: return ".free"
        case let .region(rect):
            return ".region(Rect(x: \(exact(rect.minX)), y: \(exact(rect.minY)), width: \(exact(rect.size.width)), height: \(exact(rect.size.height))))"
        case let .anchors(points):
            let items = points.map { "        Point(x: \(exact($0.x)), y: \(exact($0.y))),\n" }.joined()
            return ".anchors([\n" + items + "    ])"
        }
    }

    static func settlingSummary(_ settling: Tossable.Settling) -> String {
        switch settling {
        case .free: "thrown, it flies free until its fling stops"
        case .region: "thrown, it flies and springs back inside this region"
        case let .anchors(points): "thrown, it springs into the nearest of these \(points.count) anchors"
        }
    }

    // MARK: - Function names

    /// `Box#1` → `box1`; unique, valid Swift identifiers, never a keyword.
    static func functionNames(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            var words: [String] = []
            var word = ""
            for character in name {
                if character.isASCII && (character.isLetter || character.isNumber) {
                    word.append(character)
                } else if !word.isEmpty {
                    words.append(word)
                    word = ""
                }
            }
            if !word.isEmpty { words.append(word) }
            var identifier = words.enumerated().map { index, word in
                index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
            }.joined()
            if identifier.isEmpty || identifier.first!.isNumber { identifier = "box" + identifier }
            if keywords.contains(identifier) { identifier += "Plan" }
            var unique = identifier, suffix = 2
            while used.contains(unique) {
                unique = identifier + "_\(suffix)"
                suffix += 1
            }
            used.insert(unique)
            return unique
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "super", "self", "throw", "throws", "true", "try", "any", "some", "await", "async", "consume", "copy",
    ]
}
