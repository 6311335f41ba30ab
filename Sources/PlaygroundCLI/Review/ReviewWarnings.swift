import PlaygroundKit
import PlaygroundReview
import FileSupport

/// Which of the files `playground review` could not read are worth a line.
///
/// The review reads every `*.json` in the folder and one level below. A JSON
/// file that does not even say it is a CanvasSnapshotTesting artifact (no
/// `"canvas-snapshot-artifact"` in it: another tool's file, in a shared
/// folder such as `/tmp`) is none of the review's business and is passed
/// over quietly. An artifact that is damaged, or of a newer version, or a
/// file that cannot be read, is still named, one line each: those are
/// failures someone may be missing.
///
/// ```swift
/// ReviewWarnings.relevant(["/tmp/x/tsconfig.json: not a snapshot artifact (…)"])   // []
/// ```
enum ReviewWarnings {
    static let notAnArtifact = ": not a snapshot artifact ("

    /// `warnings` without those about files that are no artifact at all.
    static func relevant(_ warnings: [String]) -> [String] {
        warnings.filter { !isUnrelated($0) }
    }

    /// Whether `warning` is about a JSON file that does not claim to be an artifact.
    static func isUnrelated(_ warning: String) -> Bool {
        guard let marker = warning.range(of: notAnArtifact) else { return false }
        let path = String(warning[..<marker.lowerBound])
        guard let bytes = FileSystem.read(path) else { return false }
        return String(decoding: bytes, as: UTF8.self).range(of: SnapshotArtifact.format) == nil
    }
}
