// How fast TraceKit logs, and how much memory a long session costs.
//
//   cd Benchmarks && swift package benchmark --target TraceKitBenchmarks --grouping metric
//
// Each logging benchmark logs 1,000,000 items per iteration (scaling factor
// `.mega`), so `throughput` reads in millions of items per second.
// `Baseline-ring-append-1M` stores the same pre-made items in a plain array
// ring with no lock and no matching: the ratio of medians is TraceKit's
// overhead per item. `Tracer-log-10M-bounded` logs 10,000,000 items in one
// go, ten times as many as an iteration of `Tracer-log-100-slots-1M`, into the
// same default 10,000-entry log: equal `peakMemoryResident` means memory is flat.
//
// `Bridge-100k-touches` is the path the playground uses: a runtime whose events
// go through `RuntimeTraceBridge` into a running tracer and the `ItemLogger`,
// with each event named, boxed and given `kind` and `target` properties; 100,000
// touches make 600,000 events. `Runtime-100k-touches-untraced` makes the same
// calls with no tracer attached, so the difference is the bridge's cost per event;
// read it beside the cheapest path, `Tracer-log-100-slots-1M` (pre-made items).
// `Empty` measures nothing: its mallocCountTotal is the harness's own, to
// subtract from the raw counts of the others.

import Benchmark
import Foundation
import Motion
import MotionTracing
import TraceKit

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

let benchmarks: @Sendable () -> Void = {
    let throughputConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: smoke ? 0 : 1,
        scalingFactor: .mega,
        maxDuration: smoke ? .milliseconds(1) : .seconds(3),
        maxIterations: smoke ? 1 : 20
    )

    Benchmark("Tracer-log-100-slots-1M", configuration: throughputConfiguration) { benchmark in
        let fixture = TraceFixture(slots: 100)
        fixture.tracer.start()
        benchmark.startMeasurement()
        fixture.log(count: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
        blackHole(fixture.tracer.stop())
    }

    Benchmark("Tracer-log-100-predicate-slots-1M", configuration: throughputConfiguration) { benchmark in
        let fixture = TraceFixture(slots: 100, predicateSlots: 4)
        fixture.tracer.start()
        benchmark.startMeasurement()
        fixture.log(count: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
        blackHole(fixture.tracer.stop())
    }

    Benchmark("ItemLogger-log-1M", configuration: throughputConfiguration) { benchmark in
        let logger = ItemLogger()
        let items = (0..<200).map { AnyTraceEquatable($0) }
        logger.start()
        benchmark.startMeasurement()
        for n in benchmark.scaledIterations {
            logger.log(genericItem: items[n % 200])
        }
        benchmark.stopMeasurement()
        blackHole(logger.stop())
    }

    Benchmark("ItemLogger-log-with-properties-1M", configuration: throughputConfiguration) { benchmark in
        let logger = ItemLogger()
        let items = (0..<200).map { AnyTraceEquatable($0) }
        let properties: LoggedItemProperties = ["kind": "didStartToken", "target": "Box#1"]
        logger.start()
        benchmark.startMeasurement()
        for n in benchmark.scaledIterations {
            logger.log(genericItem: items[n % 200], properties: properties, emojiToPrepend: "TOK+")
        }
        benchmark.stopMeasurement()
        blackHole(logger.stop())
    }

    Benchmark("Baseline-ring-append-1M", configuration: throughputConfiguration) { benchmark in
        let items = TraceFixture(slots: 100).items
        var ring = [TraceItem](repeating: items[0], count: 10_000)
        var head = 0
        benchmark.startMeasurement()
        for n in benchmark.scaledIterations {
            ring[head] = items[n % items.count]
            head = head == 9_999 ? 0 : head + 1
        }
        benchmark.stopMeasurement()
        blackHole(ring)
    }

    Benchmark("Empty", configuration: throughputConfiguration) { benchmark in
        for n in benchmark.scaledIterations {
            blackHole(n)
        }
    }

    let touchesConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 1,
        maxDuration: smoke ? .milliseconds(1) : .seconds(3),
        maxIterations: smoke ? 1 : 20
    )

    Benchmark("Bridge-100k-touches", configuration: touchesConfiguration) { benchmark in
        let fixture = BridgeFixture(bridged: true)
        benchmark.startMeasurement()
        fixture.run(touches: smoke ? 1_000 : 100_000)
        benchmark.stopMeasurement()
        blackHole(fixture.tracer.stop())
        blackHole(fixture.logger.stop())
    }

    Benchmark("Runtime-100k-touches-untraced", configuration: touchesConfiguration) { benchmark in
        let fixture = BridgeFixture(bridged: false)
        benchmark.startMeasurement()
        fixture.run(touches: smoke ? 1_000 : 100_000)
        benchmark.stopMeasurement()
        blackHole(fixture.runtime)
    }

    // Wall clock here is the time for all 10,000,000 items (no scaling), and
    // mallocCountTotal the allocations of the whole run: both flat in the count.
    Benchmark(
        "Tracer-log-10M-bounded",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal],
            warmupIterations: 0,
            maxDuration: smoke ? .milliseconds(1) : .seconds(10),
            maxIterations: smoke ? 1 : 3
        )
    ) { benchmark in
        let fixture = TraceFixture(slots: 100)
        fixture.tracer.start()
        benchmark.startMeasurement()
        fixture.log(count: smoke ? 1_000_000 : 10_000_000)
        benchmark.stopMeasurement()
        blackHole(fixture.tracer.stop())
    }
}
