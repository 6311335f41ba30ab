import FoundationEssentials
import PlaygroundKit
import PlaygroundTestSupport
import Testing

@Suite("Assets")
struct AssetsTests {
    @Test("The assets travel as PlaygroundKit's resource bundle, beside the test bundle, so no working directory is needed")
    func bundledAssetsAreBesideTheExecutable() throws {
        let bundled = try #require(Assets.bundled, "the resource bundle is beside the test executable")
        #expect(bundled.directory.hasSuffix("_PlaygroundKit.resources/Assets"))
        #expect(throws: Never.self) { try bundled.loadFont() }
        #expect(FileManager.default.fileExists(atPath: bundled.demoScriptPath))
    }

    @Test("Without an override, locate() finds the bundled copy first")
    func locateFindsTheBundle() throws {
        try #require(ProcessInfo.processInfo.environment[Assets.overrideVariable] == nil)
        #expect(try Assets.locate().directory == Assets.bundled?.directory)
    }
}
