import PlaygroundKit
import PlaygroundOverlay
import PlaygroundTestSupport
import Testing
import TraceKit

@Suite("The overlay's log view")
struct OverlayLogViewModelTests {
    private func line(_ sequence: Int, _ kind: LogKind = .scene, _ target: String? = nil) -> LogLine {
        LogLine(sequence: sequence, kind: kind, targetName: target, time: Double(sequence) / 60, text: "line \(sequence)")
    }

    private func texts(_ log: LogViewModel) -> [String] {
        (0..<log.filteredCount).map { String(log.filteredLine(at: $0).text) }
    }

    @Test("Only entries newer than the last sequence seen are taken in, each exactly once")
    func ingestIsIncremental() {
        let logger = ItemLogger(maxEntries: 100)
        logger.start()
        for word in ["a", "b", "c"] { logger.log(genericItem: AnyTraceEquatable(word)) }
        let log = LogViewModel(capacity: 100)

        #expect(log.ingest(from: logger) == 3)
        #expect(log.ingest(from: logger) == 0)
        logger.log(genericItem: AnyTraceEquatable("d"))
        #expect(log.ingest(from: logger) == 1)

        #expect(texts(log) == ["a", "b", "c", "d"])
        #expect(log.lastSequence == 4)
    }

    @Test("Hiding kinds and choosing a target show only the matching lines, including lines that arrive later")
    func filtering() {
        let log = LogViewModel()
        log.append(line(1, .tokenStarted, "Box#1"))
        log.append(line(2, .tokenStarted, "Box#2"))
        log.append(line(3, .planAdded, "Box#2"))
        log.append(line(4, .activity))

        log.setKind(.planAdded, visible: false)
        #expect(texts(log) == ["line 1", "line 2", "line 4"])

        log.setTargetFilter("Box#2")
        #expect(texts(log) == ["line 2"], "only Box#2, and its plan lines stay hidden")

        log.append(line(5, .tokenEnded, "Box#2"))
        log.append(line(6, .tokenEnded, "Box#1"))
        log.append(line(7, .planAdded, "Box#2"))
        #expect(texts(log) == ["line 2", "line 5"])

        log.setTargetFilter(nil)
        log.toggleKind(.planAdded)
        #expect(log.filteredCount == 7)
    }

    @Test("Cycling the target filter visits every target seen, in order, then all again; backwards too")
    func cyclingTargets() {
        let log = LogViewModel()
        log.append(line(1, .tokenStarted, "Box#3"))
        log.append(line(2, .tokenStarted, "Box#1"))
        log.append(line(3, .activity))

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
        let log = LogViewModel()
        log.visibleRowCount = 5
        for sequence in 1...20 { log.append(line(sequence)) }
        #expect(log.isFollowing)
        #expect(log.visibleRange == 15..<20)

        log.scroll(byRows: 3)
        #expect(!log.isFollowing)
        #expect(log.visibleRange == 12..<17)

        log.append(line(21))
        log.append(line(22))
        #expect(log.visibleRange == 12..<17, "the view stays on the lines being read")
        #expect(log.newWhilePaused == 2)

        log.scroll(byRows: -100)
        #expect(log.isFollowing)
        #expect(log.newWhilePaused == 0)
        #expect(log.visibleRange == 17..<22)

        log.scroll(byRows: 1000)
        #expect(log.visibleRange == 0..<5, "scrolling stops at the oldest line")
        log.resumeFollowing()
        log.append(line(23))
        #expect(log.visibleRange == 18..<23, "following again: the newest line is at the bottom")
    }

    @Test("A log that fits in the view cannot be scrolled, so it never pauses")
    func shortLogsKeepFollowing() {
        let log = LogViewModel()
        log.visibleRowCount = 10
        for sequence in 1...4 { log.append(line(sequence)) }
        log.scroll(byRows: 3)
        #expect(log.isFollowing)
        #expect(log.visibleRange == 0..<4)
    }

    @Test("When full, the oldest lines fall off, from the filtered lines too")
    func capacityDropsTheOldest() {
        let log = LogViewModel(capacity: 10)
        log.setTargetFilter("Box#1")
        for sequence in 1...25 {
            log.append(line(sequence, .tokenStarted, sequence.isMultiple(of: 2) ? "Box#1" : "Box#2"))
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
        let log = LogViewModel()
        log.ingest(from: logger)

        log.clear()
        #expect(log.filteredCount == 0)
        logger.log(genericItem: AnyTraceEquatable("after"))
        log.ingest(from: logger)

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
