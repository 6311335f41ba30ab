import Canvas
import Foundation
import SnapshotTesting

// MARK: - Motion-golden strategy

extension Snapshotting where Value == MotionRecording, Format == String {
    /// Snapshots a motion recording as its JSON (`<test>.<n>.motion.json`) and compares the values, exactly.
    ///
    /// Record modes, `SNAPSHOT_TESTING_RECORD` and the `__Snapshots__` folder are
    /// swift-snapshot-testing's, as for `png`. A mismatch says what moved
    /// (`MotionDifference`, Canvas) and leaves both series in the run's artifact folder.
    ///
    /// ```swift
    /// import SnapshotTesting
    ///
    /// assertSnapshot(of: motion, as: .motion)
    /// ```
    public static var motion: Snapshotting { .motion(tolerance: .exact) }

    /// Snapshots a motion recording as its JSON, comparing each property within `tolerance`.
    ///
    /// ```swift
    /// assertSnapshot(of: motion, as: .motion(tolerance: MotionTolerance([.x: 0.5])))
    /// ```
    public static func motion(tolerance: MotionTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "motion.json", diffing: .motion(tolerance: tolerance)) { $0.jsonText() }
    }
}

extension Diffing where Value == String {
    /// Compares two motion goldens' JSON by their values within `tolerance`, saying what moved on a mismatch.
    ///
    /// ```swift
    /// let strategy = Snapshotting<String, String>(pathExtension: "motion.json", diffing: .motion(tolerance: .exact))
    /// ```
    public static func motion(tolerance: MotionTolerance) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            let index = _DiffArtifact.nextIndex()
            if reference == actual { return nil }
            let motion: MotionRecording
            do {
                motion = try MotionRecording(json: Array(actual.utf8))
            } catch {
                return ("The motion could not be read back from its JSON: \(error)", [])
            }
            var message: String
            do {
                let golden = try MotionRecording(json: Array(reference.utf8))
                let difference = motion.difference(from: golden, tolerance: tolerance)
                if difference.matches { return nil }
                message = difference.description
            } catch {
                message = "The golden is not a motion golden (\(error)); if the new motion is right, record it over the golden."
            }
            if _RecordMode.recordsFailures {
                message += "\n" + _FailureText.recorded(package: _RunFolder.package(around: _TestIdentity.current()?.filePath), what: "motion")
                return (message, [])
            }
            switch _MotionArtifact.write(reference: reference, actual: actual, message: message, index: index, tolerance: tolerance) {
            case let .success(folder):
                message += "\nBoth series (expected.motion.json, actual.motion.json) and the failure: \(_RunFolder.shown(folder))"
                let test = _TestIdentity.current()?.filePath
                message +=
                    "\nReview this run's failures as curves: \(_FailureText.review(folder: _RunFolder.folder(forTestFile: test), package: _RunFolder.package(around: test))) (add --html report.html for one page of them all)"
            case let .failure(error): message += "\nThe failure's artifacts could not be written: \(error)"
            }
            return (message, [])
        }
    }
}
