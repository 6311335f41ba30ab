@testable import Canvas
import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// Animated PNGs: the chunks, their order and sequence numbers, and every
/// frame as an independent decoder (Pillow) sees it.
@Suite("Animated PNG clips")
struct APNGEncoderTests {
    /// The frames of a toss of Box#1 in a 640 × 360 window, as drawn (with the overlay, the panel changes every frame too).
    static func tossFrames(_ range: ClosedRange<Int>, overlay: Bool) throws -> [Framebuffer] {
        let playground = try TestSupport.defaultPlayground()
        if overlay { playground.installOverlay() }
        let events = TestSupport.drag(from: Point(x: 80, y: 60), by: Point(x: 200, y: 120), startFrame: 5, frames: 6)
        var frames: [Framebuffer] = []
        try Replay(script: InputScript(events: events, viewport: Viewport(width: 640, height: 360)), frames: range.upperBound)
            .run(playground) { frame, framebuffer, _ in
                if range.contains(frame.number) { frames.append(framebuffer) }
            }
        return frames
    }

    /// A chunk of a PNG file: type and data, with its CRC checked.
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crcIsValid: Bool
    }

    static func chunks(_ bytes: [UInt8]) -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(_PNGChunks.readUInt32(bytes, at: offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            let crc = _PNGChunks.readUInt32(bytes, at: offset + 8 + length)
            chunks.append(Chunk(type: type, data: data, crcIsValid: crc == _CRC32.checksum(bytes[offset + 4..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    @Test("The file is a PNG whose first frame is the plain image, with acTL before the data, fcTL and fdAT numbered 0, 1, 2… without gaps, and valid CRCs")
    func chunkStructure() throws {
        // Long enough for every box to settle (the small window lays the scene out again at first).
        let frames = try Self.tossFrames(1...150, overlay: false)
        var encoder = APNGEncoder(width: 640, height: 360)
        for frame in frames { try encoder.append(frame) }
        let bytes = try encoder.finish()
        #expect(Array(bytes.prefix(8)) == _PNGChunks.signature)
        let chunks = Self.chunks(bytes)
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(chunks.first?.type == "IHDR")
        #expect(chunks.last?.type == "IEND")
        let types = chunks.map(\.type)
        let actl = try #require(types.firstIndex(of: "acTL")), idat = try #require(types.firstIndex(of: "IDAT"))
        #expect(actl < idat)
        #expect(types.filter { $0 == "acTL" }.count == 1)
        #expect(encoder.frameCount == 150)
        #expect(types[idat - 1] == "fcTL", "the first frame's control comes right before the image: it is part of the animation")
        let actlData = chunks[actl].data
        let controls = chunks.filter { $0.type == "fcTL" }
        #expect(_PNGChunks.readUInt32(actlData, at: 0) == UInt32(controls.count))
        #expect(controls.count == encoder.animationFrameCount)
        #expect(controls.count < 150, "frames that changed nothing were merged into the one before")
        #expect(_PNGChunks.readUInt32(actlData, at: 4) == 0, "loops forever")
        // Sequence numbers run across fcTL and fdAT from 0, in file order.
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(sequenced.enumerated().allSatisfy { _PNGChunks.readUInt32($1.data, at: 0) == UInt32($0) })
        var sixtieths = 0
        for control in controls {
            let d = control.data
            let (w, h, x, y) = (_PNGChunks.readUInt32(d, at: 4), _PNGChunks.readUInt32(d, at: 8), _PNGChunks.readUInt32(d, at: 12), _PNGChunks.readUInt32(d, at: 16))
            #expect(w >= 1 && h >= 1 && x + w <= 640 && y + h <= 360, "each frame's rectangle lies within the canvas")
            #expect(Array(d[22..<24]) == [0, 60], "in 60ths of a second")
            sixtieths += Int(d[20]) << 8 | Int(d[21])
            #expect(d[24] == 0, "frames are never disposed")
        }
        #expect(sixtieths == 150, "150 frames at 60 fps: 2.5 seconds in all")
        // After the first, frames are the changed rectangles only.
        let later = chunks.filter { $0.type == "fcTL" }.dropFirst()
        #expect(later.allSatisfy { _PNGChunks.readUInt32($0.data, at: 4) < 640 || _PNGChunks.readUInt32($0.data, at: 8) < 360 })
    }

    /// 90 frames of translucent discs piling up on a transparent canvas, wiped now and then: changes a frame must put in place.
    static func translucentFrames() -> [Framebuffer] {
        var frame = Framebuffer(width: 160, height: 90), frames: [Framebuffer] = []
        for index in 0..<90 {
            let alpha = UInt32(index * 37 % 256)
            frame.fillCircle(
                centerX: Double(index * 13 % 160), centerY: Double(index * 7 % 90), radius: Double(3 + index % 9),
                color: Color(rgba: UInt32(truncatingIfNeeded: index &* 0x9E37_79B9) & 0xFFFF_FF00 | alpha))
            if index % 17 == 16 { frame.clear(.clear) }
            frames.append(frame)
        }
        return frames
    }

    @Test("Every frame Pillow decodes from the clip equals the frame captured as PNG", arguments: ["scene", "overlay", "translucent"])
    func pillowDecodesEveryFrame(kind: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let frames = kind == "translucent" ? Self.translucentFrames() : try Self.tossFrames(1...90, overlay: kind == "overlay")
        var encoder = APNGEncoder(width: frames[0].width, height: frames[0].height)
        for (index, frame) in frames.enumerated() {
            try encoder.append(frame)
            try frame.writePNG(toFile: folder + "/frame-\(index).png")
        }
        try Data(encoder.finish()).write(to: URL(fileURLWithPath: folder + "/clip.png"))
        // Each frame of the animation shows for whole 60ths of a second: it stands for that many captured frames, all alike.
        let result = try PythonCheck.run(
            """
            import sys
            from PIL import Image
            folder = sys.argv[1]
            clip = Image.open(folder + "/clip.png")
            assert clip.format == "PNG" and getattr(clip, "is_animated", False), "not animated"
            bad, captured = [], 0
            for index in range(clip.n_frames):
                clip.seek(index)
                frame = clip.convert("RGBA").tobytes()
                for _ in range(round(clip.info["duration"] * 60 / 1000)):
                    expected = Image.open(folder + "/frame-%d.png" % captured).convert("RGBA").tobytes()
                    if frame != expected: bad.append(captured)
                    captured += 1
            print("frames %d differing %s" % (captured, bad))
            """, arguments: [folder])
        #expect(result == "frames 90 differing []")
    }

    @Test("A headless run writes frames A to B as a clip, and refuses ranges it cannot write with one clear line")
    func headlessClip() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = InputScript(
            events: TestSupport.drag(from: Point(x: 80, y: 60), by: Point(x: 200, y: 120), startFrame: 5, frames: 6),
            viewport: Viewport(width: 640, height: 360), frameCount: 60)
        var options = HeadlessOptions(script: script, outputDirectory: folder)
        options.clip = 10...40
        let summary = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        let clip = try #require(summary.clip)
        #expect(clip.path == folder + "/clip-0010-0040.png")
        #expect(clip.frames == 10...40)
        let bytes = try #require(FileManager.default.contents(atPath: clip.path))
        #expect(bytes.count == clip.byteCount)
        let sixtieths = Self.chunks(Array(bytes)).filter { $0.type == "fcTL" }.reduce(0) { $0 + (Int($1.data[20]) << 8 | Int($1.data[21])) }
        #expect(sixtieths == 31, "frames 10 to 40")

        #expect(throws: PlaygroundError.usage("--clip 50-10: the last frame comes before the first")) { try ClipRequest.parse("50-10") }
        #expect(throws: PlaygroundError.usage("--clip takes a range of frames A-B, e.g. 30-330; \"ten\" is not one")) { try ClipRequest.parse("ten") }
        #expect(throws: PlaygroundError.usage("--clip 0-10: frames count from 1")) { try ClipRequest.parse("0-10") }
        options.clip = 30...90
        #expect(throws: PlaygroundError.usage("--clip 30-90 is beyond the end: the run has 60 frames")) {
            try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        }
    }
}

/// Runs a Python 3 snippet (for checks by independent decoders such as Pillow) and returns its output.
enum PythonCheck {
    static func run(_ source: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", source] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failure = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if failure.contains("No module named 'PIL'") {
            Issue.record("Pillow is missing: `make test` installs it (apt-get install python3-pil, or pip install pillow)")
        } else if process.terminationStatus != 0 {
            Issue.record("python3 failed: \(failure)")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
