import Motion

/// The parts of a gesture a ``DragPerformer`` drives: the translation
/// (``Draggable``), the scale (``Pinchable``), the rotation (``Rotatable``).
struct _GestureParts: OptionSet {
    let rawValue: UInt8
    static let drag = _GestureParts(rawValue: 1 << 0)
    static let pinch = _GestureParts(rawValue: 1 << 1)
    static let rotate = _GestureParts(rawValue: 1 << 2)
    /// Each part alone, in a fixed order.
    static let each: [_GestureParts] = [.drag, .pinch, .rotate]

    /// The label of the part's token.
    var label: String { self == .drag ? "drag" : self == .pinch ? "pinch" : "rotate" }

    /// The properties the parts drive, which their start halts.
    var properties: AnimatedProperties {
        var properties: AnimatedProperties = []
        if contains(.drag) { properties.insert(.position) }
        if contains(.pinch) { properties.insert(.scale) }
        if contains(.rotate) { properties.insert(.rotation) }
        return properties
    }
}

/// Where a target was, and what its recognizer said then: the reference a
/// ``DragPerformer`` applies the gesture's transform from.
struct _GestureBase {
    var position = Point.zero
    /// The scale shown, the scale the fingers would have asked for to show
    /// it (they differ beyond the range, where it rubber-bands), and what the
    /// band makes of that (the shown scale, unless it was beyond the band's
    /// reach: then scales are taken relative to it, so nothing jumps).
    var scale = 1.0, rawScale = 1.0, bandedScale = 1.0
    var rotation = 0.0
    /// The point the gesture's scale and rotation turn about (the fingers'
    /// centroid then), and the recognizer's translation, scale and rotation
    /// then: the target's point at `anchor` moves with the translation since.
    var anchor = Point.zero
    var translation = Point.zero
    var gestureScale = 1.0, gestureRotation = 0.0
}

/// One recognizer a ``DragPerformer`` follows: which plans hold which parts,
/// the parts active now, their tokens, and the reference.
struct _GestureEntry {
    let recognizer: GestureRecognizer
    let observation: GestureObservation
    private var unnamed: _GestureParts = []
    private var names: [String: _GestureParts] = [:]
    /// The parts some plan holds.
    private(set) var held: _GestureParts = []
    /// The parts driving the target now.
    var active: _GestureParts = []
    var tokens: [ActiveToken?] = [nil, nil, nil]
    var base = _GestureBase()
    /// From the latest ``Pinchable``.
    var band = _ScaleRubberBand(range: 0.5...3)
    var spring = SpringParameters.default

    init(recognizer: GestureRecognizer, observation: GestureObservation) {
        self.recognizer = recognizer
        self.observation = observation
    }

    var isHeld: Bool { !held.isEmpty }

    func holds(_ name: String) -> Bool { names[name] != nil }

    mutating func hold(_ part: _GestureParts, name: String?) {
        if let name { names[name] = part } else { unnamed.insert(part) }
        held.insert(part)
    }

    mutating func release(_ name: String) {
        names[name] = nil
        held = names.values.reduce(unnamed) { $0.union($1) }
    }

    /// The index of a single part's token.
    static func slot(_ part: _GestureParts) -> Int { part == .drag ? 0 : part == .pinch ? 1 : 2 }
}
