import Canvas
import CanvasSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@Suite("Snapshotting.png")
struct SnapshottingPNGTests {
    static func image(_ tweak: (inout Framebuffer) -> Void = { _ in }) throws -> Data {
        var fb = Framebuffer(width: 16, height: 16, fill: TestSupport.background)
        fb.fillRectangle(x: 4, y: 4, width: 8, height: 8, color: .white)
        tweak(&fb)
        return try Data(fb.pngData())
    }

    @Test("The same pixels match even when encoded by a different PNG writer")
    func comparesPixelsNotBytes() throws {
        // The fixture was written by the Python generator, the other by libpng: different bytes, same pixels.
        let fixture = try #require(TestSupport.bytes(atPath: TestSupport.fixtures + "/rgba-8bit.png"))
        let reencoded = try Framebuffer(pngData: fixture).pngData()
        #expect(fixture != reencoded)
        #expect(Diffing<Data>.png(tolerance: .exact).diffV2(Data(fixture), Data(reencoded)) == nil)
    }

    @Test("A mismatch reports how many pixels differ and by how much, and writes a difference image")
    func mismatchMessageAndArtifact() throws {
        let expected = try Self.image()
        let actual = try Self.image {
            $0[0, 0] = Pixel(Color.red); $0[5, 5] = Pixel(Color(rgba: 0xFAFA_FAFF))
        }
        let failure = try #require(Diffing<Data>.png(tolerance: .exact).diffV2(expected, actual))
        #expect(failure.0.contains("2 of 256 pixels differ by more than 0 (largest channel difference 225"))

        let line = try #require(failure.0.split(separator: "\n").first { $0.hasPrefix("Difference image") })
        let path = String(try #require(line.split(separator: ": ", maxSplits: 1).last))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(path.hasSuffix("SnapshottingPNGTests/mismatchMessageAndArtifact.1.diff.png"))
        let diffImage = try Framebuffer(contentsOfPNGFile: path)
        #expect(diffImage[0, 0] == Pixel(Color.red))
        #expect(diffImage[5, 5] == Pixel(Color.red))
        #expect(diffImage[6, 6] != Pixel(Color.red))
    }

    @Test("Differences inside the tolerance pass")
    func tolerancePasses() throws {
        let expected = try Self.image()
        let actual = try Self.image { $0[5, 5] = Pixel(Color(rgba: 0xFDFD_FDFF)) }
        let lenient = PixelTolerance(maxChannelDelta: 2)
        #expect(Diffing<Data>.png(tolerance: lenient).diffV2(expected, actual) == nil)
        #expect(Diffing<Data>.png(tolerance: PixelTolerance(maxDifferingPixels: 1)).diffV2(expected, actual) == nil)
        #expect(Diffing<Data>.png(tolerance: .exact).diffV2(expected, actual) != nil)
    }

    @Test("A golden that is not a PNG fails with a clear message")
    func corruptGolden() throws {
        let failure = try #require(Diffing<Data>.png(tolerance: .exact).diffV2(Data([1, 2, 3]), Self.image()))
        #expect(failure.0.hasPrefix("The golden image is not a PNG ("), "\(failure.0)")
        #expect(failure.0.contains("The new image is 16x16."))
        #expect(!failure.0.contains("0x0"), "a golden that is not a PNG has no size to report")
    }

    @Test("With recording off, a missing golden fails instead of being written")
    func missingGoldenFailsWhenNotRecording() throws {
        let directory = NSTemporaryDirectory() + "canvas-missing-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: Framebuffer(width: 4, height: 4), as: .png, named: "absent", snapshotDirectory: directory)
        }
        #expect(message?.contains("No reference was found on disk") == true)
        #expect(!FileManager.default.fileExists(atPath: directory + "/missingGoldenFailsWhenNotRecording.absent.png"))
    }
}
