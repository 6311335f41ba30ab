import FoundationEssentials
import PlaygroundKit
import FileSupport

/// A new Swift package that depends on this toolkit: what `playground init`
/// writes.
///
/// Creating one checks everything before anything is written: the folder
/// is new or empty, the name is a Swift identifier that no module of the
/// toolkit (or of the template) already uses, and a toolkit path has a
/// `Package.swift`. ``files(template:golden:)`` fills the project template
/// (`Assets/Templates/Project`) and ``write(_:)`` writes the whole folder
/// or nothing (aside first, then renamed into place).
///
/// The package has three targets: `<Name>Kit`, a library with a plan, its
/// performer and a scene; `<Name>`, an executable that opens the scene in a
/// window; and `<Name>Tests`, a unit test of the performer on a fake clock
/// and a golden-image test of the scene, whose golden is `golden`.
///
/// ```swift
/// let project = try NewProject(directory: "/tmp/my-motion", toolkit: .path("/src/swift-motion-playground"))
/// project.name                                             // "MyMotion"
/// try project.write(project.files(template: Assets.locate().path(NewProject.templatePath), golden: png))
/// ```
public struct NewProject: Sendable {
    /// Where the package's dependency on the toolkit points.
    public enum Toolkit: Sendable, Hashable {
        /// A checkout on this machine (an absolute path).
        case path(String)
        /// A git URL, followed on its `main` branch.
        case url(String)
    }

    /// The package's folder, absolute.
    public let directory: String
    /// The package's name, also its executable's.
    public let name: String
    /// The toolkit the package depends on.
    public let toolkit: Toolkit

    /// Where the project template lives in the assets folder.
    public static let templatePath = "Templates/Project"
    /// Where the golden image goes, in the test target's folder: swift-snapshot-testing's
    /// layout for the test `replaysTheDemoToTheGoldenFrame` in `BreatheSceneTests.swift`.
    package static let goldenPath = "__Snapshots__/BreatheSceneTests/replaysTheDemoToTheGoldenFrame.1.png"

    /// Module names a new package must not reuse: the toolkit's, its
    /// dependencies', the standard ones, and the template's own types (a
    /// module named like one of its types makes that type hard to name).
    package static let reservedNames: Set<String> = [
        "Motion", "TraceKit", "MotionTracing", "MotionMath", "Interactions", "Canvas", "CPNG",
        "CanvasSnapshotTesting", "PlaygroundKit", "PlaygroundHost", "PlaygroundCLI", "CSDL2", "CSDL2Events",
        "Playground", "ProjectTemplate", "Logging", "SnapshotTesting", "InlineSnapshotTesting", "ArgumentParser",
        "ArgumentParserToolInfo", "PropertyBased", "Testing", "XCTest", "Foundation", "FoundationEssentials",
        "Glibc", "Musl", "Swift", "Dispatch", "Synchronization", "Breathe", "BreathePerformer", "BreatheScene",
    ].reduce(into: []) { $0.insert($1.lowercased()) }

    /// Checks a new project in `directory` (made absolute from the current folder).
    ///
    /// - Parameters:
    ///   - directory: the folder to write; it must be missing or empty.
    ///   - name: the package's name; by default made from the folder's last component (`my-motion` → `MyMotion`).
    ///   - toolkit: what the package depends on; a `.path` must hold a `Package.swift`.
    /// - Throws: `PlaygroundError/usage(_:)` with one line saying what is wrong.
    public init(directory: String, name: String? = nil, toolkit: Toolkit) throws(PlaygroundError) {
        let absolute = FileSystem.absolute(directory)
        let name = name ?? Self.defaultName(forDirectory: absolute)
        try Self.checkFolder(absolute)
        try Self.checkName(name)
        self.directory = absolute
        self.name = name
        self.toolkit = try Self.checked(toolkit)
    }

    /// The library target's name: `<Name>Kit`.
    package var libraryName: String { name + "Kit" }
    /// The test target's name: `<Name>Tests`.
    package var testsName: String { name + "Tests" }

    /// A package name made from a folder's last component: words joined and
    /// capitalised (`my-motion` → `MyMotion`), `MyMotion` if none is left,
    /// with `Package` in front of a leading digit.
    package static func defaultName(forDirectory directory: String) -> String {
        let last = directory.split(separator: "/").last.map(String.init) ?? ""
        let words = last.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty { name = "MyMotion" }
        if name.first!.isNumber { name = "Package" + name }
        return name
    }

    // MARK: - Checks

    static func checkFolder(_ directory: String) throws(PlaygroundError) {
        var isDirectory = false
        guard FileSystem.exists(directory, isDirectory: &isDirectory) else { return }
        guard isDirectory else { throw .usage("\(directory) exists and is not a folder") }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        guard entries.isEmpty else {
            throw .usage("\(directory) is not empty (\(entries.count) item\(entries.count == 1 ? "" : "s")); give a new or empty folder")
        }
    }

    static func checkName(_ name: String) throws(PlaygroundError) {
        let isIdentifier =
            name.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard isIdentifier, !swiftKeywords.contains(name) else {
            throw .usage("\"\(name)\" is not a Swift identifier (ASCII letters, digits and _, not starting with a digit, not a keyword); pass --name")
        }
        for module in [name, name + "Kit", name + "Tests"] where reservedNames.contains(module.lowercased()) {
            throw .usage("the name \"\(name)\" would make a module \"\(module)\", which the toolkit or the template already has; pass another --name")
        }
    }

    static func checked(_ toolkit: Toolkit) throws(PlaygroundError) -> Toolkit {
        switch toolkit {
        case .path(let path):
            let absolute = FileSystem.absolute(path)
            guard FileSystem.exists(absolute + "/Package.swift") else {
                throw .usage("--toolkit \(path): no Package.swift there (give the toolkit's checkout, or a git URL)")
            }
            return .path(absolute)
        case .url(let url):
            guard url.contains("://") || url.hasPrefix("git@"), !url.contains("\""), !url.contains("\\") else {
                throw .usage("--toolkit \(url): not a git URL (such as https://host/owner/repo.git)")
            }
            return .url(url)
        }
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "super", "self", "Self", "throw", "throws", "true", "try", "_",
    ]
}
