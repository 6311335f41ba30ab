import Foundation
import PlaygroundTestSupport
import Testing

/// `playground review`'s part of the option matrix (`run` and `init` are in
/// PlaygroundHostTests' OptionMatrixTests): every option, in each of review's
/// modes (the window, `--headless`, `--html`, `--accept-all`, `--accept`), is
/// honoured (a file or a line shows it) or refused in one line before
/// anything runs, and `--help` lists no option without a row.
@Suite("Every option of review in every mode is honoured or refused (the playground binary)", .serialized)
struct ReviewOptionMatrixTests {
    enum Outcome {
        /// Exit 0, and `file` (in the fixture's root) exists, or the output says `line`.
        case honoured(file: String?, line: String?)
        /// A non-zero exit whose first error line starts with this.
        case refused(String)
    }

    struct Row: CustomStringConvertible {
        var option: String
        var arguments: [String]
        var outcome: Outcome
        var description: String { "review \(option): \(arguments.joined(separator: " "))" }
    }

    /// `artifacts` and `src` stand for the fixture's folders; the window runs on SDL's dummy driver and
    /// falls back to the headless render where it cannot open, so the window's rows render headless too.
    static let rows: [Row] = [
        Row(option: "<folder>", arguments: ["review", "artifacts", "--headless"], outcome: .honoured(file: "artifacts/review", line: "pixels differ")),
        Row(option: "--headless", arguments: ["review", "artifacts", "--headless"], outcome: .honoured(file: "artifacts/review", line: nil)),
        Row(option: "--out", arguments: ["review", "artifacts", "--headless", "--out", "pictures"], outcome: .honoured(file: "pictures", line: nil)),
        Row(option: "--scale", arguments: ["review", "artifacts", "--headless", "--scale", "2", "--out", "big"], outcome: .honoured(file: "big", line: nil)),
        Row(option: "--html", arguments: ["review", "artifacts", "--html", "report.html"], outcome: .honoured(file: "report.html", line: nil)),
        Row(option: "--accept-all", arguments: ["review", "artifacts", "--accept-all", "--root", "src"], outcome: .honoured(file: nil, line: "accepted")),
        Row(option: "--accept", arguments: ["review", "artifacts", "--accept", "card()", "--root", "src"], outcome: .honoured(file: nil, line: "accepted")),
        Row(option: "--root", arguments: ["review", "artifacts", "--accept-all", "--root", "src"], outcome: .honoured(file: nil, line: "src/__Snapshots__")),
        Row(option: "--version", arguments: ["review", "--version"], outcome: .honoured(file: nil, line: "0.")),
        Row(option: "--out", arguments: ["review", "artifacts", "--out", "pictures"], outcome: .refused("--out names the folder of --headless's pictures: add --headless")),
        Row(option: "--scale", arguments: ["review", "artifacts", "--scale", "2"], outcome: .refused("--scale sets --headless's pixels per point: add --headless")),
        Row(option: "--html", arguments: ["review", "artifacts", "--html", "r.html", "--headless"], outcome: .refused("--headless and --html do not go together")),
        Row(option: "--accept", arguments: ["review", "artifacts", "--accept", "card", "--accept-all"], outcome: .refused("--accept-all and --accept do not go together")),
    ]

    @Test("review's rows", arguments: rows)
    func row(_ row: Row) throws {
        let executable = try #require(TestSupport.playgroundExecutable(), "build the playground first (swift build)")
        let fixture = try ReviewFixture("review-matrix")
        defer { fixture.remove() }
        try fixture.addFailure("card")
        let run = try Self.run(executable, row.arguments, in: fixture.root)
        switch row.outcome {
        case let .honoured(file, line):
            #expect(run.status == 0, "\(row): \(run.output)")
            if let file { #expect(FileManager.default.fileExists(atPath: fixture.root + "/" + file), "\(row): \(file) not written") }
            if let line { #expect(run.output.contains(line), "\(row): \(run.output)") }
        case let .refused(message):
            #expect(run.status != 0, "\(row) ran")
            let first = run.output.split(separator: "\n").first { $0.hasPrefix("Error: ") }.map(String.init) ?? ""
            #expect(first.hasPrefix("Error: " + message), "\(row): \(run.output)")
            #expect(!FileManager.default.fileExists(atPath: fixture.artifacts + "/review"), "\(row): a refused run wrote pictures")
        }
    }

    @Test("Every option in review's help has a row")
    func everyOptionHasARow() throws {
        let executable = try #require(TestSupport.playgroundExecutable(), "build the playground first (swift build)")
        let help = try Self.run(executable, ["review", "--help"], in: FileManager.default.temporaryDirectory.path)
        let words = help.output.split(whereSeparator: { " \n,[]<>=()/:".contains($0) })
        let options = Set(words.filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init)).subtracting(["--help"])
        let covered = Set(Self.rows.map(\.option))
        #expect(!options.isEmpty)
        #expect(options.subtracting(covered).isEmpty, "options with no row: \(options.subtracting(covered).sorted())")
    }

    /// Runs `executable` in `folder` on SDL's dummy driver; its status, and its output and errors together.
    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
