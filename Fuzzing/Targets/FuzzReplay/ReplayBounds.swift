import PlaygroundKit

/// How far a fuzzed replay goes, so each run stays well under a second: at most
/// 60 frames, and windows of at most 160 x 120 pixels at scales 1 to 2.
///
/// One file for the harness and the test suite: Tests/PlaygroundKitTests links
/// it, so the committed corpus replays there exactly as libFuzzer replays it.
enum ReplayBounds {
    static let maximumFrames = 60

    /// The script with its windows shrunk to those bounds, and events past `maximumFrames` dropped.
    static func bounded(_ script: InputScript) -> InputScript {
        // At most 160 x 120 pixels, whatever the scale (1 or 2), so scale 2 costs no more than scale 1.
        func small(_ width: Int, _ height: Int, _ scale: Double) -> (Int, Int) {
            (min(width, scale > 1.5 ? 80 : 160), min(height, scale > 1.5 ? 60 : 120))
        }
        let events = script.events.prefix { $0.frame <= maximumFrames }.map { event -> ScriptEvent in
            guard case let .resize(width, height, scale) = event.event else { return event }
            let bounded = scale.map { min(max($0, 1), 2) }
            let (w, h) = small(width, height, bounded ?? 2)
            return ScriptEvent(frame: event.frame, .resize(width: w, height: h, scale: bounded))
        }
        let viewport =
            script.viewport.map { viewport in
                let scale = min(max(viewport.scale, 1), 2)
                let (w, h) = small(viewport.width, viewport.height, scale)
                return Viewport(width: w, height: h, scale: scale)
            } ?? Viewport(width: 160, height: 120)
        return InputScript(
            events: events, scene: script.scene, viewport: viewport, frameCount: script.frameCount,
            framePeriod: script.framePeriod, frameTimes: script.frameTimes.filter { $0.frame <= maximumFrames })
    }
}
