import Canvas
import FoundationEssentials

/// Finds the files runs need at run time: the font, the demo scripts and the
/// golden-test template.
///
/// They are the repository's `Assets` folder, which SwiftPM copies into
/// PlaygroundKit's resource bundle (`<package>_PlaygroundKit.resources`,
/// beside every executable and test bundle that links PlaygroundKit), so a
/// package that depends on this one finds them from any working directory
/// with no set-up. ``locate()`` looks, in order:
///
/// 1. in `$MOTION_PLAYGROUND_ASSETS`, if set (an override: your own font or scripts);
/// 2. in the resource bundle beside the running executable (``bundled``);
/// 3. in `Assets` under the current directory;
/// 4. in `Assets` beside or above the running executable (a build folder
///    inside a checkout of this repository).
///
/// ```swift
/// let font = try Assets.locate().loadFont()
/// ```
public struct Assets: Sendable {
    /// The environment variable that overrides where assets are found.
    package static let overrideVariable = "MOTION_PLAYGROUND_ASSETS"

    /// The folder that holds the assets.
    public let directory: String

    /// Uses `directory` as the assets folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// Finds the assets folder, or explains where it looked.
    public static func locate() throws(PlaygroundError) -> Assets {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment[overrideVariable], !override.isEmpty {
            candidates.append(override)
        }
        if let bundled { candidates.append(bundled.directory) }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        var folder = URL(fileURLWithPath: executablePath()).deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Assets").path)
            folder = folder.deletingLastPathComponent()
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/" + Self.fontPath) {
            return Assets(directory: candidate)
        }
        throw .file("cannot find the Assets folder (looked in \(candidates.joined(separator: ", "))); set \(overrideVariable) to it")
    }

    /// The copy of the assets in PlaygroundKit's resource bundle, if it is beside the running executable.
    ///
    /// SwiftPM names the bundle after the package that declares it, which
    /// depends on how a dependent package refers to this one, so it is found
    /// by its suffix rather than by name. (`Bundle.module` finds the same
    /// folder, but stops the process when it is missing instead of saying so.)
    public static var bundled: Assets? {
        let folder = URL(fileURLWithPath: executablePath()).deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for name in names.sorted() where name.hasSuffix("_PlaygroundKit.resources") {
            let assets = Assets(directory: folder + "/" + name + "/Assets")
            if FileManager.default.fileExists(atPath: assets.path(fontPath)) { return assets }
        }
        return nil
    }

    static let fontPath = "Fonts/Lat15-Terminus16.psf"

    /// The path of a file inside the assets folder.
    public func path(_ relativePath: String) -> String {
        directory + "/" + relativePath
    }

    /// Loads the bundled bitmap font.
    public func loadFont() throws(PlaygroundError) -> BitmapFont {
        do {
            return try BitmapFont(contentsOfFile: path(Self.fontPath))
        } catch {
            throw .file("\(path(Self.fontPath)): \(error)")
        }
    }

    /// The bundled demo script that a plain `playground` replays when there is no display.
    public var demoScriptPath: String { path("Scripts/demo.json") }

    /// The running executable's path: `/proc/self/exe` (a test bundle, a
    /// `swift run` binary), else the first argument.
    package static func executablePath() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().path
    }
}
