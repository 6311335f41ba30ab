// MARK: - Giving the runtime the profiler, and naming performers after their boxes

extension Playground {
    /// Lets `profiler` time the scene's performers, naming each `SpringPerformer on Box#1`.
    func attach(_ profiler: FrameProfiler?) {
        scene.runtime.updateTiming = profiler
        guard let profiler else { return }
        var boxNames: [ObjectIdentifier: String] = [:]
        profiler.name = { [weak scene] performer, target in
            // Boxes are the scene's targets; a target seen for the first time refreshes the names.
            if boxNames[target] == nil, let scene {
                boxNames = Dictionary(scene.boxes.map { (ObjectIdentifier($0), $0.name) }, uniquingKeysWith: { first, _ in first })
            }
            let type = String(describing: Swift.type(of: performer))
            return type + " on " + (boxNames[target] ?? "a target")
        }
    }
}
