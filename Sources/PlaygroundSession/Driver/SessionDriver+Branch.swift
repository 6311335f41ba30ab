import Canvas
import PlaygroundKit

// MARK: - Branching: going on from a past frame instead of the present

extension SessionDriver {
    /// Continues the session from frame `frame` instead of the present.
    ///
    /// A new playground (from ``makePlayground``) replays the recording up to
    /// and including `frame`, without drawing: the same events, routes and
    /// frame times, so it reaches exactly the state that frame showed (scene,
    /// layers, traces, log and history alike). It then replaces the
    /// playground, the recording is cut after `frame` and goes on from there,
    /// the log files are rewritten as the branch's log, and a script being
    /// played into the session stops. What came after `frame` is gone, as in
    /// any version control's branch: a replay of the new recording gives the
    /// frames the branched session shows.
    ///
    /// The branch starts paused on the frame it came from (the next frame
    /// presses the playground's pause key, recorded like any key, unless time
    /// was paused then already), so nothing flies off before the person acts:
    /// grab a box, or press `p`. With `pausing` false it goes on at once.
    public func branch(atFrame frame: Int, pausing: Bool = true) throws(PlaygroundError) {
        guard let makePlayground else {
            throw .usage("branching needs a live session that can make its playground again (the window)")
        }
        guard frame >= 1, frame <= playground.frameNumber else {
            throw .usage("cannot branch at frame \(frame): the session has frames 1 to \(playground.frameNumber)")
        }
        let fresh = try makePlayground()
        let recording = recorder.script.prefix(throughFrame: frame)
        // Nothing is carried out while re-simulating: reports and frames were written the first time.
        try Replay(script: recording, frames: frame).run(fresh, drawing: false) { _, _, _ in }
        _ = fresh.takeRequests()
        _ = playground.scene.logArchive.finish(in: output.path)
        for failure in fresh.scene.logArchive.attach(to: output.path) {
            output.post(Notice("could not write \(failure)", isError: true))
        }
        fresh.profiler = playground.profiler  // measured on: the branch is the same session
        playground = fresh
        recorder = ScriptRecorder(continuing: recording)
        cursor = nil
        pending.removeAll()
        if pausing, !fresh.isPaused, let pause = fresh.keyBindings.bindings.first(where: { $0.command == .togglePause })?.key {
            pending.append(.key(pause))
        }
        fresh.renderFrame(into: &framebuffer)
    }

    /// Carries out a branch request, saying how it went in a notice.
    func carryOutBranch(atFrame frame: Int) {
        let started = HostClock.now()
        do {
            try branch(atFrame: frame)
            let milliseconds = Int(((HostClock.now() - started) * 1000).rounded())
            output.post(Notice("branched at frame \(frame) (re-simulated in \(milliseconds) ms): paused there, p goes on"))
        } catch {
            output.post(Notice("could not branch: \(error)", isError: true))
        }
    }
}
