import FoundationEssentials
import Canvas

/// Finds the files runs need at run time (the font, the demo scripts) in the
/// repository's `Assets` folder.
///
/// Looks, in order, in `$MOTION_PLAYGROUND_ASSETS`, in `Assets` under the
/// current directory, then in `Assets` beside or above the running
/// executable (so `.build/debug/playground` finds the repository's folder
/// from any working directory).
///
/// ```swift
/// let font = try Assets.locate().loadFont()
/// ```
public struct Assets: Sendable {
    /// The folder that holds the assets.
    public let directory: String

    /// Uses `directory` as the assets folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// Finds the assets folder, or explains where it looked.
    public static func locate() throws(PlaygroundError) -> Assets {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["MOTION_PLAYGROUND_ASSETS"], !override.isEmpty {
            candidates.append(override)
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Assets").path)
            folder = folder.deletingLastPathComponent()
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/" + Self.fontPath) {
            return Assets(directory: candidate)
        }
        throw .file("cannot find the Assets folder (looked in \(candidates.joined(separator: ", "))); set MOTION_PLAYGROUND_ASSETS to it")
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
}
