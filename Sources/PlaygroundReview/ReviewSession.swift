import Canvas
import FoundationEssentials
import PlaygroundKit
import FileSupport

/// `playground review`: a folder of failed golden-image comparisons, one
/// shown at a time, each to be looked at and perhaps accepted.
///
/// ``open(folder:root:)`` reads every CanvasSnapshotTesting artifact (`*.json`) in
/// the folder and its subfolders. The session keeps which failure is shown
/// (``index``), how it is shown (``view``: side by side, flicker or onion
/// skin, zoom and position, the pointer), and draws it with
/// ``render(into:font:)``; input arrives as `InputEvent`s
/// (``handle(_:)``), so the window and a test drive it the same way, and
/// nothing but input decides what is drawn. ``accept()`` writes the actual
/// image over the golden the artifact names, when ``AcceptRoot``'s rules
/// allow it: only into a `__Snapshots__` folder of the package the review
/// runs in (or of `root`).
///
/// ```swift
/// let review = try ReviewSession.open(folder: "/tmp/artifacts")
/// review.resize(to: Viewport(width: 1280, height: 720))
/// var frame = Framebuffer(width: 1, height: 1)
/// review.render(into: &frame, font: font)
/// review.handle(.key(KeyPress("a")))   // accept the failure on show
/// ```
public final class ReviewSession {
    /// The failures, sorted by their artifact's path, without their images (``current`` has them).
    public private(set) var items: [ReviewItem]
    /// The failure on show.
    public private(set) var index = 0
    /// How it is shown.
    public var view = ReviewView()
    /// The window's size in points and its pixels per point.
    public private(set) var viewport = Viewport(width: 1280, height: 720)
    /// The last thing that happened (accepted, or why not), shown in the header.
    public private(set) var status: Notice?
    /// Artifacts that could not be read, one line each; the others are reviewed.
    public private(set) var warnings: [String]
    /// The folder of artifacts, as given: accept commands name it.
    public let folder: String
    /// Where accepting may write; `nil` when there is no package here and no `--root`.
    public let root: AcceptRoot?
    /// What a pointer drag in progress is doing.
    var drag: ReviewDrag?
    /// The failure on show with its images, and the clip frame last composed.
    var loaded: (index: Int, item: ReviewItem)?
    var clipFrame: (item: Int, frame: Int, image: Framebuffer?)?
    /// Whether the review is drawn as a picture (``writeReviews(to:font:)``): its footer then names no window keys.
    var rendersPicture = false

    /// Reviews `items`, found in `folder`, accepting into `root`.
    public init(items: [ReviewItem], warnings: [String] = [], folder: String = ".", root: AcceptRoot? = nil) {
        self.items = items
        self.warnings = warnings
        self.folder = folder
        self.root = root
    }

    /// The failure on show, with its images.
    public var current: ReviewItem {
        if let loaded, loaded.index == index { return loaded.item }
        let item = items[index].loaded()
        loaded = (index, item)
        return item
    }

    /// Failure `index` with its images (read now, not kept).
    package func loadedItem(_ index: Int) -> ReviewItem {
        index == self.index ? current : items[index].loaded()
    }

    // MARK: - Naming failures

    /// How `--accept` names failure `index`: its artifact's path in ``folder``, without `.json`.
    public func identifier(of index: Int) -> String {
        let path = items[index].artifact.path
        let relative = FileSystem.path(path, relativeTo: folder) ?? path
        return relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative
    }

    /// The command that accepts failure `index`, ready to paste into a shell in the package the
    /// tests ran in: `swift run playground`, since `playground` is a product of the toolkit that
    /// package depends on, not a command on the PATH.
    package func acceptCommand(for index: Int) -> String {
        "swift run playground review \(ShellWord.quoted(folder)) --accept \(ShellWord.quoted(identifier(of: index)))"
    }

    /// The failures `name` names: an artifact's path in the folder (with or without `.json`), or a test's name.
    public func indices(named name: String) -> [Int] {
        let byPath = items.indices.filter { identifier(of: $0) == name || identifier(of: $0) + ".json" == name || items[$0].artifact.path == name }
        return byPath.isEmpty ? items.indices.filter { items[$0].artifact.test == name } : byPath
    }

    // MARK: - Moving and sizing

    /// Shows the next failure (`forward`) or the previous one, wrapping around; the view starts afresh.
    public func move(forward: Bool) {
        show((index + (forward ? 1 : items.count - 1)) % items.count)
    }

    /// Shows failure `index` (clamped).
    public func show(_ index: Int) {
        self.index = min(max(index, 0), items.count - 1)
        view.resetPosition()
        view.clipFrame = nil
        view.clipPlays = true
    }

    /// Follows the window's size.
    public func resize(to viewport: Viewport) {
        self.viewport = viewport
    }

    // MARK: - Accepting

    /// Writes the failure's actual image over its golden, whole or not at
    /// all, once every rule of ``AcceptRoot`` holds, and removes the
    /// artifact's JSON so the failure is not reviewed again; returns (and
    /// shows) what happened, in one line.
    @discardableResult
    public func accept() -> Notice {
        let notice = accept(index)
        status = notice
        return notice
    }

    /// Accepts every failure not yet accepted; returns what happened to each.
    package func acceptAll() -> [Notice] {
        items.indices.filter { !items[$0].isAccepted }.map { accept($0) }
    }

    /// Accepts failure `index`.
    func accept(_ index: Int) -> Notice {
        let item = items[index]
        let test = shown(item.artifact.test)
        guard !item.isAccepted else { return Notice("\(test): already accepted") }
        guard let root else {
            return Notice("\(test): not accepted: \(AcceptRoot.missing(from: FileManager.default.currentDirectoryPath))", isError: true)
        }
        // Checked again now: the files may have changed since the review opened.
        let golden: String
        switch root.destination(for: item.artifact) {
        case .success(let path): golden = path
        case .failure(let refusal): return Notice("\(test): not accepted: \(refusal.reason)", isError: true)
        }
        let bytes: [UInt8]
        switch AcceptRoot.checkedActual(of: item.artifact) {
        case .success(let checked): bytes = checked
        case .failure(let refusal): return Notice("\(test): not accepted: \(refusal.reason)", isError: true)
        }
        if let reason = AcceptRoot.write(bytes, over: golden) {
            return Notice("\(test): not accepted: cannot write \(shown(golden)) (\(reason))", isError: true)
        }
        if let strip = item.artifact.motion?.actualFilmstrip { Self.replaceFilmstrip(with: strip, besideGolden: golden) }
        FileSystem.remove(item.artifact.path)
        items[index].isAccepted = true
        // Read again when next shown: the expected pane shows the golden as it now is, the accepted image.
        if loaded?.index == index { loaded = nil }
        return Notice("accepted \(test): \(shown(golden)) now holds the actual \(item.artifact.isMotion ? "motion" : "image")")
    }

    /// Writes the test's filmstrip beside an accepted motion golden, when it is a PNG in a regular file:
    /// the strip is for people, so one that cannot be read leaves the old strip as it was.
    static func replaceFilmstrip(with strip: String, besideGolden golden: String) {
        guard let bytes = try? _ArtifactFile.read(strip).get(), (try? Framebuffer(pngData: bytes)) != nil else { return }
        _ = AcceptRoot.write(bytes, over: String(golden.dropLast(".motion.json".count)) + ".filmstrip.png")
    }

    /// Shows `notice` in the header.
    func post(_ notice: Notice) {
        status = notice
    }
}
