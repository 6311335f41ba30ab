import Canvas
import FoundationEssentials
import Interactions
import PlaygroundKit
import Testing

/// Every input in the fuzz corpora (Fuzzing/Corpus) and every finding that became a
/// regression input (Fuzzing/Regressions), through the same checks as the
/// harnesses FuzzScripts and FuzzReplay, in the ordinary test suite: so a
/// finding stays fixed even where libFuzzer is never built.
@Suite("Fuzz corpora of scripts")
struct FuzzCorpusTests {
    static let fuzzRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // FuzzCorpusTests.swift, PlaygroundKitTests, Tests
        return parts.joined(separator: "/") + "/Fuzzing"
    }()

    /// The files of the corpus and the regression inputs of `target`, by name.
    static func inputs(_ target: String) -> [String] {
        ["Corpus", "Regressions"].flatMap { folder -> [String] in
            let path = "\(fuzzRoot)/\(folder)/\(target)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
        }
    }

    @Test("The script corpus and its regressions load or are refused in one line, and what loads survives a round trip",
          arguments: inputs("scripts") + inputs("replay"))
    func scriptInput(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let script: InputScript
        do {
            script = try InputScript(json: data)
        } catch {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
            return
        }
        #expect(try InputScript(json: script.jsonData()) == script)
    }

    @Test("The replay corpus and its regressions replay headless with the overlay, bounded as FuzzReplay bounds them",
          arguments: inputs("replay"))
    func replayInput(path: String) throws {
        guard let script = try? InputScript(json: Data(contentsOf: URL(fileURLWithPath: path))) else { return }
        let playground = Playground(scene: script.scene == "stress" ? .makeStress() : .makeDefault(), font: try TestSupport.font())
        playground.installOverlay()
        let replay = try Replay(script: Self.bounded(script), frames: min(Replay.defaultFrameCount(for: script), Self.maximumFrames))
        let frames = replay.run(playground) { _, framebuffer, _ in
            #expect(framebuffer.width * framebuffer.height <= InputBounds.maximumFramebufferPixels)
        }
        #expect(frames >= 1)
    }

    /// As Fuzzing/Targets/FuzzReplay: at most 120 frames, windows of at most 320 x 240 points at scale 2.
    static let maximumFrames = 120

    static func bounded(_ script: InputScript) -> InputScript {
        func small(_ width: Int, _ height: Int) -> (Int, Int) { (min(width, 320), min(height, 240)) }
        let events = script.events.prefix { $0.frame <= maximumFrames }.map { event -> ScriptEvent in
            guard case let .resize(width, height, scale) = event.event else { return event }
            let (w, h) = small(width, height)
            return ScriptEvent(frame: event.frame, .resize(width: w, height: h, scale: scale.map { min($0, 2) }))
        }
        let viewport = script.viewport.map { viewport in
            let (w, h) = small(viewport.width, viewport.height)
            return Viewport(width: w, height: h, scale: min(viewport.scale, 2))
        } ?? Viewport(width: 320, height: 240)
        return InputScript(events: events, scene: script.scene, viewport: viewport, frameCount: script.frameCount,
                           framePeriod: script.framePeriod, frameTimes: script.frameTimes.filter { $0.frame <= maximumFrames })
    }
}
