import Canvas
import PlaygroundKit

// MARK: - Carrying out what the playground asks for, in one place and one wording

extension SessionDriver {
    /// Carries out a frame's requests in the order they were made; returns whether one was to quit.
    ///
    /// - Parameter replaysLayerInput: Whether the frame replayed a recording's events only,
    ///   which holds what its layers sent: input the layers send again now is dropped.
    func carryOut(_ requests: [PlaygroundRequest], frame: Int, drawn: Bool, replaysLayerInput: Bool) -> Bool {
        var quit = false
        for request in requests {
            switch request {
            case .saveFrame:
                if !drawn { playground.renderFrame(into: &framebuffer) }
                // Encoded off the loop in a window: the motion being saved does not stutter. A past
                // frame on show is saved under its own number.
                output.writeFrameInBackground(framebuffer, number: playground.isInPast ? playground.shownFrameNumber : frame)
            case .saveRecording:
                saveRecording(through: frame)
            case .saveTraceEvents:
                saveTraceEvents(at: frame)
            case let .copyToClipboard(text):
                if clipboard?(text) == true {
                    output.post(Notice("copied to the clipboard: " + text.prefix(60) + (text.count > 60 ? "…" : "")))
                } else {
                    output.post(Notice("could not copy to the clipboard", isError: true))
                }
            case let .makeGoldenTest(includingLayers):
                writeGoldenTest(of: frame, includingLayers: includingLayers, drawn: drawn)
            case let .makeMotionTest(allBoxes):
                writeMotionTest(through: frame, allBoxes: allBoxes)
            case .writeTuning:
                writeTuning()
            case let .input(event):
                if !replaysLayerInput { pending.append(event) }  // handled, and recorded, on the next frame
            case .quit:
                quit = true
            case let .branch(frame):
                carryOutBranch(atFrame: frame)
            case let .exportClip(frames):
                exportClip(frames: frames)
            case let .notice(notice):
                output.post(notice)
            case let .writeTraceReport(index):
                writeTraceReport(index: index)
            case .replayLastGesture:
                replayLastGesture()
            }
        }
        return quit
    }

    private func saveRecording(through frame: Int) {
        recordingsSaved += 1
        let name = "recording-\(recordingsSaved).json"
        if let path = output.write(String(decoding: recorder.script.jsonData(), as: UTF8.self), to: name) {
            output.post(Notice("saved the session (frames 1–\(frame)) to \(path)"))
        }
    }

    /// `P`: the profiler's last seconds, encoded off the loop.
    private func saveTraceEvents(at frame: Int) {
        guard let profiler = playground.profiler else {
            output.post(Notice("nothing was measured in this session: a trace comes from the window, or a headless run given --trace-events"))
            return
        }
        output.writeTraceEventsInBackground(
            profiler.snapshot(lastSeconds: SessionOutput.traceEventsSeconds), processName: traceProcessName, frame: frame)
    }

    /// `playground: default`: the trace's process, named by the session's scene.
    var traceProcessName: String { "playground: " + (recorder.script.scene ?? "scene") }

    /// `g`: the scene alone, so the devtool's look can never break the test; `G`: with the layers over it.
    private func writeGoldenTest(of frame: Int, includingLayers: Bool, drawn: Bool) {
        var golden = Framebuffer(width: 1, height: 1)
        var setUps: [LayerSetUp] = []
        if includingLayers {
            if !drawn { playground.renderFrame(into: &framebuffer) }
            golden = framebuffer
            setUps = playground.layers.compactMap(\.goldenTestSetUp)
        } else {
            playground.renderScene(into: &golden)
        }
        let test = GoldenTest(
            frame: golden, frameNumber: frame, recording: recorder.script, scene: playground.scene, recipe: sceneRecipe,
            layerSetUps: setUps)
        if let folder = output.writeGoldenTest(test) {
            // The golden is of the frame on show: after stepping back, a past frame, which the
            // test's replay (the recording through `frame`, its steps back included) shows too.
            let shown = playground.isInPast ? playground.shownFrameNumber : frame
            var what = "frame \(shown)"
            if shown != frame { what += " (stepped back from frame \(frame))" }
            if includingLayers { what += " with the overlay" }
            output.post(Notice("wrote a golden test of \(what) to \(folder)"))
        }
    }

    /// `m`: what the last gesture moved, from its press until the boxes rest; `M`: every box in the scene.
    private func writeMotionTest(through frame: Int, allBoxes: Bool) {
        guard let makePlayground else {
            output.post(Notice("a motion test needs a session that can make its playground again (the window, a headless run)", isError: true))
            return
        }
        let test: MotionTest
        do {
            test = try MotionTest.lastGesture(
                in: recorder.script, through: frame, allBoxes: allBoxes, recipe: sceneRecipe, makePlayground: makePlayground)
        } catch .usage(let reason) {
            output.post(Notice(reason))  // nothing to write yet: what to do first, not a failure
            return
        } catch {
            output.post(Notice("could not write a motion test: \(error)", isError: true))
            return
        }
        if let folder = output.writeMotionTest(test) {
            let boxes = test.boxNames.count == 1 ? test.boxNames[0] : "\(test.boxNames.count) boxes"
            let end = test.endsAtRest ? "at rest" : "still moving"
            output.post(Notice("wrote a motion test of \(boxes), frames \(test.firstFrame)–\(test.lastFrame) (\(end)), to \(folder)"))
        }
    }

    private func writeTuning() {
        let count = playground.scene.tuning.tunedBoxes.count
        if count == 0 {
            output.post(Notice("nothing is tuned yet: tune a box in the Tune tab, then press w"))
        } else if let path = output.writeTuning(of: playground.scene) {
            output.post(Notice("wrote the tuning of \(count) box\(count == 1 ? "" : "es") to \(path)"))
        }
    }

    /// `e`: the history's frames re-rendered (the scene as it was) and encoded off the frame loop.
    func exportClip(frames: ClosedRange<Int>) {
        guard let history = playground.history, let clip = HistoryClip(history, frames: frames) else {
            output.post(Notice("no frames to export in \(frames.lowerBound)–\(frames.upperBound)", isError: true))
            return
        }
        output.writeClipInBackground(clip, font: playground.renderer.font, framePeriod: recorder.script.framePeriod)
    }

    private func writeTraceReport(index: Int) {
        let traces = playground.scene.traces
        guard traces.indices.contains(index) else { return }
        let tracer = traces[index]
        let failuresBefore = output.failures.count
        let files = output.writeReport(tracer.report(), of: tracer)
        if output.failures.count == failuresBefore {
            let state = tracer.state.rawValue
            output.post(Notice("trace \"\(tracer.trace.name)\" \(state): report written to \(files.first ?? output.path)"))
        }
    }
}
