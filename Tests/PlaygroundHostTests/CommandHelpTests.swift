import Foundation
import Testing

/// `playground --help`, the first thing a newcomer types: it lists the
/// window's keys (README and the PlaygroundCLI article say so), then the
/// subcommands, and says where the window's options are.
@Suite("playground --help")
struct CommandHelpTests {
    @Test("playground --help lists the window's keys and the scene's actions, the subcommands, and where the window's options are")
    func helpListsTheKeys() throws {
        let executable = try #require(XvfbRun.playgroundExecutable(), "build the playground first (swift build)")
        let run = try NoDisplayTests.run(executable, ["--help"], environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0, "\(run.errors)")
        for line in ["pause or resume scene time", "save the frame as PNG", "Throw every box", "quit, writing the session's files"] {
            #expect(run.output.contains(line), "no \"\(line)\" in: \(run.output)")
        }
        for subcommand in ["run (default)", "review", "init"] {
            #expect(run.output.contains("  \(subcommand) "), "no subcommand \(subcommand)")
        }
        #expect(run.output.contains("`playground run --help`"))
    }
}
