import Canvas
import FoundationEssentials
import PlaygroundKit
import FileSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `playground review DIR --html FILE`: every failure of a review in one
/// self-contained HTML file, for CI artifacts and for people without the
/// package.
///
/// The page holds everything it shows: the images as `data:` URIs, its one
/// style sheet and one script inline (`Assets/Review/report.css` and
/// `report.js`), no font, no link, no request. A Content-Security-Policy
/// allows only those two, by a nonce made for the page, and images from
/// `data:`. Whatever an artifact supplies (test names, paths, messages, the
/// state's names and values) is escaped as text.
///
/// It shows what the review window shows, in the same order: a header (how
/// many failures, in which tests), then for each failure its title, the
/// differing pixels' count, bounds and largest channel difference, any
/// problem; expected, actual and difference side by side, and a view to
/// compare them (a swipe slider, a flicker toggle, zoom to the differences
/// with a pixel grid, nearest-neighbour); for a failure from a replay the
/// clip of the frames before the golden one beside the expected frame, and
/// the token balance and traces at it, marking what the test did not expect;
/// then the golden's path and the command that accepts it. The window's keys
/// work: `n`/`p`, `f`, `+`/`-`, `0`, `,`/`.` and `m` for the clip.
///
/// Images are decoded only when their failure comes near the screen, and the
/// file is written one failure at a time (each failure's images are read,
/// embedded and let go), so 200 failures of 1280×720 stay quick to write and
/// to open.
///
/// ```swift
/// let review = try ReviewSession.open(folder: "artifacts")
/// let written = try ReviewReport.write(review, to: "report.html")
/// print(written.bytes, "bytes,", written.failures, "failures")
/// ```
public enum ReviewReport {
    /// What was written.
    public struct Written: Sendable, Hashable {
        /// The file's path.
        public var path: String
        /// Its size in bytes.
        public var bytes: Int
        /// How many failures it shows.
        public var failures: Int
        /// How many images it embeds.
        public var images: Int
        /// Each failure's problems, one line each: `test: problem`.
        public var problems: [String]
    }

    /// Where the style sheet and the script live in the assets folder.
    package static let stylePath = "Review/report.css", scriptPath = "Review/report.js"

    /// Writes the report of `review`'s failures to `path` (whole, or not at all).
    public static func write(_ review: ReviewSession, to path: String) throws(PlaygroundError) -> Written {
        let style = try asset(stylePath), script = try asset(scriptPath)
        var out: StagedFile
        do {
            out = try StagedFile(replacing: path, through: path + ".partial")
        } catch {
            throw .file("\(path): cannot write the report (\(error.reason))")
        }
        let nonce = _HTML.nonce()
        out.write(head(review, style: style, nonce: nonce))
        out.write(header(review))
        out.write("<main>\n")
        var images = 0
        var problems: [String] = []
        for index in review.items.indices {
            let (html, count, found) = failure(review, index)
            out.write(html)
            images += count
            problems += found.map { shown(review.items[index].artifact.test) + ": " + $0 }
        }
        out.write("</main>\n<footer>Written by <code>playground review --html</code>. Every image is in this file; it makes no request.</footer>\n")
        out.write("<script nonce=\"\(nonce)\">\n\(script)</script>\n</body>\n</html>\n")
        let bytes = out.bytes
        if let reason = out.commit() {
            throw .file("\(path): cannot write the report (\(reason))")
        }
        return Written(path: path, bytes: bytes, failures: review.items.count, images: images, problems: problems)
    }

    static func asset(_ relative: String) throws(PlaygroundError) -> String {
        var candidates: [Assets] = []
        if let located = try? Assets.locate() { candidates.append(located) }
        if let bundled = Assets.bundled { candidates.append(bundled) }
        for assets in candidates {
            if let bytes = FileSystem.read(assets.path(relative)) { return String(decoding: bytes, as: UTF8.self) }
        }
        throw .file("cannot find \(relative) in the playground's assets (looked in \(candidates.map(\.directory).joined(separator: ", ")))")
    }

