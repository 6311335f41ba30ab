// MARK: - Giving the runtime the profiler, and naming performers after their boxes

extension Playground {
    /// Lets `profiler` time the scene's performers, naming each `SpringPerformer on Box#1`, and its timeline hear the runtime.
    func attach(_ profiler: FrameProfiler?, replacing old: FrameProfiler?) {
        scene.runtime.updateTiming = profiler
        if old !== profiler { old?.timeline.detach() }
        guard let profiler else { return }
        profiler.timeline.attach(to: scene.runtime, openTokens: scene.tokenBalance.open)
        // Boxes are the scene's targets, named by their names in the timeline.
        profiler.timeline.targetName = { ($0 as? Box)?.name }
        profiler.name = { [weak scene] performer in
            let type = String(describing: Swift.type(of: performer))
            // Boxes are the scene's targets.
            let box = scene?.runtime.target(of: performer) as? Box
            return type + " on " + (box?.name ?? "a target")
        }
    }
}
