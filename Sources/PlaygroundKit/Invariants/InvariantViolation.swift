/// An invariant that did not hold: which, on which box, at which frame, with the values that broke it.
///
/// ```swift
/// print(violation)   // frame 96: "tokens end" fails on Box#1: token "spring" of SpringPerformer open since 1.6 s, the runtime idle
/// ```
public struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// The invariant's name: one of ``BuiltInInvariant``'s, or a scene's own (``SceneInvariant/name``).
    public var invariant: String
    /// The box it failed on, if it is about one.
    public var box: String?
    /// The frame it first failed on (from 1).
    public var frame: Int
    /// The values that broke it, as a short sentence.
    public var values: String

    /// A violation of `invariant` on `box` at `frame`, explained by `values`.
    public init(invariant: String, box: String?, frame: Int, values: String) {
        self.invariant = invariant
        self.box = box
        self.frame = frame
        self.values = values
    }

    /// What tells two failures apart: the invariant and the box (a search
    /// reports each once); for a trap, its message too.
    public var key: String {
        invariant + " / " + (box ?? "the scene") + (invariant == BuiltInInvariant.noTrap.rawValue ? " / " + values : "")
    }

    public var description: String {
        "frame \(frame): \"\(invariant)\" fails on \(box ?? "the scene"): \(values)"
    }
}

/// The invariants every scene keeps, checked on every frame without being declared.
public enum BuiltInInvariant: String, Sendable, CaseIterable {
    /// Every box's position, size, scale, rotation and opacity is a finite number.
    case finite = "values are finite"
    /// Every token a performer starts ends: none is open while the runtime is idle, or once its box is still.
    case tokensEnd = "tokens end"
    /// After the last input, the runtime comes to rest within the settle bound (10 s of scene time by default).
    case comesToRest = "comes to rest"
    /// At rest, some part of every box is inside the window.
    case reachable = "stays reachable"
    /// Where a drag hands over to a fling, or a fling to a spring, the speed does not jump up.
    case smoothHandOff = "hands off smoothly"
    /// No trace the scene declared an invariant (``Scene/invariant(_:)``) fails.
    case tracesPass = "traces pass"
    /// The scene's code never traps (a precondition, an overflow, a crash): found by running it in a child process.
    case noTrap = "never traps"
}
