import Foundation
import Geometry
import Interactions
import Motion
import MotionMath
import MotionTracing
import PlaygroundKit
import PlaygroundTestSupport
import Testing
import TraceKit

/// The log archive formats and writes on a thread of its own; the files must still hold every
/// entry, once, in the order logged, whenever the session attaches, flushes, reads or finishes.
@Suite("The log archive's writer thread")
struct LogArchiveWriterTests {
    private static let header = "========  Begin Item Logger Session  ========\n\n"
    private static let footer = "\n========   End Item Logger Session   ========\n"

    @Test("Whatever the order of logging, flushing, attaching and reading, the files hold every entry once, in order (a seeded search)")
    func anyInterleavingKeepsEveryEntry() throws {
        for seed in UInt64(1)...12 {
            var random = SplitMix64(seed: seed)
            let folder = TestSupport.temporaryFolder("log-archive-\(seed)")
            let clock = ManualClock()
            let logger = ItemLogger(maxEntries: 50, clock: clock)  // the ring drops entries; the archive must not
            let archive = LogArchive(logger: logger)
            logger.start()
            var lines: [String] = []
            var attached = false
            for step in 0..<40 {
                switch random.next() % 6 {
                case 0:
                    archive.flush()
                case 1 where !attached:
                    #expect(archive.attach(to: folder).isEmpty)
                    attached = true
                case 2 where attached:
                    // Read mid-session: everything logged so far is there, nothing else.
                    archive.waitUntilWritten()
                    let text = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8)
                    #expect(text == Self.header + lines.joined(), "seed \(seed), step \(step)")
                default:
                    // Now and then a burst of a few batches, which wakes the writer before any flush.
                    let count = random.next() % 8 == 0 ? 2 * LogArchive.batchSize + 500 : Int(random.next() % 300)
                    for _ in 0..<count {
                        clock.advance(by: 0.001)
                        let value = random.next() % 1000
                        if value % 3 == 0 {
                            logger.log(genericItem: AnyTraceEquatable("note, \"\(value)\""), properties: ["target": AnyTraceEquatable("Box#\(value)")], emojiToPrepend: "LOG")
                        } else {
                            logger.log(genericItem: AnyTraceEquatable(Int(value)))
                        }
                        lines.append(logger.entry(withSequence: logger.lastSequence)!.description + "\n")
                    }
                }
            }
            #expect(archive.entryCount == lines.count)
            let result = archive.finish(in: folder)
            #expect(result.failures.isEmpty)
            logger.log(genericItem: AnyTraceEquatable("after the end"))
            let text = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8)
            #expect(text == Self.header + lines.joined() + Self.footer, "seed \(seed)")
            let rows = try String(contentsOfFile: folder + "/log.csv", encoding: .utf8).split(separator: "\r\n")
            #expect(rows.count == lines.count + 1, "seed \(seed)")
        }
    }

    @Test("A runtime event's line and row carry its kind and target, as its entry's description and properties say, for every kind of event and beside entries with properties of their own")
    func runtimeEventsWriteTheirOwnProperties() throws {
        let folder = TestSupport.temporaryFolder("runtime-lines")
        let scene = Scene(size: Size(width: 400, height: 300))
        #expect(scene.logArchive.attach(to: folder).isEmpty)
        let boxes = (1...2).map { scene.addBox(Box(name: "Box#\($0)", position: Point(x: 50, y: 50), size: Size(width: 20, height: 20), color: .white)) }
        scene.runtime.addPlan(Spring(to: Point(x: 300, y: 200)), to: boxes[0])
        scene.runtime.addPlan(Fling(velocity: Point(x: 400, y: -100)), named: "motion", to: boxes[1])
        scene.runtime.addPlan(Fling(velocity: Point(x: -50, y: 20)), named: "motion", to: boxes[1])
        scene.runtime.removePlan(named: "motion", from: boxes[1])
        // An event logged by hand with properties of its own keeps them, not the event's.
        let event = try #require(scene.logger.loggedItems.last?.runtimeEvent)
        scene.logger.log(genericItem: AnyTraceEquatable(event), properties: ["target": "elsewhere", "note": 7], emojiToPrepend: "ME")
        for _ in 0..<600 { scene.runtime.update(millisecondsSinceLastUpdate: 16) }
        scene.runtime.removeTarget(boxes[0])
        let entries = scene.logger.loggedItems
        let kinds = Set(entries.compactMap { $0.runtimeEvent?.kind })
        #expect(kinds == Set(RuntimeEvent.Kind.allCases), "every kind of event is written: \(kinds)")
        _ = scene.logArchive.finish(in: folder)

        let text = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8)
        #expect(text == Self.header + entries.map { $0.description + "\n" }.joined() + Self.footer)
        let rows = try String(contentsOfFile: folder + "/log.csv", encoding: .utf8).components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(rows.count == entries.count)
        for (row, entry) in zip(rows, entries) {
            // The last three columns, read from the end (an item's text may hold commas, quoted).
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).suffix(3).map(String.init)
            let properties = try #require(entry.properties)
            let text = { (key: String) in properties[key]?.value(as: String.self) ?? "" }
            let others = properties.pairs.filter { $0.key != "kind" && $0.key != "target" }.map { "\($0.key): \($0.value)" }
            #expect(fields == [text("kind"), text("target"), others.joined(separator: "; ")], "row \(row)")
        }
        let byHand = try #require(entries.first { $0.emoji == "ME" })
        #expect(byHand.properties == ["target": "elsewhere", "note": 7])
        #expect(entries.filter { $0.runtimeEvent?.kind == .runtimeActivityDidChange }.allSatisfy { $0.properties?.keys == ["kind"] })
    }

    @Test("What was logged before a folder was given is on disk once attached, whether or not the writer thread got to it, a flush asked for meanwhile too")
    func attachingPutsTheLogOnDisk() throws {
        for round in 0..<20 {
            let folder = TestSupport.temporaryFolder("attach-\(round)")
            let logger = ItemLogger()
            let archive = LogArchive(logger: logger)
            logger.start()
            for index in 0..<(100 + round) { logger.log(genericItem: AnyTraceEquatable(index)) }
            archive.flush()
            #expect(archive.attach(to: folder).isEmpty)
            let text = try String(contentsOfFile: folder + "/log.txt", encoding: .utf8)
            #expect(text.split(separator: "\n").filter { $0.hasPrefix("#") }.count == 100 + round, "round \(round)")
            _ = archive.finish(in: folder)
        }
    }

    @Test("Entries reach the file by the writer thread alone, after a flush, without waiting or finishing")
    func theThreadWritesOnItsOwn() throws {
        let folder = TestSupport.temporaryFolder()
        let logger = ItemLogger()
        let archive = LogArchive(logger: logger)
        logger.start()
        #expect(archive.attach(to: folder).isEmpty)
        for index in 0..<1_000 { logger.log(genericItem: AnyTraceEquatable(index)) }
        archive.flush()
        var entryLines = 0
        for _ in 0..<1_000 where entryLines < 1_000 {
            let text = (try? String(contentsOfFile: folder + "/log.txt", encoding: .utf8)) ?? ""
            entryLines = text.split(separator: "\n").filter { $0.hasPrefix("#") }.count
            if entryLines < 1_000 { usleep(10_000) }
        }
        #expect(entryLines == 1_000, "1,000 entries on disk within ten seconds")
        _ = archive.finish(in: folder)
    }

    @Test("An archive is freed with its session though it holds its logger, and the logger logs on without it")
    func theArchiveDoesNotOutliveItsUse() throws {
        let logger = ItemLogger(maxEntries: 100)
        logger.start()
        weak var freed: LogArchive?
        do {
            let folder = TestSupport.temporaryFolder()
            let archive = LogArchive(logger: logger)
            freed = archive
            #expect(archive.attach(to: folder).isEmpty)
            for index in 0..<(LogArchive.batchSize + 10) { logger.log(genericItem: AnyTraceEquatable(index)) }
            #expect(archive.entryCount == LogArchive.batchSize + 10)
            _ = archive.finish(in: folder)
        }
        // The writer thread holds an archive it was asked to come to until it has been.
        for _ in 0..<500 where freed != nil { usleep(10_000) }
        #expect(freed == nil, "the logger holds its archive weakly: no cycle")
        // Batches gathered for an archive that is gone are let go, a batch at a time.
        for index in 0..<(3 * LogArchive.batchSize) { logger.log(genericItem: AnyTraceEquatable(index)) }
        #expect(logger.count == 100)
        #expect(logger.lastSequence == 4 * LogArchive.batchSize + 10)
    }
}
