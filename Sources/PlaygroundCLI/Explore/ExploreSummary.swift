import FoundationEssentials
import MotionMath
import PlaygroundKit
import PlaygroundSession
import StrictJSON

/// `explore/summary.json`: the seed, the sequences run, the time budget
/// (`null` for a count of sequences), and one row per distinct failure, in
/// the order of the sequences that found them. The same seed and count give
/// the same file, whatever the jobs; shards merged give it too.
struct ExploreSummary: Equatable {
    struct Row: Equatable {
        var invariant: String
        var box: String?
        var frame: Int
        var events: Int
        var shrunkFrom: Int
        var sequence: Int
        var values: String
        /// The recording and the test, relative to the folder holding `explore/`.
        var recording: String
        var test: String

        /// What tells two failures apart, as ``InvariantViolation/key`` does.
        var key: String { [invariant, box ?? "", invariant == "never traps" ? values : ""].joined(separator: " / ") }
    }

    var seed: UInt64
    var sequences: Int
    var seconds: Double?
    var rows: [Row]

    static let path = "explore/summary.json"

    var json: String {
        func quoted(_ text: String) -> String { JSONStringLiteral.of(text) }
        let rows = rows.map { row -> String in
            let fields = [
                "\"invariant\": " + quoted(row.invariant), "\"box\": " + (row.box.map(quoted) ?? "null"), "\"frame\": \(row.frame)",
                "\"events\": \(row.events)", "\"shrunkFrom\": \(row.shrunkFrom)", "\"sequence\": \(row.sequence)",
                "\"values\": " + quoted(row.values), "\"recording\": " + quoted(row.recording), "\"test\": " + quoted(row.test),
            ]
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        return "{\n  \"seed\": \(seed),\n  \"sequences\": \(sequences),\n  \"seconds\": \(seconds.map(DecimalText.shortest) ?? "null"),\n"
            + "  \"failures\": [" + (rows.isEmpty ? "" : "\n" + rows.joined(separator: ",\n") + "\n  ") + "]\n}\n"
    }

    /// Reads a summary `--explore` wrote; `source` names it in errors.
    init(json data: Data, source: String) throws(PlaygroundError) {
        func fail(_ what: String) -> PlaygroundError { .file("\(source): \(what)") }
        let value: JSONValue
        do { value = try JSONParser.parse(data) } catch { throw fail("\(error)") }
        guard case .object(let top) = value, case .number(let seed)? = top["seed"], case .number(let sequences)? = top["sequences"],
            case .array(let failures)? = top["failures"], let seedNumber = UInt64(exactly: seed), let count = Int(exactly: sequences)
        else { throw fail("not an explore summary (seed, sequences and failures)") }
        var rows: [Row] = []
        for failure in failures {
            guard case .object(let row) = failure, case .string(let invariant)? = row["invariant"], case .number(let frame)? = row["frame"],
                case .number(let events)? = row["events"], case .number(let shrunkFrom)? = row["shrunkFrom"],
                case .number(let sequence)? = row["sequence"], case .string(let values)? = row["values"],
                case .string(let recording)? = row["recording"], case .string(let test)? = row["test"]
            else { throw fail("a failure without its fields") }
            let box: String? = if case .string(let name)? = row["box"] { name } else { nil }
            rows.append(
                Row(invariant: invariant, box: box, frame: Int(frame), events: Int(events), shrunkFrom: Int(shrunkFrom), sequence: Int(sequence), values: values, recording: recording, test: test))
        }
        let seconds: Double? = if case .number(let value)? = top["seconds"] { value } else { nil }
        self.init(seed: seedNumber, sequences: count, seconds: seconds, rows: rows)
    }

    init(seed: UInt64, sequences: Int, seconds: Double?, rows: [Row]) {
        self.seed = seed
        self.sequences = sequences
        self.seconds = seconds
        self.rows = rows
    }

    /// The shards' summaries as one: the sequences added up, each failure from the shard whose sequence found it first.
    static func merged(_ shards: [ExploreSummary]) throws(PlaygroundError) -> ExploreSummary {
        guard let first = shards.first else { throw .usage("--merge needs the output folders of the shards") }
        guard shards.allSatisfy({ $0.seed == first.seed }) else {
            throw .usage("--merge: the shards searched with different seeds (\(Set(shards.map(\.seed)).sorted().map(String.init).joined(separator: ", ")))")
        }
        var byKey: [String: Row] = [:]
        for row in shards.flatMap(\.rows) where byKey[row.key].map({ row.sequence < $0.sequence }) ?? true {
            byKey[row.key] = row
        }
        let seconds = shards.compactMap(\.seconds).max()
        let rows = byKey.values.sorted { ($0.sequence, $0.key) < ($1.sequence, $1.key) }
        return ExploreSummary(seed: first.seed, sequences: shards.reduce(0) { $0 + $1.sequences }, seconds: seconds, rows: rows)
    }
}
