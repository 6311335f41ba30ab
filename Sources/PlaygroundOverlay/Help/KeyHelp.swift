import PlaygroundKit

/// Every key and mouse action of a playground, in sections, built from the
/// very tables the input handling uses (the playground's and the overlay's
/// `KeyBindings` and the scene's `SceneAction`s), so help and behaviour
/// cannot drift apart. The overlay's help sheet (`?`) draws it; the
/// `playground` command's `--help` prints it.
///
/// ```swift
/// let help = KeyHelp(playground: playground.keyBindings, overlay: overlay.keyBindings, actions: scene.actions)
/// print(help.plainText)
/// ```
public struct KeyHelp: Sendable, Hashable {
    /// One line: the keys (or mouse gesture) and what they do.
    public struct Row: Sendable, Hashable {
        /// `p, Space` or `right-click a box`.
        public var keys: String
        /// What it does.
        public var help: String
    }

    /// A titled group of rows.
    public struct Section: Sendable, Hashable {
        public var title: String
        public var rows: [Row]
    }

    /// The sections, in reading order.
    package let sections: [Section]

    /// Help for these bindings and actions.
    public init(playground: PlaygroundKeyBindings, overlay: OverlayKeyBindings?, actions: [SceneAction]) {
        var sections = [Section(title: "Time and the session", rows: Self.rows(playground.bindings.map { ($0.key, $0.help) }))]
        if let overlay {
            sections.append(Section(title: "The overlay", rows: Self.rows(overlay.bindings.map { ($0.key, $0.help) }) + Self.overlayExtras))
        }
        if !actions.isEmpty {
            // The playground's and the overlay's keys come first, so an action on one of them never runs: say so.
            let taken = Set(playground.bindings.map(\.key) + (overlay?.bindings.map(\.key) ?? []))
            let rows = actions.compactMap { action in
                action.key.map { ($0, taken.contains($0) ? action.title + " (never runs: the key is taken; choose another)" : action.title) }
            }
            sections.append(Section(title: "This scene", rows: Self.rows(rows)))
        }
        sections.append(Section(title: "Mouse", rows: Self.mouse(withOverlay: overlay != nil)))
        self.sections = sections
    }

    /// Every row, for `--help` and tests: `p, Space   pause or resume scene time`,
    /// in ``plainTextWidth`` columns.
    public var plainText: String { plainText(width: Self.plainTextWidth) }

    /// The columns ``plainText`` fits: a terminal's 80, less one, so no terminal wraps a full line.
    public static let plainTextWidth = 79

