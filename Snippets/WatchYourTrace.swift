// snippet.hide
// README "Write and watch a trace for your own performer", step 3 (the scene of step 2
// is Snippets/TraceYourPerformer.swift).
import Interactions
import PlaygroundHost
import PlaygroundKit
import PlaygroundOverlay

let scene = Scene(size: Size(width: 960, height: 600))
// snippet.show
let playground = Playground(scene: scene, font: try Assets.locate().loadFont())
playground.installOverlay()
try PlaygroundWindow.run(playground, options: WindowOptions(outputDirectory: "out"))   // import PlaygroundHost
