import PlaygroundKit

// MARK: - The runtime's events and the input: instants, token spans, counters

extension TraceEventFile {
    static func writeTimeline(_ snapshot: ProfileSnapshot, into json: inout TraceEventJSON) {
        // Tokens begun in the trace and not ended yet, by their span's id, with their span's name.
        var open: [Int64: String] = [:]
        for event in snapshot.openAtStart {
            let id = event.tokenKey
            open[id] = spanName(event, snapshot)
            token(UInt8(ascii: "b"), open[id]!, id: id, at: snapshot.start, event: event, snapshot, into: &json, note: "began before the trace")
        }
        for event in snapshot.events {
            switch event.kind {
            case .tokenStarted, .tokenEnded:
                let id = event.tokenKey, span = spanName(event, snapshot)
                if event.kind == .tokenStarted {
                    open[id] = span
                    token(UInt8(ascii: "b"), span, id: id, at: event.time, event: event, snapshot, into: &json)
                } else {
                    if open.removeValue(forKey: id) == nil {
                        // Begun before the trace's first moment: it begins there.
                        token(UInt8(ascii: "b"), span, id: id, at: snapshot.start, event: event, snapshot, into: &json, note: "began before the trace")
                    }
                    token(UInt8(ascii: "e"), span, id: id, at: event.time, event: event, snapshot, into: &json)
                }
                counter("open tokens", value: Int(event.count), at: event.time, into: &json)
            case .activity:
                counter("runtime active", value: Int(event.count), at: event.time, into: &json)
            case .input:
                input(event, snapshot, into: &json)
            case .plan, .namedPlan, .planUnnamed, .performer, .targetRemoved:
                runtimeInstant(event, target: snapshot.name(event.target) ?? "?", snapshot, into: &json)
            }
        }
        for (id, span) in open.sorted(by: { $0.key < $1.key }) {
            json.open(phase: UInt8(ascii: "e"), name: span, category: "token", time: snapshot.end, thread: Thread.runtime.rawValue)
            spanID(id, into: &json)
            json.key("args")
            json.openObject()
            json.firstKey("note")
            json.string("still open when the trace ends")
            json.closeObject()
            json.close()
        }
    }

    /// `Box#1 drag`: the box and the token's label (or its performer's type, for a token without one).
    private static func spanName(_ event: RuntimeTimeline.Entry, _ snapshot: ProfileSnapshot) -> String {
        (snapshot.name(event.target) ?? "?") + " " + (snapshot.name(event.label) ?? snapshot.name(event.type) ?? "token")
    }

    private static func token(
        _ phase: UInt8, _ span: String, id: Int64, at time: UInt64, event: RuntimeTimeline.Entry, _ snapshot: ProfileSnapshot,
        into json: inout TraceEventJSON, note: String? = nil
    ) {
        json.open(phase: phase, name: span, category: "token", time: time, thread: Thread.runtime.rawValue)
        spanID(id, into: &json)
        json.key("args")
        json.openObject()
        json.firstKey("token")
        json.integer(event.token)
        json.key("target")
        json.string(snapshot.name(event.target) ?? "?")
        json.key("performer")
        json.string(snapshot.name(event.type) ?? "?")
        if let label = snapshot.name(event.label) {
            json.key("label")
            json.string(label)
        }
        json.key("frame")
        json.integer(event.frame)
        if let note {
            json.key("note")
            json.string(note)
        }
        json.closeObject()
        json.close()
    }

    /// `"id2":{"local":"0x…"}`: a token's span is the process's, not global (Perfetto puts a plain `id`'s in a global track).
    private static func spanID(_ id: Int64, into json: inout TraceEventJSON) {
        json.key("id2")
        json.openObject()
        json.firstKey("local")
        json.string("0x" + String(id, radix: 16))
        json.closeObject()
    }

    private static func counter(_ name: String, value: Int, at time: UInt64, into json: inout TraceEventJSON) {
        json.open(phase: UInt8(ascii: "C"), name: name, category: nil, time: time, thread: nil)
        json.key("args")
        json.openObject()
        json.firstKey("value")
        json.integer(value)
        json.closeObject()
        json.close()
    }

    private static func input(_ event: RuntimeTimeline.Entry, _ snapshot: ProfileSnapshot, into json: inout TraceEventJSON) {
        instant(snapshot.name(event.target) ?? "input", thread: .input, at: event.time, into: &json)
        json.key("args")
        json.openObject()
        json.firstKey("frame")
        json.integer(event.frame)
        json.key("x")
        json.decimal(event.x)
        json.key("y")
        json.decimal(event.y)
        json.key("routed")
        json.raw(event.label == 1 ? "\"layer\"" : "\"scene\"")
        if let box = snapshot.name(event.type) {
            json.key("box")
            json.string(box)
        }
        json.closeObject()
        json.close()
    }

    /// `PLAN Fling`, `NAME drag (Draggable)`, `UNNAME drag`, `PERF DragPerformer`, `GONE Box#3`: the log's badges.
    private static func runtimeInstant(_ event: RuntimeTimeline.Entry, target: String, _ snapshot: ProfileSnapshot, into json: inout TraceEventJSON) {
        let type = snapshot.name(event.type) ?? "?", label = snapshot.name(event.label) ?? "?"
        let name: String
        switch event.kind {
        case .plan: name = "PLAN " + type
        case .namedPlan: name = "NAME " + label + " (" + type + ")"
        case .planUnnamed: name = "UNNAME " + label
        case .performer: name = "PERF " + type
        default: name = "GONE " + target
        }
        instant(name, thread: .runtime, at: event.time, into: &json)
        json.key("args")
        json.openObject()
        json.firstKey("frame")
        json.integer(event.frame)
        json.key("target")
        json.string(target)
        json.closeObject()
        json.close()
    }

    private static func instant(_ name: String, thread: Thread, at time: UInt64, into json: inout TraceEventJSON) {
        json.open(phase: UInt8(ascii: "i"), name: name, category: thread == .input ? "input" : "runtime", time: time, thread: thread.rawValue)
        json.key("s")
        json.raw("\"t\"")
    }
}
