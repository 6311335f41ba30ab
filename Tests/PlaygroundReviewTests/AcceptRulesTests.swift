import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport
import Testing

/// Accepting only what is yours: hostile artifact sets (a `..` path, a symbolic
/// link out of the package, an actual image of the wrong size or not a PNG)
/// change no file anywhere, with accept-all or from the window, and each is
/// refused in one line that names why.
@Suite("Accepting only into your own package")
struct AcceptRulesTests {
    /// Every file, folder and link under `root`, with each file's bytes and each link's target.
    static func tree(_ root: String) -> [String: String] {
        var entries: [String: String] = [:]
        let manager = FileManager.default
        for relative in (manager.subpaths(atPath: root) ?? []) {
            let path = root + "/" + relative
            if let target = try? manager.destinationOfSymbolicLink(atPath: path) {
                entries[relative] = "link → " + target
            } else if let data = manager.contents(atPath: path) {
                entries[relative] = "file \(data.count) bytes \(data.hashValue)"
            } else {
                entries[relative] = "folder"
            }
        }
        return entries
    }

    /// A fixture with a PNG outside the package that a hostile artifact aims at.
    static func fixture(_ name: String = #function) throws -> (ReviewFixture, victim: String) {
        let fixture = try ReviewFixture(name)
        let outside = fixture.root + "/outside"
        try FileManager.default.createDirectory(atPath: outside + "/__Snapshots__", withIntermediateDirectories: true)
        let victim = outside + "/__Snapshots__/victim.png"
        try ReviewFixture.card().writePNG(toFile: victim)
        return (fixture, victim)
    }

