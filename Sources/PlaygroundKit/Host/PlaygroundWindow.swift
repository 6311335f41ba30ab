internal import CSDL2
import Canvas
import Interactions

/// Runs a playground in an SDL window at the display's refresh rate.
///
/// Each frame: drain SDL's events and the script's events for the frame,
/// hand them to the playground, advance it by the real time since the last
/// frame (clamped by the playground), draw, upload, present. Presenting waits
/// for vsync where the driver honours it; ``FramePacer`` paces the loop
/// where it does not. When nothing moves and no input or script event is
/// pending, the loop blocks waiting for events, so an idle playground uses
/// no CPU. It resumes on input, and a window that is uncovered is redrawn.
///
/// The loop runs on the calling thread, which must be the process's main
/// thread (SDL's rule); it is synchronous, with no `async` in sight.
///
/// ```swift
/// let summary = try PlaygroundWindow.run(playground, options: WindowOptions(outputDirectory: "out"))
/// ```
public enum PlaygroundWindow {
    /// Opens the window and runs until the person closes it or a script quits.
    public static func run(_ playground: Playground, options: WindowOptions) throws(PlaygroundError) -> WindowSummary {
        let output = try OutputFolder(path: options.outputDirectory)
        let window = try SDLWindow(title: options.title, width: options.width, height: options.height)
        playground.outputFolder = output
        var session = WindowSession(playground: playground, window: window, output: output, options: options)
        try session.run()
        return try session.finish()
    }
}

/// The state of one window session; split out so `run` reads as the loop it is.
struct WindowSession {
    let playground: Playground
    let window: SDLWindow
    let output: OutputFolder
    let options: WindowOptions

    var events = SDLEventSource()
    var pacer: FramePacer
    var recorder: ScriptRecorder
    var statistics = FrameStatistics(capacity: 4096)
    var filesWritten: [String] = []
    var framebuffer = Framebuffer(width: 1, height: 1)
    var nextScriptEvent = 0
    var isMinimized = false
    var recordingsSaved = 0

    init(playground: Playground, window: SDLWindow, output: OutputFolder, options: WindowOptions) {
        self.playground = playground
        self.window = window
        self.output = output
        self.options = options
        pacer = FramePacer(refreshRate: window.refreshRate)
        let size = window.sizeInPoints
        recorder = ScriptRecorder(scene: options.sceneName, viewport: (size.width, size.height))
    }

    var hasPendingScriptEvents: Bool {
        nextScriptEvent < (options.script?.events.count ?? 0)
    }

    mutating func run() throws(PlaygroundError) {
        let points = window.sizeInPoints
        playground.handle(.resize(width: points.width, height: points.height))
        var lastFrame = HostClock.now()
        var needsRedraw = true
        while true {
            // Idle: nothing moves, nothing scripted, nothing to redraw. Block until input.
            var woke = false
            var batch: SDLEventSource.Batch
            if isMinimized || (!playground.needsFrames && !hasPendingScriptEvents && !needsRedraw) {
                batch = events.wait(timeout: 1)
                guard !batch.isEmpty else { continue }
                woke = true
                pacer.reset()
            } else {
                batch = events.poll()
            }
            for change in batch.window {
                switch change {
                case .minimized: isMinimized = true
                case .restored, .exposed: isMinimized = false; needsRedraw = true
                }
            }
            let frameNumber = playground.frameNumber + 1
            for event in batch.input {
                recorder.record(event, frame: frameNumber)
                playground.handle(event)
            }
            deliverScriptEvents(upTo: frameNumber)
            if isMinimized {
                // Nothing is drawn while minimised, but a quit must still quit.
                if try carryOut(playground.takeRequests(), frame: frameNumber) { return }
                continue
            }

            let started = HostClock.now(), cpuStarted = HostClock.threadCPUTime()
            let elapsed = woke ? pacer.period : started - lastFrame
            lastFrame = started
            playground.advanceFrame(by: elapsed)
            renderFrame()
            statistics.record(HostClock.threadCPUTime() - cpuStarted)
            try window.present(framebuffer)
            needsRedraw = false
            HostClock.sleep(pacer.didPresent(at: HostClock.now()))

            if try carryOut(playground.takeRequests(), frame: frameNumber) { return }
        }
    }

    mutating func deliverScriptEvents(upTo frame: Int) {
        guard let script = options.script else { return }
        while nextScriptEvent < script.events.count, script.events[nextScriptEvent].frame <= frame {
            let event = script.events[nextScriptEvent].event
            recorder.record(event, frame: frame)
            playground.handle(event)
            nextScriptEvent += 1
        }
    }

    mutating func renderFrame() {
        let pixels = window.sizeInPixels, points = window.sizeInPoints
        if framebuffer.width != pixels.width || framebuffer.height != pixels.height {
            framebuffer = Framebuffer(width: max(pixels.width, 1), height: max(pixels.height, 1))
        }
        let scale = points.width > 0 ? Double(pixels.width) / Double(points.width) : 1
        playground.render(into: &framebuffer, scale: scale)
    }

    /// Does what the frame asked; returns whether to stop.
    mutating func carryOut(_ requests: [PlaygroundRequest], frame: Int) throws(PlaygroundError) -> Bool {
        for request in requests {
            switch request {
            case .saveFrame:
                let path = try output.writeFrame(framebuffer, number: frame)
                filesWritten.append(path)
                print("saved frame \(frame) to \(path)")
            case .saveRecording:
                recordingsSaved += 1
                let name = "recording-\(recordingsSaved).json"
                let path = try output.write(String(decoding: recorder.script.jsonData(), as: UTF8.self), to: name)
                filesWritten.append(path)
                print("saved the session's input (frames 1–\(frame)) to \(path)")
            case .quit:
                return true
            }
        }
        return false
    }

    /// Writes the recording, log and reports; returns the summary.
    mutating func finish() throws(PlaygroundError) -> WindowSummary {
        playground.handle(.focusLost)  // a drag still held when the window closes ends cleanly
        if let path = options.recordPath {
            let data = recorder.script.jsonData()
            guard FileManagerShim.write(data, to: path) else { throw .file("\(path): cannot write the recording") }
            filesWritten.append(path)
        }
        filesWritten += try output.writeReports(of: playground.scene)
        return WindowSummary(
            frames: playground.frameNumber, statistics: statistics, filesWritten: filesWritten,
            videoDriver: window.videoDriver, renderer: window.rendererName, pacedManually: pacer.isPacing
        )
    }
}
