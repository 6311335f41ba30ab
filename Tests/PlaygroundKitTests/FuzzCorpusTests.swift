import FoundationEssentials
import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// Every input in the script fuzz corpora (Fuzzing/Corpus) and every finding
/// that became a regression input (Fuzzing/Regressions), through the same
/// checks as the harness FuzzScripts (one line; a syntax error with its line and
/// column), in the ordinary test suite: so a finding
/// stays fixed even where libFuzzer is never built. (The replay and artifact
/// corpora run in the overlay's and the review's tests.)
@Suite("Fuzz corpora of scripts")
struct FuzzCorpusTests {
    @Test(
        "The script corpus and its regressions load or are refused in one line, and what loads survives a round trip",
        arguments: FuzzCorpus.inputs("scripts") + FuzzCorpus.inputs("replay"))
    func scriptInput(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let script: InputScript
        do {
            script = try InputScript(json: data)
        } catch {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
            if error.description.hasPrefix("is not valid JSON") {
                #expect(error.description.wholeMatch(of: /is not valid JSON: line \d+, column \d+: .+/) != nil, "\(error)")
            }
            return
        }
        #expect(try InputScript(json: script.jsonData()) == script)
    }
}