    /// Opens the review, accepts every failure from the window (`a` on each) and with accept-all;
    /// expects every notice refused in one line containing `reason`, and no file changed anywhere.
    static func expectRefused(_ fixture: ReviewFixture, because reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = tree(fixture.root)
        let review = try fixture.open()
        var notices: [Notice] = []
        for _ in review.items {
            review.handle(.key(KeyPress("a")))
            notices.append(try #require(review.status))
            review.handle(.key(KeyPress("n")))
        }
        notices += review.acceptAll()
        #expect(!notices.isEmpty, sourceLocation: sourceLocation)
        for notice in notices {
            #expect(notice.isError && notice.text.contains(reason), "\(notice.text)", sourceLocation: sourceLocation)
            #expect(!notice.text.contains("\n"), sourceLocation: sourceLocation)
        }
        #expect(review.items.allSatisfy { !$0.isAccepted }, sourceLocation: sourceLocation)
        #expect(tree(fixture.root) == before, "no file changed anywhere", sourceLocation: sourceLocation)
    }

    @Test("A golden path with a .. segment is refused, though it ends in .png and passes through __Snapshots__")
    func dotDot() throws {
        let (fixture, victim) = try Self.fixture()
        defer { fixture.remove() }
        try fixture.addFailure("climb", golden: fixture.goldens + "/../../../outside/__Snapshots__/victim.png")
        try Self.expectRefused(fixture, because: "has a \"..\" segment")
        #expect(try Framebuffer(contentsOfPNGFile: victim) == ReviewFixture.card())
    }

    @Test("A goldenInPackage with a .. segment is refused too")
    func dotDotInPackage() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try fixture.addFailure("climb", version: 2, golden: "/ci/machine/Tests/__Snapshots__/T/climb.1.png", extra: #", "goldenInPackage": "__Snapshots__/../../outside/__Snapshots__/victim.png""#)
        try Self.expectRefused(fixture, because: "goldenInPackage __Snapshots__/../../outside/__Snapshots__/victim.png has a \"..\" segment")
    }

    @Test("A golden in a folder that is a symbolic link out of the package is refused")
    func folderLinkOut() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.package + "/__Snapshots__/Linked", withDestinationPath: fixture.root + "/outside/__Snapshots__")
        try fixture.addFailure("linked", golden: fixture.package + "/__Snapshots__/Linked/victim.png")
        try Self.expectRefused(fixture, because: "leads out of \(fixture.package) through a symbolic link")
    }

    @Test("A golden that is itself a symbolic link is refused, wherever it points")
    func fileLink() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.goldens + "/link.1.png", withDestinationPath: fixture.root + "/outside/__Snapshots__/victim.png")
        try fixture.addFailure("link", goldenExists: false)
        try Self.expectRefused(fixture, because: "is a symbolic link; accepting writes over regular files only")
    }

    @Test("A __Snapshots__ folder that is a link to a folder of the package that is not one is refused")
    func snapshotsLinkElsewhere() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(atPath: fixture.package + "/Sources/Cards", withIntermediateDirectories: true)
        try ReviewFixture.card().writePNG(toFile: fixture.package + "/Sources/Cards/source.1.png")
        try FileManager.default.createDirectory(atPath: fixture.package + "/Tests", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.package + "/Tests/__Snapshots__", withDestinationPath: fixture.package + "/Sources")
        try fixture.addFailure("source", golden: fixture.package + "/Tests/__Snapshots__/Cards/source.1.png")
        try Self.expectRefused(fixture, because: "is not in a __Snapshots__ folder once links are resolved")
    }

    @Test("A golden outside the package, in a __Snapshots__ folder of its own, is refused")
    func outsideThePackage() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try fixture.addFailure("elsewhere", golden: fixture.root + "/outside/__Snapshots__/victim.png")
        try Self.expectRefused(fixture, because: "is outside \(fixture.package)")
    }

    @Test("An actual image of another size than the artifact states is refused")
    func wrongSize() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        try Framebuffer(width: 12, height: 4, fill: .white).writePNG(toFile: fixture.artifacts + "/Cards/card.1.png")
        try Self.expectRefused(fixture, because: "is 12×4, but the artifact says 96×60")
    }

    @Test("An actual image that is not a PNG is refused")
    func notAPNG() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        try "#!/bin/sh\necho owned\n".write(toFile: fixture.artifacts + "/Cards/card.1.png", atomically: true, encoding: .utf8)
        try Self.expectRefused(fixture, because: "is not a PNG")
    }

    @Test("An actual image that is a symbolic link (to a PNG elsewhere) is refused")
    func actualLink() throws {
        let (fixture, victim) = try Self.fixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        try FileManager.default.removeItem(atPath: fixture.artifacts + "/Cards/card.1.png")
        try FileManager.default.createSymbolicLink(atPath: fixture.artifacts + "/Cards/card.1.png", withDestinationPath: victim)
        try Self.expectRefused(fixture, because: "is a symbolic link")
    }

    @Test("An actual image that is a FIFO is refused, and neither the review nor accepting waits on it")
    func actualFIFO() throws {
        let (fixture, _) = try Self.fixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        try FileManager.default.removeItem(atPath: fixture.artifacts + "/Cards/card.1.png")
        #expect(mkfifo(fixture.artifacts + "/Cards/card.1.png", 0o644) == 0)
        try Self.expectRefused(fixture, because: "is a FIFO")
    }

    @Test("Without a package around the working directory or --root, nothing is accepted")
    func noRoot() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("card")
        let before = Self.tree(fixture.root)
        let review = try ReviewSession.open(folder: fixture.artifacts, root: nil)
        let notice = review.accept()
        #expect(notice.isError && notice.text.contains("there is no package here"), "\(notice.text)")
        #expect(Self.tree(fixture.root) == before)
    }

    @Test("An artifact from another machine is accepted into this package by its path in its package")
    func fromAnotherMachine() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try ReviewFixture.card().writePNG(toFile: fixture.goldens + "/card.1.png")
        try fixture.addFailure(
            "card", version: 2, golden: "/__w/app/app/__Snapshots__/Cards/card.1.png", extra: #", "goldenInPackage": "__Snapshots__/Cards/card.1.png""#)
        let review = try fixture.open()
        let notice = review.accept()
        #expect(!notice.isError, "\(notice.text)")
        #expect(try Framebuffer(contentsOfPNGFile: fixture.goldens + "/card.1.png") == ReviewFixture.card(shifted: true))
    }

    @Test("A package reached through a symbolic link (as the compiler saw the test's path) accepts its goldens by either path")
    func packageThroughALink() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let linked = fixture.root + "/linked"
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: fixture.package)
        try ReviewFixture.card().writePNG(toFile: fixture.goldens + "/card.1.png")
        try fixture.addFailure("card", golden: linked + "/__Snapshots__/Cards/card.1.png")
        let root = try #require(AcceptRoot.package(containing: linked + "/__Snapshots__"))
        #expect(root.path == linked && !root.isExplicit)
        let review = try ReviewSession.open(folder: fixture.artifacts, root: root)
        let notice = review.accept()
        #expect(!notice.isError, "\(notice.text)")
        #expect(try Framebuffer(contentsOfPNGFile: fixture.goldens + "/card.1.png") == ReviewFixture.card(shifted: true))
    }

    @Test("Accepting one failure by the name the report prints writes that one only")
    func acceptOneByName() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("one")
        try fixture.addFailure("two")
        let review = try fixture.open()
        #expect(review.identifier(of: 1) == "Cards/two.1")
        #expect(review.acceptCommand(for: 1) == "swift run playground review \(fixture.artifacts) --accept Cards/two.1")
        #expect(review.indices(named: "Cards/two.1") == [1] && review.indices(named: "Cards/two.1.json") == [1])
        #expect(review.indices(named: "two()") == [1] && review.indices(named: "nothing").isEmpty)
        review.show(1)
        #expect(!review.accept().isError)
        #expect(try Framebuffer(contentsOfPNGFile: fixture.goldens + "/one.1.png") == ReviewFixture.card())
        #expect(try Framebuffer(contentsOfPNGFile: fixture.goldens + "/two.1.png") == ReviewFixture.card(shifted: true))
    }
}
