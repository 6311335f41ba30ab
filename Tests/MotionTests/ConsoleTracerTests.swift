import Logging
import Motion
import MotionMath
import Testing

/// A swift-log handler that keeps every message, for asserting on log lines.
private struct CapturingLogHandler: LogHandler {
    let lines: LinesBox
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        lines.append("\(event.level) \(event.message)")
    }
}

private final class LinesBox: Sendable {
    private let storage = PosixMutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var all: [String] { storage.withLock { $0 } }
}

@Suite("Console tracer")
struct ConsoleTracerTests {
    @Test("The console tracer writes each event as one readable line through swift-log")
    func writesOneLinePerEvent() {
        let lines = LinesBox()
        let logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
        let runtime = MotionRuntime()
        runtime.addTracer(ConsoleTracer(logger: logger, level: .debug))
        let box = Thing("Box#3")

        runtime.addPlan(Note(text: "1"), to: box)
        runtime.addPlan(Tag(text: "2"), named: "settle", to: box)
        runtime.removePlan(named: "settle", from: box)
        runtime.addPlan(Gesture(phase: .began), to: box)
        runtime.removeTarget(box)

        #expect(
            lines.all == [
                "debug didCreatePerformer RecordingPerformer for Box#3",
                "debug didAddPlan Note(1) to Box#3",
                "debug didCreatePerformer NamedRecordingPerformer for Box#3",
                "debug didAddPlan Tag(2) named \"settle\" to Box#3",
                "debug didRemovePlanNamed \"settle\" from Box#3",
                "debug didCreatePerformer GesturePerformer for Box#3",
                "debug didStartToken token#1 (gesture) by GesturePerformer on Box#3",
                "debug didAddPlan Gesture(began) to Box#3",
                "debug runtimeActivityDidChange active",
                "debug didEndToken token#1 (gesture) by GesturePerformer on Box#3",
                "debug didRemoveTarget Box#3",
                "debug runtimeActivityDidChange idle",
            ])
    }

    @Test("Runtime events know their kind and their target's name")
    func eventKindsAndTargets() {
        var events: [RuntimeEvent] = []
        let runtime = MotionRuntime()
        runtime.addTracer(EventTracer { events.append($0) })
        runtime.addPlan(Gesture(phase: .began), to: Thing("Box#1"))

        #expect(events.map(\.kind) == [.didCreatePerformer, .didStartToken, .didAddPlan, .runtimeActivityDidChange])
        #expect(events.map(\.targetName) == ["Box#1", "Box#1", "Box#1", nil])
    }
}
