import FoundationEssentials
import Interactions
import StrictJSON
import FileSupport

/// A recorded or hand-written session: the input events, frame by frame, and
/// (in a recording) how long each frame took, so a replay is the same
/// computation as the session it came from.
///
/// Scripts are JSON, versioned, and documented in README. A hand-written
/// script lists events only; every frame then advances by ``framePeriod``:
///
/// ```json
/// { "version": 3, "scene": "default",
///   "events": [
///     { "frame": 10, "type": "pointerDown", "x": 200, "y": 150 },
///     { "frame": 11, "type": "pointerMove", "x": 240, "y": 152 },
///     { "frame": 12, "type": "pointerUp",   "x": 290, "y": 155 } ] }
/// ```
///
/// A recording also says how many frames it covers (``frameCount``), the
/// window's size and pixel scale (``viewport``), and every frame whose time
/// differed from ``framePeriod`` (``frameTimes``): a steady 60 Hz session
/// stores nothing per frame. Version 1 scripts still load.
///
/// Loading validates everything and reports the first problem in one line
/// that names the file and the event: a script either loads whole or not at all.
///
/// ```swift
/// let script = try InputScript(contentsOfFile: "Assets/Scripts/demo.json")
/// script.elapsed(ofFrame: 12)   // 1/60 unless the recording says otherwise
/// ```
public struct InputScript: Sendable, Hashable {
    /// The script format version this playground writes; it reads 1 to 3.
    public static let currentVersion = 3
    /// The versions this playground reads.
    package static let readableVersions = 1...3
    /// The frame period a script without one uses: 60 Hz.
    public static let defaultFramePeriod = 1.0 / 60
    /// The most frames a script may cover: 10 hours at 60 Hz.
    public static let maximumFrames = 2_160_000
    /// The largest script or recording this playground reads: 64 MiB of JSON. A larger one
    /// is refused, before it is read, with one line that says so.
    public static let maximumByteCount = 64 << 20

    /// The name of the scene to replay against (`default`, `stress`), if the script says.
    public var scene: String?
    /// The window the script was recorded in, if it says: its size in points and pixels per point.
    public var viewport: Viewport?
    /// How many frames the recording covers, if it says; a replay runs this many by default.
    public var frameCount: Int?
    /// The time every frame advances by, unless ``frameTimes`` says otherwise.
    public var framePeriod: Double
    /// The history budget the session had, in bytes, when it was not the default
    /// (`SessionHistory.defaultBudget`): how far back scrubbing could go, which a replay repeats.
    package var historyBudget: Int?
    /// Whether every event says where it went (``ScriptEvent/takenByLayer``),
    /// as a recording's do: its replay then routes events as the session did,
    /// with or without its layers. (In the JSON, `"routed": true`, and only the
    /// events a layer took carry `"layer": true`.) A hand-written script is not
    /// routed: its events go where the layers of the replay send them, as live input would.
    package var isRouted = false
    /// The frames whose time differed from ``framePeriod``, ascending by frame.
    public private(set) var frameTimes: [FrameTime]
    /// The events, in frame order.
    public private(set) var events: [ScriptEvent]

    /// Creates a script; `events` must be in frame order, from frame 1.
    public init(
        events: [ScriptEvent] = [], scene: String? = nil, viewport: Viewport? = nil,
        frameCount: Int? = nil, framePeriod: Double = InputScript.defaultFramePeriod, frameTimes: [FrameTime] = []
    ) {
        precondition(zip(events, events.dropFirst()).allSatisfy { $0.frame <= $1.frame }, "script events must be in frame order")
        precondition(events.allSatisfy { $0.frame >= 1 }, "script frames start at 1")
        precondition(zip(frameTimes, frameTimes.dropFirst()).allSatisfy { $0.frame < $1.frame }, "frame times must be in frame order")
        precondition(framePeriod > 0 && framePeriod.isFinite, "the frame period must be positive")
        self.events = events
        self.scene = scene
        self.viewport = viewport
        self.frameCount = frameCount
        self.framePeriod = framePeriod
        self.frameTimes = frameTimes
    }

