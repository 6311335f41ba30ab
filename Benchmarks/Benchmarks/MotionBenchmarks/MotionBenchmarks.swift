// The runtime's per-frame cost, its plan-adding throughput and the cost of removing targets.
//
//   cd Benchmarks && swift package benchmark --target MotionBenchmarks --grouping metric
//
// `Runtime-update-10k-manual` and the baselines run the same trivial update on
// the same 10,000 performer objects:
// - `Baseline-loop-update-10k-protocol-unretained`: the fair baseline. A plain
//   loop making one protocol call per performer without retaining it (each
//   performer in a `let` of an object reached through `Unmanaged`), which is
//   what the runtime does too, minus its bookkeeping.
// - `Baseline-loop-update-10k-protocol`: the same loop over the array itself,
//   which retains and releases every element it calls.
// - `Baseline-loop-update-10k`: a loop over `[DriftPerformer]`, where the
//   compiler inlines the update; no runtime of mixed performer types can.
// `Runtime-remove-1k-targets` and `-16k-targets` remove every target of a
// runtime whose performers are all active, one call each: linear cost means
// the second takes 16 times as long, not 256.
// `Empty` measures nothing, so its mallocCountTotal is what the harness itself
// reports for a benchmark: subtract it from the others' raw counts.

import Benchmark
import Foundation
import Motion

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

/// One scene shared by both frame benchmarks, so each measures steady-state
/// frames over the same objects rather than the first frame after set-up.
/// Benchmarks run one at a time on one thread.
nonisolated(unsafe) let driftScene: DriftScene = {
    let scene = DriftScene(count: 10_000)
    scene.runtime.update(millisecondsSinceLastUpdate: 16)  // everyone's 0 ms first frame
    return scene
}()

/// The fair baseline's holders, made once and kept, like the runtime's own
/// boxes. Made inside the benchmark, they were made and freed again for every
/// sample (package-benchmark calls the closure once a sample): each sample
/// walked 10,000 holders wherever malloc's free lists had just put them
/// (backwards, or among the previous sample's), right after making them had
/// pushed the performers and particles out of the cache, and only a quarter
/// of the samples fitted in the time limit. Its median swung from 32 to 71 µs
/// between runs.
nonisolated(unsafe) let unretainedHolders: [Unmanaged<PerformerHolder>] = driftScene.performers.map {
    Unmanaged.passRetained(PerformerHolder($0))
}

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

    // The fair baseline: the same protocol call per performer, without retaining it. Swift retains
    // an existential read from an array (even through an unsafe buffer) around the call; a `let`
    // in an object reached through `Unmanaged` is borrowed instead, the same trick the runtime uses.
    Benchmark("Baseline-loop-update-10k-protocol-unretained", configuration: frameConfiguration) { benchmark in
        let holders = unretainedHolders
        var active = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            holders.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    let state = buffer[index]._withUnsafeGuaranteedRef { $0.performer.update(millisecondsSinceLastUpdate: 16) }
                    if state == .active { active &+= 1 }
                }
            }
        }
        benchmark.stopMeasurement()
        blackHole(active)
    }

    Benchmark("Empty", configuration: frameConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(0)
        }
    }

    for count in [1_000, 16_000] {
        Benchmark(
            "Runtime-remove-\(count / 1000)k-targets",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal],
                warmupIterations: smoke ? 0 : 1,
                maxDuration: smoke ? .milliseconds(1) : .seconds(3),
                maxIterations: smoke ? 1 : 50
            )
        ) { benchmark in
            let scene = DriftScene(count: count)
            scene.runtime.update(millisecondsSinceLastUpdate: 16)
            benchmark.startMeasurement()
            for particle in scene.particles {
                scene.runtime.removeTarget(particle)
            }
            benchmark.stopMeasurement()
            precondition(!scene.runtime.isActive && scene.runtime.targetCount == 0)
        }
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
