#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - JSON for tools and CI

extension TraceReport {
    /// The report's result as JSON: pretty-printed, keys sorted, so equal
    /// results encode to identical bytes.
    ///
    /// Holds the trace's options (`enforceOrder`, `allowDuplicates`,
    /// `assertOnFailure`, `completesWhenAllMatched`, `timeLimit`), every slot
    /// and kept logged item with its state, the counts and the final state. Decode it with
    /// `JSONDecoder().decode(TraceResult.self, from: data)`.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// try report.jsonData().write(to: URL(filePath: "trace.json"))
    /// ```
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(result)
    }

    /// ``jsonData()`` as a UTF-8 string.
    ///
    /// ```swift
    /// print(try report.jsonString())
    /// ```
    public func jsonString() throws -> String {
        String(decoding: try jsonData(), as: UTF8.self)
    }
}
