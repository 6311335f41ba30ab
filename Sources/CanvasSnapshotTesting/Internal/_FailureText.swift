import FileSupport
import Foundation
import SnapshotTesting

/// The lines a failed golden adds to swift-snapshot-testing's message that
/// say what to do next, each ready to paste from where the tests ran.
///
/// `playground` is the toolkit's executable, and a package that depends on
/// the toolkit runs it through SwiftPM (`swift run playground`): that works
/// in the toolkit's checkout and in a package of your own alike, with no
/// install. Accepting writes into the package around the working directory,
/// so when the tests ran from elsewhere (`swift test --package-path`) the
/// command starts with a `cd` there.
enum _FailureText {
    /// The command that reviews the failures in `folder`.
    static func review(folder: String, package: String?) -> String {
        let here = FileManager.default.currentDirectoryPath
        let move = package.map { $0 == here ? "" : "cd \(ShellWord.quoted($0)) && " } ?? ""
        let shown = move.isEmpty ? _RunFolder.shown(folder) : folder
        return "\(move)swift run playground review \(ShellWord.quoted(shown))"
    }

    /// What a golden recorded over (`SNAPSHOT_TESTING_RECORD=failed`) says instead of leaving artifacts
    /// (the message names the golden above it). `git diff` shows the old image only in a git
    /// repository, so only then is it advised: a package `playground init` made is not one.
    static func recorded(package: String?, what: String = "image") -> String {
        let old =
            package.map(isInGitRepository) == true
            ? "git diff shows the old one"
            : "the old one is not kept, as this package is not in a git repository: to see both first, "
                + "run without SNAPSHOT_TESTING_RECORD and review the failure"
        return "Recorded the new \(what) over the golden (no review artifacts: the golden already is the new \(what)).\n"
            + "Look at it (\(old)), then run the tests again without SNAPSHOT_TESTING_RECORD: "
            + "a run that records fails, so that no golden is recorded unseen."
    }

    /// What a golden that is not a PNG says, with the likely cause and what to do: a Git LFS
    /// pointer is fetched with `git lfs pull`; anything else is replaced by accepting the new image.
    static func notAPNG(reference: [UInt8], error: any Error) -> String {
        let text = String(decoding: reference.prefix(200), as: UTF8.self)
        let cause =
            text.hasPrefix("version https://git-lfs.github.com/spec/")
            ? "it is a Git LFS pointer, not the image: `git lfs pull` fetches the image"
            : "if the new image is right, accepting it in review writes it over the golden"
        return "The golden image is not a PNG (\(error)): \(cause)."
    }

    /// Whether `folder` or a folder above it holds `.git` (a repository's folder, or a worktree's file).
    static func isInGitRepository(_ folder: String) -> Bool {
        var current = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return true }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
    }

    /// The diff tool `assertGoldenFrame` gives swift-snapshot-testing: the golden's path, in place of
    /// its default advice (a Kaleidoscope `ksdiff` command, for macOS).
    static let goldenOnly = SnapshotTestingConfiguration.DiffTool { golden, _ in "Golden: \(_RunFolder.shown(golden))" }
}
