import Canvas
import Foundation

/// Writes what a failed motion golden leaves for review: both series and the failure's text.
///
/// For a golden `…/__Snapshots__/<File>/<test>.<n>.motion.json` the files are
/// in `<run>/<File>/<test>.<n>.motion/` (`<run>` the run's folder, as for
/// images, see ``_RunFolder``): `expected.motion.json` (the golden as
/// compared), `actual.motion.json`, `failure.txt` (the message), and, when
/// `assertMotionGolden` was given one, `actual.filmstrip.png` beside a copy of
/// the golden's `expected.filmstrip.png`. They are a folder of their own, so
/// the image review, which reads the JSON files of a run and the folder below
/// it, never mistakes them for an image's artifact.
enum _MotionArtifact {
    static func write(reference: String, actual: String, message: String, index: Int) -> Result<String, any Error> {
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
            if let filmstrip = _GoldenCall.current?.filmstrip {
                try Data(try filmstrip.pngData()).write(to: folder.appendingPathComponent("actual.filmstrip.png"))
            }
            if let golden, let strip = FileManager.default.contents(atPath: filmstripPath(besideGolden: golden)) {
                try strip.write(to: folder.appendingPathComponent("expected.filmstrip.png"))
            }
            var text = message
            if let golden { text = "Golden: \(golden)\n" + text }
            try Data((text + "\n").utf8).write(to: folder.appendingPathComponent("failure.txt"), options: .atomic)
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
