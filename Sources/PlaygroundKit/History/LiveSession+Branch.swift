import Canvas

// MARK: - Branching: going on from a past frame instead of the present

extension LiveSession {
    /// Starts a session whose playground `makePlayground` makes; it makes
    /// another, the same way, whenever the session branches (``branch(atFrame:)``).
    ///
    /// ```swift
    /// let session = try LiveSession(makePlayground: {
    ///     let playground = Playground(scene: .makeDefault(), font: font)
    ///     playground.installOverlay()
    ///     return playground
    /// }, output: output, viewport: Viewport(width: 1280, height: 720), refreshRate: 60)
    /// ```
    public convenience init(
        makePlayground: @escaping () throws(PlaygroundError) -> Playground, output: SessionOutput, viewport: Viewport,
        refreshRate: Double, sceneName: String? = nil, script: InputScript? = nil
    ) throws(PlaygroundError) {
        self.init(
            playground: try makePlayground(), output: output, viewport: viewport, refreshRate: refreshRate,
            sceneName: sceneName, script: script)
        self.makePlayground = makePlayground
    }

    /// Continues the session from frame `frame` instead of the present.
    ///
    /// A new playground (from ``makePlayground``) replays the recording up to
    /// and including `frame`, headless and without drawing: the same events
    /// and frame times, so it reaches exactly the state that frame showed
    /// (scene, overlay, traces, log and history alike). It then replaces the
    /// playground, the recording is cut after `frame` and goes on from there,
    /// the log files are rewritten as the branch's log, and a script being
    /// played into the window stops. What came after `frame` is gone, as in
    /// any version control's branch: a replay of the new recording gives the
    /// frames the branched session shows.
    ///
    /// The branch starts paused on the frame it came from (the next frame
    /// presses the playground's pause key, recorded like any key, unless time
    /// was paused then already), so nothing flies off before the person acts:
    /// grab a box, or press `p`.
    public func branch(atFrame frame: Int) throws(PlaygroundError) {
        guard let makePlayground else {
            throw .usage("branching needs a way to make the playground again (LiveSession(makePlayground:…))")
        }
        guard frame >= 1, frame <= playground.frameNumber else {
            throw .usage("cannot branch at frame \(frame): the session has frames 1 to \(playground.frameNumber)")
        }
        let fresh = try makePlayground()
        let recording = recorder.script.prefix(throughFrame: frame)
        // Nothing is written while re-simulating: reports and frames were written the first time.
        fresh.output = nil
        try Replay(script: recording, frames: frame).run(fresh, drawing: false) { _, _, _ in }
        _ = fresh.takeRequests()
        fresh.output = output
        playground.output = nil
        _ = playground.scene.logArchive.finish(in: output.path)
        for failure in fresh.scene.logArchive.attach(to: output.path) {
            output.post(Notice("could not write \(failure)", isError: true))
        }
        playground = fresh
        recorder = ScriptRecorder(continuing: recording)
        script = nil
        nextScriptEvent = 0
        pending.removeAll()
        if !fresh.isPaused, let pause = fresh.keyBindings.bindings.first(where: { $0.command == .togglePause })?.key {
            pending.append(.key(pause))
        }
        let size = fresh.shownFramebufferSize
        if framebuffer.width != size.width || framebuffer.height != size.height {
            framebuffer = Framebuffer(width: size.width, height: size.height)
        }
        fresh.render(into: &framebuffer, scale: fresh.pixelScale)
    }

    /// Carries out a branch request, saying how it went in a notice.
    func branch(atFrame frame: Int, now: Double) {
        let started = HostClock.now()
        do {
            try branch(atFrame: frame)
            let seconds = HostClock.now() - started
            output.post(Notice("branched at frame \(frame) (re-simulated in \(Int((seconds * 1000).rounded())) ms): paused there, p goes on"))
        } catch {
            output.post(Notice("could not branch: \(error)", isError: true))
        }
    }
}
