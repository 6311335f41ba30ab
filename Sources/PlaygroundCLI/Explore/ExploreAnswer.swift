import FoundationEssentials
import PlaygroundKit
import PlaygroundSession

/// What a child of the search answers: the violations it found, one a line,
/// then (when there are any) the sequence that found them.
enum ExploreAnswer {
    static func encode(_ violations: [InvariantViolation], sequence: ExploreSequence?) -> Data {
        var text = ""
        for violation in violations {
            let fields = [violation.invariant, violation.box ?? "", String(violation.frame), violation.values]
            text += fields.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\t") + "\n"
        }
        var data = Data((text + "--\n").utf8)
        if let sequence, !violations.isEmpty { data.append(sequence.encoded()) }
        return data
    }

    static func decode(_ data: Data) -> (violations: [InvariantViolation], sequence: ExploreSequence?) {
        let text = String(decoding: data, as: UTF8.self)
        guard let end = text.range(of: "--\n") else { return ([], nil) }
        let violations = text[..<end.lowerBound].split(separator: "\n").compactMap { line -> InvariantViolation? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let frame = Int(fields[2]) else { return nil }
            return InvariantViolation(invariant: fields[0], box: fields[1].isEmpty ? nil : fields[1], frame: frame, values: fields[3])
        }
        let rest = Data(text[end.upperBound...].utf8)
        return (violations, rest.isEmpty ? nil : try? ExploreSequence(encoded: rest))
    }
}
