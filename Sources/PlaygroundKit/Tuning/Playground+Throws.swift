import Interactions

// MARK: - Throw again

extension Playground {
    /// Plays the last throw of the box named `name` again: the box goes back
    /// to where that throw began and its recognizer receives the very same
    /// pointer events (positions, timestamps, release), on the same frame
    /// spacing from now on, so the release velocity is the same to the bit and
    /// only the box's tuning makes it land differently. Returns whether the
    /// box has a throw to play.
    ///
    /// It is triggered by input (the overlay's `a` key or the Tune tab's
    /// button), so a recording that holds that input plays it back exactly.
    /// A real press on the box while it plays takes over: the playback stops.
    ///
    /// ```swift
    /// playground.handle(.tune(TuneChange(target: "Box#1", stiffness: 120)))
    /// playground.throwAgain("Box#1")
    /// ```
    @discardableResult
    public func throwAgain(_ name: String) -> Bool {
        guard let box = scene.box(named: name), let toss = throwHistory.lastThrow(of: name) else { return false }
        guard router.capturedBox !== box else { return false }  // held by the pointer right now
        throwReplay.start(toss, on: box, frame: frameNumber + 1)
        return true
    }

    /// Whether a throw is being played back (the host keeps drawing frames meanwhile).
    package var isThrowingAgain: Bool { throwReplay.isActive }

    /// Whether the throw of the box named `name` is being played back.
    package func isThrowingAgain(_ name: String) -> Bool { throwReplay.isReplaying(name) }
}
