import Interactions

/// Something a scene offers a person to do: a title, an optional key, and
/// what it does to the scene.
///
/// Actions are listed in the key help (`?`) with their keys. Invoking one is
/// an ordinary input event (its key), so it is recorded and replayed like a
/// drag. The default and stress scenes offer "Reset the scene" (`0`) and
/// "Throw every box" (`x`); add your own to any scene.
///
/// ```swift
/// scene.actions.append(SceneAction("Drop the moon", key: KeyPress("m")) { scene in
///     scene.runtime.addPlan(Spring(to: Point(x: 400, y: 300)), named: "motion", to: moon)
/// })
/// ```
public struct SceneAction {
    /// What it does, in a few words.
    public var title: String
    /// The key that invokes it, if any.
    public var key: KeyPress?
    /// Does it.
    public var perform: (Scene) -> Void

    /// Creates an action.
    public init(_ title: String, key: KeyPress? = nil, perform: @escaping (Scene) -> Void) {
        self.title = title
        self.key = key
        self.perform = perform
    }
}
