import Interactions
import PlaygroundKit

/// What a search generates: its seed, the window, the keys hands may press,
/// how long a sequence is, and how long a scene may take to settle.
///
/// ```swift
/// var settings = ExploreSettings(seed: 7, viewport: Viewport(width: 1280, height: 720), scene: scene)
/// settings.maximumGestures = 8
/// ```
public struct ExploreSettings: Sendable {
    /// The search's seed: sequence `i` of a seed is the same on every machine, in any job or shard.
    public var seed: UInt64
    /// The window the sequences start in.
    public var viewport: Viewport
    /// The scene's name, as recordings store it.
    public var sceneName: String?
    /// The keys hands press: the scene's action keys, then the time keys (``timeKeys``).
    public var keys: [KeyPress]
    /// The most gestures in one sequence (short ones are the most common).
    public var maximumGestures = 16
    /// How long after the last input the scene may take to come to rest, in seconds of scene time.
    package var settleBound = InvariantMonitor.defaultSettleBound

    /// Normal speed, slow motion at 0.25× and 0.1×, pause and step: the playground keys that change time.
    public static let timeKeys = ["1", "2", "3", "p", "."].map { KeyPress($0) }

    /// Settings for a search of `scene`'s kind with `seed`, in a window of `viewport`: the hands press the scene's action keys and ``timeKeys``.
    public init(seed: UInt64, viewport: Viewport, sceneName: String? = nil, scene: Scene) {
        self.seed = seed
        self.viewport = viewport
        self.sceneName = sceneName
        keys = scene.actions.compactMap(\.key) + Self.timeKeys
    }

    /// The window's size in points.
    public var window: Size { Size(width: Double(viewport.width), height: Double(viewport.height)) }
}
