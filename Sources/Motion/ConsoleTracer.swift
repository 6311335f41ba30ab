import Logging

/// A tracer that writes every runtime event as one readable line through swift-log.
///
/// Lines are ``RuntimeEvent``'s descriptions: the event, then the plan or
/// performer, then the target, each by its `description`, so give your plans
/// and targets readable ones:
///
/// ```text
/// didCreatePerformer SpringPerformer for Box#3
/// didAddPlan Spring(to: (200, 120)) to Box#3
/// didStartToken token#4 (spring) by SpringPerformer on Box#3
/// runtimeActivityDidChange active
/// ```
///
/// ```swift
/// import Logging
///
/// LoggingSystem.bootstrap(StreamLogHandler.standardOutput)
/// runtime.addTracer(ConsoleTracer())
/// ```
public final class ConsoleTracer: EventTracer {
    /// The logger the lines are written to.
    public let logger: Logger
    /// The level every line is logged at.
    public let level: Logger.Level

    /// Creates a tracer that logs to `logger` at `level`.
    public init(logger: Logger = Logger(label: "motion.runtime"), level: Logger.Level = .info) {
        self.logger = logger
        self.level = level
        super.init { event in
            logger.log(level: level, "\(event.description)")
        }
    }
}