    // MARK: - The page's head and header

    static func head(_ review: ReviewSession, style: String, nonce: String) -> String {
        let count = review.items.count
        let policy = "default-src 'none'; img-src data:; style-src 'nonce-\(nonce)'; script-src 'nonce-\(nonce)'; base-uri 'none'; form-action 'none'"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="referrer" content="no-referrer">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(count) \(noun(review)) · playground review</title>
            <style nonce="\(nonce)">
            \(style)</style>
            </head>
            <body>

            """
    }

    /// `failed golden images`, `failed motion golden`, or `failed goldens` when both kinds are there.
    static func noun(_ review: ReviewSession) -> String {
        let motions = review.items.filter(\.artifact.isMotion).count
        let kind = motions == 0 ? "golden image" : motions == review.items.count ? "motion golden" : "golden"
        return "failed \(kind)" + (review.items.count == 1 ? "" : "s")
    }

    static func header(_ review: ReviewSession) -> String {
        let count = review.items.count
        let tests = Set(review.items.map { $0.artifact.test }).count
        var html = "<header class=\"top\">\n"
        html += "<h1><span class=\"count\">\(_HTML.count(count))</span> \(noun(review))</h1>\n"
        var meta = "in \(tests) test\(tests == 1 ? "" : "s") · artifacts from <code>\(_HTML.text(review.folder))</code>"
        if let root = review.root {
            meta += " · accepting into <code>\(_HTML.text(root.path))</code>"
        } else {
            meta += " · <span class=\"tag bad\">no package here: accepting is refused (pass --root)</span>"
        }
        html += "<p class=\"meta\">\(meta)</p>\n"
        html += "<table class=\"index\">\n<thead><tr><th>#</th><th>test</th><th>golden</th><th>differing pixels</th><th></th></tr></thead>\n<tbody>\n"
        for (index, item) in review.items.enumerated() {
            let golden = (item.artifact.golden ?? item.artifact.goldenInPackage).map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) } ?? "—"
            var flags = ""
            if item.artifact.context != nil { flags += "<span class=\"tag motion\">motion</span>" }
            if item.artifact.isMotion { flags += "<span class=\"tag motion\">curves</span>" }
            if !item.problems.isEmpty { flags += "<span class=\"tag bad\">\(item.problems.count) problem\(item.problems.count == 1 ? "" : "s")</span>" }
            html += "<tr data-target=\"f\(index + 1)\"><td class=\"num\">\(index + 1)</td>"
            html += "<td><a href=\"#f\(index + 1)\">\(_HTML.text(item.artifact.test))</a></td><td class=\"file\">\(_HTML.text(golden))</td>"
            html += "<td class=\"px\">\(item.artifact.isMotion ? "motion" : _HTML.count(item.artifact.differingPixels))</td><td class=\"flags\">\(flags)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        if !review.warnings.isEmpty {
            html += "<ul class=\"warnings\">\n"
            for warning in review.warnings { html += "<li>skipped \(_HTML.text(warning))</li>\n" }
            html += "</ul>\n"
        }
        let keys = [
            ("n", "p", "next / previous"), ("f", nil, "flicker"), ("[", "]", "swipe"), ("+", "-", "zoom"), ("0", nil, "fit"),
            (",", ".", "step the clip"), ("m", nil, "play it"),
        ]
        html +=
            "<p class=\"keys\">Keys, as in the review window: "
            + keys.map { first, second, what in "<kbd>\(_HTML.text(first))</kbd>" + (second.map { " <kbd>\(_HTML.text($0))</kbd>" } ?? "") + " \(what)" }
            .joined(separator: " · ") + ". Drag to pan a zoomed view.</p>\n"
        html += "</header>\n"
        return html
    }
}
