import FoundationEssentials
import Interactions

/// A recorded or hand-written sequence of input events, replayable live or
/// headless: the playground's golden-image workflow starts here.
///
/// Scripts are JSON, versioned, and documented in README:
///
/// ```json
/// { "version": 1, "scene": "default",
///   "events": [
///     { "frame": 10, "type": "pointerDown", "x": 200, "y": 150 },
///     { "frame": 11, "type": "pointerMove", "x": 240, "y": 152 },
///     { "frame": 12, "type": "pointerUp",   "x": 290, "y": 155 } ] }
/// ```
///
/// Loading validates everything and reports the first problem in one line
/// that names the file and the event: a script either loads whole or not at all.
///
/// ```swift
/// let script = try InputScript(contentsOfFile: "Assets/Scripts/demo.json")
/// ```
public struct InputScript: Sendable, Hashable {
    /// The script format version this playground reads and writes.
    public static let currentVersion = 1

    /// The name of the scene to replay against (`default`, `stress`), if the script says.
    public var scene: String?
    /// The viewport size in points the script was recorded at, if it says.
    public var viewport: (width: Int, height: Int)? {
        get { viewportSize.map { ($0.width, $0.height) } }
        set { viewportSize = newValue.map { ViewportSize(width: $0.width, height: $0.height) } }
    }
    /// The events, in frame order.
    public private(set) var events: [ScriptEvent]

    private var viewportSize: ViewportSize?

    /// Creates a script; `events` must be in frame order, from frame 1.
    public init(events: [ScriptEvent] = [], scene: String? = nil, viewport: (width: Int, height: Int)? = nil) {
        precondition(zip(events, events.dropFirst()).allSatisfy { $0.frame <= $1.frame }, "script events must be in frame order")
        precondition(events.allSatisfy { $0.frame >= 1 }, "script frames start at 1")
        self.events = events
        self.scene = scene
        self.viewportSize = viewport.map { ViewportSize(width: $0.width, height: $0.height) }
    }

    /// Appends an event; its frame must not be earlier than the last event's.
    public mutating func append(_ event: ScriptEvent) {
        precondition(event.frame >= (events.last?.frame ?? 1), "script events must be in frame order")
        events.append(event)
    }

    /// The frame of the last event, or 0 for an empty script.
    public var lastFrame: Int { events.last?.frame ?? 0 }

    /// Loads and validates the script at `path`.
    public init(contentsOfFile path: String) throws(PlaygroundError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .file("\(path): cannot read the script (\(FileErrorReason.describe(error)))")
        }
        do {
            self = try Self(json: data)
        } catch {
            throw .script("\(path): \(error.description)")
        }
    }

    /// Parses and validates a script from JSON.
    public init(json: Data) throws(PlaygroundError) {
        self = try ScriptDecoding.decode(JSONValue.parse(json))
    }

    /// The script as JSON, one event per line, keys in a fixed order, so the
    /// same script always produces the same bytes.
    public func jsonData() -> Data {
        Data(ScriptEncoding.encode(self).utf8)
    }

}

/// A viewport size; a struct so the script stays `Hashable`.
struct ViewportSize: Sendable, Hashable {
    var width: Int
    var height: Int
}

extension InputScript {
    public static func == (lhs: InputScript, rhs: InputScript) -> Bool {
        lhs.scene == rhs.scene && lhs.viewportSize == rhs.viewportSize && lhs.events == rhs.events
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
        hasher.combine(viewportSize)
        hasher.combine(events)
    }
}
