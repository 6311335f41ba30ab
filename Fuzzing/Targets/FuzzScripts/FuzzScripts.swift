// Fuzzes the script reader: any bytes either load as a script of any version
// and event type, or are refused with one line; a refusal for bad JSON names
// its line and column. A script that loads must survive a round trip through
// its own JSON unchanged (what a recording relies on).

import FoundationEssentials
import PlaygroundKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScripts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let script: InputScript
    do {
        script = try InputScript(json: bytes)
    } catch {
        if error.description.isEmpty || error.description.contains("\n") {
            fatalError("a rejection must be one line, got: \(error.description.debugDescription)")
        }
        if error.description.hasPrefix("is not valid JSON"), error.description.wholeMatch(of: /is not valid JSON: line \d+, column \d+: .+/) == nil {
            fatalError("a syntax error must name its line and column, got: \(error.description.debugDescription)")
        }
        return 0
    }
    let encoded = script.jsonData()
    guard let decoded = try? InputScript(json: encoded), decoded == script, decoded.jsonData() == encoded else {
        fatalError("a loaded script does not survive a round trip through JSON")
    }
    _ = Replay.defaultFrameCount(for: script)
    _ = script.prefix(throughFrame: script.lastFrame / 2)
    return 0
}
