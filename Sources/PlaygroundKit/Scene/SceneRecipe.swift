/// How Swift code builds a scene: what a generated golden test calls to get
/// the scene its recording was made in.
///
/// The built-in scenes have recipes (``builtIn(named:)``). For a scene of
/// your own, put its factory in a library target that your executable and
/// your tests both depend on, and hand the window (`SessionDriver.sceneRecipe`,
/// `WindowOptions.sceneRecipe`) or a headless run (`HeadlessOptions.sceneRecipe`)
/// its recipe: the generated test then imports your module and calls your
/// factory, and passes with no edits. Without a recipe, the generated test
/// has a `makeScene()` for you to fill, and says so at compile time.
///
/// ```swift
/// import PlaygroundHost   // WindowOptions
///
/// // In the library target OrbitScenes: public func makeOrbitScene() -> Scene { … }
/// var options = WindowOptions(outputDirectory: "out")
/// options.sceneName = "orbit"
/// options.sceneRecipe = SceneRecipe(name: "orbit", imports: ["OrbitScenes"], expression: "makeOrbitScene()")
/// ```
public struct SceneRecipe: Sendable, Hashable {
    /// The scene's name, as recordings store it.
    public var name: String
    /// Modules the expression needs, besides PlaygroundKit.
    public var imports: [String]
    /// A Swift expression of type `Scene` that builds the scene afresh.
    public var expression: String

    /// Creates a recipe.
    public init(name: String, imports: [String] = [], expression: String) {
        self.name = name
        self.imports = imports
        self.expression = expression
    }

    /// The recipe of a built-in scene (`default`, `stress`, `seed`), or `nil`.
    public static func builtIn(named name: String) -> SceneRecipe? {
        guard Scene.builtInNames.contains(name) else { return nil }
        return SceneRecipe(name: name, expression: "Scene.builtIn(named: \"\(name)\")!")
    }
}
