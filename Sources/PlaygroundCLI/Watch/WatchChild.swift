import Dispatch
import FoundationEssentials
import PlaygroundHost
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession
import FileSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A build's window under `--watch`: it takes the session over from the build
/// before (replaying its recording), keeps the hand-over current, shows the
/// supervisor's build messages, and hands the session over when asked.
///
/// The supervisor writes one line per message to this process's standard
/// input (see ``WatchMessage``); they are read without blocking, once a turn.
/// Every second in which the session changed, the recording is written to the
/// hand-over folder off the frame loop, so a crash loses at most a second.
/// A build that could not take the session over never writes there: the
/// hand-over it failed to take stays as it was, for the next build. Once it
/// has handed over as asked, it says so in a file (``handedOverMarker``), so
/// the supervisor can tell a hand-over from the person quitting.
///
/// ```swift
/// let taken = try SessionHandover.read(from: "playground-output/watch")   // the session of build 1
/// let child = WatchChild(folder: "playground-output/watch", build: 2, taken: taken)
/// try PlaygroundWindow.run(options: options, companion: child, makePlayground: makePlayground)
/// ```
final class WatchChild: WindowCompanion {
    /// Where the session is handed over.
    let folder: String
    /// This build's number, from 1.
    let build: Int
    /// The session to take over, read before the window opened.
    let taken: (handover: SessionHandover, recording: InputScript)?
    /// When the save this build answers was seen (seconds since 1970), if it answers one.
    let savedAt: Double?
    /// What taking over cost, said once the first frame is on screen.
    private var takeOverReport: String?
    /// Whether this build handed the session over (rather than the person quitting).
    private(set) var handedOver = false
    /// Whether this build holds the session, so keeps the hand-over current: not if its take-over failed.
    private(set) var keepsSession = true
    /// The build the supervisor is making, once it has said.
    private var next: Int?
    /// Why this window took the session back, if it did: shown until the next save.
    private var crashBanner: String?
    private var input = WatchInput()
    private var resumed = false
    private var lastKept = 0.0
    private var keptFrames = -1
    private let writer = DispatchQueue(label: "playground.watch.handover")

    /// A child for build `build`, handing over through `folder`; it takes over what `folder` holds, if anything.
    init(folder: String, build: Int, taken: (handover: SessionHandover, recording: InputScript)?, savedAt: Double? = nil) {
        self.folder = folder
        self.build = build
        self.taken = taken
        self.savedAt = savedAt
    }

    func turn(_ session: LiveSession, window: WindowFrame, now: Double) -> WindowCompanionAction {
        var action = WindowCompanionAction.goOn
        if let report = takeOverReport {
            // The turn after taking over: its first frame is on screen now.
            let sinceSave = savedAt.map { String(format: ", %.2f s after the save", Date().timeIntervalSince1970 - $0) } ?? ""
            _say("watch: build \(build) shows frame \(session.playground.frameNumber)\(sinceSave) (\(report))")
            takeOverReport = nil
        }
        if !resumed {
            resumed = true
            action = takeOver(session)
        }
        while let message = input.next() {
            switch message {
            case let .building(number):
                next = number
                crashBanner = nil
                session.showStatus(Notice("building build \(number) of your package…"))
                action = .redraw
            case let .progress(step):
                session.showStatus(Notice("building build \(next ?? build + 1) of your package: \(step)"))
                action = .redraw
            case let .crashed(line):
                // Until the next save: why this window took the session back.
                crashBanner = line
                session.showStatus(Notice(line, isError: true))
                action = .redraw
            case let .failed(line):
                // Until the next save: the compiler's first error, under the crash that brought this window back, if one did.
                session.showStatus(Notice([crashBanner, line].compactMap { $0 }.joined(separator: "\n"), isError: true))
                action = .redraw
            case .handOver:
                handOver(session, window: window)
                handedOver = true
                return .end
            }
        }
        if keepsSession, now - lastKept >= 1, session.playground.frameNumber != keptFrames {
            keep(session.recorder.script, window: window)
            lastKept = now
            keptFrames = session.playground.frameNumber
        }
        return action
    }

    /// Replays the build before's session, and notes in it which build goes on from here.
    private func takeOver(_ session: LiveSession) -> WindowCompanionAction {
        guard let taken else { return .goOn }
        let started = Date()
        do {
            try session.driver.resume(taken.recording)
            let frames = taken.recording.frameCount ?? 0
            takeOverReport = "replayed \(frames) frames in \(Int(Date().timeIntervalSince(started) * 1000)) ms"
        } catch {
            // The hand-over is the session's only copy: this build must not write over it.
            keepsSession = false
            let line = "build \(build) could not take the session over (\(error)); it is kept as it was in \(folder): fix the code and save"
            _sayError("watch: " + line)
            session.showStatus(Notice(line, isError: true))
            return .redraw
        }
        if let ghosts = taken.handover.ghosts {
            // Under the overlay (drawn first, asked last): the panel stays readable over the paths.
            session.playground.layers.insert(BuildGhostsLayer(ghosts: ghosts, build: build, font: session.playground.renderer.font), at: 0)
        }
        let frame = session.playground.frameNumber
        let before = taken.handover.build == 0 ? "a recording made it so far" : "build \(taken.handover.build) made it so far"
        session.driver.enqueue(.note("build \(build) took the session over at frame \(frame); \(before)"))
        return .redraw
    }

    /// Writes the hand-over now, with the paths this build drew over the last gesture (the next
    /// build's ghosts), unless this build never took the session; then says it handed over.
    private func handOver(_ session: LiveSession, window: WindowFrame) {
        writer.sync {}  // the last second's write first
        defer { Self.markHandedOver(build: build, in: folder) }
        guard keepsSession else { return }
        let recording = session.recorder.script
        let start = recording.events.last(where: SessionDriver.startsAGesture)?.frame ?? 1
        let ghosts = session.playground.history.map { GhostTracks.capture(from: $0, since: start, build: build) }
        do {
            try SessionHandover(build: build, window: window, ghosts: ghosts).write(recording: recording, to: folder)
        } catch {
            _sayError("playground: \(error)")
        }
    }

    /// Writes the recording so far off the frame loop (a crash loses at most a second).
    private func keep(_ recording: InputScript, window: WindowFrame) {
        let handover = SessionHandover(build: build, window: window, ghosts: taken?.handover.ghosts)
        writer.async { [folder] in
            do {
                try handover.write(recording: recording, to: folder)
            } catch {
                _sayError("playground: \(error)")
            }
        }
    }

    // MARK: - Telling a hand-over from quitting

    /// The file a window writes into the hand-over folder once it has handed
    /// over as asked, holding its build's number. Both end the process
    /// cleanly; only a hand-over leaves this behind.
    static let handedOverMarker = "handed-over"

    /// Says, in ``handedOverMarker``, that build `build` handed over through `folder`.
    static func markHandedOver(build: Int, in folder: String) {
        if let reason = FileSystem.write(Array("\(build)\n".utf8), to: folder + "/" + handedOverMarker) {
            _sayError("playground: \(folder)/\(handedOverMarker): cannot say the session was handed over (\(reason))")
        }
    }

    /// Whether build `build`'s window handed over through `folder`; the marker is removed either way.
    static func didHandOver(build: Int, in folder: String) -> Bool {
        let path = folder + "/" + handedOverMarker
        defer { FileSystem.remove(path) }
        return FileSystem.read(path).map { String(decoding: $0, as: UTF8.self) } == "\(build)\n"
    }
}
