import Testing
import TraceKit

@Suite("ItemLogger")
struct ItemLoggerTests {
    @Test("The logger records only between start and stop, and can be started again")
    func startStopRestart() {
        let logger = ItemLogger()
        logger.log(genericItem: "before")
        logger.start()
        logger.log(genericItem: "during")
        #expect(logger.isLogging)
        let report = logger.stop()
        logger.log(genericItem: "after")
        logger.start()
        logger.log(genericItem: "again")
        #expect(report.loggedItems.map(\.item) == ["during"])
        #expect(logger.loggedItems.map(\.item) == ["during", "again"])
        #expect(logger.loggedItems.map(\.sequence) == [1, 2])
    }

    @Test("Clear empties the log while sequence numbers keep counting")
    func clear() {
        let logger = ItemLogger()
        logger.start()
        logger.log(genericItem: 1)
        logger.clear()
        #expect(logger.loggedItems.isEmpty)
        logger.log(genericItem: 2)
        #expect(logger.loggedItems.map(\.sequence) == [2])
        #expect(logger.lastSequence == 2)
    }

    @Test("Each line shows the badge, the item and its properties in the order given")
    func textExport() {
        let logger = ItemLogger()
        logger.start()
        logger.log(genericItem: "Moooo", properties: ["zebra": 1, "apple": "red"], emojiToPrepend: "🐄")
        logger.log(genericItem: 42)
        let rawLog = logger.report().rawLog
        #expect(rawLog.contains("#1 [🐄] Moooo {zebra: 1, apple: red}\n#2 42\n"))
    }

    @Test("Properties from a dictionary are sorted by key, so their order never changes")
    func dictionaryPropertiesAreSorted() {
        let properties = LoggedItemProperties(["b": 2, "c": 3, "a": 1])
        #expect(properties.keys == ["a", "b", "c"])
        var literal: LoggedItemProperties = ["b": 2, "a": 1]
        literal["b"] = 5
        literal["c"] = 3
        #expect(literal.keys == ["b", "a", "c"])
        #expect(literal["b"] == 5)
        literal["a"] = nil
        #expect(literal.keys == ["b", "c"])
    }

    @Test("The CSV has one column per property key, in order of first appearance, with RFC 4180 quoting")
    func csvExport() {
        let logger = ItemLogger()
        logger.start()
        logger.log(genericItem: "plain", properties: ["kind": "a"], emojiToPrepend: "X")
        logger.log(genericItem: "has, comma", properties: ["target": "Box \"1\"", "kind": "b"])
        logger.log(genericItem: "two\nlines")
        let expected =
            [
                "sequence,badge,item,kind,target",
                "1,X,plain,a,",
                #"2,,"has, comma",b,"Box ""1""""#,
                "3,,\"two\nlines\",,",
            ].joined(separator: "\r\n") + "\r\n"
        #expect(logger.report().csv == expected)
    }

    @Test("With a clock, entries carry its reading, in text and in a CSV time column")
    func timestamps() {
        let clock = ManualClock(now: 1.5)
        let logger = ItemLogger(clock: clock)
        logger.start()
        logger.log(genericItem: "tick")
        #expect(logger.loggedItems[0].time == 1.5)
        #expect(logger.loggedItems[0].description == "#1 @ 1.500s tick")
        #expect(logger.report().csv.hasPrefix("sequence,time,badge,item\r\n1,1.5,,tick\r\n"))
    }

    @Test("The item-logged signal fires for each entry and loses its listeners at stop")
    func signal() {
        let logger = ItemLogger()
        let heard = Recorder<LoggedItem>()
        logger.start().listen { heard.record($0) }
        logger.log(genericItem: "one", emojiToPrepend: "⚡️")
        logger.stop()
        logger.start()
        logger.log(genericItem: "two")
        #expect(heard.values.map(\.item) == ["one"])
        #expect(heard.values.first?.emoji == "⚡️")
        #expect(logger.itemLogged.listenerCount == 0)
    }

    @Test("recentItems returns the newest entries, oldest first")
    func recentItems() {
        let logger = ItemLogger()
        logger.start()
        for n in 1...5 { logger.log(genericItem: AnyTraceEquatable(n)) }
        #expect(logger.recentItems(2).map(\.item) == [4, 5])
        #expect(logger.recentItems(10).count == 5)
    }

    @Test("recentItems(into:) empties the buffer, fills it as recentItems would, and keeps its storage")
    func recentItemsIntoBuffer() {
        let logger = ItemLogger(maxEntries: 4)
        logger.start()
        for n in 1...6 { logger.log(genericItem: AnyTraceEquatable(n)) }
        var buffer = [LoggedItem]()
        buffer.reserveCapacity(16)
        let storage = buffer.withUnsafeBufferPointer { $0.baseAddress }
        logger.recentItems(3, into: &buffer)
        #expect(buffer.map(\.item) == [4, 5, 6])
        logger.recentItems(10, into: &buffer)
        #expect(buffer.map(\.item) == [3, 4, 5, 6], "what was there is gone; only the kept entries come back")
        #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == storage, "read into the same storage")
        logger.recentItems(0, into: &buffer)
        #expect(buffer.isEmpty)
    }

    /// A value that says its own properties, as a runtime event does.
    private struct Move: Hashable, Sendable, LoggedItemPropertiesProviding {
        var target: String
        var loggedItemProperties: LoggedItemProperties { ["kind": "move", "target": AnyTraceEquatable(target)] }
    }

    @Test("An item logged deriving its properties has the value's own, read from it; any other value has none")
    func derivedProperties() {
        let logger = ItemLogger()
        logger.start()
        logger.log(derivingPropertiesOf: AnyTraceEquatable(Move(target: "Box#1")), emojiToPrepend: "MOVE")
        logger.log(derivingPropertiesOf: AnyTraceEquatable("no properties of its own"))
        logger.log(genericItem: AnyTraceEquatable(Move(target: "Box#2")), properties: ["given": 1])
        let entries = logger.loggedItems
        #expect(entries[0].properties == ["kind": "move", "target": "Box#1"])
        #expect(entries[0].description == "#1 [MOVE] Move(target: \"Box#1\") {kind: move, target: Box#1}")
        #expect(entries[1].properties == nil)
        #expect(entries[2].properties == ["given": 1], "properties given are kept, not derived")
    }

    @Test("An entry tells no properties and no badge from empty ones")
    func absentIsNotEmpty() {
        let logger = ItemLogger()
        logger.start()
        logger.log(genericItem: "plain")
        logger.log(genericItem: "empty", properties: [:], emojiToPrepend: "")
        logger.log(genericItem: "full", properties: ["k": 1], emojiToPrepend: "⚡️")
        let entries = logger.loggedItems
        #expect(entries[0].properties == nil)
        #expect(entries[1].properties == [:])
        #expect(entries[2].properties == ["k": 1])
        #expect(entries[0].description == "#1 plain")
        #expect(entries[1].description == "#2 [] empty")
        #expect(entries[2].description == "#3 [⚡️] full {k: 1}")
        let twin = ItemLogger()
        twin.start()
        twin.log(genericItem: "plain", properties: [:])
        #expect(twin.loggedItems[0] != entries[0])
        #expect(logger.loggedItems == entries)
    }
}
