import Foundation
import PlaygroundKit

/// The supervisor's builds on disk, and how their windows ended.
extension WatchSupervisor {
    /// A window that ends sooner than this after it started failed as it took the session over.
    static let quickCrash: TimeInterval = 5

    /// Where build `number`'s binary is kept: `<folder>/builds/<number>/<product>`.
    func keptBinary(_ number: Int) -> String {
        "\(folder)/builds/\(number)/\(build.product)"
    }

    /// Copies `binary` to `<folder>/builds/<number>/` (the package's own is rebuilt in place).
    func keep(binary: String, number: Int) throws(PlaygroundError) {
        let copy = keptBinary(number)
        do {
            try FileManager.default.createDirectory(atPath: "\(folder)/builds/\(number)", withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: binary, toPath: copy)
        } catch {
            throw .file("\(folder)/builds/\(number): cannot keep build \(number) (\(error))")
        }
    }

    /// Deletes the kept builds but `numbers` (a debug build's binary is tens of megabytes).
    func prune(keeping numbers: Set<Int>) {
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/builds")) ?? []
        for name in kept where !numbers.contains(Int(name) ?? 0) {
            try? FileManager.default.removeItem(atPath: "\(folder)/builds/\(name)")
        }
    }

    /// How `window` ended, once it has: handed over (it left the marker), the person
    /// quit (a clean exit without it), or a crash, which is reported in the terminal
    /// here (the trap's message first, then the package's frames).
    func ending(of window: WatchedBuild) -> WatchStateMachine.Ending {
        window.waitUntilExit()
        if WatchChild.didHandOver(build: window.number, in: folder) { return .handedOver }
        guard let failure = window.failure else { return .quit }
        let summary = CrashSummary(output: window.lastLines, package: build.package)
        let lines = summary.report(build: window.number, failure: failure, lastWordsTell: !window.wasSignalled)
        _sayError("watch: " + lines[0])
        for line in lines.dropFirst() { _sayError(line) }
        let quickly = Date().timeIntervalSince(window.started) < Self.quickCrash
        return .crashed(banner: summary.banner(build: window.number, failure: failure), quickly: quickly)
    }
}