    /// Every row in `width` columns: a help that does not fit the line goes on under
    /// itself (a hanging indent), never back to column 0.
    ///
    /// ```text
    ///   e                   export frames as an animated PNG: those marked with [ and
    ///                       ], or the last 5 s of scene time
    /// ```
    public func plainText(width: Int) -> String {
        let keysWidth = sections.flatMap(\.rows).map(\.keys.count).max() ?? 0
        let indent = 2 + keysWidth + 3
        return sections.map { section in
            section.title + ":\n"
                + section.rows.map { row in
                    let lines = Self.wrap(row.help, width: max(width - indent, 20))
                    let first = "  " + row.keys + String(repeating: " ", count: indent - 2 - row.keys.count) + (lines.first ?? "")
                    return ([first] + lines.dropFirst().map { String(repeating: " ", count: indent) + $0 }).joined(separator: "\n")
                }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// `text` broken between words into lines of at most `width` characters (a longer word keeps a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + (line.isEmpty && !lines.isEmpty ? [] : [line])
    }

    /// Every section as a Markdown table, for README (a test keeps README's copy equal to this).
    package var markdown: String {
        sections.map { section in
            "**\(section.title)**\n\n| Keys | Does |\n|---|---|\n"
                + section.rows.map { row in
                    let keys = row.keys.components(separatedBy: ", ").map(Self.codeSpan).joined(separator: ", ")
                    return "| \(keys) | \(row.help) |"
                }.joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// A key as Markdown code. The backtick key is written as an escaped backtick instead:
    /// a double-backtick span, CommonMark's way, is a symbol link to DocC.
    static func codeSpan(_ text: String) -> String {
        if text.contains(" ") && !text.contains("+") { return text }  // a mouse gesture, in words
        return text.contains("`") ? text.replacingOccurrences(of: "`", with: "\\`") : "`\(text)`"
    }

    /// Bindings with the same help merged into one row, in first-seen order.
    static func rows(_ bindings: [(KeyPress, String)]) -> [Row] {
        var rows: [Row] = []
        for (key, help) in bindings {
            if let index = rows.firstIndex(where: { $0.help == help }) {
                // Two bindings can name the same key (`?` from Shift+/ or from a layout that has it).
                if !rows[index].keys.components(separatedBy: ", ").contains(key.displayName) {
                    rows[index].keys += ", " + key.displayName
                }
            } else {
                rows.append(Row(keys: key.displayName, help: help))
            }
        }
        return rows
    }

    /// Keys the overlay answers to outside its table, because they depend on a mode.
    static let overlayExtras = [
        Row(keys: "Esc", help: "close help · leave pick mode · clear the filter"),
        Row(keys: "Ctrl+C", help: "copy the selected log line"),
        Row(keys: "o", help: "with --watch: show or hide the build before's paths"),
    ]

    /// The mouse's gestures.
    static func mouse(withOverlay: Bool) -> [Row] {
        var rows = [
            Row(keys: "drag a box", help: "move it; let go while moving to throw it"),
            Row(keys: "two fingers on a box", help: "pan, pinch and turn it at once (a touch screen)"),
            Row(keys: "Alt + drag a box", help: "pinch and turn it (a mirrored second finger)"),
            Row(keys: "Alt + Shift + drag", help: "two fingers moving together"),
            Row(keys: "Ctrl + wheel on a box", help: "pinch it about the pointer"),
            Row(keys: "Shift + wheel on a box", help: "turn it about the pointer"),
        ]
        guard withOverlay else { return rows }
        rows += [
            Row(keys: "right-click a box", help: "inspect it, untouched; on empty space: deselect"),
            Row(keys: "i, then click a box", help: "pick a box to inspect"),
            Row(keys: "drag the title bar", help: "move the panel (it docks to the nearest corner)"),
            Row(keys: "drag an edge", help: "resize the panel (bottom: height, left: width)"),
            Row(keys: "click a log line", help: "show it whole, with its event's fields"),
            Row(keys: "wheel over the log", help: "scroll back; the log stops following until End"),
            Row(keys: "hover a trace pill", help: "name the trace; click it to open it"),
            Row(keys: "drag the strip", help: "scrub through history (shown while paused)"),
            Row(keys: "click an interval", help: "on Tracks: select its box, jump to its start"),
            Row(keys: "wheel on a plot", help: "Tracks, Curves: zoom in time; drag pans"),
            Row(keys: "hover Curves", help: "read position and speed at the pointer"),
            Row(keys: "a Tune slider", help: "drag or wheel: the box's next settle uses it"),
            Row(keys: "a Tune number", help: "click to type one: Enter sets it, Esc drops it"),
        ]
        return rows
    }
}

extension KeyPress {
    /// How help text names the key: `Shift+Tab`, `Space`, `F1`, `?`, `Ctrl+L`.
    package var displayName: String {
        var name: String
        switch key {
        case "space": name = "Space"
        case "escape": name = "Esc"
        case "tab": name = "Tab"
        case "end": name = "End"
        case "return": name = "Enter"
        case "left": name = "Left"
        case "right": name = "Right"
        case "backspace": name = "Backspace"
        case "/" where shift: return (control ? "Ctrl+" : "") + "?"
        default:
            if key.count > 1, key.first == "f", Int(key.dropFirst()) != nil {
                name = key.uppercased()
            } else {
                name = key.count == 1 && (control || shift) ? key.uppercased() : key
            }
        }
        return (control ? "Ctrl+" : "") + (shift ? "Shift+" : "") + name
    }
}
