// One frame of 10,000 animated targets, through the runtime and as a plain loop.
//
//   cd Benchmarks && swift package benchmark --target InteractionsBenchmarks --grouping metric
//
// `Interactions-frame-10k-spring-fling` advances 5,000 springs and 5,000
// flings by one 16 ms frame through `MotionRuntime.update`: the runtime's
// loop, one `AnimationPerformer.update` per target, the closed-form
// trajectory, the rest test, the position write and the motion report.
// `Baseline-plain-arrays-10k-spring-fling` computes the same closed forms
// for the same motions in a loop over arrays. Their ratio of medians is the
// cost of going through performers; both should allocate nothing.
// `Interactions-frame-10k-spring-fling-plain-targets` is the first with
// targets whose `position` keeps Swift's dynamic exclusivity checks: the
// difference is what those checks cost the user's class.
// `Interactions-gesture-two-finger-frame` is one frame of a two-finger pan,
// pinch and rotate of one card: two finger events through the recognizer
// and the gesture performer (`Draggable`, `Pinchable`, `Rotatable`), then the
// runtime's frame; `Baseline-plain-two-finger-similarity` computes the same
// transform in a plain loop with the C library's trigonometry.
// `Interactions-frame-10k-spring-fling-profiled` is the first frame with the
// window's `FrameProfiler` measuring it (a frame begun, the update's phase
// marked, the frame committed, and the profiler's few timed performer updates
// a frame): its ratio to the first is what measuring every frame costs.
// BENCH_SMOKE=1 runs one iteration of each.

import Benchmark
import Foundation
import Glibc
import Interactions
import Motion
import PlaygroundKit

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

/// Built once and shared, so each benchmark measures steady-state frames.
/// Benchmarks run one at a time on one thread.
nonisolated(unsafe) let scene: MotionScene = {
    let scene = MotionScene(count: 10_000)
    scene.runtime.update(millisecondsSinceLastUpdate: 16)  // everyone's 0 ms first frame
    return scene
}()

nonisolated(unsafe) let plainTargetScene: MotionScene = {
    let scene = MotionScene(count: 10_000, makeDot: { PlainDot() })
    scene.runtime.update(millisecondsSinceLastUpdate: 16)
    return scene
}()

nonisolated(unsafe) let profiledScene: MotionScene = {
    let scene = MotionScene(count: 10_000)
    scene.runtime.update(millisecondsSinceLastUpdate: 16)
    return scene
}()

/// The window's profiler, on the monotonic clock the window gives it.
nonisolated(unsafe) let profiler: FrameProfiler = {
    let profiler = FrameProfiler(clock: {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    })
    profiledScene.runtime.updateTiming = profiler
    return profiler
}()

nonisolated(unsafe) var plain = PlainArrays(count: 10_000)

nonisolated(unsafe) let twoFingers = TwoFingerScene()
nonisolated(unsafe) var plainTwoFingers = PlainTwoFingerLoop()

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 10,
        scalingFactor: .one,
        maxDuration: smoke ? .milliseconds(1) : .seconds(2),
        maxIterations: smoke ? 1 : 2_000
    )

    Benchmark("Interactions-frame-10k-spring-fling", configuration: configuration) { benchmark in
        let scene = scene
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.runtime.update(millisecondsSinceLastUpdate: 16)
        }
        benchmark.stopMeasurement()
        precondition(scene.runtime.activeTokenCount == 10_000, "a motion came to rest: the benchmark would measure less work")
        blackHole(scene.checksum)
    }

    Benchmark("Interactions-frame-10k-spring-fling-profiled", configuration: configuration) { benchmark in
        let scene = profiledScene, profiler = profiler
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            profiler.begin(frame: frame)
            scene.runtime.update(millisecondsSinceLastUpdate: 16)
            profiler.end(.update)
            profiler.commit()
        }
        benchmark.stopMeasurement()
        precondition(scene.runtime.activeTokenCount == 10_000, "a motion came to rest: the benchmark would measure less work")
        precondition(frame <= 1 || !profiler.costliestPerformers(limit: 1).isEmpty, "the profiler timed no performer")
        blackHole(scene.checksum)
    }

    Benchmark("Interactions-frame-10k-spring-fling-plain-targets", configuration: configuration) { benchmark in
        let scene = plainTargetScene
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.runtime.update(millisecondsSinceLastUpdate: 16)
        }
        benchmark.stopMeasurement()
        precondition(scene.runtime.activeTokenCount == 10_000, "a motion came to rest: the benchmark would measure less work")
        blackHole(scene.checksum)
    }

    Benchmark("Baseline-plain-arrays-10k-spring-fling", configuration: configuration) { benchmark in
        var active = plain.springTime.count  // builds the arrays before measuring
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            active = plain.update(seconds: 0.016)
        }
        benchmark.stopMeasurement()
        precondition(active == 10_000, "a motion came to rest: the baseline would measure less work")
        blackHole(plain.checksum)
    }

    Benchmark("Interactions-gesture-two-finger-frame", configuration: configuration) { benchmark in
        let scene = twoFingers
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.step()
        }
        benchmark.stopMeasurement()
        precondition(scene.gesture.isPinching && scene.runtime.activeTokenCount == 3, "the gesture should still drag, pinch and rotate")
        blackHole(scene.card.position.x + scene.card.scale + scene.card.rotation)
    }

    Benchmark("Baseline-plain-two-finger-similarity", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            plainTwoFingers.step()
        }
        benchmark.stopMeasurement()
        blackHole(plainTwoFingers.position.x + plainTwoFingers.scale + plainTwoFingers.rotation)
    }
}
