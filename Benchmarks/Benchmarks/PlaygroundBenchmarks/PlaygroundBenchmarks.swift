// CPU time of whole playground frames: the frame's input, the runtime and
// physics, the scene's drawing at 1280×720, and the overlay's update and
// drawing (panel, log, outlines) when it is on, exactly as the window runs a
// frame (`Playground.runFrame`). The texture upload is the window's and is
// in `playground --stats` (see README), not here.
//
//   cd Benchmarks && swift package benchmark --target PlaygroundBenchmarks --grouping metric
//
// The scenes stay in motion: every 90 frames every box is thrown again with
// the scene's own "Throw every box" action (`x`). That frame logs thousands of
// runtime events in the stress scene, so it is measured on its own
// (`…-rethrow`), and the other frames without it.

import Benchmark
import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 30,
        maxDuration: smoke ? .milliseconds(1) : .seconds(4),
        maxIterations: smoke ? 1 : 2_000
    )
    let rethrowConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 2,
        maxDuration: smoke ? .milliseconds(1) : .seconds(4),
        maxIterations: smoke ? 1 : 40
    )

    Benchmark("Playground-frame-default-scene", configuration: configuration) { benchmark in
        defaultBench.frame(benchmark)
    }
    Benchmark("Playground-frame-default-scene-overlay", configuration: configuration) { benchmark in
        defaultOverlayBench.frame(benchmark)
    }
    Benchmark("Playground-frame-stress-5000", configuration: configuration) { benchmark in
        stressBench.frame(benchmark)
    }
    Benchmark("Playground-frame-stress-5000-overlay", configuration: configuration) { benchmark in
        stressOverlayBench.frame(benchmark)
    }
    Benchmark("Playground-frame-stress-5000-overlay-rethrow", configuration: rethrowConfiguration) { benchmark in
        stressOverlayBench.rethrowFrame(benchmark)
    }
    // A ten-minute session's trace (issue: written in under a second), beside copying as many bytes.
    let traceConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], warmupIterations: smoke ? 0 : 1,
        maxDuration: smoke ? .milliseconds(1) : .seconds(6), maxIterations: smoke ? 1 : 10)
    Benchmark("TraceEvents-encode-10-minute-session", configuration: traceConfiguration) { benchmark in
        let snapshot = TraceEventsFixture.tenMinutes
        benchmark.startMeasurement()
        blackHole(TraceEventFile.encode(snapshot, processName: "playground: default").count)
        benchmark.stopMeasurement()
    }
    Benchmark("Baseline-copy-10-minute-trace-bytes", configuration: traceConfiguration) { benchmark in
        let bytes = TraceEventFile.encode(TraceEventsFixture.tenMinutes, processName: "playground: default")
        benchmark.startMeasurement()
        var copy = [UInt8](repeating: 0, count: bytes.count)
        copy.withUnsafeMutableBytes { target in bytes.withUnsafeBytes { target.copyMemory(from: $0) } }
        blackHole(copy.count)
        benchmark.stopMeasurement()
    }
    Benchmark("Harness-empty", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        blackHole(0)
        benchmark.stopMeasurement()
    }
}

// Benchmarks run one at a time on one thread; each scene lives across iterations.
nonisolated(unsafe) let defaultBench = FrameBench(scene: .makeDefault(), overlay: false)
nonisolated(unsafe) let defaultOverlayBench = FrameBench(scene: .makeDefault(), overlay: true)
nonisolated(unsafe) let stressBench = FrameBench(scene: .makeStress(count: 5_000), overlay: false)
nonisolated(unsafe) let stressOverlayBench = FrameBench(scene: .makeStress(count: 5_000), overlay: true)

/// One playground, a framebuffer, and a frame counter that throws every box again every 90 frames.
final class FrameBench {
    let playground: Playground
    var framebuffer = Framebuffer(width: 1, height: 1)
    var frames = 0
    static let throwKey = [InputEvent.key(KeyPress("x"))]

    init(scene: Scene, overlay: Bool) {
        let font: BitmapFont
        do {
            font = try Assets.locate().loadFont()
        } catch {
            fatalError("PlaygroundBenchmarks: \(error)")
        }
        playground = Playground(scene: scene, font: font)
        if overlay { playground.installOverlay() }
        playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
    }

    /// One frame in motion; the throw every 90 frames happens outside the measurement.
    func frame(_ benchmark: Benchmark) {
        frames += 1
        let events = frames % 90 == 0 ? Self.throwKey : []
        if !events.isEmpty {
            playground.runFrame(events: events, elapsed: 1.0 / 60, into: &framebuffer)
        }
        benchmark.startMeasurement()
        playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer)
        benchmark.stopMeasurement()
    }

    /// The frame that throws every box again, measured (then 89 ordinary frames, not).
    func rethrowFrame(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        playground.runFrame(events: Self.throwKey, elapsed: 1.0 / 60, into: &framebuffer)
        benchmark.stopMeasurement()
        for _ in 0..<89 { playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer) }
    }
}
