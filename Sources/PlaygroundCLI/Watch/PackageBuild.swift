import Foundation
import PlaygroundKit

#if canImport(Glibc)
    import Glibc
#endif

/// The package's own build of one of its executables, as `swift build` does
/// it from the package's folder: what `--watch` runs after a save.
///
/// ```swift
/// let build = PackageBuild(package: "/home/me/my-motion", executable: "/home/me/my-motion/.build/debug/MyMotion", isRelease: false)
/// switch build.run() {
/// case let .built(seconds): print("built in \(seconds) s")
/// case let .failed(error, _): print(error)   // "Sources/MyMotion/Orbit.swift:12: expected ')'"
/// case .stopped: print("nobody wanted it any more")
/// }
/// ```
struct PackageBuild {
    /// The package's folder.
    let package: String
    /// Where the package's build writes the executable (the running one's path, read before any rebuild).
    let executable: String
    /// The executable product to build: the executable's file name.
    var product: String { URL(fileURLWithPath: executable).lastPathComponent }
    /// Whether the running build is a release build (`-c release`), so the next one is too.
    let isRelease: Bool

    /// How a build went.
    enum Outcome: Equatable {
        /// It built, in `seconds`.
        case built(seconds: Double)
        /// It failed; `error` is the compiler's first error (`file:line: message`), `output` all it said.
        case failed(error: String, output: String)
        /// It was stopped before it ended, because nobody wanted it any more (the person quit).
        case stopped
    }

    /// The build folder the executable came from (`.build`, or a `--scratch-path`):
    /// `<scratch>/<triple>/<debug|release>/<product>`. Building into it again
    /// is incremental, and replaces the very file that is running.
    var scratchPath: String {
        URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// The command: `swift build --product MyMotion --scratch-path /home/me/my-motion/.build -c release`.
    var command: [String] {
        ["swift", "build", "--product", product, "--scratch-path", scratchPath] + (isRelease ? ["-c", "release"] : [])
    }

    /// Runs the build to its end; its output goes nowhere but the result, and
    /// `progress` hears each of its `[12/40] Compiling …` steps as it comes.
    ///
    /// `carryOn` is asked, five times a second and after each chunk of output,
    /// whether the build is still wanted: once it says no, the build is
    /// interrupted as Ctrl+C would (SwiftPM stops its compilers and leaves
    /// the build folder whole), and the outcome is ``Outcome/stopped``.
    func run(progress: (String) -> Void = { _ in }, carryOn: () -> Bool = { true }) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = URL(fileURLWithPath: package)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let started = Date()
        do {
            try process.run()
        } catch {
            return .failed(error: "could not start \(command.joined(separator: " ")) (\(error))", output: "")
        }
        var output = Data(), reported = 0, stopped = false
        var poller = pollfd(fd: pipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            if poll(&poller, 1, 200) > 0 {
                let chunk = pipe.fileHandleForReading.availableData
                guard !chunk.isEmpty else { break }
                output += chunk
                // The newest whole step line since the last one reported.
                let text = String(decoding: output[reported...], as: UTF8.self)
                if let step = text.split(separator: "\n").last(where: { Self.step(in: $0) != nil }).flatMap(Self.step) { progress(step) }
                reported = output.lastIndex(of: 0x0A).map { $0 + 1 } ?? reported
            }
            if !stopped && !carryOn() {
                stopped = true
                process.interrupt()
            }
        }
        process.waitUntilExit()
        if stopped { return .stopped }
        let text = String(decoding: output, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            return .failed(error: Self.firstError(in: text, package: package) ?? "\(command.joined(separator: " ")) failed", output: text)
        }
        return .built(seconds: Date().timeIntervalSince(started))
    }

    /// `12/40 Compiling MotionKit Orbit.swift` from SwiftPM's `[12/40] Compiling MotionKit Orbit.swift`; nil for other lines.
    static func step(in line: Substring) -> String? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard counts.count == 2, counts.allSatisfy({ Int($0) != nil }) else { return nil }
        return "\(counts[0])/\(counts[1])" + line[line.index(after: close)...]
    }

    /// The compiler's first error in `output`, as `file:line: message` with the file relative to `package`.
    static func firstError(in output: String, package: String) -> String? {
        for line in output.split(separator: "\n") {
            // /path/Sources/X/File.swift:12:34: error: message
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, Int(parts[1]) != nil, Int(parts[2]) != nil, parts[3] == " error" else { continue }
            var file = String(parts[0])
            if file.hasPrefix(package + "/") { file.removeFirst(package.count + 1) }
            return "\(file):\(parts[1]): \(parts[4].trimmingCharacters(in: .whitespaces))"
        }
        // Not the compiler's: a manifest or a linker error, said on a line of its own.
        return output.split(separator: "\n").first { $0.hasPrefix("error:") }.map { String($0.dropFirst("error:".count)).trimmingCharacters(in: .whitespaces) }
    }
}
