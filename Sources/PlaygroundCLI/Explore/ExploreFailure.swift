import FoundationEssentials
import MotionMath
import PlaygroundKit
import PlaygroundSession
import FileSupport

/// A distinct failure the search found, as written: its shrunk recording
/// and the test that replays it, in `explore/<Name>/`, and its line in
/// `explore/summary.json`.
struct ExploreFailure {
    var finding: ExploreFinding
    /// The test's name, also its folder's: `ExploreTokensEndOnBox1`.
    var name: String
    /// The recording and the test, relative to the output folder.
    var recording: String
    var test: String

    /// Where the test template lives in the assets folder.
    static let templatePath = "Templates/ExploreTest.swift.template"

    /// One line for standard error: the invariant, the box, the frame, the events and the files.
    var line: String {
        let violation = finding.violation
        return
            "\"\(violation.invariant)\" fails on \(violation.box ?? "the scene") at frame \(violation.frame) after \(finding.sequence.eventCount) event\(finding.sequence.eventCount == 1 ? "" : "s") "
            + "(shrunk from \(finding.shrunkFrom)): \(violation.values); recording \(recording), test \(test)"
    }

    /// Writes `finding`'s folder under `folder/explore/`.
    static func write(_ finding: ExploreFinding, seed: UInt64, entry: PlaygroundScene, folder: String) throws(PlaygroundError) -> ExploreFailure {
        let violation = finding.violation
        var name = "Explore" + camel(violation.invariant) + (violation.box.map { "On" + camel($0) } ?? "")
        if violation.invariant == BuiltInInvariant.noTrap.rawValue { name += String(finding.index) }
        let relative = "explore/" + name
        let template: String
        do {
            template = String(decoding: try Data(contentsOf: URL(fileURLWithPath: try Assets.locate().path(templatePath))), as: UTF8.self)
        } catch {
            throw .file("\(templatePath): \(error)")
        }
        let recipe = entry.recipe
        let imports = (recipe?.imports ?? []).filter { $0 != "PlaygroundKit" }
        let values: [String: String] = [
            "NAME": name, "SEED": String(seed), "SEQUENCE": String(finding.index), "SCENE_NAME": _GoldenTestSource.escaped(entry.name),
            "INVARIANT": _GoldenTestSource.escaped(violation.invariant), "BOX": violation.box ?? "the scene", "FRAME": String(violation.frame),
            "VALUES": violation.values.replacingOccurrences(of: "\n", with: " "), "SHRUNK_FROM": String(finding.shrunkFrom),
            "EVENTS": String(finding.sequence.eventCount), "IMPORTS": imports.map { "import \($0)\n" }.joined(),
            "MAKE_SCENE": recipe.map { "return " + $0.expression } ?? "return Scene.builtIn(named: \"\(_GoldenTestSource.escaped(entry.name))\")!",
        ]
        let source = try _GoldenTestSource.fill(template, values: values, templatePath: templatePath)
        let files = [("recording.json", Array(finding.sequence.script.jsonData())), (name + ".swift", Array(source.utf8))]
        if let failure = FileSystem.writeWhole(files, as: folder + "/" + relative, stagingSuffix: ".partial") {
            throw .file("\(failure.path): \(failure.reason)")
        }
        return ExploreFailure(finding: finding, name: name, recording: relative + "/recording.json", test: relative + "/" + name + ".swift")
    }

    /// The failure's line in `explore/summary.json`.
    var row: ExploreSummary.Row {
        let violation = finding.violation
        return ExploreSummary.Row(
            invariant: violation.invariant, box: violation.box, frame: violation.frame, events: finding.sequence.eventCount,
            shrunkFrom: finding.shrunkFrom, sequence: finding.index, values: violation.values, recording: recording, test: test)
    }

    /// `tokens end` → `TokensEnd`, `Box#1` → `Box1`.
    static func camel(_ text: String) -> String {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
