import Canvas
import PlaygroundKit

// MARK: - One failure: title and figures, the images, the compare view, the motion, the paths

extension ReviewReport {
    /// How many failures' images load with the page rather than when they near the screen: the ones on it.
    static let eagerFailures = 2

    /// Failure `index`'s section, the number of images it embeds and its problems; its images are read here and let go after.
    static func failure(_ review: ReviewSession, _ index: Int) -> (html: String, images: Int, problems: [String]) {
        let test = _HTML.text(review.items[index].artifact.test)
        let images = Self.images(of: review, index)
        let item = images.item
        let number = index + 1
        var embedded = 0
        var html = "<section class=\"failure\(item.isAccepted ? " accepted" : "")\" id=\"f\(number)\" tabindex=\"-1\">\n"
        let file = (item.artifact.golden ?? item.artifact.goldenInPackage).map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) }
        html += "<h2><span class=\"n\">\(number) / \(review.items.count)</span>\(test)"
        html += file.map { "<span class=\"file\"> — \(_HTML.text($0))</span>" } ?? ""
        html += "</h2>\n<p class=\"stats\">\(_HTML.text(item.statistics))</p>\n"
        if !item.problems.isEmpty {
            html += "<ul class=\"problems\">\n" + item.problems.map { "<li>\(_HTML.text($0))</li>\n" }.joined() + "</ul>\n"
        }

        if item.artifact.isMotion {
            let (motion, count) = motionSection(item, test: test, filmstrips: (images.expected, images.actual))
            html += motion
            embedded += count
            return (html + paths(review, item, index) + "</section>\n", embedded, item.problems)
        }

        // Expected, actual and difference side by side.
        let figures: [(name: String, caption: String, image: (bytes: [UInt8], size: ReviewItem.ImageSize)?, missing: String)] = [
            ("expected", item.expectedCaption, images.expected, "no expected image"),
            ("actual", "actual", images.actual, "no actual image"),
            ("difference", "difference (red = differs)", images.difference, "no difference: an image is missing"),
        ]
        html += "<h3>Images</h3>\n<div class=\"row images\">\n"
        for figure in figures {
            html += "<figure><figcaption>\(_HTML.text(figure.caption))</figcaption><div class=\"frame\">"
            if let image = figure.image {
                embedded += 1
                // The first failures' images load as the page is read, before its script runs; the others when they near the screen.
                let source = index < eagerFailures ? "src" : "data-src"
                html += "<img data-name=\"\(figure.name)\" \(source)=\"\(_HTML.pngDataURI(image.bytes))\" width=\"\(image.size.width)\" height=\"\(image.size.height)\""
                html += " decoding=\"async\" alt=\"\(figure.name) image of \(test)\">"
            } else {
                html += "<div class=\"missing\">\(_HTML.text(figure.missing))</div>"
            }
            html += "</div></figure>\n"
        }
        html += "</div>\n"

        // The compare view: both images in one place, swiped or flickered, zoomed to the differences.
        if let expected = images.expected?.size, let actual = images.actual?.size {
            let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
            let bounds = item.bounds.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? ""
            html += "<h3>Compare <span class=\"what\">swipe, flicker, zoom to the differences (nearest pixel, a grid from 8×)</span></h3>\n"
            html += "<div class=\"compare\" data-width=\"\(width)\" data-height=\"\(height)\" data-bounds=\"\(bounds)\">"
            html += "<div class=\"layer exp\"><img data-from=\"expected\" width=\"\(expected.width)\" height=\"\(expected.height)\" alt=\"expected\"></div>"
            html += "<div class=\"layer act\"><img data-from=\"actual\" width=\"\(actual.width)\" height=\"\(actual.height)\" alt=\"actual\"></div>"
            html += "<div class=\"box\"></div><div class=\"grid\"></div><div class=\"handle\"></div>"
            html += "<span class=\"side left\">actual</span><span class=\"side right\">expected</span><span class=\"flick\"></span></div>\n"
            html += "<div class=\"tools\"><label>swipe <input class=\"swipe\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"swipe between actual and expected\"></label>"
            html += "<button type=\"button\" data-act=\"flicker\" aria-pressed=\"false\">Flicker <kbd>f</kbd></button>"
            html += "<button type=\"button\" data-act=\"zoom-in\">Zoom in <kbd>+</kbd></button><button type=\"button\" data-act=\"zoom-out\">Out <kbd>-</kbd></button>"
            html += "<button type=\"button\" data-act=\"fit\">Fit <kbd>0</kbd></button><span class=\"zoomtext\"></span><span class=\"readout\"></span></div>\n"
        }

        // The motion that led to it.
        if let context = item.artifact.context {
            html += "<h3>Motion <span class=\"what\">\(_HTML.text(item.motionCaption ?? ""))</span></h3>\n<div class=\"row motion\">\n"
            html += "<figure><figcaption>the frames before the golden one</figcaption><div class=\"frame\">"
            if let clip = item.clip, let path = context.clip, let bytes = try? _ArtifactFile.read(path).get(), _HTML.isPNG(bytes) {
                embedded += 1
                let numbers = (0..<clip.frameCount).map { String(item.clipFrameNumber($0) ?? $0 + 1) }.joined(separator: " ")
                html += "<img class=\"clip\" data-src=\"\(_HTML.pngDataURI(bytes))\" data-frames=\"\(numbers)\" width=\"\(clip.width)\" height=\"\(clip.height)\""
                html += " decoding=\"async\" alt=\"the frames before the golden one, playing\">"
            } else {
                html += "<div class=\"missing\">\(context.clip == nil ? "no clip was kept" : "the clip cannot be read")</div>"
            }
            let playing = item.clip.map { "\($0.frameCount) frames, playing in a loop · , . step them" } ?? ""
            html += "</div><div class=\"clipinfo\" data-playing=\"\(_HTML.text(playing))\">\(_HTML.text(playing))</div></figure>\n"
            html += "<figure><figcaption>\(_HTML.text(item.expectedCaption))</figcaption><div class=\"frame\">"
            if let expected = images.expected?.size {
                html += "<img data-from=\"expected\" width=\"\(expected.width)\" height=\"\(expected.height)\" alt=\"expected image of \(test)\">"
            } else {
                html += "<div class=\"missing\">no expected image</div>"
            }
            html += "</div></figure>\n<div>" + stateTable(item, context) + "</div>\n</div>\n"
        }

        return (html + paths(review, item, index) + "</section>\n", embedded, item.problems)
    }

    /// Where the golden is, and the command that accepts it (or why it cannot be accepted here).
    static func paths(_ review: ReviewSession, _ item: ReviewItem, _ index: Int) -> String {
        var html = "<div class=\"paths\"><span class=\"label\">golden</span><code>\(_HTML.text(item.goldenPath))</code><span></span>"
        if let refusal = item.acceptRefusal {
            html += "<span class=\"label\">accept</span><span class=\"refused\">cannot be accepted here: \(_HTML.text(refusal))</span><span></span>"
        } else {
            html += "<span class=\"label\">accept</span><code class=\"accept\">\(_HTML.text(review.acceptCommand(for: index)))</code>"
            html += "<button type=\"button\" data-act=\"copy\">Copy</button>"
        }
        return html + "</div>\n"
    }

    /// A failed motion golden: its curves (inline SVG, the first difference marked), the failure's
    /// text, and the golden's and the test's filmstrips side by side; returns the HTML and how many images it embeds.
    static func motionSection(
        _ item: ReviewItem, test: String, filmstrips: (expected: (bytes: [UInt8], size: ReviewItem.ImageSize)?, actual: (bytes: [UInt8], size: ReviewItem.ImageSize)?)
    ) -> (String, Int) {
        var html = "<h3>Curves <span class=\"what\">expected (grey) and actual (blue) over the frames; the first difference marked (orange)</span></h3>\n"
        if let curves = item.curves, !curves.plots.isEmpty {
            html += "<div class=\"curves-row\">" + curves.svg() + "</div>\n"
            if curves.omitted > 0 { html += "<p class=\"stats\">and \(curves.omitted) more propert\(curves.omitted == 1 ? "y" : "ies") (see the failure below)</p>\n" }
        } else {
            html += "<div class=\"missing\">no curves: \(item.motionDifference?.matches == true ? "the motion matches its golden" : "a series cannot be read")</div>\n"
        }
        if let message = item.artifact.motion?.message, !message.isEmpty {
            html += "<pre class=\"motion-message\">\(_HTML.text(message))</pre>\n"
        }
        var embedded = 0
        html += "<h3>Filmstrips <span class=\"what\">a few frames of the scene, for people: never compared</span></h3>\n<div class=\"row filmstrips\">\n"
        for (name, caption, strip) in [("expected", item.expectedCaption, filmstrips.expected), ("actual", "actual", filmstrips.actual)] {
            html += "<figure><figcaption>\(_HTML.text(caption))</figcaption><div class=\"frame\">"
            if let strip {
                embedded += 1
                html += "<img data-name=\"\(name)\" src=\"\(_HTML.pngDataURI(strip.bytes))\" width=\"\(strip.size.width)\" height=\"\(strip.size.height)\""
                html += " decoding=\"async\" alt=\"\(name) filmstrip of \(test)\">"
            } else {
                html += "<div class=\"missing\">no filmstrip</div>"
            }
            html += "</div></figure>\n"
        }
        return (html + "</div>\n", embedded)
    }

    /// The images to embed, read as little as possible: the files as they are, and the artifact's own
    /// figures and difference image when the expected image is the very one the test compared (the
    /// artifact's copy, or a golden still byte for byte that copy); else the images decoded and compared
    /// again, as the window does. Every image embedded is a PNG whose header was read, from a regular
    /// file (never through a symbolic link, never a FIFO or device: see `_ArtifactFile`).
    static func images(of review: ReviewSession, _ index: Int) -> (
        item: ReviewItem, expected: (bytes: [UInt8], size: ReviewItem.ImageSize)?, actual: (bytes: [UInt8], size: ReviewItem.ImageSize)?,
        difference: (bytes: [UInt8], size: ReviewItem.ImageSize)?
    ) {
        var item = review.items[index]
        let artifact = item.artifact
        let expectedPath: String? =
            switch item.expectedSource {
            case .golden(let path), .copy(let path): path
            case .none: nil
            }
        func png(_ path: String?) -> (bytes: [UInt8], size: ReviewItem.ImageSize)? {
            guard let path, let bytes = try? _ArtifactFile.read(path).get(), let size = _HTML.pngSize(bytes) else { return nil }
            return (bytes, size)
        }
        let expected = png(expectedPath), actual = png(artifact.actual)
        let compared = expectedPath == artifact.expectedCopy || (expected != nil && artifact.expectedCopy.flatMap { try? _ArtifactFile.read($0).get() } == expected?.bytes)
        if let expected, let actual, compared, let difference = png(artifact.differenceImage) {
            item.expectedSize = expected.size
            item.actualSize = actual.size
            if expected.size != actual.size {
                item.problems.append("the images differ in size: the golden is \(expected.size), the actual image \(actual.size)")
            }
            item.loadClip()
            return (item, expected, actual, difference)
        }
        item = review.loadedItem(index)
        func encoded(_ image: Framebuffer?) -> (bytes: [UInt8], size: ReviewItem.ImageSize)? {
            guard let image, let bytes = try? image.pngData() else { return nil }
            return (bytes, ReviewItem.ImageSize(width: image.width, height: image.height))
        }
        return (
            item, item.expected == nil ? nil : expected ?? encoded(item.expected), item.actual == nil ? nil : actual ?? encoded(item.actual),
            encoded(item.differenceImage)
        )
    }

    static func stateTable(_ item: ReviewItem, _ context: SnapshotArtifact.Context) -> String {
        let expectations = item.state.contains { $0.expected != nil }
        let differing = item.state.filter(\.differs).count
        var caption = "at frame \(context.frame), as the test saw it"
        if expectations { caption += differing == 0 ? " · as the test expects" : " · \(differing) not as the test expects" }
        var html = "<table class=\"state\"><caption>\(_HTML.text(caption))</caption>"
        html += "<thead><tr><th></th><th>name</th><th>at frame \(context.frame)</th>\(expectations ? "<th>expected</th>" : "")</tr></thead><tbody>"
        for value in item.state {
            let kind = value.differs ? "differs" : value.expected == nil ? "" : "same"
            html += "<tr class=\"\(kind)\"><td class=\"group\">\(_HTML.text(value.group))</td><td>\(_HTML.text(value.name))</td>"
            html += "<td class=\"now\">\(_HTML.text(value.value ?? "absent"))</td>"
            if expectations { html += "<td>\(_HTML.text(value.expected ?? "—"))</td>" }
            html += "</tr>"
        }
        html += "</tbody></table>"
        if !context.notes.isEmpty {
            html += "<ul class=\"notes\">" + context.notes.map { "<li>\(_HTML.text($0))</li>" }.joined() + "</ul>"
        }
        return html
    }
}
