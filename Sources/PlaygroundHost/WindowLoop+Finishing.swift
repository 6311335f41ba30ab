import Canvas
import PlaygroundKit
import PlaygroundSession

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// MARK: - Quitting with files still being written

extension WindowLoop {
    /// How often the terminal is told how far the writing has got, in seconds.
    static let finishingReportInterval = 1.0

    /// Once the session has ended, keeps the window drawn and answering while
    /// files asked for during it are still being written off its loop (a long
    /// clip takes seconds to encode), saying in the window and on the terminal
    /// what is being written and how far along:
    /// `playground: quitting once written: writing clip frames 120–1005: 340 of 886 frames`.
    ///
    /// Nothing is dropped: asking again to quit (`q`, Escape, closing the
    /// window, Ctrl+C on the terminal, which SDL turns into a quit) only says,
    /// once, that the window closes when the files are written. Input meanwhile
    /// goes nowhere: the session, and its recording, ended with the quit.
    /// Files that finish are collected as they do, so their "saved" notices
    /// show and print as on any frame. Returns the lines it printed.
    @discardableResult
    mutating func finishWrites() throws(PlaygroundError) -> [String] {
        var said: [String] = []
        var reported = -Double.infinity
        var askedAgain = false
        while session.isWriting {
            let now = HostClock.now()
            _ = session.collectWrites(at: now)
            let underWay = session.output.backgroundWritesUnderWay
            guard !underWay.isEmpty else { continue }
            let line = "quitting once written: " + underWay.joined(separator: "; ")
            if now - reported >= Self.finishingReportInterval {
                said.append(say(line))
                reported = now
            }
            session.showStatus(Notice(line))
            if !isMinimized {
                session.redraw(now: now)
                try window.present(session.framebuffer)
            }
            let batch = events.wait(timeout: 0.1)
            if !askedAgain, batch.input.contains(where: Self.asksToQuit) {
                askedAgain = true
                said.append(say("still writing, so that nothing is lost: the window closes once it is written"))
            }
        }
        session.showStatus(nil)
        return said
    }

    /// Whether `event` asks to quit: the quit keys, Ctrl+C, or SDL's quit (the window closed, SIGINT, SIGTERM).
    static func asksToQuit(_ event: InputEvent) -> Bool {
        switch event {
        case .quit: true
        case let .key(press): press == KeyPress("q") || press == KeyPress("escape") || (press.control && press.key == "c")
        default: false
        }
    }

    /// Prints `line` on the terminal at once, as the session's notices are; returns it.
    private func say(_ line: String) -> String {
        print("playground: " + line)
        fflush(nil)
        return line
    }
}
