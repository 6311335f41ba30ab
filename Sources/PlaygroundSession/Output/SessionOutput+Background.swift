import Canvas
import PlaygroundKit
import FileSupport

// MARK: - Writing off the frame loop

extension SessionOutput {
    /// Writes a frame as PNG off the frame loop (see `BackgroundWriter`):
    /// the folder is made now, the file a few milliseconds later, never
    /// behind a clip being encoded; a notice says "saved" (or why not) once
    /// ``collectBackgroundWrites()`` sees it done.
    package func writeFrameInBackground(_ framebuffer: Framebuffer, number: Int) {
        let file = framePath(number)
        if let reason = FileSystem.createDirectory(path) {
            _ = fail(file, "cannot create \(path): \(reason)")
            return
        }
        background.writeFrame(framebuffer, to: file)
    }

    /// Turns the background writes finished since the last call into files
    /// written (with a "saved" notice naming the frame) or failures.
    public func collectBackgroundWrites() {
        for finished in background.collectFinished() {
            if let reason = finished.failure {
                _ = fail(finished.path, reason)
            } else {
                noteWritten([finished.path])
                post(Notice(finished.message ?? "saved \(finished.path)"))
            }
        }
    }

    /// Whether a background write is under way or waits to be collected.
    package var hasBackgroundWrites: Bool { background.isBusy }

    /// What is still being written off the frame loop, one line each, in the
    /// order asked, with how far along: `writing clip frames 120–1005: 340 of
    /// 886 frames`, `writing frame-0042.png`. Empty when nothing is (and
    /// always in a headless run, whose writes are done at once).
    ///
    /// ```swift
    /// while output.hasBackgroundWrites {
    ///     print(output.backgroundWritesUnderWay.joined(separator: "; "))
    ///     output.collectBackgroundWrites()
    /// }
    /// ```
    public var backgroundWritesUnderWay: [String] {
        background.underWay.map(\.description)
    }

    /// Waits for every background write, then collects them (a session's end does this first).
    package func finishBackgroundWrites() {
        background.waitUntilDone()
        collectBackgroundWrites()
    }
}
