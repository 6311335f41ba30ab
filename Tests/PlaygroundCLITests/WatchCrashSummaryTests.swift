import Foundation
@testable import PlaygroundCLI
import Testing

/// How `--watch` reads a crashed build's output: the trap's message first,
/// then the package's frames, never the runtime's noise; the line the window
/// that takes the session back shows; the terminal's report.
@Suite("Watch: a crash you can read")
struct WatchCrashSummaryTests {
    /// What a window of a package from `playground init` printed when its performer force-unwrapped
    /// nil under `--watch` (a debug build, `SWIFT_BACKTRACE=preset=friendly,interactive=no`), cut
    /// after its fifth frame, the toolkit's paths at /toolkit: the trap's message, then one line of
    /// noise per thread the runtime could not stop, then the backtrace.
    static let forceUnwrap = """
        a debug build: 35.36 ms of CPU a frame, over the 16.67 ms budget; for full speed: swift run -c release BreathingBoxes --watch
        BreathingBoxesKit/BreathePerformer.swift:69: Fatal error: Unexpectedly found nil while unwrapping an Optional value
        swift-runtime: failed to suspend thread 13547 while processing a crash; backtraces will be missing information
        swift-runtime: failed to suspend thread 13548 while processing a crash; backtraces will be missing information
        swift-runtime: failed to suspend thread 13549 while processing a crash; backtraces will be missing information
        swift-runtime: failed to suspend thread 13550 while processing a crash; backtraces will be missing information
        swift-runtime: failed to suspend thread 13551 while processing a crash; backtraces will be missing information

        *** Signal 4: Backtracing from 0x7f069e36df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f069e36df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "BreathingBoxes" crashed:

          0 0x00007f069e36df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 0x00007f069e4f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 BreathePerformer.update(millisecondsSinceLastUpdate:) + 341 in BreathingBoxes at /home/me/breathing-boxes/Sources/BreathingBoxesKit/BreathePerformer.swift:69:27

             67|         guard let plan else { return .atRest }
             68|         let missing: Double? = nil
          *  69|         elapsed += missing! / 1000
               |                           ^
             70|         guard elapsed < plan.duration else {
             71|             finish()

          3 closure #1 in closure #1 in MotionRuntime.update(millisecondsSinceLastUpdate:) + 609 in BreathingBoxes at /toolkit/Sources/Motion/MotionRuntime+Frames.swift:60:45

             58|                     // Optional chaining on the box's `let` borrows the performer:
             59|                     // binding it to a local first would retain and release it.
          *  60|                     let state = box.manual?.update(millisecondsSinceLastUpdate: milliseconds) ?? .atRest
               |                                             ^
             61|                     if state == .active && !box.isReleased { return true }
             62|                     if box.isScheduled {

          4 ScheduledPerformer.withBox<A>(_:) + 74 in BreathingBoxes at /toolkit/Sources/Motion/Internal/ScheduledPerformer.swift:19:19

             17|     @inline(__always)
             18|     func withBox<Result>(_ body: (PerformerBox) -> Result) -> Result {
          *  19|         unmanaged._withUnsafeGuaranteedRef(body)
               |                   ^
             20|     }
             21|

         18 BreathingBoxes_main + 589 in BreathingBoxes at /home/me/breathing-boxes/Sources/BreathingBoxes/main.swift:12:16

        ...

        Backtrace took 0.47s
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    static let package = "/home/me/breathing-boxes"

    @Test("A force unwrap of nil: its message first, then the performer's frame; no thread-suspension noise, no main")
    func forceUnwrapOfNil() {
        let summary = CrashSummary(output: Self.forceUnwrap, package: Self.package)
        #expect(summary.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(summary.site == "BreathingBoxesKit/BreathePerformer.swift:69")
        #expect(summary.frames == ["at Sources/BreathingBoxesKit/BreathePerformer.swift:69 in BreathePerformer.update"])
        let report = summary.report(build: 3, failure: "crashed with signal 4, SIGILL: a trap", lastWordsTell: false)
        #expect(
            report == [
                "build 3 crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                "  at Sources/BreathingBoxesKit/BreathePerformer.swift:69 in BreathePerformer.update",
                "  it crashed with signal 4, SIGILL: a trap; the runtime's whole report is above",
            ])
        #expect(!report.joined().contains("swift-runtime"))
        #expect(
            summary.banner(build: 3, failure: "crashed with signal 4, SIGILL: a trap")
                == "build 3 crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value at BreathePerformer.swift:69 in BreathePerformer.update")
    }

    @Test("A precondition in the toolkit, reached from the package's static initialiser: the toolkit's message, the package's frames")
    func preconditionInTheToolkit() {
        let output = """
            Interactions/SpringParameters.swift:28: Precondition failed: SpringParameters: damping must be positive, got -1.0.
            swift-runtime: failed to suspend thread 2 while processing a crash; backtraces will be missing information

