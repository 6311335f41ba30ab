import Interactions

extension Scene {
    /// The scenes the `playground` command knows by name, in the order its help lists them.
    package static let builtInNames = ["default", "stress", "seed"]

    /// A fresh built-in scene by name (`default`, `stress`, `seed`), or `nil`.
    ///
    /// ```swift
    /// let scene = Scene.builtIn(named: script.scene ?? "default")
    /// ```
    public static func builtIn(named name: String) -> Scene? {
        switch name {
        case "default": .makeDefault()
        case "stress": .makeStress()
        case "seed": .makeSeed()
        default: nil
        }
    }
}
