extension ScriptRecorder {
    /// Notes the session's history budget (only a budget other than ``SessionHistory/defaultBudget`` is stored).
    package mutating func recordHistoryBudget(_ budget: Int?) {
        recordHistoryBudget(budget, default: SessionHistory.defaultBudget)
    }
}