            *** Signal 4: Backtracing from 0x7f38a34f9361... done ***

            Thread 0 "Motion" crashed:

              0 0x00007f38a34f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
              1 [ra] [thunk] 0x000055ac7320ea31 SpringParameters.init(stiffness:damping:mass:) + 800 in Motion at /toolkit/Sources/Interactions/Physics/SpringParameters.swift:28:9
              2 one-time initialization function for spring + 32 in Motion at /home/me/motion/Sources/MotionKit/Scene.swift:95:32

                 95|     public static let spring = SpringParameters(stiffness: 342, damping: -1)

              3 static Scene.make(size:) + 1430 in Motion at /home/me/motion/Sources/MotionKit/Scene.swift:43:35
              4 closure #1 in Orbit.update(millisecondsSinceLastUpdate:) + 12 in Motion at /home/me/motion/Sources/MotionKit/Orbit.swift:7:3
            """.split(separator: "\n").map(String.init)
        let summary = CrashSummary(output: output, package: "/home/me/motion")
        #expect(summary.message == "Precondition failed: SpringParameters: damping must be positive, got -1.0.")
        #expect(summary.site == "Interactions/SpringParameters.swift:28")
        #expect(
            summary.frames == [
                "at Sources/MotionKit/Scene.swift:95 in one-time initialization function for spring",
                "at Sources/MotionKit/Scene.swift:43 in static Scene.make",
                "at Sources/MotionKit/Orbit.swift:7 in closure #1 in Orbit.update",
            ])
    }

    @Test("An overflow prints no message before its backtrace: the backtrace's banner names it")
    func overflow() {
        let output = [
            "*** Signal 4: Backtracing from 0x5643f3123f45... done ***", "*** Swift runtime failure: arithmetic overflow ***",
            "  0 Orbit.add(_:_:) + 85 in Motion at /p/Sources/Kit/Orbit.swift:1:59",
        ]
        let summary = CrashSummary(output: output, package: "/p")
        #expect(summary.message == "Swift runtime failure: arithmetic overflow")
        #expect(summary.banner(build: 2, failure: "crashed") == "build 2 crashed: Swift runtime failure: arithmetic overflow at Orbit.swift:1 in Orbit.add")
    }

    @Test("A window killed from outside: how it ended, and nothing the window printed before taken for its cause")
    func killed() {
        let summary = CrashSummary(output: ["watch: build 2 shows frame 43", "saved frame-0043.png"], package: "/p")
        #expect(summary.message == nil && summary.frames.isEmpty)
        #expect(summary.report(build: 2, failure: "crashed with signal 9, SIGKILL", lastWordsTell: false) == ["build 2 crashed with signal 9, SIGKILL"])
        #expect(summary.banner(build: 2, failure: "crashed with signal 9, SIGKILL") == "build 2 crashed with signal 9, SIGKILL")
    }

    @Test("A build that exits with an error is reported with its last words, the runtime's noise left out")
    func exitedWithAnError() {
        let output = ["swift-runtime: failed to suspend thread 9 while processing a crash", "", "Error: out/scene.txt: cannot write (no space left on device)"]
        let summary = CrashSummary(output: output, package: "/p")
        #expect(
            summary.report(build: 4, failure: "exited with status 1", lastWordsTell: true) == [
                "build 4 exited with status 1:", "  Error: out/scene.txt: cannot write (no space left on device)",
            ])
    }

    @Test("Argument labels go, a trap's kind is only a kind where the runtime puts it")
    func pieces() {
        #expect(CrashSummary.withoutLabels("Orbit.update(millisecondsSinceLastUpdate:)") == "Orbit.update")
        #expect(CrashSummary.withoutLabels("closure #1 in Orbit.init() in static Orbit.make(_:size:)") == "closure #1 in Orbit.init in static Orbit.make")
        #expect(CrashSummary.trap(in: "Fatal error")?.message == "Fatal error")
        #expect(CrashSummary.trap(in: "Kit/A.swift:3: Fatal error")?.site == "Kit/A.swift:3")
        #expect(CrashSummary.trap(in: "saved Fatal errors.png") == nil)
        #expect(CrashSummary.trap(in: "the Assertion failed: quietly") == nil)
    }
}
