import Canvas
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Framebuffer PNG decoding")
struct FramebufferPNGDecodingTests {
    // MARK: - Every colour type, bit depth and interlacing, against an independent decoder

    /// The PNGs in Fixtures/Matrix, written and read back by pypng (see make_png_matrix.py).
    static let matrix: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestSupport.fixtures + "/Matrix")) ?? []
        return names.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }()

    @Test("The fixture matrix covers every colour type and depth, plain and Adam7, with odd sizes")
    func matrixIsComplete() {
        #expect(Self.matrix.count == 112)
        for name in [
            "grey16-adam7-33x17", "rgba16-adam7-33x17", "greyalpha16-adam7-33x17", "rgb16-adam7-33x17-trns",
            "palette1-adam7-33x17-trns", "grey1-plain-33x17", "rgb8-adam7-1x1",
        ] {
            #expect(Self.matrix.contains(name), "missing \(name)")
        }
    }

    @Test("Every file decodes to exactly the pixels pypng reads from it", arguments: matrix)
    func decodesLikePypng(name: String) throws {
        let folder = TestSupport.fixtures + "/Matrix/"
        let expected = try #require(TestSupport.bytes(atPath: folder + name + ".rgba"))
        let fb = try Framebuffer(contentsOfPNGFile: folder + name + ".png")
        let actual = fb.withUnsafeBytes { [UInt8]($0) }
        #expect(actual.count == expected.count)
        let wrong = zip(actual, expected).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(wrong.isEmpty, "\(name): \(wrong.count) of \(expected.count) bytes differ, the first in pixel \(wrong.first.map { $0 / 4 } ?? 0)")
    }

    @Test("A 33×17 16-bit grey Adam7 file decodes right where libpng 1.6.39's simplified API gave 201 for 0")
    func sixteenBitInterlacedGrey() throws {
        let fb = try Framebuffer(contentsOfPNGFile: TestSupport.fixtures + "/Matrix/grey16-adam7-33x17.png")
        let expected = try #require(TestSupport.bytes(atPath: TestSupport.fixtures + "/Matrix/grey16-adam7-33x17.rgba"))
        for y in 0..<17 {
            for x in 0..<33 {
                #expect(fb[x, y].red == expected[(y * 33 + x) * 4], "(\(x), \(y))")
            }
        }
    }

    // MARK: - Damage after the pixels

    @Test("A file cut anywhere, after its last image data too, throws")
    func everyPrefixThrows() throws {
        var fb = Framebuffer(width: 9, height: 5, fill: .white)
        fb.fillRectangle(x: 2, y: 1, width: 4, height: 2, color: .red)
        let bytes = try fb.pngData()
        let lastIDAT = try #require(FramebufferPNGTests.chunkOffset("IEND", in: bytes))
        #expect(lastIDAT > 8)
        for length in 0..<bytes.count {
            #expect(throws: PNGError.self, "cut at \(length) of \(bytes.count)") {
                try Framebuffer(pngData: Array(bytes.prefix(length)))
            }
        }
        #expect(try Framebuffer(pngData: bytes) == fb)
    }

    @Test("A file missing only part of its IEND, or all of it, throws a truncation error", arguments: [1, 4, 8, 12])
    func missingIEND(cut: Int) throws {
        let bytes = try FramebufferPNGTests.validPNG()
        let error = try #require(throws: PNGError.self) { try Framebuffer(pngData: Array(bytes.dropLast(cut))) }
        #expect(error == .invalidData("truncated data"))
    }

    @Test("A corrupt CRC in IEND throws a CRC error")
    func corruptIENDChecksum() throws {
        var bytes = try FramebufferPNGTests.validPNG()
        bytes[bytes.count - 1] ^= 0x01
        let error = try #require(throws: PNGError.self) { try Framebuffer(pngData: bytes) }
        guard case let .invalidData(message) = error else { Issue.record("unexpected \(error)"); return }
        #expect(message.lowercased().contains("crc"), "\(message)")
    }

    // MARK: - Claims the data does not back

    /// A valid 32×32 file whose header is rewritten to claim 16384 × 16384 pixels.
    static func claimsHugeDimensions() -> [UInt8] {
        var bytes = try! FramebufferPNGTests.validPNG()
        FramebufferPNGTests.setDimensions(width: 16384, height: 16384, in: &bytes)
        return bytes
    }

    @Test("A small file claiming 16384 × 16384 pixels fails on its missing data")
    func hugeClaimFailsOnMissingData() throws {
        let bytes = Self.claimsHugeDimensions()
        #expect(bytes.count < 300)
        let error = try #require(throws: PNGError.self) { try Framebuffer(pngData: bytes) }
        guard case .invalidData = error else { Issue.record("expected invalid data, got \(error)"); return }
    }

    @Test("Decoding that file needs far less memory than the 1 GiB its header claims")
    func hugeClaimAllocatesNothingLikeIt() async {
        // In a child process whose address space may grow by 128 MiB at most: allocating the
        // claimed 16384 × 16384 × 4 bytes fails there, which traps, which fails this test.
        await #expect(processExitsWith: .success) {
            let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
            let pages = Int(statm.split(separator: " ").first ?? "") ?? 0
            let used = rlim_t(pages * Int(sysconf(Int32(_SC_PAGESIZE))))
            var limit = rlimit(rlim_cur: used + (128 << 20), rlim_max: used + (128 << 20))
            precondition(pages > 0 && setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0)
            do {
                _ = try Framebuffer(pngData: FramebufferPNGDecodingTests.claimsHugeDimensions())
                exit(2)
            } catch let error as PNGError {
                guard case .invalidData = error else { exit(3) }
            } catch {
                exit(4)
            }
        }
    }
}
