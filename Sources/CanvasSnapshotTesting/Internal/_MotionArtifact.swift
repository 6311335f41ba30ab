import Canvas
import Foundation

/// Writes what a failed motion golden leaves for review: both series and the failure's text.
///
/// For a golden `…/__Snapshots__/<File>/<test>.<n>.motion.json` the files are
/// in `<run>/<File>/<test>.<n>.motion/` (`<run>` the run's folder, as for
/// images, see ``_RunFolder``): `expected.motion.json` (the golden as
/// compared), `actual.motion.json`, `failure.txt` (the message), and, when
/// `assertMotionGolden` was given one, `actual.filmstrip.png` beside a copy of
/// the golden's `expected.filmstrip.png`, and `artifact.json`, which names
/// them, the test, the golden (absolute, and inside its package) and the
/// tolerance, for `playground review` (format `canvas-motion-artifact`,
/// version 1). They are a folder of their own, so the image review, which
/// reads the JSON files of a run and the folder below it, never mistakes
/// them for an image's artifact.
enum _MotionArtifact {
    /// The manifest's `format`.
    static let format = "canvas-motion-artifact"

    /// What `artifact.json` holds.
    struct Record: Encodable {
        var format = _MotionArtifact.format
        var version = 1
        var test: String
        var golden: String?
        var goldenInPackage: String?
        var expected = "expected.motion.json"
        var actual = "actual.motion.json"
        var expectedFilmstrip: String?
        var actualFilmstrip: String?
        var tolerance: [String: Double]
        var message: String
    }

    static func write(
        reference: String, actual: String, message: String, index: Int, tolerance: MotionTolerance = .exact
    ) -> Result<String, any Error> {
        let test = _TestIdentity.current()
        let golden = _GoldenSearch.find(reference: Data(reference.utf8), test: test, index: index, pathExtension: "motion.json")
        let folderName: String, base: String
        if let golden {
            let url = URL(fileURLWithPath: golden)
            folderName = url.deletingLastPathComponent().lastPathComponent
            base = String(url.lastPathComponent.dropLast(".json".count))
        } else {
            folderName = test?.fileStem ?? "CanvasSnapshots"
            base = "\(test?.fileNamePrefix ?? "snapshot").\(index).motion"
        }
        let folder = URL(fileURLWithPath: _RunFolder.folder(forTestFile: test?.filePath), isDirectory: true)
            .appendingPathComponent(folderName).appendingPathComponent(base)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(reference.utf8).write(to: folder.appendingPathComponent("expected.motion.json"))
            try Data(actual.utf8).write(to: folder.appendingPathComponent("actual.motion.json"))
            var record = Record(
                test: test?.name ?? "\(folderName)/\(base)", golden: golden, goldenInPackage: golden.flatMap(_ArtifactRecord.pathInPackage),
                tolerance: tolerance.perProperty.reduce(into: ["otherwise": tolerance.otherwise]) { $0[$1.key.rawValue] = $1.value },
                message: message)
            if let filmstrip = _GoldenCall.current?.filmstrip {
                try Data(try filmstrip.pngData()).write(to: folder.appendingPathComponent("actual.filmstrip.png"))
                record.actualFilmstrip = "actual.filmstrip.png"
            }
            if let golden, let strip = FileManager.default.contents(atPath: filmstripPath(besideGolden: golden)) {
                try strip.write(to: folder.appendingPathComponent("expected.filmstrip.png"))
                record.expectedFilmstrip = "expected.filmstrip.png"
            }
            var text = message
            if let golden { text = "Golden: \(golden)\n" + text }
            try Data((text + "\n").utf8).write(to: folder.appendingPathComponent("failure.txt"), options: .atomic)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            // Last: a folder with its manifest is whole.
            try (encoder.encode(record) + Data("\n".utf8)).write(to: folder.appendingPathComponent("artifact.json"), options: .atomic)
            return .success(folder.path)
        } catch {
            return .failure(error)
        }
    }

    /// `<test>.<n>.filmstrip.png` beside `<test>.<n>.motion.json`.
    static func filmstripPath(besideGolden golden: String) -> String {
        (golden.hasSuffix(".motion.json") ? String(golden.dropLast(".motion.json".count)) : golden) + ".filmstrip.png"
    }
}
