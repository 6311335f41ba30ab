// snippet.hide
import PlaygroundKit
import PlaygroundSession
import Testing

// snippet.show
/// The scene, with what must hold whatever the hands do.
func makeScene() -> Scene {
    let scene = Scene.makeDefault()
    let box = scene.box(named: "Box#1")!
    scene.invariant("Box#1 never turns", on: box) { _ in box.rotation == 0 }
    return scene
}

// The same search in a test: 200 sequences of seed 1, each failure shrunk.
@Test func randomHandsKeepTheInvariants() throws {
    let font = try Assets.locate().loadFont()
    let settings = ExploreSettings(seed: 1, viewport: Viewport(width: 1280, height: 720), scene: makeScene())
    let explorer = Explorer(settings: settings) { Playground(scene: makeScene(), font: font) }
    let findings = explorer.run(sequences: 0..<200)
    #expect(findings.isEmpty, "\(findings.map(\.violation))")
}
