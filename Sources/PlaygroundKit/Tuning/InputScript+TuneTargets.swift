// MARK: - Checking a script's tune targets against a scene

extension InputScript {
    /// Refuses a script whose `tune` events name a box the scene does not
    /// have, with one line naming the event, its frame and the scene's boxes.
    ///
    /// A script is decoded without its scene, so only this check, made once
    /// the scene is built and before the first frame, can tell. The headless
    /// run makes it; so does the `playground` command before playing a script
    /// into the window.
    ///
    /// ```swift
    /// try script.checkTuneTargets(in: playground.scene)
    /// // event 4 (frame 30): unknown target "Box#9" (the scene's boxes are Box#1 … Box#6)
    /// ```
    public func checkTuneTargets(in scene: Scene) throws(PlaygroundError) {
        for (index, scriptEvent) in events.enumerated() {
            guard case let .tune(change) = scriptEvent.event, scene.box(named: change.target) == nil else { continue }
            let names = scene.boxes.map(\.name).sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
            let known =
                names.isEmpty
                ? "the scene has no boxes"
                : names.count <= 8
                    ? "the scene's boxes are \(names.joined(separator: ", "))"
                    : "the scene's boxes are \(names[0]) … \(names[names.count - 1])"
            throw .script("event \(index + 1) (frame \(scriptEvent.frame)): unknown target \"\(change.target)\" (\(known))")
        }
    }
}
