import Canvas
import MotionMath
import PlaygroundKit
import PlaygroundSession

// MARK: - --stats: a headless run, timed

extension PlaygroundRunCommand {
    /// Measures the CPU time per frame of the scenes served (`--scene`: that
    /// one; `--script`: that script on its scene), headless: what the window's
    /// frames cost without the window's upload.
    ///
    /// Each measurement is a headless run through the session driver
    /// (``FrameStatisticsRun``), so the options mean what they mean for
    /// `--headless`: the script's requests write their files, `--capture`,
    /// `--clip`, `--record` and `--trace-events` are honoured, and the files go to `--out` (a
    /// folder per scene when several are measured) or a new session folder.
    func printStatistics(
        script loaded: InputScript?, clip: ClosedRange<Int>?, assets: Assets, font: BitmapFont, madeFolder made: inout String?
    ) throws(PlaygroundError) {
        let entries = loaded == nil ? try Self.measuredScenes(PlaygroundMain.scenes, named: scene) : [try chosenScene(loaded?.scene ?? scene)]
        if entries.count > 1, record != nil {
            throw .usage("--record writes one recording, and --stats measures \(entries.count) scenes here: name one with --scene")
        }
        if entries.count > 1, traceEvents != nil {
            throw .usage("--trace-events writes one trace, and --stats measures \(entries.count) scenes here: name one with --scene")
        }
        let withOverlay = overlay ? "overlay on" : "no overlay"
        let folder = try outputFolder(&made)
        for entry in entries {
            let inMotion = loaded == nil && entry.statistics == .inMotion
            let count = frames ?? (loaded == nil ? 600 : nil)
            let script = inMotion ? FrameStatisticsRun.inMotion(frames: count ?? 600) : try scriptOrDemo(loaded, entry, assets)
            let sceneFolder = entries.count == 1 ? folder : folder + "/" + entry.name
            let options = try headlessOptions(script: script, entry: entry, clip: clip, folder: sceneFolder, frames: count)
            let makePlayground = playgroundFactory(entry, script: loaded, font: font)
            let apart = inMotion ? FrameStatisticsRun.rethrowFrames(in: count ?? 600) : []
            let playground = try makePlayground()
            let result = try FrameStatisticsRun.measure(playground, options: options, apart: apart, makePlayground: makePlayground)
            if inMotion {
                let frameCount = count ?? 600
                let count = playground.scene.boxes.count  // the scene measured, not a second one built to count
                let boxes = count < 1000 ? String(count) : "\(count / 1000),\(String(count % 1000).leftPadded(to: 3))"
                _say("\(entry.name) scene, \(boxes) rectangles kept in motion, \(withOverlay): \(result.frames.summary)")
                _say(Self.rethrowLine(result.rethrowFrames, frames: frameCount))
            } else {
                let what = loaded == nil ? "demo script" : "script \(self.script ?? "")"
                _say("\(entry.name) scene, \(what), \(withOverlay): \(result.frames.summary)")
            }
            for line in Self.profileLines(result.profile) { _say(line) }
            for notice in result.run.notices where notice.isError { _say("playground: \(notice)") }
            _say("  wrote \(result.run.filesWritten.count) files to \(result.run.outputDirectory)")
            try report(written: [], failures: result.run.failures, folder: result.run.outputDirectory, quietly: true)
        }
    }

    /// The re-throw frames' line, or why there were none (a run shorter than the first re-throw).
    ///
    /// ```text
    ///   the frames that threw every box again (every 90): median 38.24 ms, p99 56.28 ms, max 56.28 ms over 2 frames
    /// ```
    static func rethrowLine(_ rethrown: FrameStatistics, frames: Int) -> String {
        let interval = FrameStatisticsRun.rethrowInterval
        guard !rethrown.durations.isEmpty else {
            return "  no frame threw every box again: the first re-throw is frame \(interval), and the run has \(frames) (--frames \(interval) or more)"
        }
        return "  the frames that threw every box again (every \(interval)): \(rethrown.summary)"
    }

    /// Where the time went: each phase's median and p99, then the five performers whose timed updates took longest on average.
    ///
    /// ```text
    ///   phases (median / p99, ms): input 0.01 / 0.03 · update 0.42 / 0.61 · scene 1.10 / 1.52 · overlay 0.35 / 0.50 · present 0 / 0
    ///   costliest performers (mean / max µs, timed updates): SpringPerformer on Box#3 20.7 / 48.1, 600 · …
    /// ```
    static func profileLines(_ profile: FrameProfiler) -> [String] {
        let phases = profile.phaseStatistics()
        guard !phases.isEmpty else { return [] }
        func ms(_ nanoseconds: UInt64) -> String { DecimalText.fixed(Double(nanoseconds) / 1e6, decimals: 2, trimmingZeros: false) }
        func us(_ nanoseconds: UInt64) -> String { DecimalText.fixed(Double(nanoseconds) / 1e3, decimals: 1, trimmingZeros: false) }
        var lines = ["  phases (median / p99, ms): " + phases.map { "\($0.phase?.title ?? "whole frame") \(ms($0.median)) / \(ms($0.p99))" }.joined(separator: " · ")]
        let costliest = profile.costliestPerformers(limit: 5)
        if !costliest.isEmpty {
            lines.append(
                "  costliest performers (mean / max µs, timed updates): "
                    + costliest.map { "\($0.name) \(us($0.mean)) / \(us($0.longest)), \($0.updates)" }.joined(separator: " · "))
        }
        return lines
    }

    /// The scenes `--stats` measures: the one named, or every scene served but those measured only by name.
    static func measuredScenes(_ scenes: [PlaygroundScene], named name: String?) throws(PlaygroundError) -> [PlaygroundScene] {
        guard let name else { return scenes.filter { $0.statistics != .whenNamed } }
        return [try scene(named: name, in: scenes)]
    }
}
