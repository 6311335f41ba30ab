// The `playground` command: `playground [run] …` drags and flings rectangles
// in a window or replays a script headless (RunCommand.swift); `playground
// review DIR` triages failed golden-image tests (ReviewCommand.swift).

import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

struct PlaygroundTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Drag and fling rectangles, watch the motion runtime work, and review golden-image failures.",
        subcommands: [RunCommand.self, ReviewCommand.self],
        defaultSubcommand: RunCommand.self
    )
}

/// An error ArgumentParser prints as one `Error: …` line with a non-zero exit.
struct ValidationErrorLine: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// Prints `line` and flushes at once, so each line shows as it happens even through a pipe.
func say(_ line: String) {
    print(line)
    fflush(nil)
}

PlaygroundTool.main()
