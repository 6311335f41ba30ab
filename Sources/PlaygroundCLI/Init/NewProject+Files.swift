import FoundationEssentials
import PlaygroundKit
import FileSupport

extension NewProject {
    /// The package's files, relative to its folder: the template at
    /// `templateDirectory` filled in, and `golden` as the scene test's golden PNG.
    ///
    /// Each template file keeps its path, except that `Sources/Library/`
    /// becomes `Sources/<Name>Kit/`, `Sources/App/` becomes `Sources/<Name>/`,
    /// `Tests/` becomes `Tests/<Name>Tests/`, a `.template` suffix is dropped,
    /// `gitignore` becomes `.gitignore` and `github/` (the CI workflow) `.github/`. In every file `{{NAME}}`,
    /// `{{LIBRARY}}`, `{{TESTS}}`, `{{TOOLKIT_DEPENDENCY}}` and
    /// `{{TOOLKIT_PACKAGE}}` are replaced; a placeholder left over is an error,
    /// so a template and this code cannot drift apart unnoticed.
    ///
    /// ```swift
    /// let files = try project.files(template: assets.path(NewProject.templatePath), golden: png)
    /// files.map(\.path)   // ["Package.swift", "README.md", "Sources/MyMotionKit/Breathe.swift", …]
    /// ```
    public func files(template templateDirectory: String, golden: [UInt8]) throws(PlaygroundError) -> [(path: String, bytes: [UInt8])] {
        guard let listed = try? FileManager.default.subpathsOfDirectory(atPath: templateDirectory) else {
            throw .file("\(templateDirectory): cannot read the project template")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for relative in listed.sorted() {
            var isDirectory = false
            let source = templateDirectory + "/" + relative
            guard FileSystem.exists(source, isDirectory: &isDirectory), !isDirectory else { continue }
            guard let bytes = FileSystem.read(source) else {
                throw .file("\(source): cannot read the project template (\(FileSystem.lastError))")
            }
            let text = fill(String(decoding: bytes, as: UTF8.self))
            // `${{ … }}` is a GitHub Actions expression in the workflow, not a placeholder.
            if let range = Self.leftoverPlaceholder(in: text) {
                let placeholder = text[range.lowerBound...].prefix { $0 != "\n" }.prefix(40)
                throw .file("\(source): unknown placeholder \(placeholder)")
            }
            files.append((destination(of: relative), Array(text.utf8)))
        }
        files.append(("Tests/\(testsName)/\(Self.goldenPath)", golden))
        return files
    }

    /// Where a `{{` that is not part of a GitHub Actions `${{` expression starts, if anywhere.
    static func leftoverPlaceholder(in text: String) -> Range<String.Index>? {
        var rest = text.startIndex..<text.endIndex
        while let range = text.range(of: "{{", range: rest) {
            if range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] != "$" { return range }
            rest = range.upperBound..<text.endIndex
        }
        return nil
    }

    /// Writes `files` into ``directory``: all of them or none. They are written
    /// into a hidden folder beside it, which is then renamed into place.
    ///
    /// - Throws: `PlaygroundError/usage(_:)` if the folder is no longer empty,
    ///   `PlaygroundError/file(_:)` if a file cannot be written (nothing is left behind).
    public func write(_ files: [(path: String, bytes: [UInt8])]) throws(PlaygroundError) {
        try Self.checkFolder(directory)
        guard let parent = FileSystem.parentDirectory(of: directory) else {
            throw .file("\(directory): cannot write a package at the root")
        }
        if let reason = FileSystem.createDirectory(parent) { throw .file("\(parent): \(reason)") }
        if let failure = FileSystem.writeWhole(files, as: directory, stagingSuffix: ".init-partial") {
            throw .file("\(failure.path): \(failure.reason)")
        }
    }

    /// The next steps, for the command to print.
    package var nextSteps: [String] {
        let steps = [
            ("cd \(directory)", ""),
            // Release: a debug build draws each frame some fifty times slower (25 ms of CPU against 0.5 ms).
            ("swift run -c release \(name)", "the window, built for speed (no display: a headless replay)"),
            ("swift test", "the performer's unit test and the scene's golden test"),
        ]
        let width = steps.map(\.0.count).max()! + 3
        return steps.map { command, comment in
            comment.isEmpty ? command : command + String(repeating: " ", count: width - command.count) + "# " + comment
        }
    }

    // MARK: - Filling the template

    func destination(of relative: String) -> String {
        var path = relative
        if path.hasSuffix(".template") { path.removeLast(".template".count) }
        for (from, to) in [
            ("Sources/Library/", "Sources/\(libraryName)/"), ("Sources/App/", "Sources/\(name)/"),
            ("Tests/", "Tests/\(testsName)/"),
        ] where path.hasPrefix(from) {
            path = to + path.dropFirst(from.count)
            break
        }
        if path == "gitignore" { path = ".gitignore" }
        if path.hasPrefix("github/") { path = "." + path }
        return path
    }

    func fill(_ text: String) -> String {
        var text = text
        for (placeholder, value) in [
            ("{{NAME}}", name), ("{{LIBRARY}}", libraryName), ("{{TESTS}}", testsName),
            ("{{TOOLKIT_DEPENDENCY}}", toolkitDependency), ("{{TOOLKIT_PACKAGE}}", Self.swiftLiteral(toolkitPackage)),
        ] {
            text = text.replacingOccurrences(of: placeholder, with: value)
        }
        return text
    }

    /// The `.package(…)` line of the package's manifest.
    var toolkitDependency: String {
        switch toolkit {
        case .path(let path): ".package(path: \(Self.swiftLiteral(path)))"
        case .url(let url): ".package(url: \(Self.swiftLiteral(url)), branch: \"main\")"
        }
    }

    /// The toolkit's package identity, as `.product(name:package:)` names it: its folder's or URL's last component.
    var toolkitPackage: String {
        let last: Substring
        switch toolkit {
        case .path(let path): last = path.split(separator: "/").last ?? ""
        case .url(let url): last = url.split(separator: "/").last ?? ""
        }
        return String(last.hasSuffix(".git") ? last.dropLast(4) : last)
    }

    static func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
