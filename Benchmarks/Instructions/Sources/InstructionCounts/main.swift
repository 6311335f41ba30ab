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

/// The middle value of `values`.
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The Interactions frame, measured by the window's profiler as the window measures a frame, or plain.
final class ProfiledFrame {
    let scene = MotionScene(count: 10_000)
    let profiler: FrameProfiler?
    var frame = 0

    init(measured: Bool) {
        profiler = measured ? FrameProfiler(clock: monotonicNanoseconds) : nil
        scene.runtime.updateTiming = profiler
    }

    func run() {
        frame += 1
        profiler?.begin(frame: frame)
        scene.runtime.update(millisecondsSinceLastUpdate: 16)
        profiler?.end(.update)
        profiler?.commit()
        if scene.runtime.activeTokenCount != 10_000 { fail("a motion came to rest: the count would measure less work") }
    }
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
        "the Interactions frame with the window's FrameProfiler measuring it (Interactions-frame-10k-spring-fling-profiled), after one whole sampling cycle; not under valgrind, timed beside the plain frame in alternating rounds",
    "interactions-frame-profiled-baseline": "the same frame, plain, after as many frames, for the profiler's cost",
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
case "interactions-frame-profiled", "interactions-frame-profiled-baseline":
    // The same scene measured and plain, each warmed up through one whole sampling cycle, so every
    // performer has been timed (and named) once, as in a window after its first seconds, and both are
    // at the same frame of their motions (the count of a frame depends on where its motions are).
    let cycle = 10_000 / FrameProfiler.updatesTimedPerFrame + 1
    let profiledFrame = ProfiledFrame(measured: true), plainFrame = ProfiledFrame(measured: false)
    if ccallgrind_is_running_on_valgrind() == 0 {
        // Not counted: timed side by side (thread CPU time), 20 frames of each in turn, the order
        // swapped every round, so whatever else the machine does weighs on both alike.
        for _ in 0..<cycle {
            plainFrame.run()
            profiledFrame.run()
        }
        // By place in the round, first or second: the place weighs on a block's time (the other scene
        // has just run, and the caches hold it), so each is compared with the other at the same place.
        var plainTimes: [[Double]] = [[], []], profiledTimes: [[Double]] = [[], []]
        for round in 0..<frames {
            let plainFirst = round % 2 == 0
            let first = threadCPUTime(20, plainFirst ? plainFrame.run : profiledFrame.run) / 20
            let second = threadCPUTime(20, plainFirst ? profiledFrame.run : plainFrame.run) / 20
            plainTimes[plainFirst ? 0 : 1].append(plainFirst ? first : second)
            profiledTimes[plainFirst ? 1 : 0].append(plainFirst ? second : first)
        }
        let places = (0..<2).map { (plain: median(plainTimes[$0]), profiled: median(profiledTimes[$0])) }
        let percent = { (place: (plain: Double, profiled: Double)) in ((place.profiled / place.plain - 1) * 10_000).rounded() / 100 }
        print(
            "\(name): plain \(Int(places[0].plain / 1000)) / \(Int(places[1].plain / 1000)) µs, profiled \(Int(places[0].profiled / 1000)) / \(Int(places[1].profiled / 1000)) µs a frame "
                + "(medians of \(frames / 2) blocks of 20 frames run first / second in their round): \(percent(places[0])) % / \(percent(places[1])) %")
    } else {
        let frame = name == "interactions-frame-profiled" ? profiledFrame : plainFrame
        count(frames: frames, warmUp: cycle, frame.run)
    }
    print("\(name): checksum \(profiledFrame.scene.checksum)")
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
            fixture.waitForLogFiles()  // the files are written on another thread: not this one's time
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
