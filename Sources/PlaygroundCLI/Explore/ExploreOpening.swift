import Canvas
import Interactions
import PlaygroundHost
import PlaygroundKit
import PlaygroundSession

/// `--explore --open`: the window, taken to the moment a failure happens.
///
/// It resumes the failure's recording up to the failing frame (replayed
/// without drawing, as `--watch` takes a session over), then pauses there,
/// selects the failing box with the inspector's secondary click and shows
/// the Tracks tab. All of it is input on the frame after, so the session's
/// own recording holds it like anything a person does.
final class ExploreOpening: WindowCompanion {
    private var recording: InputScript?

    /// Opens the window on `recording` (see ``recording(of:make:)``).
    init(recording: InputScript) {
        self.recording = recording
    }

    func turn(_ session: LiveSession, window: WindowFrame, now: Double) -> WindowCompanionAction {
        guard let recording else { return .goOn }
        self.recording = nil
        do {
            try session.driver.resume(recording)
        } catch {
            session.showStatus(Notice("could not open the failure: \(error)", isError: true))
        }
        return .redraw
    }

    /// The failure's recording through its frame, then: pause, select the box, show Tracks.
    /// A trap stops one frame short, so the window opens just before it.
    static func recording(of finding: ExploreFinding, make: () -> Playground) -> InputScript {
        let violation = finding.violation
        let traps = violation.invariant == BuiltInInvariant.noTrap.rawValue
        let last = max(1, traps ? violation.frame - 1 : violation.frame)
        var script = finding.sequence.script.prefix(throughFrame: last)
        script.frameCount = nil
        let next = last + 1
        script.append(ScriptEvent(frame: next, .key(KeyPress("p"))))
        if let name = violation.box, let position = position(of: name, after: script.prefix(throughFrame: last), make: make) {
            let time = ScriptEvent.time(ofFrame: next)
            for phase in [PointerEvent.Phase.down, .up] {
                script.append(ScriptEvent(frame: next, .pointer(PointerEvent(phase, at: position, button: .secondary, timestamp: time)), takenByLayer: true))
            }
            // From the inspector, which the selection shows, back two tabs: Curves, then Tracks.
            for _ in 0..<2 { script.append(ScriptEvent(frame: next, .key(KeyPress("tab", shift: true)), takenByLayer: true)) }
        }
        script.frameCount = next
        return script
    }

    /// Where the box named `name` is once `script` has played on a fresh playground.
    private static func position(of name: String, after script: InputScript, make: () -> Playground) -> Point? {
        let playground = make()
        playground.history = nil
        guard let replay = try? Replay(script: script, frames: max(1, script.frameCount ?? script.lastFrame)) else { return nil }
        replay.run(playground, drawing: false) { _, _, _ in }
        return playground.scene.box(named: name)?.position
    }
}
