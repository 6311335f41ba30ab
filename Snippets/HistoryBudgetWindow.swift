// snippet.hide
// README "Time travel": the window is given a playground factory, so `b` can branch.
import PlaygroundHost
import PlaygroundKit
import PlaygroundOverlay

let font = try Assets.locate().loadFont()
// snippet.show
try PlaygroundWindow.run(options: WindowOptions(outputDirectory: "out")) {
    let playground = Playground(scene: .makeDefault(), font: font)
    playground.history = SessionHistory(budget: 16 << 20)   // 16 MB instead of 64
    playground.installOverlay()
    return playground
}
