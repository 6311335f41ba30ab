import ArgumentParser
import MotionMath
import PlaygroundKit
import PlaygroundOverlay
#if canImport(Glibc)
    import Glibc
#endif

/// The whole `playground` command line for scenes of your own: an executable
/// of a few lines gets the window, the headless replay, `--script`,
/// `--record`, `--capture` and the rest, exactly as the `playground` command
/// has them.
///
/// With no display the window falls back to a headless replay of the scene's
/// ``PlaygroundScene/demoScript``, as `playground` does. Errors print one
/// `Error:` line and exit non-zero.
///
/// ```swift
/// // Sources/MyMotion/main.swift
/// import MyMotionKit
/// import PlaygroundCLI
///
/// PlaygroundMain.run(scenes: [
///     PlaygroundScene("breathe", recipe: SceneRecipe(name: "breathe", imports: ["MyMotionKit"],
///                                                    expression: "BreatheScene.make()")) { BreatheScene.make() }
/// ])
/// ```
public enum PlaygroundMain {
    /// What the running command serves: set once by `run(scenes:commandName:abstract:)`
    /// before arguments are parsed, read by ``PlaygroundRunCommand``.
    struct Settings: Sendable {
        var scenes: [PlaygroundScene]
        var commandName: String
        var abstract: String
        /// The window's keys and the first scene's actions, for `--help`: made
        /// once here, because ArgumentParser reads the configuration many times.
        var keyHelp: String

        init(scenes: [PlaygroundScene], commandName: String, abstract: String) {
            self.scenes = scenes
            self.commandName = commandName
            self.abstract = abstract
            keyHelp = KeyHelp(playground: .standard, overlay: .standard, actions: scenes[0].make().actions).plainText
        }
    }

    /// The built-in scenes until `run(scenes:commandName:abstract:)` says otherwise.
    static let settings = PosixMutex(
        Settings(
            scenes: PlaygroundScene.builtIn, commandName: "run",
            abstract: "Drag and fling rectangles, and watch the motion runtime work."
        ))

    /// Parses the process's arguments and runs `scenes` (the first by
    /// default) in a window or headless; exits when done.
    ///
    /// - Precondition: `scenes` is not empty and their names differ.
    public static func run(
        scenes: [PlaygroundScene], commandName: String? = nil,
        abstract: String = "Run a motion playground scene in a window, or replay it headless."
    ) -> Never {
        precondition(!scenes.isEmpty, "PlaygroundMain.run: give at least one scene.")
        precondition(Set(scenes.map(\.name)).count == scenes.count, "PlaygroundMain.run: scene names must differ.")
        let name = commandName ?? CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "playground"
        settings.withLock { $0 = Settings(scenes: scenes, commandName: name, abstract: abstract) }
        if CommandLine.arguments.dropFirst().contains("--explore") { exploreMain(PlaygroundRunCommand.self) }
        PlaygroundRunCommand.main()
        // `main()` exits on errors; a run that returns has succeeded.
        exit(0)
    }

    /// `--explore`'s exit statuses: 0 nothing failed, 1 an invariant failed (the search
    /// exits so itself), 2 the command could not search (bad usage, a file it could not write),
    /// so a CI step never reads a mistyped option as a finding.
    package static func exploreMain<Root: ParsableCommand>(_ root: Root.Type) -> Never {
        do {
            var command = try Root.parseAsRoot()
            try command.run()
            exit(0)
        } catch {
            guard Root.exitCode(for: error) != .success else { Root.exit(withError: error) }
            _sayError(Root.fullMessage(for: error))
            exit(2)
        }
    }

    /// The scenes being served, the first the default.
    static var scenes: [PlaygroundScene] { settings.withLock { $0.scenes } }

    /// Every key of the window and the first scene's actions, one a line, as
    /// `?` in the window and `--help` show them: for a command's own help.
    ///
    /// ```swift
    /// import ArgumentParser
    ///
    /// let configuration = CommandConfiguration(commandName: "playground", discussion: "The window's keys:\n" + PlaygroundMain.keys)
    /// ```
    public static var keys: String { settings.withLock { $0.keyHelp } }
}
