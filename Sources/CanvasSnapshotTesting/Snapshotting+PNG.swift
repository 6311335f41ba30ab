import Canvas
import Foundation
import SnapshotTesting

// MARK: - Golden-image strategy

extension Snapshotting where Value == Framebuffer, Format == Data {
    /// Snapshots a framebuffer as a PNG and compares decoded pixels exactly.
    ///
    /// Goldens are stored by swift-snapshot-testing in `__Snapshots__` next to the
    /// test file; record mode follows `SNAPSHOT_TESTING_RECORD` (`never` in CI,
    /// so a missing golden fails). On a mismatch the message says how many
    /// pixels differ, and the actual image, a difference image and a JSON
    /// description (golden path, test, sizes, differing pixel count and
    /// bounds) are written into the run's folder (`SNAPSHOT_ARTIFACTS`, else
    /// `<package>/.build/snapshot-artifacts/<date>_<time>/`), which the message
    /// names with the command that reviews it; under Swift Testing and XCTest
    /// alike. With `SNAPSHOT_TESTING_RECORD=failed` the new image is recorded
    /// over the golden and the test still fails, saying so, with no artifacts.
    ///
    /// ```swift
    /// import SnapshotTesting
    ///
    /// assertSnapshot(of: framebuffer, as: .png)
    /// ```
    public static var png: Snapshotting { .png(tolerance: .exact) }

    /// Snapshots a framebuffer as a PNG, tolerating small differences.
    ///
    /// ```swift
    /// assertSnapshot(of: framebuffer, as: .png(tolerance: PixelTolerance(maxChannelDelta: 1, maxDifferingPixels: 8)))
    /// ```
    public static func png(tolerance: PixelTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance)) { framebuffer in
            // Encoding only fails for an empty framebuffer; an empty snapshot then fails the diff with a clear message.
            Data((try? framebuffer.pngData()) ?? [])
        }
    }
}

extension Diffing where Value == Data {
    /// Compares two PNGs by their decoded pixels within `tolerance`, writing a difference image on failure.
    ///
    /// The message says how many pixels differ and by how much, and where the
    /// difference image is (differing pixels red over a faded copy of the golden).
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .png(tolerance: .exact))
    /// ```
    public static func png(tolerance: PixelTolerance) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            let index = _DiffArtifact.nextIndex()
            if reference == actual { return nil }
            let image: Framebuffer
            do {
                image = try Framebuffer(pngData: [UInt8](actual))
            } catch {
                return ("The snapshot could not be encoded as PNG: \(error)", [])
            }
            // A golden that is not a PNG (a Git LFS pointer, a merge conflict) is compared as an
            // image of no pixels: every pixel of the new one differs, and it is left for review.
            var message: String
            let expected: Framebuffer
            do {
                expected = try Framebuffer(pngData: [UInt8](reference))
                message = ""
            } catch {
                expected = Framebuffer(width: 0, height: 0)
                message = _FailureText.notAPNG(reference: [UInt8](reference), error: error) + "\n"
            }
            let difference = image.difference(from: expected, tolerance: tolerance)
            if difference.matches { return nil }

            let diffImage = image.differenceImage(from: expected, tolerance: tolerance)
            let diffBytes = (try? diffImage.pngData()) ?? []
            // The golden's own size (0 × 0 here) would only confuse the line above: said once is enough.
            message += message.isEmpty ? difference.description : "The new image is \(image.width)x\(image.height)."
            if _RecordMode.recordsFailures {
                // The library records the new image over the golden once this returns: the golden
                // already is what a review would accept, so no artifact is left for one.
                message += "\n" + _FailureText.recorded(package: _RunFolder.package(around: _TestIdentity.current()?.filePath))
                return (message, [])
            }
            let written = _DiffArtifact.write(
                reference: reference, actual: actual, differenceImage: diffBytes, difference: difference, index: index
            )
            switch written {
            case let .success(files):
                message += "\nDifference image (red = differs): \(_RunFolder.shown(files.difference))"
                message += "\nArtifacts: \(_RunFolder.shown(files.json))"
                message += "\nReview this run's failures: \(_FailureText.review(folder: files.runFolder, package: files.package)) (add --html report.html for one page of them all)"
            case let .failure(error): message += "\nThe failure's artifacts could not be written: \(error)"
            }
            return (message, [.data(Data(diffBytes), name: "difference.png")])
        }
    }
}
