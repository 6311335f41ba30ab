// The runtime's per-frame cost and its plan-adding throughput.
//
//   cd Benchmarks && swift package benchmark --target MotionBenchmarks --grouping metric
//
// `Runtime-update-10k-manual` and the two baselines run the same trivial
// update on the same 10,000 performer objects: through `MotionRuntime.update`;
// from a plain loop over `[DriftPerformer]` (where the compiler inlines the
// update); and from a plain loop over `[any ManuallyExecutingPerformer]`
// (a real call per performer, as any scheduler of mixed performer types
// makes). Their ratios are the runtime's overhead per frame.

import Benchmark
import Foundation
import Motion

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

/// One scene shared by both frame benchmarks, so each measures steady-state
/// frames over the same objects rather than the first frame after set-up.
/// Benchmarks run one at a time on one thread.
nonisolated(unsafe) let driftScene: DriftScene = {
    let scene = DriftScene(count: 10_000)
    scene.runtime.update(millisecondsSinceLastUpdate: 16) // everyone's 0 ms first frame
    return scene
}()

let benchmarks: @Sendable () -> Void = {
    let frameConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 10,
        scalingFactor: .one,
        maxDuration: smoke ? .milliseconds(1) : .seconds(2),
        maxIterations: smoke ? 1 : 10_000
    )

    Benchmark("Runtime-update-10k-manual", configuration: frameConfiguration) { benchmark in
        let scene = driftScene
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.runtime.update(millisecondsSinceLastUpdate: 16)
        }
        benchmark.stopMeasurement()
        blackHole(scene.checksum)
    }

    Benchmark("Baseline-loop-update-10k", configuration: frameConfiguration) { benchmark in
        let scene = driftScene
        var active = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for performer in scene.performers where performer.update(millisecondsSinceLastUpdate: 16) == .active {
                active &+= 1
            }
        }
        benchmark.stopMeasurement()
        blackHole(active)
        blackHole(scene.checksum)
    }

    // The same loop, calling `update` through the protocol as any scheduler of
    // heterogeneous performers must (the runtime cannot inline a user's update).
    Benchmark("Baseline-loop-update-10k-protocol", configuration: frameConfiguration) { benchmark in
        let performers = driftScene.performers.map { $0 as any ManuallyExecutingPerformer }
        var active = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for performer in performers where performer.update(millisecondsSinceLastUpdate: 16) == .active {
                active &+= 1
            }
        }
        benchmark.stopMeasurement()
        blackHole(active)
    }

    Benchmark(
        "Runtime-add-100k-plans-10k-targets",
        configuration: .init(
            metrics: [.wallClock, .throughput, .mallocCountTotal],
            warmupIterations: smoke ? 0 : 2,
            maxDuration: smoke ? .milliseconds(1) : .seconds(3),
            maxIterations: smoke ? 1 : 200
        )
    ) { benchmark in
        let runtime = MotionRuntime()
        let targets = (0..<10_000).map { _ in Particle() }
        benchmark.startMeasurement()
        for round in 0..<10 {
            for target in targets {
                runtime.addPlan(Nudge(amount: Double(round)), to: target)
            }
        }
        benchmark.stopMeasurement()
        blackHole(runtime)
    }
}
