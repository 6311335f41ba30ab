// What a runtime event costs on its way through the playground, beside the runtime alone.
//
//   cd Benchmarks && swift package benchmark --target EventPathBenchmarks --grouping metric
//
// - EventPath-rethrow-5000-untraced: the baseline. The stress scene's "Throw every box" (`x`):
//   5,000 named `Fling`s added to a runtime with no tracer at all, then one frame (no drawing).
// - EventPath-rethrow-5000-traced-overlay: the same plans and frame on the playground as it runs
//   with the overlay on: every runtime event through the ledger, the trace bridge, the logger,
//   the log archive (`log.txt`, `log.csv`), then the overlay's log view and inspector, and history.
//
// One re-throw makes 20,000 runtime events (printed once): (traced − untraced) / 20,000 is the
// event path's cost per event, and the difference in `mallocCountTotal` / 20,000 its allocations
// per event. The same fixture is `make instructions`' `event-path` workload (callgrind).
// - EventPath-rethrow-5000-traced-overlay-files-written: the same, until the log archive's thread
//   has written every entry to the files: the whole work, on both threads.
// - Harness-empty: the allocations the harness itself counts per sample.
//
// BENCH_SMOKE=1 runs one iteration of each.

import Benchmark
import Canvas
import PlaygroundKit

#if canImport(Glibc)
    import Glibc
#endif

let benchmarks: @Sendable () -> Void = {
    let smoke = getenv("BENCH_SMOKE") != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],  // whole counts: (traced − untraced) / 20,000 is the allocations an event
        warmupIterations: smoke ? 0 : 2,
        maxDuration: smoke ? .milliseconds(100) : .seconds(5),
        maxIterations: smoke ? 1 : 60
    )
    guard let font = loadFont() else {
        print("EventPathBenchmarks: cannot find Assets/Fonts; run from the Benchmarks folder")
        return
    }

    let untraced = EventPathFixture(font: font, isTraced: false)
    Benchmark("EventPath-rethrow-5000-untraced") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            untraced.rethrow()
        }
        benchmark.stopMeasurement()
    }

    let traced = EventPathFixture(font: font, isTraced: true)
    print("EventPath-rethrow-5000: \(traced.eventsPerRethrow) runtime events a re-throw (untraced: \(untraced.eventsPerRethrow))")
    // The frame's own cost: the log files are written on the archive's thread meanwhile, and
    // waited for after the measurement, so one re-throw's backlog never weighs on the next.
    Benchmark("EventPath-rethrow-5000-traced-overlay") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            traced.rethrow()
            benchmark.stopMeasurement()
            traced.waitForLogFiles()
        }
    }

    // All of it, the log files' writing included (on the archive's thread, and waited for).
    Benchmark("EventPath-rethrow-5000-traced-overlay-files-written") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            traced.rethrow()
            traced.waitForLogFiles()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Harness-empty") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(0)
        }
        benchmark.stopMeasurement()
    }
}

/// The bundled font, from the repository's Assets folder (found from the Benchmarks folder or beside the executable).
func loadFont() -> BitmapFont? {
    if let font = try? Assets.locate().loadFont() { return font }
    return try? Assets(directory: "../Assets").loadFont()
}
