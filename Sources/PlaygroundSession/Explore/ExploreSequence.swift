import FoundationEssentials
import PlaygroundKit

/// One sequence of what hands did to a scene, as the search made it and
/// shrinks it: gestures of recorded input events, in order.
///
/// Its ``script`` is an ordinary recording (the viewport, every event on
/// its frame, then a `1` that resumes normal speed, so a sequence that left
/// the scene paused or in slow motion still settles): replay it, open it in
/// the window, or check it with `InvariantCheck`.
///
/// ```swift
/// import MyMotionKit   // BreatheScene, from `playground init`
///
/// let sequence = ExploreSequence(viewport: Viewport(width: 1280, height: 720), gestures: [[press, move, release]])
/// let report = try InvariantCheck.run(script: sequence.script, scene: BreatheScene.make())
/// ```
public struct ExploreSequence: Sendable, Hashable {
    /// The window the sequence starts in.
    public var viewport: Viewport
    /// The scene's name, as the recording stores it.
    public var sceneName: String?
    /// The gestures, each its events in order; the frames ascend across gestures.
    public var gestures: [[ScriptEvent]]

    /// A sequence of `gestures` in a window of `viewport`.
    public init(viewport: Viewport, sceneName: String? = nil, gestures: [[ScriptEvent]]) {
        self.viewport = viewport
        self.sceneName = sceneName
        self.gestures = gestures
    }

    /// The number of input events, the closing `1` not counted.
    package var eventCount: Int { gestures.reduce(0) { $0 + $1.count } }

    /// The last frame an event falls on.
    public var lastFrame: Int { gestures.last(where: { !$0.isEmpty })?.last?.frame ?? 0 }

    /// The key that ends every sequence: normal speed, resumed.
    public static let closingKey = KeyPress("1")

    /// The recording: the events, then ``closingKey`` on the frame after the last.
    public var script: InputScript {
        var script = InputScript(scene: sceneName, viewport: viewport)
        for event in gestures.joined() { script.append(event) }
        script.append(ScriptEvent(frame: lastFrame + 1, .key(Self.closingKey)))
        return script
    }

    // MARK: - As a file

    /// The sequence as text: a line with each gesture's event count, then the recording's JSON.
    public func encoded() -> Data {
        var data = Data((gestures.map { String($0.count) }.joined(separator: " ") + "\n").utf8)
        data.append(script.jsonData())
        return data
    }

    /// Reads what ``encoded()`` wrote.
    public init(encoded data: Data) throws(PlaygroundError) {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { throw .script("an explored sequence starts with its gestures' sizes") }
        let sizes = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        let script = try InputScript(json: Data(data[(newline + 1)...]))
        var events = script.events.dropLast()  // the closing key
        guard sizes.reduce(0, +) == events.count, let viewport = script.viewport else {
            throw .script("an explored sequence's gestures hold \(sizes.reduce(0, +)) events, its recording \(events.count)")
        }
        var gestures: [[ScriptEvent]] = []
        for size in sizes {
            gestures.append(Array(events.prefix(size)))
            events = events.dropFirst(size)
        }
        self.init(viewport: viewport, sceneName: script.scene, gestures: gestures)
    }
}
