import TraceKit

/// Something that must hold on every frame of a scene, whatever the hands
/// do: checked by `playground --explore` and by ``InvariantCheck``.
///
/// Declare it with ``Scene/invariant(_:on:_:)`` where the scene is built;
/// the closure reads the scene after each frame and returns whether the
/// invariant holds. It must only read: looking never changes the scene.
///
/// ```swift
/// scene.invariant("the lung rests at scale 1", on: lung) { scene in
///     scene.runtime.isActive || lung.scale == 1
/// }
/// ```
public struct SceneInvariant {
    /// What must hold, as a sentence: it names the failure.
    public var name: String
    /// The box it is about, if one: a failure names it.
    public var boxName: String?
    /// Whether it holds now.
    public var holds: (Scene) -> Bool

    /// An invariant named `name`, about the box named `boxName`, that holds when `holds` returns true.
    public init(_ name: String, boxName: String? = nil, holds: @escaping (Scene) -> Bool) {
        self.name = name
        self.boxName = boxName
        self.holds = holds
    }
}

extension Scene {
    /// Declares that `holds` is true after every frame, whatever input the
    /// scene is given; `box`, if given, is the box a failure names.
    ///
    /// ```swift
    /// scene.invariant("Box#1 never turns") { _ in box.rotation == 0 }
    /// ```
    public func invariant(_ name: String, on box: Box? = nil, _ holds: @escaping (Scene) -> Bool) {
        invariants.append(SceneInvariant(name, boxName: box?.name, holds: holds))
    }

    /// Declares that `tracer`'s trace never fails, whatever the input: a
    /// search then reports its failure as a violation of "traces pass".
    ///
    /// A scene's other traces are not invariants: most describe one flow a
    /// person follows (toss a box into an anchor) and fail, by design, when
    /// hands do something else.
    ///
    /// ```swift
    /// scene.invariant(scene.addTrace(try Trace(name: "Every drag ends", itemsToMatch: items)))
    /// ```
    public func invariant(_ tracer: Tracer) {
        invariantTraces.append(tracer)
    }

    /// Says that a built-in invariant does not hold for this scene by design,
    /// so a search does not report it: a scene whose boxes may be dragged out
    /// of the window on purpose waives ``BuiltInInvariant/reachable``.
    ///
    /// ```swift
    /// scene.waive(.reachable)   // plain Draggable: a box dragged out stays out
    /// ```
    public func waive(_ invariant: BuiltInInvariant) {
        waivedInvariants.insert(invariant)
    }
}
