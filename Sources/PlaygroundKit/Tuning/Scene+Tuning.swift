import Interactions

// MARK: - Tuning a box

extension Scene {
    /// Applies a tune: the box's spring and friction take the change's
    /// numbers, and its `Tossable` is added again with them, so its next
    /// settle uses them. Returns whether it applied.
    ///
    /// A change naming no box of the scene, or with a number out of range
    /// (see `TuneChange.problem`), changes nothing and says so in the log.
    /// Scripts are checked before they run (`InputScript.checkTuneTargets(in:)`),
    /// so this is for changes made in code.
    ///
    /// ```swift
    /// scene.tune(TuneChange(target: "Box#1", stiffness: 120, damping: 4, mass: 1))
    /// ```
    @discardableResult
    public func tune(_ change: TuneChange) -> Bool {
        if let problem = change.problem {
            log("tune refused: \(problem)")
            return false
        }
        guard box(named: change.target) != nil else {
            log("tune refused: no box named \(change.target)")
            return false
        }
        tuning.set(change.applied(to: tuning.current(of: change.target)), for: change.target)
        applyTuning(of: change.target)
        return true
    }

    /// Adds `name`'s `Tossable` again with its tuned numbers, if they differ from the plan's.
    func applyTuning(of name: String) {
        guard let box = box(named: name), let plan = tuning.retunedPlan(of: name) else { return }
        runtime.addPlan(plan, to: box)
    }

    /// After a resize's layout: a layout that made its plans without the
    /// boxes' tuning (``SceneTuning/tuning(of:)``) gets it back.
    func reapplyTuning() {
        for name in tuning.tunedBoxes {
            applyTuning(of: name)
        }
    }
}
