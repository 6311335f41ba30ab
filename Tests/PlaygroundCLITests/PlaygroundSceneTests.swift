import PlaygroundCLI
import PlaygroundKit
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

    @Test("The run command's options parse and check as the playground's always did")
    func runCommandOptions() throws {
        #expect(throws: (any Error).self) { try PlaygroundRunCommand.parse(["--headless", "--frames", "0"]) }
        _ = try PlaygroundRunCommand.parse(["--headless", "--frames", "60", "--out", "out"])
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
