import FoundationEssentials

/// Finding the package a file belongs to, and naming a path from a folder.
extension FileSystem {
    /// The nearest folder at or above `folder` that holds every one of `names`, or `nil` when
    /// no folder up to `/` (and `/` itself) does.
    ///
    /// `folder` is made absolute from the working directory first (``absolute(_:)``); the walk
    /// goes through the folders as written, following no link, so the path it returns starts as
    /// `folder` does (a golden's path is as the compiler saw it, links and all).
    ///
    /// ```swift
    /// FileSystem.nearestFolder(from: "/src/App/Tests/AppTests", holding: "Package.swift", "Sources")   // "/src/App"
    /// ```
    package static func nearestFolder(from folder: String, holding names: String...) -> String? {
        var current: String? = absolute(folder)
        while let candidate = current {
            let prefix = candidate == "/" ? "/" : candidate + "/"
            if names.allSatisfy({ exists(prefix + $0) }) { return candidate }
            current = candidate == "/" ? nil : parentDirectory(of: candidate)
        }
        return nil
    }

    /// The package holding `folder`: the nearest folder at or above it with a `Package.swift`.
    ///
    /// ```swift
    /// FileSystem.packageRoot(from: "/src/App/Tests/AppTests/__Snapshots__")   // "/src/App"
    /// FileSystem.packageRoot(from: "/tmp")                                     // nil
    /// ```
    package static func packageRoot(from folder: String) -> String? {
        nearestFolder(from: folder, holding: "Package.swift")
    }

    /// `path` relative to `folder` when it lies inside it, else `nil`; both as written (no link is followed).
    ///
    /// ```swift
    /// FileSystem.path("/src/App/Tests/a.png", relativeTo: "/src/App")    // "Tests/a.png"
    /// FileSystem.path("/src/Other/a.png", relativeTo: "/src/App")        // nil
    /// ```
    package static func path(_ path: String, relativeTo folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
