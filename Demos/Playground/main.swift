// The `playground` command: `playground [run] …` drags and flings rectangles
// in a window or replays a script headless (PlaygroundCLI's
// PlaygroundRunCommand, which any executable can serve its own scenes with);
// `playground review DIR` triages failed golden-image tests
// (ReviewCommand.swift); `playground init DIR` writes a new package
// (InitCommand.swift).

import ArgumentParser
import PlaygroundCLI
#if canImport(Glibc)
    import Glibc
#endif

struct PlaygroundTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Drag and fling rectangles, watch the motion runtime work, and review golden-image failures.",
        subcommands: [PlaygroundRunCommand.self, ReviewCommand.self, InitCommand.self],
        defaultSubcommand: PlaygroundRunCommand.self
    )
}

/// An error ArgumentParser prints as one `Error: …` line with a non-zero exit.
struct ValidationErrorLine: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Prints `line` and flushes at once, so each line shows as it happens even through a pipe.
func say(_ line: String) {
    print(line)
    fflush(nil)
}

PlaygroundTool.main()
