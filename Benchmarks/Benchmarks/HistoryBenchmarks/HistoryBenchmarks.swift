// The session history's cost per frame, side by side with a plain copy of the same state,
// and the time a branch takes from the end of a 10-minute session.
//
//   cd Benchmarks && swift package benchmark --target HistoryBenchmarks --grouping metric
//
// - History-record-default-frame: recording one frame of the default scene (six boxes, in
//   motion) into a full 64 MB history, so every frame also drops the oldest. Target: O(1),
//   no allocation.
// - Copy-default-frame: the baseline: the same fields of the six boxes copied into a
//   preallocated array, the least any recording of them can cost.
// - History-record-stress-frame / Copy-stress-frame: the same for 5,000 boxes.
// - History-branch-10min-default: `SessionDriver.branch(atFrame:)` (a live session's driver) from the last frame of a
//   10-minute default-scene session with the overlay (36,000 frames, a toss every two
//   seconds): a new playground re-simulates every frame without drawing, then takes over.
//   The latest frame is the worst case. Target: under 1 s.
// - Harness-empty: what the harness itself counts, to subtract from `mallocCountTotal`.
//
// BENCH_SMOKE=1 runs one iteration of each (the branch's session is then 1 minute long).

import Benchmark
import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundSession

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

let benchmarks: @Sendable () -> Void = {
    let perFrame = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: smoke ? 0 : 100,
        maxDuration: smoke ? .milliseconds(10) : .seconds(3),
        maxIterations: smoke ? 1 : 20_000
    )

    Benchmark("History-record-default-frame", configuration: perFrame) { benchmark in
        defaultFixture.record(benchmark)
    }
    Benchmark("Copy-default-frame", configuration: perFrame) { benchmark in
        defaultFixture.copy(benchmark)
    }
    Benchmark("History-record-stress-frame", configuration: perFrame) { benchmark in
        stressFixture.record(benchmark)
    }
    Benchmark("Copy-stress-frame", configuration: perFrame) { benchmark in
        stressFixture.copy(benchmark)
    }

    Benchmark(
        "History-branch-10min-default",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 0,
            maxDuration: .seconds(smoke ? 1 : 20), maxIterations: smoke ? 1 : 5
        )
    ) { benchmark in
        branchFixture.branch(benchmark)
    }

    Benchmark("Harness-empty", configuration: perFrame) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(0) }
    }
}

// Benchmarks run one at a time on one thread; each fixture lives across iterations.
nonisolated(unsafe) let defaultFixture = RecordFixture(scene: .makeDefault())
nonisolated(unsafe) let stressFixture = RecordFixture(scene: .makeStress(count: 5_000))
nonisolated(unsafe) let branchFixture = BranchFixture(minutes: smoke ? 1 : 10)

func loadFont() -> BitmapFont {
    if let font = try? Assets.locate().loadFont() { return font }
    if let font = try? Assets(directory: "../Assets").loadFont() { return font }
    fatalError("HistoryBenchmarks: cannot find Assets/Fonts; run from the Benchmarks folder")
}
