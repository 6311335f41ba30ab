import Canvas
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
    /// `--clip` and `--record` are honoured, and the files go to `--out` (a
    /// folder per scene when several are measured) or a new session folder.
    func printStatistics(
        script loaded: InputScript?, clip: ClosedRange<Int>?, assets: Assets, font: BitmapFont, madeFolder made: inout String?
    ) throws(PlaygroundError) {
        let entries = loaded == nil ? try Self.measuredScenes(PlaygroundMain.scenes, named: scene) : [try chosenScene(loaded?.scene ?? scene)]
        if entries.count > 1, record != nil {
            throw .usage("--record writes one recording, and --stats measures \(entries.count) scenes here: name one with --scene")
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
                let count = playground.scene.boxes.count  // the scene measured, not a second one built to count
                let boxes = count < 1000 ? String(count) : "\(count / 1000),\(String(count % 1000).leftPadded(to: 3))"
                _say("\(entry.name) scene, \(boxes) rectangles kept in motion, \(withOverlay): \(result.frames.summary)")
                _say("  the frames that threw every box again (every \(FrameStatisticsRun.rethrowInterval)): \(result.rethrowFrames.summary)")
            } else {
                let what = loaded == nil ? "demo script" : "script \(self.script ?? "")"
                _say("\(entry.name) scene, \(what), \(withOverlay): \(result.frames.summary)")
            }
            for notice in result.run.notices where notice.isError { _say("playground: \(notice)") }
            _say("  wrote \(result.run.filesWritten.count) files to \(result.run.outputDirectory)")
            try report(written: [], failures: result.run.failures, folder: result.run.outputDirectory, quietly: true)
        }
    }

    /// The scenes `--stats` measures: the one named, or every scene served but those measured only by name.
    static func measuredScenes(_ scenes: [PlaygroundScene], named name: String?) throws(PlaygroundError) -> [PlaygroundScene] {
        guard let name else { return scenes.filter { $0.statistics != .whenNamed } }
        return [try scene(named: name, in: scenes)]
    }
}
