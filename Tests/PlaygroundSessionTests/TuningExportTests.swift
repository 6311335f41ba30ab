import Foundation
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundSession
import PlaygroundTestSupport
import Testing

/// `tuning.swift`: what it says, that it compiles against this package, and
/// that the plans it makes are the ones the session tuned.
///
/// `TuningExportSample.swift`, beside this file, is the export of
/// ``sampleScene()``, compiled as part of this test target; after changing the
/// template, run `UPDATE_TUNING_SAMPLE=1 swift test --filter TuningExport` and
/// read the diff.
@Suite("tuning.swift")
struct TuningExportTests {
    /// The default scene with three boxes tuned: under-damped and anchored,
    /// critically damped (SwiftUI's terms) in a region, over-damped with a mass.
    static func sampleScene() -> Scene {
        let scene = Scene.makeDefault()
        scene.tune(TuneChange(target: "Box#1", stiffness: 120, damping: 4, mass: 1, friction: 3))
        let critical = SpringParameters(response: 0.5, dampingFraction: 1)
        scene.tune(TuneChange(target: "Box#4", BoxTuning(spring: critical, friction: .uiKit)))
        scene.tune(TuneChange(target: "Box#6", stiffness: 200, damping: 90, mass: 2))
        return scene
    }

    static var samplePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TuningExportSample.swift").path
    }

    @Test("The export of the sample session is the committed TuningExportSample.swift, which this test target compiles")
    func sampleIsCurrent() throws {
        let source = try TuningExport(scene: Self.sampleScene()).source(template: TuningExport.template())
        let committed = try String(contentsOfFile: Self.samplePath, encoding: .utf8)
        if source != committed, ProcessInfo.processInfo.environment["UPDATE_TUNING_SAMPLE"] == "1" {
            try source.write(toFile: Self.samplePath, atomically: true, encoding: .utf8)
            return
        }
        #expect(source == committed, "run UPDATE_TUNING_SAMPLE=1 swift test --filter TuningExport")
    }

    @Test("The pasted plans are the very Tossables the session tuned: the same spring, friction and settling")
    func pastedPlansAreTheTunedOnes() throws {
        let scene = Self.sampleScene()
        let pasted = [("Box#1", Tuned.box1(GestureRecognizer())), ("Box#4", Tuned.box4(GestureRecognizer())), ("Box#6", Tuned.box6(GestureRecognizer()))]
        for (name, plan) in pasted {
            let tuned = try #require(scene.tuning.tossables[name])
            #expect(plan.spring == tuned.spring, "\(name): bit for bit")
            #expect(plan.friction == tuned.friction, "\(name)")
            #expect(plan.settling == tuned.settling, "\(name)")
            #expect(plan.motionName == tuned.motionName)
        }
    }

    @Test("Exported numbers read back as the same Double, and the comments give the other terms")
    func exactNumbersAndOtherTerms() throws {
        let scene = Scene.makeDefault()
        scene.tune(TuneChange(target: "Box#2", stiffness: 0.1 + 0.2, damping: 1.0 / 3, mass: 2.0 / 3, friction: 1e-3))
        let source = try TuningExport(scene: scene).source(template: TuningExport.template())
        #expect(source.contains("spring: SpringParameters(stiffness: 0.30000000000000004, damping: 0.3333333333333333, mass: 0.6666666666666666)"))
        #expect(source.contains("friction: Friction(rate: 0.001)"))
        #expect(source.contains("//   SwiftUI   .spring(response: "))
        #expect(source.contains("//   Origami   tension "))
        #expect(source.contains("//   Android   SpringForce().setStiffness(0.45"))
        #expect(source.contains("UIScrollView.DecelerationRate(rawValue: 0.9999990000005"))
        #expect(source.contains("Was stiffness 342, damping 30, mass 1, friction k = 4.2/s."))
    }

    @Test("Box names become distinct Swift function names, never keywords")
    func functionNames() {
        #expect(
            _TuningSource.functionNames(["Box#1", "Box 1", "box-1", "class", "3D box", "#!", "Moon Rock"])
                == ["box1", "box1_2", "box1_3", "classPlan", "box3DBox", "box", "moonRock"])
    }

    @Test("tuning.swift compiles against this package's Interactions module, warning-free, for every kind of settling, odd names, a motion name and springs with no bounciness")
    func compiles() throws {
        let scene = Scene(size: Size(width: 640, height: 480))
        let names = ["Box#1", "class", "3D box", "Box 1"]
        for (index, name) in names.enumerated() {
            let box = scene.addBox(Box(name: name, position: Point(x: 100 + 100 * Double(index), y: 100), size: Size(width: 40, height: 40), color: .white))
            let settling: Tossable.Settling = [.free, .region(scene.bounds), .anchors([Point(x: 1, y: 2.5)]), .anchors([])][index]
            scene.runtime.addPlan(Tossable(box.recognizer, settling: settling, motionName: index == 2 ? "toss \"it\"" : "motion"), to: box)
            scene.tune(TuneChange(target: name, stiffness: [120, 3000, 0.5, 50][index], damping: [4, 0.2, 80, 1e-3][index], mass: [1, 2.5, 0.1, 7][index]))
        }
        let source = try TuningExport(scene: scene).source(template: TuningExport.template())
        let usage = "import Interactions\n\n" + _TuningSource.functionNames(names).map { "_ = Tuned.\($0)(GestureRecognizer())\n" }.joined()
        try Self.compile(source, usage: usage)
    }

    // MARK: - Session files

    @Test("A session that tuned a box writes tuning.swift at its end and on w; one that tuned nothing writes none")
    func sessionFiles() throws {
        let tuned = InputScript(
            events: [
                ScriptEvent(frame: 2, .tune(TuneChange(target: "Box#3", stiffness: 800))),
                ScriptEvent(frame: 3, .key(KeyPress("w"))),
            ], scene: "default")
        let folder = TestSupport.temporaryFolder("tuned")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = HeadlessOptions(script: tuned, outputDirectory: folder)
        options.frames = 5
        let summary = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: options)
        #expect(summary.filesWritten.filter { $0.hasSuffix("/tuning.swift") }.count == 2, "on w, and at the end")
        #expect(summary.notices.contains { $0.text.hasPrefix("wrote the tuning of 1 box to ") })
        let text = try String(contentsOfFile: folder + "/tuning.swift", encoding: .utf8)
        #expect(text.contains("static func box3("))

        let untouched = TestSupport.temporaryFolder("untuned")
        defer { try? FileManager.default.removeItem(atPath: untouched) }
        var plain = HeadlessOptions(script: InputScript(events: [ScriptEvent(frame: 2, .key(KeyPress("w")))]), outputDirectory: untouched)
        plain.frames = 3
        let none = try HeadlessSession.run(try TestSupport.defaultPlayground(), options: plain)
        #expect(!none.filesWritten.contains { $0.hasSuffix("tuning.swift") })
    }

    // MARK: - Compiling

    /// Compiles `source` (to an object file, so every diagnostic runs) and type-checks `usage`
    /// against it, with the modules this test was built with, warnings as errors.
    static func compile(_ source: String, usage: String) throws {
        let folder = TestSupport.temporaryFolder("compile")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try source.write(toFile: folder + "/tuning.swift", atomically: true, encoding: .utf8)
        try usage.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let modules = try modulesFolder()
        let common = ["-warnings-as-errors", "-swift-version", "6", "-I", modules]
        try run(["-c", "-parse-as-library", folder + "/tuning.swift", "-o", folder + "/tuning.o"] + common)
        try run(["-typecheck", folder + "/tuning.swift", folder + "/main.swift"] + common)
    }

    /// Where SwiftPM put the modules of this build: `Modules` beside the test bundle (or the bundle's folder itself).
    static func modulesFolder() throws -> String {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while folder.path != "/" {
            for candidate in [folder.appendingPathComponent("Modules"), folder]
            where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Interactions.swiftmodule").path) {
                return candidate.path
            }
            folder.deleteLastPathComponent()
        }
        throw CompileFailure(output: "no Interactions.swiftmodule near \(executable)")
    }

    struct CompileFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { output }
    }

    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CompileFailure(output: "swiftc \(arguments.joined(separator: " ")) failed:\n\(output)")
        }
    }
}
