import PlaygroundKit
import FileSupport

// MARK: - Golden tests and motion tests

extension SessionOutput {
    /// The folder golden tests go in: `golden-tests`.
    package static let goldenTestsFolder = "golden-tests"
    /// The folder motion tests go in: `motion-tests`.
    package static let motionTestsFolder = "motion-tests"

    /// Writes `test` as `golden-tests/<Name>/` from `template` (by default the
    /// bundled ``GoldenTest/template()``); returns the folder's path, or `nil`
    /// after recording the failure (and posting it as a notice).
    ///
    /// `<Name>` is ``GoldenTest/baseName``, suffixed `_2`, `_3`… when a folder of
    /// that name exists (a second press in one frame, an earlier session), so a
    /// press never overwrites a test. The folder appears whole or not at all:
    /// its files are written into a hidden folder beside it, which is then renamed.
    @discardableResult
    public func writeGoldenTest(_ test: GoldenTest, template: String? = nil) -> String? {
        writeTestFolder(in: Self.goldenTestsFolder, baseName: test.baseName, template: template, bundled: GoldenTest.template, files: test.files)
    }

    /// Writes `test` as `motion-tests/<Name>/` from `template` (by default the
    /// bundled ``MotionTest/template()``), as ``writeGoldenTest(_:template:)``
    /// writes a golden test: never over another, whole or not at all.
    @discardableResult
    public func writeMotionTest(_ test: MotionTest, template: String? = nil) -> String? {
        writeTestFolder(in: Self.motionTestsFolder, baseName: test.baseName, template: template, bundled: MotionTest.template, files: test.files)
    }

    /// Writes the files `files` makes for a name and a template (`template`, or else the `bundled` one) into
    /// `<folder>/<name>/`, `name` being `baseName` or the first of `baseName_2`, `baseName_3`… that is free;
    /// returns the folder, or `nil` after recording the failure.
    private func writeTestFolder(
        in folder: String, baseName: String, template: String?, bundled: () throws(PlaygroundError) -> String,
        files: (String, String) throws(PlaygroundError) -> [(path: String, bytes: [UInt8])]
    ) -> String? {
        let parent = path + "/" + folder
        var name = baseName
        var isDirectory = false
        var suffix = 1
        while FileSystem.exists(parent + "/" + name, isDirectory: &isDirectory) {
            suffix += 1
            name = baseName + "_\(suffix)"
        }
        let target = parent + "/" + name
        let made: [(path: String, bytes: [UInt8])]
        do throws(PlaygroundError) {
            let text = if let template { template } else { try bundled() }
            made = try files(name, text)
        } catch {
            return failTest(target, error.description)
        }
        if let failure = FileSystem.writeWhole(made, as: target, stagingSuffix: ".partial") {
            return failTest(failure.path, failure.reason)
        }
        noteWritten(made.map { target + "/" + $0.path })
        return target
    }

    private func failTest(_ file: String, _ reason: String) -> String? {
        recordFailure(WriteFailure(path: file, reason: reason))
        return nil
    }
}
