import PlaygroundKit

extension KeyHelp {
    /// The keys and gestures a newcomer needs first, picked from the full
    /// tables by what they do (so a rebinding shows here too): throw, pause,
    /// slow motion, step back, save, write a golden test or a motion test, the panel, help, quit.
    ///
    /// ```swift
    /// KeyHelp(playground: .standard, overlay: .standard, actions: []).firstKeysMarkdown
    /// ```
    package var firstKeysMarkdown: String {
        let wanted = [
            "move it; let go while moving to throw it",
            "inspect it, untouched; on empty space: deselect",
            "pause or resume scene time",
            "slow motion, 0.25× (resumes)",
            "step back / forward through history (pauses)",
            "save the frame as PNG",
            "write a golden test of this frame's scene (golden-tests/)",
            "write a motion golden test of the last gesture (motion-tests/)",
            "show or hide the panel",
            "show or hide this help",
            "quit, writing the session's files",
        ]
        let rows = sections.flatMap(\.rows)
        let picked = wanted.compactMap { help in rows.first { $0.help == help } }
        return "| Keys | Does |\n|---|---|\n"
            + picked.map { row in
                "| \(row.keys.components(separatedBy: ", ").map(Self.codeSpan).joined(separator: ", ")) | \(row.help) |"
            }.joined(separator: "\n") + "\n"
    }
}
