import FileSupport
import Testing

/// `FileSystem.packageRoot(from:)` and `nearestFolder(from:holding:)`: the package around a path,
/// as the snapshot strategies, `playground review` and `--watch` each look for it.
@Suite("Finding the package around a folder")
struct PackageRootTests {
    @Test("A folder deep inside a package finds the package's folder, as written")
    func nestedFolder() {
        let folder = TemporaryFolder("package")
        defer { folder.remove() }
        folder.write("// swift-tools-version: 6.1\n", to: "App/Package.swift")
        folder.write("", to: "App/Tests/AppTests/__Snapshots__/SceneTests/frame.1.png")
        #expect(FileSystem.packageRoot(from: folder.path + "/App/Tests/AppTests/__Snapshots__/SceneTests") == folder.path + "/App")
        #expect(FileSystem.packageRoot(from: folder.path + "/App") == folder.path + "/App", "the folder itself counts")
        #expect(FileSystem.packageRoot(from: folder.path + "/App/Tests/../Tests/AppTests/") == folder.path + "/App", "`..` is taken back")
    }

    @Test("The nearest package wins over one further up")
    func nearestWins() {
        let folder = TemporaryFolder("nested")
        defer { folder.remove() }
        folder.write("", to: "Outer/Package.swift")
        folder.write("", to: "Outer/Inner/Package.swift")
        folder.write("", to: "Outer/Inner/Sources/a.swift")
        #expect(FileSystem.packageRoot(from: folder.path + "/Outer/Inner/Sources") == folder.path + "/Outer/Inner")
    }

    @Test("Every name must be there: a package without Sources is passed over for one with them")
    func everyName() {
        let folder = TemporaryFolder("sources")
        defer { folder.remove() }
        folder.write("", to: "Outer/Package.swift")
        folder.write("", to: "Outer/Sources/a.swift")
        folder.write("", to: "Outer/Inner/Package.swift")
        #expect(FileSystem.nearestFolder(from: folder.path + "/Outer/Inner", holding: "Package.swift", "Sources") == folder.path + "/Outer")
    }

    @Test("With no package up to the root the walk stops at / and finds nothing")
    func noneAboveRoot() {
        let folder = TemporaryFolder("none")
        defer { folder.remove() }
        folder.write("", to: "a/b/c/file.txt")
        // This machine has no /Package.swift (the walk would rightly find it): the test says so first.
        #expect(!FileSystem.exists("/Package.swift"))
        #expect(FileSystem.packageRoot(from: folder.path + "/a/b/c") == nil)
        #expect(FileSystem.packageRoot(from: "/") == nil)
        #expect(FileSystem.packageRoot(from: "/../..") == nil, "`..` never climbs above /")
    }

    @Test("A path is named from a folder only when it lies inside it")
    func relativePaths() {
        #expect(FileSystem.path("/src/App/Tests/a.png", relativeTo: "/src/App") == "Tests/a.png")
        #expect(FileSystem.path("/src/App/Tests/a.png", relativeTo: "/src/App/") == "Tests/a.png")
        #expect(FileSystem.path("/src/Application/a.png", relativeTo: "/src/App") == nil, "a longer name is not inside")
        #expect(FileSystem.path("/src/a.png", relativeTo: "/") == "src/a.png")
        #expect(FileSystem.path("/src/App", relativeTo: "/src/App") == nil, "the folder itself is not inside it")
    }
}
