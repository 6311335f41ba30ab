// The overlay panel's cost per frame with 10,000 log entries retained, side by side with what it avoids.
//
//   cd Benchmarks && swift package --scratch-path .build-overlay benchmark --target OverlayBenchmarks --grouping metric
//
// - Overlay-log-10k-frame: one frame of the overlay (update + draw: panel, status line,
//   frame graph, visible log rows) with the logger full at 10,000 entries and nothing new.
//   Target: under 1 ms, and no allocation (the log view is incremental; labels are cached).
// - Overlay-log-10k-filtered-frame: the same with a target filter ("only Box#2") and a kind hidden.
// - Overlay-log-10k-streaming-frame: one new entry logged before every frame (the oldest drops):
//   the incremental path, which formats the one new line.
// - Naive-log-10k-copy-filter-frame: the baseline the overlay avoids: copy every entry out of the
//   logger, filter them all, format and draw the visible ones, each frame.
// - Scene-draw-default: the default scene's own drawing, for scale.
// - Overlay-runtime-events-round: a fixed round of runtime events (a named spring added, settled,
//   removed) heard by everything the overlay and the session attach: the allocations per event.
// - Unlogged-runtime-events-round: the same round with the scene's trace bridge taken off the
//   runtime (no trace, logger, log file, inspector or log view hears it): the runtime's own
//   allocations, so (logged − unlogged) / events is what logging costs per event.
// - Harness-empty: nothing at all: the allocations the harness itself counts per sample,
//   to subtract from the others' `mallocCountTotal`.
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
        warmupIterations: smoke ? 0 : 10,
        maxDuration: smoke ? .milliseconds(100) : .seconds(3),
        maxIterations: smoke ? 1 : 2_000
    )
    guard let font = loadFont() else {
        print("OverlayBenchmarks: cannot find Assets/Fonts; run from the Benchmarks folder")
        return
    }

    Benchmark("Overlay-log-10k-frame") { benchmark in
        let fixture = OverlayFixture(font: font)
        fixture.overlayFrame()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.overlayFrame()
        }
        benchmark.stopMeasurement()
        blackHole(fixture.framebuffer)
    }

    Benchmark("Overlay-log-10k-filtered-frame") { benchmark in
        let fixture = OverlayFixture(font: font)
        fixture.overlay.log.setTargetFilter("Box#2")
        fixture.overlay.log.setKind(.scene, visible: true)
        fixture.overlay.log.setKind(.planAdded, visible: false)
        fixture.overlayFrame()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.overlayFrame()
        }
        benchmark.stopMeasurement()
        blackHole(fixture.framebuffer)
    }

    Benchmark("Overlay-log-10k-streaming-frame") { benchmark in
        let fixture = OverlayFixture(font: font)
        fixture.overlayFrame()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.logNote()
            fixture.overlayFrame()
        }
        benchmark.stopMeasurement()
        blackHole(fixture.framebuffer)
    }

    Benchmark("Naive-log-10k-copy-filter-frame") { benchmark in
        let fixture = OverlayFixture(font: font)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.naiveFrame(font: font, target: "Box#2")
        }
        benchmark.stopMeasurement()
        blackHole(fixture.framebuffer)
    }

    Benchmark("Scene-draw-default") { benchmark in
        let fixture = OverlayFixture(font: font)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.sceneFrame()
        }
        benchmark.stopMeasurement()
        blackHole(fixture.framebuffer)
    }

    // One round logs a fixed mix of runtime events (see EventCostFixture; the count is printed once):
    // divide `mallocCountTotal` by it for the allocations per event with the overlay on.
    let eventFixture = EventCostFixture(font: font)
    print("Overlay-runtime-events-round: \(eventFixture.eventsPerRound) runtime events per round")
    Benchmark("Overlay-runtime-events-round") { benchmark in
        let fixture = eventFixture
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.round()
        }
        benchmark.stopMeasurement()
    }

    let unloggedFixture = EventCostFixture(font: font, isLogged: false)
    Benchmark("Unlogged-runtime-events-round") { benchmark in
        let fixture = unloggedFixture
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.round()
        }
        benchmark.stopMeasurement()
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