    /// Appends an event; its frame must not be earlier than the last event's.
    public mutating func append(_ event: ScriptEvent) {
        precondition(event.frame >= (events.last?.frame ?? 1), "script events must be in frame order")
        events.append(event)
    }

    /// Records that `frame` took `seconds`; frames must be recorded in order.
    ///
    /// A frame that took exactly ``framePeriod`` is not stored.
    public mutating func setElapsed(_ seconds: Double, ofFrame frame: Int) {
        precondition(frame > (frameTimes.last?.frame ?? 0), "frame times must be recorded in frame order")
        if seconds != framePeriod { frameTimes.append(FrameTime(frame: frame, seconds: seconds)) }
    }

    /// The time `frame` advances the playground by, in seconds.
    ///
    /// Looked up by binary search, so a replay of a long recording stays linear.
    public func elapsed(ofFrame frame: Int) -> Double {
        var low = 0, high = frameTimes.count
        while low < high {
            let middle = (low + high) / 2
            if frameTimes[middle].frame < frame { low = middle + 1 } else { high = middle }
        }
        return low < frameTimes.count && frameTimes[low].frame == frame ? frameTimes[low].seconds : framePeriod
    }

    /// The frame of the last event, or 0 for an empty script.
    public var lastFrame: Int { events.last?.frame ?? 0 }

    /// The script cut after `frame`: its events, frame times and frame count up to it.
    public func prefix(throughFrame frame: Int) -> InputScript {
        var script = self
        script.events = events.filter { $0.frame <= frame }
        script.frameTimes = frameTimes.filter { $0.frame <= frame }
        script.frameCount = min(frameCount ?? frame, frame)
        return script
    }

    /// Loads and validates the script at `path`, every number within ``InputBounds``;
    /// a file over ``maximumByteCount`` (64 MiB) is refused unread.
    ///
    /// ```swift
    /// let script = try InputScript(contentsOfFile: "Assets/Scripts/demo.json")
    /// ```
    public init(contentsOfFile path: String) throws(PlaygroundError) {
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
            guard size <= Self.maximumByteCount else {
                throw PlaygroundError.script("\(path): \(Self.tooLarge(size))")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as PlaygroundError {
            throw error
        } catch {
            throw .file("\(path): cannot read the script (\(FileErrorReason.describe(error)))")
        }
        do {
            self = try Self(json: data)
        } catch {
            throw .script("\(path): \(error.description)")
        }
    }

    /// Parses and validates a script from JSON, every number within ``InputBounds``;
    /// more than ``maximumByteCount`` (64 MiB) bytes are refused unparsed.
    public init(json: Data) throws(PlaygroundError) {
        guard json.count <= Self.maximumByteCount else { throw .script(Self.tooLarge(json.count)) }
        self = try ScriptDecoding().decode(JSONValue.parse(json))
    }

    private static func tooLarge(_ size: Int) -> String {
        "is \(size) bytes; a script or recording may be at most \(maximumByteCount) bytes (64 MiB)"
    }

    /// The script as JSON (the current version), one event per line, keys in
    /// a fixed order, so the same script always produces the same bytes.
    public func jsonData() -> Data {
        Data(ScriptEncoding.encode(self).utf8)
    }
}

/// The window a script was recorded in.
public struct Viewport: Sendable, Hashable {
    /// The size in points (the scene's coordinates).
    public var width: Int
    public var height: Int
    /// Framebuffer pixels per point: 1, or 2 on a HiDPI display.
    public var scale: Double

    /// Creates a viewport of `width` × `height` points at `scale` pixels per point.
    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }
}

/// One frame whose time differed from the script's frame period.
public struct FrameTime: Sendable, Hashable {
    /// The frame, from 1.
    public var frame: Int
    /// How long it advanced the playground by, in seconds (before clamping and time scale).
    public var seconds: Double

    /// Creates a frame time.
    public init(frame: Int, seconds: Double) {
        self.frame = frame
        self.seconds = seconds
    }
}
