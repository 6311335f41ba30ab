import Foundation
import Testing

/// Each library product's landing page (`Sources/<Module>/<Module>.docc/<Module>.md`) lists
/// every public type, top-level function and global of its module in its `## Topics` section,
/// so the catalog is the product's public surface at a glance. `make docs` checks that what is
/// listed exists; this checks that nothing public is left out.
@Suite("Every landing page's Topics lists its module's public surface")
struct TopicsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized

    /// The library products' modules (Package.swift's products, but the executable).
    static let products = [
        "Motion", "TraceKit", "MotionTracing", "Interactions", "Canvas", "CanvasSnapshotTesting",
        "PlaygroundKit", "PlaygroundSession", "PlaygroundOverlay", "PlaygroundReview", "PlaygroundHost",
        "PlaygroundCLI",
    ]

    @Test("Every public top-level declaration is in its landing page's Topics", arguments: products)
    func everyPublicDeclarationIsListed(module: String) throws {
        let folder = Self.root.appendingPathComponent("Sources/\(module)")
        let landing = try String(
            contentsOf: folder.appendingPathComponent("\(module).docc/\(module).md"), encoding: .utf8)
        let topics = try #require(landing.range(of: "\n## Topics\n")).upperBound
        let listed = Set(
            landing[topics...].split(separator: "\n").compactMap { line -> Substring? in
                guard line.hasPrefix("- ``") else { return nil }
                return line.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }.map(String.init))
        let declared = try Self.publicTopLevelNames(in: folder)
        #expect(declared.count > 0, "no public declarations found in Sources/\(module)")
        let missing = declared.subtracting(listed).sorted()
        #expect(missing.isEmpty, "Sources/\(module)/\(module).docc/\(module).md: add to ## Topics: \(missing)")
    }

    /// The names of the public types, functions and globals declared at a file's top level.
    static func publicTopLevelNames(in folder: URL) throws -> Set<String> {
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "let", "var"]
        var names: Set<String> = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Top level only: no indentation; attributes and modifiers before the keyword.
                guard let first = line.first, first == "@" || first == "p" else { continue }
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard words.first == "public" else { continue }
                guard let index = words.firstIndex(where: { keywords.contains($0) }), index + 1 < words.count else {
                    continue
                }
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }
}
