// snippet.hide
// README "From a session to a golden test": a scene of your own, with its recipe.
import Interactions
import PlaygroundHost
import PlaygroundKit

let playground = Playground(scene: Scene(size: Size(width: 800, height: 600)), font: try Assets.locate().loadFont())
// snippet.show
var options = WindowOptions(outputDirectory: "out")
options.sceneName = "orbit"
options.sceneRecipe = SceneRecipe(name: "orbit", imports: ["OrbitScenes"], expression: "makeOrbitScene()")
try PlaygroundWindow.run(playground, options: options)
