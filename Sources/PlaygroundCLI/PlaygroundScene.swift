import Interactions
import PlaygroundKit

/// A scene the command line can run by name: how to build it, and what a
/// headless run and a golden test need to know about it.
///
/// Hand a list of them to ``PlaygroundMain/run(scenes:commandName:abstract:)``;
/// the first is the one a plain run opens, `--scene NAME` picks another.
///
/// ```swift
/// let breathe = PlaygroundScene("breathe", windowSize: Size(width: 960, height: 600)) {
///     BreatheScene.make()
/// }
/// ```
public struct PlaygroundScene: Sendable {
    /// The scene's name, as `--scene` and recordings spell it.
    public var name: String
    /// Builds the scene afresh.
    public var make: @Sendable () -> Scene
    /// How a golden test written with `g` builds the scene (see `SceneRecipe` in `PlaygroundKit`);
    /// without one the test leaves `makeScene()` for you to fill.
    public var recipe: SceneRecipe?
    /// What a headless run with no `--script` plays, and a window with no display
    /// falls back to; `nil` plays the bundled demo script (made for the default scene).
    public var demoScript: InputScript?
    /// The window's initial size, in points.
    public var windowSize: Size
    /// The window's title.
    public var title: String
    /// How `--stats` measures the scene (the built-in ones differ; yours play their demo script).
    var statistics = StatisticsRun.demoScript

    /// How `--stats` measures a scene's frames.
    enum StatisticsRun: Sendable {
        /// Its demo script (the bundled one when it has none), then at rest until the frames run out.
        case demoScript
        /// Kept in motion by its own `x` action ("Throw every box") every 90 frames (the stress scene).
        case inMotion
        /// Only when `--scene` names it (the seed scene: the bundled demo is not made for it).
        case whenNamed
    }

    /// A scene named `name`, built by `make`.
    public init(
        _ name: String, recipe: SceneRecipe? = nil, demoScript: InputScript? = nil,
        windowSize: Size = Size(width: 1280, height: 720), title: String = "Motion Playground",
        make: @escaping @Sendable () -> Scene
    ) {
        self.name = name
        self.make = make
        self.recipe = recipe
        self.demoScript = demoScript
        self.windowSize = windowSize
        self.title = title
    }

    /// The built-in scenes (`default`, `stress`, `seed`), the `playground` command's own.
    public static var builtIn: [PlaygroundScene] {
        Scene.builtInNames.map { name in
            var scene = PlaygroundScene(name, recipe: .builtIn(named: name)) {
                // Every built-in name builds a scene: `builtInNames` lists exactly those.
                Scene.builtIn(named: name)!
            }
            scene.statistics = name == "stress" ? .inMotion : name == "default" ? .demoScript : .whenNamed
            return scene
        }
    }
}
