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

/// `clock_gettime(CLOCK_MONOTONIC)` in nanoseconds: what the window gave its profiler before `FrameProfiler.hostClock`.
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
    /// The profiler measuring the frames, if any: changing it between frames keeps the scene (and
    /// so what the caches hold), which is how the side-by-side timing compares like with like.
    var profiler: FrameProfiler? {
        didSet { scene.runtime.updateTiming = profiler }
    }
    var frame = 0

    /// A frame measured by the window's profiler (on its clock, ``FrameProfiler/hostClock``), or plain.
    init(measured: Bool) {
        profiler = measured ? FrameProfiler() : nil
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

/// The frame plain and measured by each of `profilers`, timed side by side on one scene: in each
/// round a block of 20 frames each way, in an order that turns every round, and each measured
/// block's quickest frame over the plain block's of the same round. The medians of those ratios are the
/// profilers' costs: one scene keeps the caches' contents alike for all (three scenes of 10,000
/// targets do not fit them: a block after another scene's ran four times slower here), and pairing
/// within a round cancels what the shared machine does meanwhile, which moves all of them by more
/// than the cost itself.
func timeSideBySide(rounds: Int, frame: ProfiledFrame, profilers: [(name: String, profiler: FrameProfiler)]) -> String {
    let arms: [FrameProfiler?] = [nil] + profilers.map(\.profiler)
    var times = [[Double]](repeating: [], count: arms.count)
    var ratios = [[Double]](repeating: [], count: profilers.count)
    for round in 0..<rounds {
        var block = [Double](repeating: 0, count: arms.count)
        for step in 0..<arms.count {
            let arm = (round + step) % arms.count
            frame.profiler = arms[arm]
            frame.run()  // the first frame after a change is not timed: it finds the new profiler cold
            // The block's quickest frame: the machine only ever adds to a frame's time (another
            // process, an interrupt), so the minimum of 20 neighbouring frames is the steadiest figure.
            block[arm] = (0..<20).map { _ in threadCPUTime(1, frame.run) }.min() ?? 0
            times[arm].append(block[arm])
        }
        for index in profilers.indices { ratios[index].append(block[index + 1] / block[0]) }
    }
    let percent = { (ratio: Double) in String(format: "%+.2f %%", (ratio - 1) * 100) }
    return "plain \(Int(median(times[0]) / 1000)) µs a frame; "
        + profilers.indices.map { "\(profilers[$0].name) \(Int(median(times[$0 + 1]) / 1000)) µs, \(percent(median(ratios[$0])))" }.joined(separator: "; ")
        + " (each the median over \(rounds) rounds of a block's quickest of 20 frames; the cost the median of each round's ratio to plain)"
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
        // Not counted: timed side by side (thread CPU time), on one scene, with the window's profiler
        // and with one on `clock_gettime`, the clock the window's read before its own (CycleClock),
        // each warmed up through a sampling cycle first.
        guard let hostClocked = profiledFrame.profiler else { fail("no profiler") }
        let fenced = FrameProfiler(clock: monotonicNanoseconds)
        for profiler in [hostClocked, fenced] {
            profiledFrame.profiler = profiler
            for _ in 0..<cycle { profiledFrame.run() }
        }
        let report = timeSideBySide(
            rounds: frames, frame: profiledFrame,
            profilers: [("measured (the window's clock)", hostClocked), ("measured (clock_gettime)", fenced)])
        print("\(name): \(report)")
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
