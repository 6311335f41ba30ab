import FoundationEssentials

/// The fuzz corpora's inputs, for the tests that run them as the harnesses do.
public enum FuzzCorpus {
    /// The repository's Fuzzing folder.
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // FuzzCorpus.swift, PlaygroundTestSupport, Tests
        return parts.joined(separator: "/") + "/Fuzzing"
    }()

    /// The files of the corpus and the regression inputs of `target`, by name.
    public static func inputs(_ target: String) -> [String] {
        ["Corpus", "Regressions"].flatMap { folder -> [String] in
            let path = "\(root)/\(folder)/\(target)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
        }
    }
}
