import Canvas
import PlaygroundKit
import FileSupport

// MARK: - Headless: each failure's review as PNG, for CI artifacts and goldens

extension ReviewSession {
    /// Writes each failure's review to `folder` as PNG: the whole images
    /// side by side (`review-01-<test>.png`), and zoomed in on the
    /// differing pixels with a pixel grid (`review-01-<test>-zoomed.png`).
    ///
    /// Fails at once if the folder cannot be used; returns the paths written
    /// and what could not be written.
    ///
    /// ```swift
    /// let review = try ReviewSession.open(folder: "artifacts")
    /// let written = try review.writeReviews(to: "review-output", font: font)
    /// ```
    public func writeReviews(to folder: String, font: BitmapFont) throws(PlaygroundError) -> (written: [String], failures: [WriteFailure]) {
        if let reason = FileSystem.createDirectory(folder) {
            throw .file("\(folder): cannot use it as the output folder (\(reason))")
        }
        var written: [String] = [], failures: [WriteFailure] = []
        let shown = index, shownView = view
        rendersPicture = true
        defer { show(shown); view = shownView; rendersPicture = false }
        var framebuffer = Framebuffer(width: 1, height: 1)
        for number in items.indices {
            show(number)
            view = ReviewView()
            let name = folder + "/review-" + String(number + 1).leftPadded(to: 2) + "-" + FileSystem.slug(current.artifact.test)
            for zoomed in [false, true] {
                if zoomed { zoomOnDifferences() }
                render(into: &framebuffer, font: font)
                let path = name + (zoomed ? "-zoomed.png" : ".png")
                do {
                    if let reason = FileSystem.write(try framebuffer.pngData(), to: path) {
                        failures.append(WriteFailure(path: path, reason: reason))
                    } else {
                        written.append(path)
                    }
                } catch {
                    failures.append(WriteFailure(path: path, reason: "\(error)"))
                }
            }
        }
        return (written, failures)
    }

    /// Zooms in on the differing pixels: the largest zoom level (2× to 16×)
    /// at which they fit in a pane with a margin, centred on them; from 8×
    /// on, a grid separates the pixels.
    package func zoomOnDifferences() {
        guard let bounds = current.bounds else { return }
        let pane = layout.panes[0]
        let room = Double(min(pane.width, pane.height)) * 0.9
        let side = Double(max(bounds.width, bounds.height))
        let level = ReviewView.zoomLevels.filter { $0 >= 2 && $0 <= 16 }.last { side * $0 <= room } ?? 2
        view.zoom = level
        view.centerX = Double(bounds.x) + Double(bounds.width) / 2
        view.centerY = Double(bounds.y) + Double(bounds.height) / 2
    }
}
