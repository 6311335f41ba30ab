import Foundation
import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

@testable import PlaygroundCLI

/// The manifest `playground init` writes names every module its package's
/// code imports, and every module the code a newcomer copies into it imports
/// (the articles on a package of your own, a golden test written with `g` or
/// `G`): nothing may build only because another dependency brings it along.
@Suite("New project: every import is a declared dependency")
struct NewProjectImportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Modules of the toolchain, which no manifest lists.
    static let toolchainModules: Set<String> = ["Testing", "XCTest", "Foundation", "FoundationEssentials", "Glibc", "Musl", "Dispatch", "Synchronization"]
    /// The articles whose code goes into a package of your own.
    static let articles = [
        "Sources/PlaygroundCLI/PlaygroundCLI.docc/YourOwnPackage.md",
        "Sources/CanvasSnapshotTesting/CanvasSnapshotTesting.docc/GoldenTestsInYourOwnPackage.md",
    ]

    /// The package `init` writes, rendered (not written).
    static func rendered() throws -> (project: NewProject, files: [String: String]) {
        let folder = TestSupport.temporaryFolder("imports")
        let toolkit = folder + "/swift-motion-playground"
        try FileManager.default.createDirectory(atPath: toolkit, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: toolkit + "/Package.swift", contents: Data())
        let project = try NewProject(directory: folder + "/my-motion", toolkit: .path(toolkit))
        let files = try project.files(template: try Assets.locate().path(NewProject.templatePath), golden: [])
        return (project, Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }))
    }

    /// The modules `source` imports (`import X`, `@testable import X`, `internal import X`), but the toolchain's.
    static func imports(of source: String) -> Set<String> {
        var modules: Set<String> = []
        for line in source.split(separator: "\n") {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !["public", "package", "internal", "private"].contains($0) }
            guard words.count >= 2, words[0] == "import" else { continue }
            let module = String(words[1].split(separator: ".")[0])
            if !toolchainModules.contains(module) { modules.insert(module) }
        }
        return modules
    }

    /// Each target of `manifest` and the modules it depends on: its targets by name, products by name.
    static func dependencies(in manifest: String) -> [String: Set<String>] {
        var targets: [String: Set<String>] = [:]
        let declarations = manifest.split(separator: /\.(target|executableTarget|testTarget)\(/).dropFirst()
        for declaration in declarations {
            guard let name = declaration.firstMatch(of: /name: "([^"]+)"/)?.1 else { continue }
            guard let open = declaration.range(of: "dependencies: [") else {
                targets[String(name)] = []
                continue
            }
            var depth = 1, list = ""
            for character in declaration[open.upperBound...] {
                if character == "[" { depth += 1 }
                if character == "]" { depth -= 1 }
                if depth == 0 { break }
                list.append(character)
            }
            var modules: Set<String> = []
            for match in list.matches(of: /\.product\(name: "([^"]+)"/) { modules.insert(String(match.1)) }
            let withoutProducts = list.replacing(/\.product\([^)]*\)/, with: "")
            for match in withoutProducts.matches(of: /"([^"]+)"/) { modules.insert(String(match.1)) }
            targets[String(name)] = modules
        }
        return targets
    }

    /// The Swift an article shows: its fenced `swift` blocks and the snippets it includes.
    static func code(ofArticle path: String) throws -> [(what: String, source: String)] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var code: [(String, String)] = []
        let pieces = text.components(separatedBy: "```swift\n")
        for (index, block) in pieces.dropFirst().enumerated() {
            // A block copied from a snippet sits under `<!-- snippet: Name -->` or `<!-- snippet: Name#slice -->`.
            let marker = pieces[index].split(separator: "\n").last?.firstMatch(of: /<!-- snippet: ([A-Za-z0-9]+)/)
            let what = marker.map { "Snippets/\($0.1).swift" } ?? "\(path), swift block \(index + 1)"
            code.append((what, block.components(separatedBy: "```")[0]))
        }
        return code
    }

    /// Which of the package's targets code of an article goes in: a test if it imports Testing, else the library.
    static func target(for source: String, of project: NewProject) -> String {
        source.contains("import Testing") ? project.testsName : project.libraryName
    }

    @Test("Every file of the package imports only modules its target declares: the library, the executable and the tests")
    func templateImportsAreDeclared() throws {
        let (project, files) = try Self.rendered()
        let targets = Self.dependencies(in: try #require(files["Package.swift"]))
        #expect(Set(targets.keys) == [project.name, project.libraryName, project.testsName])
        var checked = 0
        for (path, source) in files where path.hasSuffix(".swift") && path != "Package.swift" {
            let folder = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            let declared = try #require(targets[folder], "\(path) is in no target of the manifest")
            let missing = Self.imports(of: source).subtracting(declared)
            #expect(missing.isEmpty, "\(path) imports \(missing.sorted()), which target \(folder) does not list")
            checked += 1
        }
        #expect(checked == 6)
        // The test that a newcomer writes first uses a colour: Canvas is declared, not reached through PlaygroundKit.
        #expect(targets[project.testsName]?.contains("Canvas") == true)
    }

    @Test("The code the articles on a package of your own show imports only what the package's manifest declares")
    func articleImportsAreDeclared() throws {
        let (project, files) = try Self.rendered()
        let targets = Self.dependencies(in: try #require(files["Package.swift"]))
        var checked: [String] = []
        for article in Self.articles {
            for (what, source) in try Self.code(ofArticle: article) where !Self.imports(of: source).isEmpty {
                let target = Self.target(for: source, of: project)
                let missing = Self.imports(of: source).subtracting(targets[target] ?? [])
                #expect(missing.isEmpty, "\(what) (from \(article)) imports \(missing.sorted()), which \(target) does not list")
                checked.append(what)
            }
        }
        #expect(checked.contains("Snippets/GoldenReplayTest.swift") && checked.contains("Snippets/CanvasGoldenTest.swift"), "\(checked)")
    }

    @Test("A golden test written in the package's window with g, or with G (the overlay in its picture), builds in its test target")
    func writtenGoldenTestsImportsAreDeclared() throws {
        let (project, files) = try Self.rendered()
        let targets = Self.dependencies(in: try #require(files["Package.swift"]))
        let template = try String(contentsOfFile: try Assets.locate().path(GoldenTest.templatePath), encoding: .utf8)
        // The scene's recipe (main.swift) and the overlay's set-up (G) add their imports to the template's.
        let main = try #require(files["Sources/\(project.name)/main.swift"])
        let recipe = try #require(main.firstMatch(of: /imports: \[([^\]]*)\]/)).1.matches(of: /"([^"]+)"/).map { String($0.1) }
        let (playground, _) = try OverlayTestSupport.playground()
        let overlay = playground.layers.compactMap(\.goldenTestSetUp).flatMap(\.imports)
        #expect(overlay == ["PlaygroundOverlay"])
        let needed = Self.imports(of: template).union(recipe).union(overlay)
        let missing = needed.subtracting(targets[project.testsName] ?? [])
        #expect(missing.isEmpty, "a written golden test imports \(missing.sorted()), which \(project.testsName) does not list")
    }

    @Test("The manifest asks for the swift-snapshot-testing the toolkit itself builds with")
    func snapshotTestingVersionMatches() throws {
        let (_, files) = try Self.rendered()
        let ours = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = try #require(ours.split(separator: "\n").first { $0.contains("pointfreeco/swift-snapshot-testing") })
        #expect(try #require(files["Package.swift"]).contains(line.trimmingCharacters(in: .whitespaces)))
    }
}
