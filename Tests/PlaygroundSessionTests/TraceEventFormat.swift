import Foundation

/// The Trace Event format's rules, as its documentation states them (Google's
/// "Trace Event Format" document, the JSON Object Format), read from the JSON
/// alone: written here independently of the writer, so the writer is checked
/// against the format and not against itself.
enum TraceEventFormat {
    /// Everything in `root` that breaks the format, one line each (none when it holds).
    static func problems(in root: [String: Any]) -> [String] {
        var problems: [String] = []
        guard let events = root["traceEvents"] as? [[String: Any]] else { return ["no traceEvents array of objects"] }
        if let unit = root["displayTimeUnit"], !["ms", "ns"].contains(unit as? String ?? "") {
            problems.append("displayTimeUnit must be \"ms\" or \"ns\", got \(unit)")
        }
        var complete: [Int: [(start: Double, end: Double, name: String)]] = [:]
        var openSpans: [String: Int] = [:]
        for (index, event) in events.enumerated() {
            func problem(_ text: String) { problems.append("event \(index) (\(event["name"] ?? "?")): \(text)") }
            guard let phase = event["ph"] as? String, phase.count == 1 else { problem("no one-letter ph"); continue }
            if !(event["name"] is String) { problem("no name") }
            if !isInteger(event["pid"]) { problem("no integer pid") }
            let ts = number(event["ts"])
            if phase != "M" && (ts == nil || ts! < 0) { problem("no ts ≥ 0") }
            if let args = event["args"], !(args is [String: Any]) { problem("args is not an object") }
            switch phase {
            case "X":
                guard let dur = number(event["dur"]), dur >= 0 else { problem("a complete event needs dur ≥ 0"); continue }
                guard isInteger(event["tid"]), let tid = event["tid"] as? Int, let ts else { problem("a complete event needs a tid"); continue }
                complete[tid, default: []].append((ts, ts + dur, event["name"] as? String ?? ""))
            case "i", "I":
                if let scope = event["s"], !["g", "p", "t"].contains(scope as? String ?? "") { problem("instant scope must be g, p or t") }
                if (event["s"] as? String ?? "t") == "t" && !isInteger(event["tid"]) { problem("a thread instant needs a tid") }
            case "b", "e", "n":
                guard event["cat"] is String else { problem("an async event needs a cat"); continue }
                guard let id = asyncID(event) else { problem("an async event needs id or id2.local/global"); continue }
                let key = "\(event["cat"]!)|\(id)|\(event["name"] ?? "")"
                if phase == "b" { openSpans[key, default: 0] += 1 }
                if phase == "e" {
                    if openSpans[key, default: 0] == 0 { problem("ends a span never begun: \(key)") } else { openSpans[key]! -= 1 }
                }
            case "C":
                guard let args = event["args"] as? [String: Any], !args.isEmpty, args.values.allSatisfy({ number($0) != nil }) else {
                    problem("a counter's args must be numbers")
                    continue
                }
            case "M":
                guard ["process_name", "thread_name", "process_sort_index", "thread_sort_index", "process_labels"].contains(event["name"] as? String ?? "") else {
                    problem("unknown metadata name")
                    continue
                }
                if (event["args"] as? [String: Any])?["name"] == nil && (event["name"] as? String ?? "").hasSuffix("_name") { problem("metadata needs args.name") }
            default:
                problem("phase \(phase) is not one this writer should use")
            }
        }
        for (key, count) in openSpans where count > 0 { problems.append("span begun and never ended: \(key)") }
        // Complete events on one thread must nest: each begins after the enclosing one does and ends before it ends.
        for (tid, slices) in complete {
            var stack: [(start: Double, end: Double, name: String)] = []
            for slice in slices.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) {
                while let top = stack.last, top.end <= slice.start { stack.removeLast() }
                if let top = stack.last, slice.end > top.end + 1e-9 {
                    problems.append("tid \(tid): \(slice.name) [\(slice.start), \(slice.end)] overlaps \(top.name) [\(top.start), \(top.end)] without nesting")
                }
                stack.append(slice)
            }
        }
        return problems
    }

    static func number(_ value: Any?) -> Double? {
        guard let value, type(of: value) != Bool.self else { return nil }
        if let value = value as? Int { return Double(value) }
        return value as? Double
    }

    static func isInteger(_ value: Any?) -> Bool {
        guard let value = number(value) else { return false }
        return value == value.rounded()
    }

    static func asyncID(_ event: [String: Any]) -> String? {
        if let id = event["id"] { return "\(id)" }
        guard let id2 = event["id2"] as? [String: Any] else { return nil }
        return (id2["local"] ?? id2["global"]).map { "\($0)" }
    }
}
