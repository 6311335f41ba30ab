import Interactions
import Motion
import MotionTracing
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing
import TraceKit

@Suite("The overlay's log view")
struct OverlayLogViewModelTests {
    /// A target named `description`, as a runtime event names it.
    private final class Target: CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A logger and a view of it; `log(…)` logs a line of one of the kinds used below and takes it in.
    private final class Fixture {
        let logger: ItemLogger
        let view: LogViewModel

        init(capacity: Int = 100) {
            let logger = ItemLogger(maxEntries: capacity)
            logger.start()
            self.logger = logger
            view = LogViewModel(logger: logger)
        }

        /// A line of `kind` (`.planAdded`, `.namedPlanRemoved`, `.activity` or `.scene`) about `target`.
        func log(_ kind: LogKind, _ target: String? = nil, _ text: String = "") {
            let object = Target(target ?? "")
            let event: RuntimeEvent? =
                switch kind {
                case .planAdded: .didAddPlan(Spring(to: .zero), target: object)
                case .namedPlanRemoved: .didRemovePlanNamed(text, target: object)
                case .activity: .runtimeActivityDidChange(isActive: true)
                default: nil
                }
            if let event {
                logger.log(genericItem: AnyTraceEquatable(RuntimeTraceEvent(event)))
            } else {
                logger.log(genericItem: AnyTraceEquatable(text), properties: target.map { ["target": AnyTraceEquatable($0)] })
            }
            view.ingest()
        }

        /// Scene lines `line 1`, `line 2`… numbered by sequence.
        func lines(_ range: ClosedRange<Int>) {
            for sequence in range { log(.scene, nil, "line \(sequence)") }
        }
    }

    private func texts(_ log: LogViewModel) -> [String] {
        (0..<log.filteredCount).map { String(log.filteredLine(at: $0).text) }
    }

    private func sequences(_ log: LogViewModel) -> [Int] {
        (0..<log.filteredCount).map { log.filteredLine(at: $0).sequence }
    }

    @Test("Only entries newer than the last sequence seen are taken in, each exactly once; the lines are the logger's")
    func ingestIsIncremental() {
        let logger = ItemLogger(maxEntries: 100)
        logger.start()
        for word in ["a", "b", "c"] { logger.log(genericItem: AnyTraceEquatable(word)) }
        let log = LogViewModel(logger: logger)

        #expect(log.ingest() == 3)
        #expect(log.ingest() == 0)
        logger.log(genericItem: AnyTraceEquatable("d"))
        #expect(log.ingest() == 1)

        #expect(texts(log) == ["a", "b", "c", "d"])
        #expect(log.lastSequence == 4)
    }

    @Test("Hiding kinds and choosing a target show only the matching lines, including lines that arrive later")
    func filtering() {
        let fixture = Fixture()
        let log = fixture.view
        fixture.log(.namedPlanRemoved, "Box#1", "a")
        fixture.log(.namedPlanRemoved, "Box#2", "b")
        fixture.log(.planAdded, "Box#2")
        fixture.log(.activity)

        log.setKind(.planAdded, visible: false)
        #expect(sequences(log) == [1, 2, 4])

        log.setTargetFilter("Box#2")
        #expect(sequences(log) == [2], "only Box#2, and its plan lines stay hidden")

        fixture.log(.scene, "Box#2", "a note")
        fixture.log(.namedPlanRemoved, "Box#1", "c")
        fixture.log(.planAdded, "Box#2")
        #expect(sequences(log) == [2, 5])

        log.setTargetFilter(nil)
        log.toggleKind(.planAdded)
        #expect(log.filteredCount == 7)
    }

    @Test("Cycling the target filter visits every target seen, in order, then all again; backwards too")
    func cyclingTargets() {
        let fixture = Fixture()
        let log = fixture.view
        fixture.log(.planAdded, "Box#3")
        fixture.log(.planAdded, "Box#1")
        fixture.log(.activity)

        var seen: [String?] = []
        for _ in 0..<3 {
            log.cycleTargetFilter()
            seen.append(log.targetFilter)
        }
        #expect(seen == ["Box#3", "Box#1", nil])
        log.cycleTargetFilter(forward: false)
        #expect(log.targetFilter == "Box#1")
        #expect(log.targets == ["Box#3", "Box#1"])
    }

    @Test("Scrolling back pauses auto-scroll, keeps the same lines in view as new ones arrive and counts them; scrolling down resumes")
    func autoScrollPausesAndResumes() {
        let fixture = Fixture()
        let log = fixture.view
        log.visibleRowCount = 5
        fixture.lines(1...20)
        #expect(log.isFollowing)
        #expect(log.visibleRange == 15..<20)

        log.scroll(byRows: 3)
        #expect(!log.isFollowing)
        #expect(log.visibleRange == 12..<17)

        fixture.lines(21...22)
        #expect(log.visibleRange == 12..<17, "the view stays on the lines being read")
        #expect(log.newWhilePaused == 2)

        log.scroll(byRows: -100)
        #expect(log.isFollowing)
        #expect(log.newWhilePaused == 0)
        #expect(log.visibleRange == 17..<22)

        log.scroll(byRows: 1000)
        #expect(log.visibleRange == 0..<5, "scrolling stops at the oldest line")
        log.resumeFollowing()
        fixture.lines(23...23)
        #expect(log.visibleRange == 18..<23, "following again: the newest line is at the bottom")
    }

    @Test("A log that fits in the view cannot be scrolled, so it never pauses")
    func shortLogsKeepFollowing() {
        let fixture = Fixture()
        let log = fixture.view
        log.visibleRowCount = 10
        fixture.lines(1...4)
        log.scroll(byRows: 3)
        #expect(log.isFollowing)
        #expect(log.visibleRange == 0..<4)
    }

    @Test("When full (as full as the logger), the oldest lines fall off, from the filtered lines too")
    func capacityDropsTheOldest() {
        let fixture = Fixture(capacity: 10)
        let log = fixture.view
        log.setTargetFilter("Box#1")
        for sequence in 1...25 {
            fixture.log(.scene, sequence.isMultiple(of: 2) ? "Box#1" : "Box#2", "line \(sequence)")
        }
        #expect(log.count == 10)
        #expect(texts(log) == ["line 16", "line 18", "line 20", "line 22", "line 24"])
        log.setTargetFilter(nil)
        #expect(log.filteredLine(at: 0).sequence == 16)
    }

    @Test("Clearing empties the view, not the logger, and new lines keep arriving")
    func clearing() {
        let logger = ItemLogger(maxEntries: 100)
        logger.start()
        logger.log(genericItem: AnyTraceEquatable("before"))
        let log = LogViewModel(logger: logger)
        log.ingest()

        log.clear()
        #expect(log.filteredCount == 0)
        logger.log(genericItem: AnyTraceEquatable("after"))
        log.ingest()

        #expect(texts(log) == ["after"])
        #expect(logger.count == 2, "the scene's log keeps everything")
    }

    @Test("A runtime event's line shows its badge, its target first, and the event's words without the kind")
    func runtimeLines() throws {
        let scene = Scene.makeDefault()
        let lines = scene.logger.loggedItems.map(LogLine.init)
        let performer = try #require(lines.first { $0.kind == .performerCreated })
        #expect(performer.badge == "PERF")
        #expect(performer.targetName == "Box#1")
        #expect(performer.text == "TossablePerformer")
        #expect(performer.timeText == "  0.00")

        scene.log("a note from the scene")
        let note = try #require(scene.logger.recentItems(1).first.map(LogLine.init))
        #expect(note.kind == .scene)
        #expect(note.text == "a note from the scene")
    }
}
