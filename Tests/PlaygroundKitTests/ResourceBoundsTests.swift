import FoundationEssentials
import PlaygroundKit
import PlaygroundTestSupport
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// The largest script and recording the playground reads, and what happens beyond: one line, before reading.
@Suite("Resource bounds of scripts")
struct ResourceBoundsTests {
    @Test("A script file of a terabyte is refused at once, unread, in one line")
    func terabyteScriptRefusedUnread() throws {
        let path = TestSupport.temporaryFolder() + ".json"
        // Sparse: a terabyte on paper and nothing on disk, so reading it would never finish.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(truncate(path, 1 << 40) == 0)
        do {
            _ = try InputScript(contentsOfFile: path)
            Issue.record("a terabyte script loaded")
        } catch {
            #expect(error.description == "\(path): is 1099511627776 bytes; a script or recording may be at most 67108864 bytes (64 MiB)")
        }
    }

    @Test("JSON one byte over 64 MiB is refused before parsing; the limit itself is not the problem")
    func oversizedJSONRefused() {
        var json = Data(#"{"version": 2, "events": []}"#.utf8)
        json.append(Data(repeating: 0x20, count: InputScript.maximumByteCount - json.count))
        #expect(throws: Never.self) { try InputScript(json: json) }
        json.append(0x20)
        #expect(throws: PlaygroundError.script("is 67108865 bytes; a script or recording may be at most 67108864 bytes (64 MiB)")) {
            try InputScript(json: json)
        }
    }

    @Test("A script nested 100,000 brackets deep is refused in one line")
    func deepNestingRefused() {
        let json = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        do {
            _ = try InputScript(json: json)
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains("\n"))
        }
    }
}
