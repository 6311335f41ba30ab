// CPU time of whole playground frames (input, runtime, physics, drawing at
// 1280×720), for the default scene and for 5,000 tossed rectangles.
//
//   cd Benchmarks && swift package benchmark --target PlaygroundBenchmarks --grouping metric
//
// Each iteration is one frame. Every 90 frames the boxes are thrown again
// (outside the measurement), so the figures are for scenes in motion.

import Benchmark
import Canvas
import Foundation
import Interactions
import PlaygroundKit

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 30,
        maxDuration: smoke ? .milliseconds(1) : .seconds(4),
        maxIterations: smoke ? 1 : 2_000
    )

    Benchmark("Playground-frame-default-scene", configuration: configuration) { benchmark in
        defaultBench.frame(benchmark)
    }

    Benchmark("Playground-frame-stress-5000", configuration: configuration) { benchmark in
        stressBench.frame(benchmark)
    }
}

// Benchmarks run one at a time on one thread; each scene lives across iterations.
nonisolated(unsafe) let defaultBench = FrameBench(scene: .makeDefault())
nonisolated(unsafe) let stressBench = FrameBench(scene: .makeStress(count: 5_000))

/// One scene, a framebuffer, and a frame counter that re-throws the boxes every 90 frames.
final class FrameBench {
    let playground: Playground
    var framebuffer: Framebuffer
    var frames = 0
    var random = 1 as UInt64

    init(scene: Scene) {
        let font: BitmapFont
        do {
            font = try Assets.locate().loadFont()
        } catch {
            fatalError("PlaygroundBenchmarks: \(error)")
        }
        playground = Playground(scene: scene, font: font)
        framebuffer = Framebuffer(width: Int(scene.size.width), height: Int(scene.size.height))
    }

    func frame(_ benchmark: Benchmark) {
        if frames % 90 == 0 { throwEveryBox() }
        frames += 1
        benchmark.startMeasurement()
        playground.advanceFrame(by: 1.0 / 60)
        playground.render(into: &framebuffer)
        benchmark.stopMeasurement()
    }

    /// Throws every box in a pseudo-random direction at 400–3,000 px/s, within the window.
    func throwEveryBox() {
        let scene = playground.scene
        for box in scene.boxes {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let angle = Double(random >> 11) / Double(1 << 53) * 2 * Double.pi
            let speed = 400 + Double(random >> 40 & 0xFFF) / 4096 * 2600
            let half = Point(x: box.size.width / 2, y: box.size.height / 2)
            let region = Rect(x: half.x, y: half.y, width: scene.size.width - box.size.width, height: scene.size.height - box.size.height)
            scene.runtime.addPlan(Fling(velocity: Point(x: speed * cos(angle), y: speed * sin(angle)), bounds: region), named: "motion", to: box)
        }
    }
}
