import FileSupport
import Foundation
import PlaygroundKit

/// Where the supervisor finds its package, and the command line each build's window gets.
extension WatchSupervisor {
    /// The command line every build's window gets: the supervisor's own without
    /// `--watch`, and without `--script` and `--scene` (the session, and its
    /// scene, come from the hand-over) and `--out` (the supervisor gives each
    /// build the watch session's one folder: see ``childArguments(number:savedAt:)``).
    static func buildArguments(from arguments: some Sequence<String>) -> [String] {
        var kept: [String] = [], skipsValue = false
        for argument in arguments {
            if skipsValue { skipsValue = false; continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard ["--watch", "--script", "--scene", "--out"].contains(name) else { kept.append(argument); continue }
            skipsValue = name != "--watch" && !argument.contains("=")
        }
        return kept
    }

    /// The nearest folder at or above the current one that holds a `Package.swift` and `Sources/`.
    static func packageFolder() throws(PlaygroundError) -> String {
        if let package = FileSystem.nearestFolder(from: FileManager.default.currentDirectoryPath, holding: "Package.swift", "Sources") {
            return package
        }
        throw .usage("--watch rebuilds the package you run it in: run it from a package's folder (where Package.swift is)")
    }

    /// Build `number`'s command line: the session's own, the one output folder
    /// and hand-over of the whole watch session, and which build it is.
    func childArguments(number: Int, savedAt: Date? = nil) -> [String] {
        let timing = savedAt.map { ["--watch-saved-at", String($0.timeIntervalSince1970)] } ?? []
        return arguments + ["--out", outputDirectory, "--watch-child", folder, "--watch-build", String(number)] + timing
    }
}
