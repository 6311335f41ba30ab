import Interactions
import PlaygroundKit

/// Which box the overlay inspects, and the pick mode that chooses it.
///
/// Looking never changes what is looked at: choosing a box for the
/// inspector is a gesture the scene never sees, so it adds no plan, starts
/// no token, catches nothing in flight and cannot affect a trace. There are
/// two ways, as in a browser's developer tools:
/// - a **secondary click** (right button) on a box selects it at once; on
///   empty space it clears the selection;
/// - **pick mode** (`i`, or the inspector's Pick button): the next primary
///   click selects the box under it (or clears the selection over empty
///   space) and ends pick mode; Escape ends it without choosing.
///
/// Both are ordinary input events, recorded and replayed like a drag. The
/// selection holds the box weakly; a box that goes away is no longer selected.
///
/// ```swift
/// var selection = BoxSelection()
/// selection.isPicking = true
/// selection.pick(at: point, in: scene)   // selects the box under `point`, ends pick mode
/// selection.box?.name                    // "Box#2"
/// ```
public struct BoxSelection {
    /// The selected box.
    public private(set) weak var box: Box?
    /// Whether the next primary click picks a box instead of reaching the scene.
    public var isPicking = false

    /// Creates an empty selection.
    public init() {}

    /// Selects `box` (or nothing).
    public mutating func select(_ box: Box?) {
        self.box = box
    }

    /// Selects `box` (or nothing, for a click on empty space) and ends pick
    /// mode; returns whether the selection changed.
    @discardableResult
    public mutating func pick(_ box: Box?) -> Bool {
        isPicking = false
        let before = self.box
        self.box = box
        return before !== box
    }

    /// Selects the topmost box under `point` (or nothing) and ends pick mode;
    /// returns whether the selection changed.
    @discardableResult
    public mutating func pick(at point: Point, in scene: Scene) -> Bool {
        isPicking = false
        let before = box
        box = scene.box(at: point)
        return before !== box
    }
}
