// `playground init DIR`: a new Swift package that depends on this toolkit,
// with a plan and performer of its own (Breathe), a scene, an executable that
// opens it, and tests that pass on the first `swift test` (the golden image
// is rendered here, by the same scene code compiled into this binary).

import ArgumentParser
import FoundationEssentials
import PlaygroundKit
import ProjectTemplate

public struct InitCommand: ParsableCommand {
    /// Creates the command with every option at its default.
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a new Swift package with a performer, a scene, a window and tests of its own.",
        discussion: """
            DIR must be new or empty. The package depends on this toolkit: by default \
            on the checkout this playground was built from, by path. Nothing is written \
            unless everything checks out.
            """
    )

    @Argument(help: ArgumentHelp("The new package's folder (new or empty).", valueName: "dir"))
    var directory: String

    @Option(help: "The package's name, a Swift identifier (default: from DIR's last component, e.g. my-motion → MyMotion).")
    var name: String?

    @Option(
        help: ArgumentHelp(
            "The toolkit to depend on: a checkout's path, or a git URL (followed on main). Default: this playground's checkout.",
            valueName: "path-or-url"))
    var toolkit: String?

    public mutating func run() throws {
        try _ErrorLine.reporting(execute)
    }

    func execute() throws(PlaygroundError) {
        let project = try NewProject(directory: directory, name: name, toolkit: try chosenToolkit())
        let assets = try Assets.locate()
        let golden = try GoldenFrameReplay.run(
            script: BreatheScene.demoScript, scene: BreatheScene.make(), frame: BreatheScene.goldenFrame
        )
        let png: [UInt8]
        do {
            png = try golden.frame.pngData()
        } catch {
            throw .file("cannot encode the golden frame as PNG (\(error))")
        }
        let files = try project.files(template: assets.path(NewProject.templatePath), golden: png)
        try project.write(files)
        _say("wrote \(project.name), a package of \(files.count) files, to \(project.directory)")
        _say("next:")
        for step in project.nextSteps { _say("  " + step) }
    }

    /// `--toolkit` as given, or the checkout this binary was built from.
    func chosenToolkit() throws(PlaygroundError) -> NewProject.Toolkit {
        if let toolkit {
            return toolkit.contains("://") || toolkit.hasPrefix("git@") ? .url(toolkit) : .path(toolkit)
        }
        // This file's path at build time, four folders below the checkout's root
        // (Sources/PlaygroundCLI/Init/InitCommand.swift): right for any clone in any folder,
        // and checked (a Package.swift must be there) in case the binary moved.
        let checkout = Self.checkoutOfThisFile(#filePath)
        guard FileManager.default.fileExists(atPath: checkout + "/Package.swift") else {
            throw .usage("the checkout this playground was built from (\(checkout)) is gone; pass --toolkit PATH-OR-URL")
        }
        return .path(checkout)
    }

    static func checkoutOfThisFile(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // InitCommand.swift, Init, PlaygroundCLI, Sources
        return parts.joined(separator: "/")
    }
}
