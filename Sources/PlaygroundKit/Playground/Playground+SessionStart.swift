extension Playground {
    /// Sets the playground up as a session starts, before its first frame: a recorded
    /// session's history budget (so scrubbing reaches exactly as far back as it did), then the
    /// viewport, its size in points and pixels per point. What a replay and a `SessionDriver`
    /// both do, once.
    ///
    /// ```swift
    /// playground.start(historyBudget: script.historyBudget, viewport: script.viewport)
    /// ```
    ///
    /// - Parameters:
    ///   - historyBudget: The recorded budget, in bytes; `nil` (or a playground keeping no
    ///     history) leaves the history as it is.
    ///   - viewport: The size to take; `nil` keeps the scene's.
    package func start(historyBudget: Int?, viewport: Viewport?) {
        if let historyBudget, let history, history.budget != historyBudget {
            self.history = SessionHistory(budget: historyBudget)
        }
        if let viewport {
            handle(.resize(width: viewport.width, height: viewport.height, scale: viewport.scale))
        }
    }
}
