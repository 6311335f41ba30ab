import Canvas
import Foundation
import SnapshotTesting
import Testing

@testable import CanvasSnapshotTesting

/// The loop a failed golden starts: the run's artifacts in a folder of their
/// own, a message that names it with a command that works as printed, no
/// advice for another platform's tools, and a recording that says so instead
/// of leaving artifacts for a golden already replaced.
@Suite("The golden loop: one folder per run, a command that works, recording said plainly")
struct GoldenLoopTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// A package of its own in the temporary folder, with one test file; removed by the caller.
    private func package() throws -> (root: String, testFile: String) {
        let root = NSTemporaryDirectory() + "golden-loop-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Tests/KitTests", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data("// swift-tools-version: 6.1\n".utf8))
        return (root, root + "/Tests/KitTests/SceneTests.swift")
    }

    @Test("Without SNAPSHOT_ARTIFACTS a run's failures go in <package>/.build/snapshot-artifacts/<date>_<time>/, one folder for the whole run, latest linking it")
    func oneFolderPerRun() throws {
        let (root, testFile) = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = _RunFolder.folder(forTestFile: testFile, environment: [:])
        #expect(folder.hasPrefix(root + "/.build/snapshot-artifacts/"))
        let name = String(folder.dropFirst((root + "/.build/snapshot-artifacts/").count))
        #expect(name.wholeMatch(of: /\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d(_\d+)?/) != nil, "\(name)")
        #expect(FileManager.default.fileExists(atPath: folder))
        #expect(_RunFolder.folder(forTestFile: root + "/Tests/KitTests/Other.swift", environment: [:]) == folder, "every failure of the run shares it")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/.build/snapshot-artifacts/latest") == name)
    }

    @Test("A second run begun in the same second gets a folder of its own, and latest follows it")
    func runsNeverShare() throws {
        let (root, _) = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let runs = root + "/.build/snapshot-artifacts", began = Date(timeIntervalSince1970: 1_748_786_587)
        #expect(_RunFolder.makeRun(in: runs, at: began, timeZone: Self.utc) == runs + "/2025-06-01_14-03-07")
        #expect(_RunFolder.makeRun(in: runs, at: began, timeZone: Self.utc) == runs + "/2025-06-01_14-03-07_2")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: runs + "/latest") == "2025-06-01_14-03-07_2")
    }

    @Test("SNAPSHOT_ARTIFACTS names the folder exactly, as CI sets it")
    func explicitFolder() throws {
        #expect(_RunFolder.folder(forTestFile: "/x/Tests/T.swift", environment: ["SNAPSHOT_ARTIFACTS": "/ci/artifacts"]) == "/ci/artifacts")
    }

    @Test("The review command runs through SwiftPM from the package, with a cd when the tests ran elsewhere")
    func reviewCommand() {
        let here = FileManager.default.currentDirectoryPath
        #expect(
            _FailureText.review(folder: here + "/.build/snapshot-artifacts/2025-06-01_14-03-07", package: here)
                == "swift run playground review .build/snapshot-artifacts/2025-06-01_14-03-07")
        #expect(
            _FailureText.review(folder: "/src/My Motion/.build/snapshot-artifacts/r", package: "/src/My Motion")
                == "cd '/src/My Motion' && swift run playground review '/src/My Motion/.build/snapshot-artifacts/r'")
    }

    @Test("Recording over a golden advises git diff only in a git repository: a package init made is not one")
    func recordedAdviceWorksWithoutGit() throws {
        let package = NSTemporaryDirectory() + "golden-loop-git-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: package + "/Tests", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let plain = _FailureText.recorded(package: package)
        #expect(!plain.contains("git diff"), "\(plain)")
        #expect(plain.contains("the old one is not kept, as this package is not in a git repository"), "\(plain)")
        #expect(plain.contains("run without SNAPSHOT_TESTING_RECORD and review the failure"))
        #expect(!_FailureText.recorded(package: nil).contains("git diff"), "no package found: no git advice")

        try FileManager.default.createDirectory(atPath: package + "/.git", withIntermediateDirectories: true)
        #expect(_FailureText.recorded(package: package).contains("(git diff shows the old one)"))
        #expect(_FailureText.recorded(package: package + "/Tests").contains("git diff"), "a repository above the package counts")
    }

    @Test("A failure of assertGoldenFrame names the golden, its run's folder and the command that reviews it, and no ksdiff")
    func assertGoldenFrameNamesTheGolden() throws {
        let message = try #require(withSnapshotTesting(record: .never) { _verifyGoldenFrame(ArtifactFixture.changed(at: 2, 2)) })
        let artifact = try ArtifactFixture.artifact(from: message)
        defer { artifact.remove() }
        #expect(!message.contains("ksdiff") && !message.contains("diffTool"), "\(message)")
        #expect(message.contains("Golden: Tests/CanvasTests/__Snapshots__/GoldenLoopTests/assertGoldenFrameNamesTheGolden.1.png"), "\(message)")
        let run = _RunFolder.folder(forTestFile: #filePath)
        #expect(artifact.path.hasPrefix(run + "/") || artifact.path.hasPrefix(_RunFolder.shown(run) + "/"), "\(artifact.path) is in \(run)")
        let review = try #require(message.split(separator: "\n").first { $0.hasPrefix("Review this run's failures: ") })
        #expect(review.contains("swift run playground review \(_RunFolder.shown(run))"), "\(review)")
    }

    @Test("SNAPSHOT_TESTING_RECORD=failed records over the golden and fails saying so, leaving no review artifacts")
    func recordingSaysSoAndLeavesNothing() throws {
        let directory = NSTemporaryDirectory() + "golden-loop-record-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let golden = directory + "/recordingSaysSoAndLeavesNothing.golden.png"
        try Data(ArtifactFixture.base().pngData()).write(to: URL(fileURLWithPath: golden))
        let changed = ArtifactFixture.changed(at: 9, 9)

        let message = try #require(
            withSnapshotTesting(record: .failed) {
                verifySnapshot(of: changed, as: .png, named: "golden", snapshotDirectory: directory)
            }, "a run that records fails")
        #expect(message.contains("1 of 256 pixels differ"))
        #expect(message.contains("Recorded the new image over the golden"), "\(message)")
        #expect(message.contains("run the tests again without SNAPSHOT_TESTING_RECORD"))
        #expect(!message.contains("Artifacts: ") && !message.contains("Review this run's failures"), "\(message)")
        #expect(try Framebuffer(contentsOfPNGFile: golden) == changed, "the golden is the new image")
        let json = _RunFolder.folder(forTestFile: #filePath) + "/GoldenLoopTests/recordingSaysSoAndLeavesNothing.golden.json"
        #expect(!FileManager.default.fileExists(atPath: json), "no artifact for a golden already replaced")
        let again = withSnapshotTesting(record: .failed) { verifySnapshot(of: changed, as: .png, named: "golden", snapshotDirectory: directory) }
        #expect(again == nil, "the next run passes")
    }
}
