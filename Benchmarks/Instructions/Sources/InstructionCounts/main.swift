// Counts the instructions of frames, for `make instructions` (see ../../../INSTRUCTIONS.md).
//
//   valgrind --tool=callgrind --instr-atstart=no InstructionCounts <workload> [frames]
//
// Each workload is built and warmed up uninstrumented (valgrind runs it
// without counting), then callgrind counts exactly `frames` frames, between
// two client requests: no process start-up, no set-up, no tear-down. The
// Interactions and Motion workloads are the benchmarks' own fixtures (the
// files beside this one are links to them), so the count and the timed figure
// measure the same frames.

#if canImport(Glibc)
    import Glibc
#endif
import CCallgrind
import Canvas
import Interactions
import Motion
import PlaygroundKit
import PlaygroundOverlay

/// Runs `warmUp` frames, then counts `frames` more.
func count(frames: Int, warmUp: Int, _ frame: () -> Void) {
    for _ in 0..<warmUp { frame() }
    ccallgrind_start_counting()
    for _ in 0..<frames { frame() }
    ccallgrind_stop_counting()
}

/// The monotonic clock, in nanoseconds: what the window gives its profiler.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// The thread CPU time `count` runs of `body` take, in nanoseconds.
func threadCPUTime(_ count: Int, _ body: () -> Void) -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    for _ in 0..<count { body() }
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}

/// Says what went wrong and exits with status 2.
func fail(_ line: String) -> Never {
    print("InstructionCounts: \(line)")
    exit(2)
}

let workloads = [
    "interactions-frame": "one frame of 10,000 targets springing and flinging through the runtime (Interactions-frame-10k-spring-fling)",
    "interactions-plain": "the same frame as a plain loop over arrays (Baseline-plain-arrays-10k-spring-fling), for the ratio",
    "interactions-frame-profiled":
        "the Interactions frame with the window's FrameProfiler measuring it (Interactions-frame-10k-spring-fling-profiled); not under valgrind, timed beside the plain frame in alternating rounds",
    "motion-update": "one runtime update of 10,000 manual performers with a trivial update (Runtime-update-10k-manual)",
    "stress-frame": "one whole frame of the playground's stress scene, 5,000 boxes in motion, drawn at 1280×720 (no overlay)",
    "event-path":
        "the stress scene's re-throw, overlay on: 5,000 named plans, 20,000 runtime events through the ledger, the trace bridge, the logger, the log files, the overlay and history, one undrawn frame",
    "event-path-baseline": "the same re-throw and frame with no tracer on the runtime, for the cost per event",
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, workloads[name] != nil else {
    fail("usage: InstructionCounts <workload> [frames]\nworkloads:\n" + workloads.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n"))
}
guard let frames = arguments.count > 1 ? Int(arguments[1]) : 10, frames > 0 else { fail("frames: a positive number") }
if ccallgrind_is_running_on_valgrind() == 0 {
    print("InstructionCounts: not under valgrind, so nothing is counted (see INSTRUCTIONS.md)")
}

switch name {
case "interactions-frame":
    let scene = MotionScene(count: 10_000)
    count(frames: frames, warmUp: 3) { scene.runtime.update(millisecondsSinceLastUpdate: 16) }
    guard scene.runtime.activeTokenCount == 10_000 else { fail("a motion came to rest: the count would measure less work") }
    print("\(name): checksum \(scene.checksum)")
case "interactions-frame-profiled":
    let scene = MotionScene(count: 10_000)
    let profiler = FrameProfiler(clock: monotonicNanoseconds)
    scene.runtime.updateTiming = profiler
    var frame = 0
    let profiled = {
        frame += 1
        profiler.begin(frame: frame)
        scene.runtime.update(millisecondsSinceLastUpdate: 16)
        profiler.end(.update)
        profiler.commit()
    }
    if ccallgrind_is_running_on_valgrind() == 0 {
        // Not counted: timed beside the plain frame (thread CPU time), in alternating rounds so that
        // whatever else the machine does weighs on both alike; the median of each round's ratio.
        let plainScene = MotionScene(count: 10_000)
        let plainFrame = { plainScene.runtime.update(millisecondsSinceLastUpdate: 16) }
        for _ in 0..<3 {
            plainFrame()
            profiled()
        }
        var ratios: [Double] = [], plainTimes: [Double] = [], profiledTimes: [Double] = []
        for round in 0..<frames {
            // Each round times 20 frames of each, the order swapped every round.
            let first = round % 2 == 0 ? plainFrame : profiled, second = round % 2 == 0 ? profiled : plainFrame
            let a = threadCPUTime(20, first), b = threadCPUTime(20, second)
            let (plainTime, profiledTime) = round % 2 == 0 ? (a, b) : (b, a)
            plainTimes.append(plainTime / 20)
            profiledTimes.append(profiledTime / 20)
            ratios.append(profiledTime / plainTime)
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        print(
            "\(name): plain \(Int(median(plainTimes) / 1000)) µs, profiled \(Int(median(profiledTimes) / 1000)) µs a frame (medians of \(frames) rounds); "
                + "overhead \(((median(ratios) - 1) * 10_000).rounded() / 100) % (median of the rounds' ratios)")
    } else {
        count(frames: frames, warmUp: 3, profiled)
    }
    guard scene.runtime.activeTokenCount == 10_000 else { fail("a motion came to rest: the count would measure less work") }
    print("\(name): checksum \(scene.checksum)")
case "interactions-plain":
    var plain = PlainArrays(count: 10_000)
    var active = 0
    count(frames: frames, warmUp: 3) { active = plain.update(seconds: 0.016) }
    guard active == 10_000 else { fail("a motion came to rest: the count would measure less work") }
    print("\(name): checksum \(plain.checksum)")
case "motion-update":
    let scene = DriftScene(count: 10_000)
    count(frames: frames, warmUp: 3) { scene.runtime.update(millisecondsSinceLastUpdate: 16) }
    print("\(name): checksum \(scene.checksum)")
case "event-path", "event-path-baseline":
    let font: BitmapFont
    do { font = try Assets.locate().loadFont() } catch { fail("\(error)") }
    let fixture = EventPathFixture(font: font, isTraced: name == "event-path")
    if ccallgrind_is_running_on_valgrind() == 0 {
        // Not counted: timed instead (thread CPU time, median of `frames` re-throws), a quick look.
        var times: [Double] = []
        for _ in 0..<frames {
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            fixture.rethrow()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            times.append(Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec))
        }
        times.sort()
        let median = times[times.count / 2]
        print("\(name): median \(Int(median / 1000)) µs a re-throw, \(Int(median) / fixture.eventsPerRethrow) ns per event (\(fixture.eventsPerRethrow) events)")
    } else {
        count(frames: frames, warmUp: 0) { fixture.rethrow() }
    }
    print("\(name): \(fixture.eventsPerRethrow) runtime events a re-throw, frame \(fixture.playground.frameNumber)")
default:
    let font: BitmapFont
    do { font = try Assets.locate().loadFont() } catch { fail("\(error)") }
    guard let scene = Scene.builtIn(named: "stress") else { fail("no built-in scene named stress") }
    let playground = Playground(scene: scene, font: font)
    var framebuffer = Framebuffer(width: 1, height: 1)
    // Ten frames in, every box is still in flight.
    count(frames: frames, warmUp: 10) { playground.runFrame(events: [], elapsed: 1.0 / 60, into: &framebuffer) }
    guard scene.runtime.isActive else { fail("the stress scene came to rest: the count would measure less work") }
    print("\(name): \(framebuffer.width)×\(framebuffer.height), frame \(playground.frameNumber)")
}
