// `playground review DIR`: the failures CanvasSnapshotTesting left in DIR,
// each as expected / actual / difference, to look at and accept.

import ArgumentParser
import Canvas
import FoundationEssentials
import PlaygroundHost
import PlaygroundKit
import PlaygroundReview

public struct ReviewCommand: ParsableCommand {
    /// Creates the command with every option at its default.
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review failed golden-image tests and accept new goldens.",
        discussion: """
            DIR is where the failing tests left their artifacts: $SNAPSHOT_ARTIFACTS, \
            or the folder a failure message names. The window shows each failure's \
            expected, actual and difference images side by side, and for a golden \
            from a replay the frames that led to it and the state at it. Keys: \
            \(ReviewSession.keyHelp). --html writes the same as one self-contained \
            page. Accepting writes the actual image over the golden, only into a \
            __Snapshots__ folder of the package the command runs in (or of --root), \
            and only a PNG of the size the artifact states; anything else is refused \
            in one line and nothing is written.
            """
    )

    @Argument(help: "The folder of failure artifacts.")
    var folder: String

    @Flag(help: "Render each failure's review to PNG instead of opening a window.")
    var headless = false

    @Option(help: "With --headless: the folder for the PNGs (default: review/ in DIR, beside the failures they show).")
    var out: String?

    @Option(help: "With --headless: pixels per point (1 or 2).")
    var scale = 1.0

    @Option(help: ArgumentHelp("Write every failure to one self-contained HTML file instead of opening a window.", valueName: "file"))
    var html: String?

    @Flag(help: "Accept every failure's actual image as its golden, without a window.")
    var acceptAll = false

    @Option(help: ArgumentHelp("Accept one failure, named by its artifact's path in DIR (as the HTML report prints it) or its test's name.", valueName: "failure"))
    var accept: String?

    @Option(help: ArgumentHelp("Accept into this folder's __Snapshots__ folders (default: the package around the working directory).", valueName: "dir"))
    var root: String?

    public mutating func validate() throws {
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2, got \(scale)") }
        let actions = [headless ? "--headless" : nil, html.map { _ in "--html" }, acceptAll ? "--accept-all" : nil, accept.map { _ in "--accept" }].compactMap { $0 }
        guard actions.count <= 1 else { throw ValidationError("\(actions.joined(separator: " and ")) do not go together: choose one") }
        // The window and the report have no folder of pictures or pixel scale of their own to set: refused, not dropped.
        if !headless, out != nil { throw ValidationError("--out names the folder of --headless's pictures: add --headless") }
        if !headless, scale != 1 { throw ValidationError("--scale sets --headless's pixels per point: add --headless") }
    }

    public mutating func run() throws {
        try _ErrorLine.reporting(execute)
    }

    func execute() throws(PlaygroundError) {
        let acceptRoot = try root.map { path throws(PlaygroundError) in try AcceptRoot(explicit: path) }
        let opened = try ReviewSession.open(
            folder: folder, root: acceptRoot ?? AcceptRoot.package(containing: FileManager.default.currentDirectoryPath))
        // Other tools' JSON files in the folder are passed over quietly, here and in the window's header.
        let warnings = ReviewWarnings.relevant(opened.warnings)
        let review = ReviewSession(items: opened.items, warnings: warnings, folder: opened.folder, root: opened.root)
        for warning in warnings { _say("playground: skipped \(warning)") }
        if acceptAll {
            let notices = review.acceptAll()
            for notice in notices { _say(notice.text) }
            let refused = notices.filter(\.isError).count
            if refused > 0 { throw .file("\(refused) of \(notices.count) failures were not accepted (see above)") }
            return
        }
        if let accept {
            let matches = review.indices(named: accept)
            guard matches.count == 1, let index = matches.first else {
                if matches.isEmpty { throw .usage("\(accept): no failure in \(folder) by that name (give the artifact's path in \(folder), as the HTML report prints it)") }
                throw .usage("\(accept) names \(matches.count) failures (\(matches.map { review.identifier(of: $0) }.joined(separator: ", "))): give one's path in \(folder)")
            }
            review.show(index)
            let notice = review.accept()
            _say(notice.text)
            if notice.isError { throw .file("1 failure was not accepted (see above)") }
            return
        }
        if let html {
            let written = try ReviewReport.write(review, to: html)
            for problem in written.problems { _say("playground: \(problem)") }
            let count = written.failures
            _say("wrote \(html): \(count) failure\(count == 1 ? "" : "s"), \(written.images) images, \(written.bytes) bytes")
            return
        }
        let font = try Assets.locate().loadFont()
        if headless { return try renderHeadless(review, font: font) }
        do {
            try ReviewWindow.run(review, font: font)
            let accepted = review.items.filter(\.isAccepted).count
            let count = review.items.count
            _say("reviewed \(count) failure\(count == 1 ? "" : "s"); accepted \(accepted)")
        } catch .display(let reason) {
            _say("\(reason); rendering the review headless instead")
            try renderHeadless(review, font: font)
        }
    }

    func renderHeadless(_ review: ReviewSession, font: BitmapFont) throws(PlaygroundError) {
        review.resize(to: Viewport(width: 1280, height: 720, scale: scale))
        for index in review.items.indices {
            let item = review.loadedItem(index)
            _say(
                "\(item.artifact.test): " + (item.differingPixels == 1 ? "1 pixel differs" : "\(item.differingPixels) pixels differ")
                    + (item.problems.isEmpty ? "" : "; " + item.problems.joined(separator: "; ")))
        }
        // Beside the failures by default, not in the working directory (a package's own folder).
        let out = self.out ?? folder + "/review"
        let result = try review.writeReviews(to: out, font: font)
        _say("wrote \(result.written.count) files to \(out):")
        for file in result.written { _say("  \(file)") }
        guard result.failures.isEmpty else {
            throw .file("could not write " + result.failures.map(\.description).joined(separator: "; "))
        }
    }
}
