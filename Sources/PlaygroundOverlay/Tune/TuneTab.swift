import Interactions
import PlaygroundKit

/// The Tune tab's state: the terms its sliders speak, the slider being
/// dragged or the number being typed, the change to send this frame, and
/// the paths of the boxes' last throws.
///
/// The tab never changes a box itself. A slider, a typed number, a preset or
/// Reset makes a `TuneChange`; once a frame the overlay asks the host to
/// feed it to the playground as a `tune` input event on the next frame
/// (`PlaygroundRequest/input(_:)`), so the recording holds the change and
/// a replay applies it exactly, without the tab.
///
/// ```swift
/// overlay.tune.parameterisation = .origami
/// overlay.tune.paths.ghost(of: "Box#1")   // the throw before the last
/// ```
public struct TuneTab: Sendable {
    /// A number being typed into a slider's field.
    package struct Editing: Sendable, Hashable {
        /// The slider whose field takes it.
        package var control: TuneControl
        /// The text typed so far.
        package var text: String
    }

    /// The terms the sliders speak.
    public var parameterisation = TuneParameterisation.physics
    /// The slider being dragged, if any.
    package internal(set) var dragging: TuneControl?
    /// The number being typed, if any.
    package internal(set) var editing: Editing?
    /// Why the last typed number was refused, until the next edit.
    public internal(set) var refusal: String?
    /// The change to send at the end of this frame, if any (the latest wins).
    package internal(set) var pendingChange: TuneChange?
    /// The paths of the boxes' last two throws.
    public internal(set) var paths = ThrowPaths()
    /// The box last thrown again, drawn with its paths when none is selected.
    package internal(set) var lastThrownAgain: String?
    /// Texts and the graph, remade only when the tuning or the size changes.
    var cache = TuneCache()

    /// Creates the tab's state: stiffness, damping and mass, nothing under way.
    public init() {}

    /// Asks for `tuning` on `box` (sent at the end of the frame).
    mutating func request(_ tuning: BoxTuning, for box: Box) {
        pendingChange = TuneChange(target: box.name, tuning)
    }

    /// The change to send now, forgetting it.
    mutating func takePendingChange() -> TuneChange? {
        defer { pendingChange = nil }
        return pendingChange
    }
}
