import Canvas
import FoundationEssentials
import PlaygroundKit

/// `playground review`: a folder of failed golden-image comparisons, one
/// shown at a time, each to be looked at and perhaps accepted.
///
/// ``open(folder:)`` reads every CanvasSnapshotTesting artifact (`*.json`) in
/// the folder and its subfolders. The session keeps which failure is shown
/// (``index``), how it is shown (``view``: side by side, flicker or onion
/// skin, zoom and position, the pointer), and draws it with
/// ``render(into:font:)``; input arrives as ``InputEvent``s
/// (``handle(_:)``), so the window and a test drive it the same way, and
/// nothing but input decides what is drawn. ``accept()`` writes the actual
/// image over the golden the artifact names.
///
/// ```swift
/// let review = try ReviewSession.open(folder: "/tmp/artifacts")
/// review.resize(to: Viewport(width: 1280, height: 720))
/// var frame = Framebuffer(width: 1, height: 1)
/// review.render(into: &frame, font: font)
/// review.handle(.key(KeyPress("a")))   // accept the failure on show
/// ```
public final class ReviewSession {
    /// The failures, sorted by their artifact's path.
    public private(set) var items: [ReviewItem]
    /// The failure on show.
    public private(set) var index = 0
    /// How it is shown.
    public var view = ReviewView()
    /// The window's size in points and its pixels per point.
    public private(set) var viewport = Viewport(width: 1280, height: 720)
    /// The last thing that happened (accepted, or why not), shown in the footer.
    public private(set) var status: Notice?
    /// Artifacts that could not be read, one line each; the others are reviewed.
    public private(set) var warnings: [String]
    /// What a pointer drag in progress is doing.
    var drag: ReviewDrag?

    /// Reviews `items` (already loaded).
    public init(items: [ReviewItem], warnings: [String] = []) {
        self.items = items
        self.warnings = warnings
    }

    /// Reads every artifact in `folder` and its subfolders.
    ///
    /// Fails with one line when the folder is missing or holds no artifact.
    public static func open(folder: String) throws(PlaygroundError) -> ReviewSession {
        var isDirectory = false
        guard FileSystem.exists(folder, isDirectory: &isDirectory), isDirectory else {
            throw .file("\(folder): no such folder (run the failing tests with SNAPSHOT_ARTIFACTS=\(folder), or give the folder their failure message names)")
        }
        var items: [ReviewItem] = [], warnings: [String] = []
        for path in artifactFiles(in: folder) {
            guard let bytes = FileSystem.read(path) else {
                warnings.append("\(path): cannot read it (\(FileSystem.lastError))")
                continue
            }
            do {
                items.append(ReviewItem(artifact: try SnapshotArtifact(json: bytes, path: path)))
            } catch {
                warnings.append(error.description)
            }
        }
        guard !items.isEmpty else {
            let why = warnings.first.map { "; \($0)" } ?? ""
            throw .file("\(folder): no failed snapshots to review (no CanvasSnapshotTesting artifact in it or its subfolders)\(why)")
        }
        return ReviewSession(items: items, warnings: warnings)
    }

    /// `*.json` files in `folder` and one level below, sorted.
    static func artifactFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".json") {
                found.append(path)
            } else if let inner = try? manager.contentsOfDirectory(atPath: path) {
                found += inner.sorted().filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { path + "/" + $0 }
            }
        }
        return found
    }

    /// The failure on show.
    public var current: ReviewItem { items[index] }

    // MARK: - Moving and sizing

    /// Shows the next failure (`forward`) or the previous one, wrapping around; the view starts afresh.
    public func move(forward: Bool) {
        index = (index + (forward ? 1 : items.count - 1)) % items.count
        view.resetPosition()
    }

    /// Shows failure `index` (clamped).
    public func show(_ index: Int) {
        self.index = min(max(index, 0), items.count - 1)
        view.resetPosition()
    }

    /// Follows the window's size.
    public func resize(to viewport: Viewport) {
        self.viewport = viewport
    }

    // MARK: - Accepting

    /// Writes the failure's actual image over its golden, whole or not at
    /// all, and removes the artifact's JSON so the failure is not reviewed
    /// again; returns (and shows) what happened.
    @discardableResult
    public func accept() -> Notice {
        let notice = Self.accept(&items[index])
        status = notice
        return notice
    }

    /// Accepts every failure not yet accepted; returns what happened to each.
    public func acceptAll() -> [Notice] {
        items.indices.filter { !items[$0].isAccepted }.map { Self.accept(&items[$0]) }
    }

    static func accept(_ item: inout ReviewItem) -> Notice {
        guard !item.isAccepted else { return Notice("\(item.artifact.test): already accepted") }
        guard let golden = item.artifact.golden else {
            return Notice("\(item.artifact.test): not accepted: the artifact names no golden", isError: true)
        }
        guard FileSystem.exists(golden) else {
            return Notice("\(item.artifact.test): not accepted: the golden \(golden) no longer exists", isError: true)
        }
        guard let bytes = FileSystem.read(item.artifact.actual) else {
            return Notice("\(item.artifact.test): not accepted: cannot read \(item.artifact.actual) (\(FileSystem.lastError))", isError: true)
        }
        let temporary = golden + ".accepting"
        if let reason = FileSystem.write(bytes, to: temporary) ?? FileSystem.move(temporary, to: golden) {
            FileSystem.remove(temporary)
            return Notice("\(item.artifact.test): not accepted: cannot write \(golden) (\(reason))", isError: true)
        }
        FileSystem.remove(item.artifact.path)
        item.isAccepted = true
        return Notice("accepted \(item.artifact.test): \(golden) now holds the actual image")
    }

    /// Shows `notice` in the footer.
    func post(_ notice: Notice) {
        status = notice
    }
}
