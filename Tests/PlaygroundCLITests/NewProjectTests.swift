import Foundation
@testable import PlaygroundCLI
@testable import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// `playground init`'s checks and files: every bad input is one line and
/// nothing written; a good one writes the whole template, filled in.
@Suite("New project: checks before writing, and the files written")
struct NewProjectTests {
    /// A folder holding a fake toolkit checkout (a Package.swift) and room for packages.
    private func workspace(_ name: String = #function) throws -> (folder: String, toolkit: String) {
        let folder = TestSupport.temporaryFolder(name)
        let toolkit = folder + "/toolkit"
        try FileManager.default.createDirectory(atPath: toolkit, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: toolkit + "/Package.swift", contents: Data("// swift-tools-version: 6.1\n".utf8))
        return (folder, toolkit)
    }

    /// The one line a refused project gives, or `nil` if it is accepted.
    private func refusal(_ directory: String, name: String? = nil, toolkit: NewProject.Toolkit) -> String? {
        do {
            _ = try NewProject(directory: directory, name: name, toolkit: toolkit)
            return nil
        } catch .usage(let message) {
            return message
        } catch {
            return "not a usage error: \(error)"
        }
    }

    private func contents(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("A non-empty folder is refused in one line, and nothing is written")
    func nonEmptyFolder() throws {
        let (folder, toolkit) = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/taken"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: target + "/notes.txt", contents: Data())
        let message = try #require(refusal(target, toolkit: .path(toolkit)))
        #expect(message == "\(target) is not empty (1 item); give a new or empty folder")
        #expect(contents(target) == ["notes.txt"])
        #expect(contents(folder) == ["taken", "toolkit"])
    }

    @Test("A name that is not a Swift identifier, or a keyword, is refused", arguments: ["my-motion", "2D", "", "class", "Ünïcode"])
    func notAnIdentifier(name: String) throws {
        let (folder, toolkit) = try workspace("notAnIdentifier-\(name.count)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = try #require(refusal(folder + "/new", name: name, toolkit: .path(toolkit)))
        #expect(message.hasPrefix("\"\(name)\" is not a Swift identifier"))
        #expect(!message.contains("\n"))
        #expect(contents(folder) == ["toolkit"])
    }

    @Test("A name whose modules collide with the toolkit's or the template's is refused", arguments: ["Motion", "Playground", "canvas", "Breathe", "Testing"])
    func collidingName(name: String) throws {
        let (folder, toolkit) = try workspace("collidingName-\(name)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = try #require(refusal(folder + "/new", name: name, toolkit: .path(toolkit)))
        #expect(message.contains("the toolkit or the template already has"))
        #expect(contents(folder) == ["toolkit"])
    }

    @Test("A toolkit path without Package.swift is refused")
    func toolkitWithoutManifest() throws {
        let (folder, _) = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = try #require(refusal(folder + "/new", toolkit: .path(folder)))
        #expect(message == "--toolkit \(folder): no Package.swift there (give the toolkit's checkout, or a git URL)")
        #expect(contents(folder) == ["toolkit"])
    }

    @Test(
        "The default name comes from the folder's last component",
        arguments: [
            ("/tmp/my-motion", "MyMotion"), ("/tmp/springs", "Springs"), ("/tmp/2d_demo", "Package2dDemo"), ("/tmp/---", "MyMotion"),
        ])
    func defaultName(directory: String, name: String) {
        #expect(NewProject.defaultName(forDirectory: directory) == name)
    }

    @Test("The files: the template filled in, sources and tests in their targets, the golden where the test looks")
    func filesWritten() throws {
        let (folder, toolkit) = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try NewProject(directory: folder + "/my-motion", toolkit: .path(toolkit))
        let template = try Assets.locate().path(NewProject.templatePath)
        let files = try project.files(template: template, golden: [1, 2, 3])
        #expect(
            files.map(\.path).sorted() == [
                ".github/workflows/tests.yml", ".gitignore", "Package.swift", "README.md",
                "Sources/MyMotion/main.swift",
                "Sources/MyMotionKit/Breathe.swift", "Sources/MyMotionKit/BreathePerformer.swift",
                "Sources/MyMotionKit/BreatheScene.swift",
                "Tests/MyMotionTests/BreathePerformerTests.swift", "Tests/MyMotionTests/BreatheSceneTests.swift",
                "Tests/MyMotionTests/" + NewProject.goldenPath,
            ])
        let text = Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        let manifest = try #require(text["Package.swift"])
        #expect(manifest.contains(".package(path: \"\(toolkit)\")"))
        #expect(manifest.contains(".product(name: \"PlaygroundKit\", package: \"toolkit\")"))
        #expect(manifest.contains("name: \"MyMotionKit\""))
        #expect(manifest.contains("exclude: [\"__Snapshots__\"]"))
        #expect(try #require(text["Sources/MyMotion/main.swift"]).contains("import MyMotionKit"))
        // The golden's path is the one swift-snapshot-testing derives from the test's file and function.
        #expect(try #require(text["Tests/MyMotionTests/BreatheSceneTests.swift"]).contains("func replaysTheDemoToTheGoldenFrame()"))
        #expect(files.last?.bytes == [1, 2, 3])
        // No placeholder is left; the workflow's `${{ … }}` are GitHub Actions expressions.
        #expect(files.allSatisfy { NewProject.leftoverPlaceholder(in: String(decoding: $0.bytes, as: UTF8.self)) == nil })
        #expect(try #require(text[".github/workflows/tests.yml"]).contains("--explore --seconds 120 --jobs 2"))
    }

    @Test("A placeholder left over is found; a GitHub Actions expression is not one")
    func leftoverPlaceholders() {
        #expect(NewProject.leftoverPlaceholder(in: "shard: ${{ matrix.shard }}") == nil)
        #expect(NewProject.leftoverPlaceholder(in: "{{NAME}} at the start") != nil)
        #expect(NewProject.leftoverPlaceholder(in: "${{ a }} then {{NAME}}").map { "${{ a }} then {{NAME}}"[$0] } == "{{")
    }

    @Test("A git URL becomes a branch dependency named by its last component")
    func urlToolkit() throws {
        let (folder, _) = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try NewProject(directory: folder + "/new", name: "Springs", toolkit: .url("https://example.com/me/swift-motion.git"))
        #expect(project.toolkitDependency == ".package(url: \"https://example.com/me/swift-motion.git\", branch: \"main\")")
        #expect(project.toolkitPackage == "swift-motion")
    }

    @Test("Writing puts every file in place at once, into a new or an empty folder; then the folder is taken")
    func writesAllAtOnce() throws {
        let (folder, toolkit) = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = folder + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for directory in [empty, folder + "/deeper/new"] {
            let project = try NewProject(directory: directory, name: "Springs", toolkit: .path(toolkit))
            try project.write([("Package.swift", Array("hello".utf8)), ("Sources/Springs/main.swift", [])])
            #expect(contents(directory) == ["Package.swift", "Sources"])
            #expect(contents(directory + "/Sources/Springs") == ["main.swift"])
            #expect(refusal(directory, toolkit: .path(toolkit)) != nil)
        }
        #expect(contents(folder) == ["deeper", "empty", "toolkit"])  // no staging folder left
    }
}
