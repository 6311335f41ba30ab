// The `playground` command: `playground [run] …` drags and flings rectangles
// in a window or replays a script headless (PlaygroundCLI's
// PlaygroundRunCommand, which any executable can serve its own scenes with);
// `playground review DIR` triages failed golden-image tests; `playground
// init DIR` writes a new package. All three live in PlaygroundCLI.

import ArgumentParser
import Motion
import PlaygroundCLI

struct PlaygroundTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Drag and fling rectangles, watch the motion runtime work, and review golden-image failures.",
        // The keys here too: `playground --help` is where a newcomer looks first.
        discussion: """
            A plain `playground` opens the window (`playground run --help`: its options, and headless runs). \
            In the window, press ? for its keys:

            """ + PlaygroundMain.keys,
        version: MotionToolkit.version,
        subcommands: [PlaygroundRunCommand.self, ReviewCommand.self, InitCommand.self],
        defaultSubcommand: PlaygroundRunCommand.self
    )
}

// --explore's bad usage exits 2 (1 means it found a failure).
if CommandLine.arguments.dropFirst().contains("--explore") { PlaygroundMain.exploreMain(PlaygroundTool.self) }
PlaygroundTool.main()
