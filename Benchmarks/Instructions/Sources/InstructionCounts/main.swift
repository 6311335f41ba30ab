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

/// Says what went wrong and exits with status 2.
func fail(_ line: String) -> Never {
    print("InstructionCounts: \(line)")
    exit(2)
}

let workloads = [
    "interactions-frame": "one frame of 10,000 targets springing and flinging through the runtime (Interactions-frame-10k-spring-fling)",
    "interactions-plain": "the same frame as a plain loop over arrays (Baseline-plain-arrays-10k-spring-fling), for the ratio",
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
