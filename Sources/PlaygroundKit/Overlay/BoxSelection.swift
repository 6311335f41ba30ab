import Interactions

/// Which box the overlay inspects, chosen by clicking: a press and release
/// that did not move further than ``clickSlop`` selects the box under the
/// press, or clears the selection over empty space.
///
/// It only observes pointer events, so the same press still reaches the box
/// beneath and a drag still drags: a drag never changes the selection. It
/// holds the box weakly; a box that goes away is no longer selected.
///
/// ```swift
/// var selection = BoxSelection()
/// selection.observe(PointerEvent(.down, at: point, timestamp: 0), in: scene)
/// selection.observe(PointerEvent(.up, at: point, timestamp: 0.1), in: scene)
/// selection.box?.name   // "Box#2"
/// ```
public struct BoxSelection {
    /// How far (in points) a press may move and still be a click: the drag recognizer's slop.
    public static let clickSlop = 4.0

    /// The selected box.
    public private(set) weak var box: Box?

    private var pressPosition: Point?
    private weak var pressedBox: Box?
    private var moved = false

    /// Creates an empty selection.
    public init() {}

    /// Selects `box` (or nothing).
    public mutating func select(_ box: Box?) {
        self.box = box
    }

    /// Watches one pointer event that the scene will receive; returns whether the selection changed.
    @discardableResult
    public mutating func observe(_ event: PointerEvent, in scene: Scene) -> Bool {
        switch event.phase {
        case .down:
            guard event.button == .primary else { return false }
            pressPosition = event.position
            pressedBox = scene.box(at: event.position)
            moved = false
        case .move:
            if let start = pressPosition, !(event.position.distance(to: start) <= Self.clickSlop) {
                moved = true
            }
        case .up:
            guard event.button == .primary, pressPosition != nil else { return false }
            defer { pressPosition = nil }
            guard !moved else { return false }
            let before = box
            box = pressedBox
            return before !== box
        case .cancel:
            pressPosition = nil
        }
        return false
    }

    /// Forgets a press in progress (focus was lost).
    public mutating func cancelPress() {
        pressPosition = nil
    }
}
