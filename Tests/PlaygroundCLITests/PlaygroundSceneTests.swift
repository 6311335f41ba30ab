@testable import PlaygroundCLI
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import ProjectTemplate
import Testing

@Suite("PlaygroundScene")
struct PlaygroundSceneTests {
    @Test("The built-in scenes are the playground's, each with its recipe")
    func builtInScenes() {
        let scenes = PlaygroundScene.builtIn
        #expect(scenes.map(\.name) == Scene.builtInNames)
        #expect(scenes.map(\.recipe) == Scene.builtInNames.map { SceneRecipe.builtIn(named: $0) })
        #expect(scenes.allSatisfy { $0.make().boxes.isEmpty == false })
    }

    @Test("Until an executable gives its own scenes, the command is playground's run, serving the built-in ones")
    func defaultConfiguration() {
        #expect(PlaygroundRunCommand.configuration.commandName == "run")
        let help = PlaygroundRunCommand.helpMessage(columns: 400)
        #expect(help.contains("The scene: default, stress, seed (default: the first)."))
        #expect(help.contains("Throw every box"))
    }

    @Test("--help's key table fits 80 columns: a long help goes on under itself, never back to column 0")
    func keyTableFitsEightyColumns() throws {
        let help = PlaygroundRunCommand.helpMessage(columns: 80)
        let start = try #require(help.range(of: "press ? for this list:\n"))
        let end = try #require(help.range(of: "USAGE:"))
        let table = help[start.upperBound..<end.lowerBound].split(separator: "\n")
        #expect(table.count > 40, "the key table is there")
        for line in table {
            #expect(line.count <= 80, "too wide: \(line)")
            #expect(line.hasPrefix("  ") || line.hasSuffix(":"), "not a row, a continuation or a title: \(line)")
        }
        let row = try #require(table.first { $0.hasPrefix("  p, Space") })
        let column = row.distance(from: row.startIndex, to: try #require(row.range(of: "pause")).lowerBound)
        let continuations = table.filter { $0.prefix(column).allSatisfy { $0 == " " } }
        #expect(!continuations.isEmpty, "some help is long enough to wrap at 80 columns")
        #expect(continuations.allSatisfy { $0.dropFirst(column).first != " " }, "continuations line up under the help column")
    }

    @Test("The run command's options parse and check as the playground's always did")
    func runCommandOptions() throws {
        #expect(throws: (any Error).self) { try PlaygroundRunCommand.parse(["--headless", "--frames", "0"]) }
        _ = try PlaygroundRunCommand.parse(["--headless", "--frames", "60", "--out", "out"])
    }

    @Test("--stats says when a run was too short to re-throw, and gives the re-throws' figures when it was not")
    func rethrowLineSaysWhenThereWereNone() {
        #expect(
            PlaygroundRunCommand.rethrowLine(FrameStatistics(), frames: 30)
                == "  no frame threw every box again: the first re-throw is frame 90, and the run has 30 (--frames 90 or more)")
        var rethrown = FrameStatistics()
        rethrown.record(0.040)
        rethrown.record(0.030)
        let two = PlaygroundRunCommand.rethrowLine(rethrown, frames: 200)
        #expect(two.hasPrefix("  the frames that threw every box again (every 90): median ") && two.hasSuffix(" over 2 frames"), "\(two)")
    }

    @Test("--stats measures the scenes served: playground's default and stress, an executable's own scenes, or the one --scene names")
    func statsMeasuresTheScenesServed() throws {
        #expect(try PlaygroundRunCommand.measuredScenes(PlaygroundScene.builtIn, named: nil).map(\.name) == ["default", "stress"])
        #expect(try PlaygroundRunCommand.measuredScenes(PlaygroundScene.builtIn, named: "seed").map(\.name) == ["seed"])
        let own = [PlaygroundScene("breathe") { BreatheScene.make() }, PlaygroundScene("calm") { BreatheScene.make() }]
        let measured = try PlaygroundRunCommand.measuredScenes(own, named: nil)
        #expect(measured.map(\.name) == ["breathe", "calm"])
        #expect(measured.allSatisfy { $0.statistics == .demoScript })
        #expect(throws: PlaygroundError.usage("unknown scene \"stress\" (expected breathe, calm)")) {
            try PlaygroundRunCommand.measuredScenes(own, named: "stress")
        }
    }

    @Test("A debug build's advice is the release command of the executable running, with --watch while watching")
    func releaseAdvice() {
        #expect(PlaygroundRunCommand.releaseCommand(executable: "/p/.build/debug/MyMotion", watching: false) == "swift run -c release MyMotion")
        #expect(PlaygroundRunCommand.releaseCommand(executable: "/p/.build/debug/MyMotion", watching: true) == "swift run -c release MyMotion --watch")
        #if DEBUG
            #expect(PlaygroundRunCommand.slowFramesAdvice(watching: false)?.hasPrefix("swift run -c release ") == true)
        #else
            #expect(PlaygroundRunCommand.slowFramesAdvice(watching: false) == nil)
        #endif
    }

    @Test("The template's scene replays its demo script to the golden frame, every box breathing")
    func templateSceneReplays() throws {
        let scene = BreatheScene.make()
        let golden = try GoldenFrameReplay.run(
            script: BreatheScene.demoScript, scene: scene, frame: BreatheScene.goldenFrame
        )
        #expect(golden.frame.width == Int(BreatheScene.size.width))
        #expect(scene.box(named: "Box#1")!.scale > 1)
        #expect(scene.box(named: "Lung")!.scale > 1)
    }
}
