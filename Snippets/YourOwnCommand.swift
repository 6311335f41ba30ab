// snippet.hide
// PlaygroundCLI's catalog: the whole `playground` command line, for scenes of your own.
import Interactions
import PlaygroundCLI
import PlaygroundKit

// snippet.show
// Sources/MyMotion/main.swift; then `swift run MyMotion --scene calm`, `--help`…
PlaygroundMain.run(scenes: [
    PlaygroundScene("lively", recipe: SceneRecipe(
        name: "lively", imports: ["PlaygroundKit"], expression: "Scene.makeDefault()"
    )) {
        Scene.makeDefault()
    },
    PlaygroundScene("calm", windowSize: Size(width: 960, height: 600)) {
        Scene.makeDefault(size: Size(width: 960, height: 600))
    },
])
