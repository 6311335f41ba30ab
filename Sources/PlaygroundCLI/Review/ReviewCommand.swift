// `playground review DIR`: the failures CanvasSnapshotTesting left in DIR,
// each as expected / actual / difference, to look at and accept.

import ArgumentParser
import Canvas
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
            expected, actual and difference images side by side. Keys: \
            \(ReviewSession.keyHelp). Accepting writes the actual image over the golden.
            """
    )

    @Argument(help: "The folder of failure artifacts.")
    var folder: String

    @Flag(help: "Render each failure's review to PNG instead of opening a window.")
    var headless = false

    @Option(help: "With --headless: the folder for the PNGs.")
    var out = "review-output"

    @Option(help: "With --headless: pixels per point (1 or 2).")
    var scale = 1.0

    @Flag(help: "Accept every failure's actual image as its golden, without a window.")
    var acceptAll = false

    public mutating func validate() throws {
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2, got \(scale)") }
        guard !(headless && acceptAll) else { throw ValidationError("--headless and --accept-all do not go together: choose one") }
    }

    public mutating func run() throws {
        do {
            try execute()
        } catch {
            throw _ErrorLine(message: error.description)
        }
    }

    func execute() throws(PlaygroundError) {
        let review = try ReviewSession.open(folder: folder)
        for warning in review.warnings { _say("playground: skipped \(warning)") }
        if acceptAll {
            let notices = review.acceptAll()
            for notice in notices { _say(notice.text) }
            let refused = notices.filter(\.isError).count
            if refused > 0 { throw .file("\(refused) of \(notices.count) failures were not accepted (see above)") }
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
        for item in review.items {
            _say(
                "\(item.artifact.test): " + (item.differingPixels == 1 ? "1 pixel differs" : "\(item.differingPixels) pixels differ")
                    + (item.problems.isEmpty ? "" : "; " + item.problems.joined(separator: "; ")))
        }
        let result = try review.writeReviews(to: out, font: font)
        _say("wrote \(result.written.count) files to \(out):")
        for file in result.written { _say("  \(file)") }
        guard result.failures.isEmpty else {
            throw .file("could not write " + result.failures.map(\.description).joined(separator: "; "))
        }
    }
}
