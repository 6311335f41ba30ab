import PlaygroundKit

/// A session's frames, performers, tokens, plans and input as a Chrome Trace
/// Event JSON file: what `--trace-events FILE` and the window's `P` write,
/// and what Perfetto (ui.perfetto.dev) and `chrome://tracing` open.
///
/// The file is the format's object form: `displayTimeUnit`, `otherData`
/// (the toolkit's version and how performer updates were sampled) and
/// `traceEvents`. Times (`ts`, `dur`) are microseconds on the profiler's
/// monotonic clock; everything is in process 1, on three threads:
/// - **frames** (tid 1): each frame a complete event (`ph` `X`) named
///   `frame N`, its phases (`input`, `update`, `scene`, `overlay`,
///   `present`) nested in it one after another, and in its `update` each
///   performer update timed, named `SpringPerformer on Box#1`;
/// - **input** (tid 2): each input event an instant (`ph` `i`) named
///   `pointer down`, `key p`…, its args the point, `routed` (`scene` or
///   `layer`) and the box it reached;
/// - **runtime** (tid 3): plans, named plans, performers made and targets
///   removed as instants named as the log's badges name them (`PLAN Fling`).
///
/// Tokens are async spans (`ph` `b` and `e`, category `token`, one
/// process-local `id2` per token of a runtime) named by box and label (`Box#1 drag`), from the log's
/// `TOK+` to its `TOK-`; a token open when the trace ends ends there, one
/// ended before it began in the trace begins at its start. Counters (`ph`
/// `C`): `open tokens` at every token event and `runtime active` at every
/// change of the runtime's activity.
///
/// ```swift
/// let bytes = TraceEventFile.encode(profiler.snapshot(lastSeconds: 30), processName: "playground: default")
/// FileSystem.write(bytes, to: "trace.json")
/// ```
public enum TraceEventFile {
    /// The trace's threads: tracks of their own in a viewer.
    enum Thread: Int, CaseIterable {
        case frames = 1
        case input
        case runtime
    }

    /// The JSON of `snapshot`, its process named `processName`.
    public static func encode(_ snapshot: ProfileSnapshot, processName: String) -> [UInt8] {
        let estimate = 160 * (snapshot.frames.count * 6 + snapshot.updates.count + snapshot.events.count * 2) + 1024
        var json = TraceEventJSON(reservingCapacity: estimate)
        json.raw("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"producer\":\"swift-motion-playground\",\"performerUpdatesTimedPerFrame\":")
        json.integer(snapshot.updatesTimedPerFrame)
        json.raw("},\"traceEvents\":[")
        writeNames(processName, into: &json)
        writeFrames(snapshot, into: &json)
        writeTimeline(snapshot, into: &json)
        json.raw("\n]}\n")
        return json.bytes
    }

    private static func writeNames(_ processName: String, into json: inout TraceEventJSON) {
        json.open(phase: UInt8(ascii: "M"), name: "process_name", category: nil, time: 0, thread: nil)
        json.key("args")
        json.openObject()
        json.firstKey("name")
        json.string(processName)
        json.closeObject()
        json.close()
        for thread in Thread.allCases {
            json.open(phase: UInt8(ascii: "M"), name: "thread_name", category: nil, time: 0, thread: thread.rawValue)
            json.key("args")
            json.openObject()
            json.firstKey("name")
            json.string(String(describing: thread))
            json.closeObject()
            json.close()
        }
    }

    private static func writeFrames(_ snapshot: ProfileSnapshot, into json: inout TraceEventJSON) {
        for frame in snapshot.frames {
            complete("frame \(frame.number)", category: "frame", start: frame.start, duration: frame.total, frame: frame.number, into: &json)
            var start = frame.start
            for phase in FrameProfiler.Phase.allCases {
                let duration = frame.phases[phase.rawValue]
                guard duration > 0 else { continue }
                complete(phase.title, category: "phase", start: start, duration: duration, frame: frame.number, into: &json)
                start &+= duration
            }
        }
        for update in snapshot.updates {
            complete(update.name, category: "performer", start: update.start, duration: update.duration, frame: update.frame, into: &json)
        }
    }

    private static func complete(_ name: String, category: StaticString, start: UInt64, duration: UInt64, frame: Int, into json: inout TraceEventJSON) {
        json.open(phase: UInt8(ascii: "X"), name: name, category: category, time: start, thread: Thread.frames.rawValue)
        json.key("dur")
        json.microseconds(duration)
        json.key("args")
        json.openObject()
        json.firstKey("frame")
        json.integer(frame)
        json.closeObject()
        json.close()
    }
}
