/// What goes into ``WatchStateMachine`` and what comes out of it.
extension WatchStateMachine {
    /// How a window ended.
    enum Ending: Equatable {
        /// The person quit (`q`, closing the window, Ctrl+C): the window wrote the session's files.
        case quit
        /// It wrote the hand-over and quit, as asked.
        case handedOver
        /// It crashed or exited with an error; `banner` says so in one line for the window that
        /// takes the session back, and `quickly` is whether it ended as it took the session over.
        case crashed(banner: String, quickly: Bool)
    }

    /// What happened.
    enum Event: Equatable {
        /// The open window ended.
        case windowEnded(Ending)
        /// A save was seen: the package's build starts.
        case saved
        /// The build reached a step (`12/40 Compiling …`).
        case progress(String)
        /// The build failed; `error` is the compiler's first error.
        case buildFailed(String)
        /// The build succeeded: it is build ``newest`` + 1.
        case built
    }

    /// What the supervisor is to do, in order.
    enum Action: Equatable {
        /// Tell the open window.
        case tell(WatchMessage)
        /// Start build `build`'s window, taking the session over from the hand-over.
        case start(build: Int)
        /// Stop the build under way: nobody is waiting for it.
        case stopBuild
        /// Say a line in the terminal.
        case say(String)
        /// End the supervisor with this status.
        case exit(Int32)
    }

    // MARK: - What the supervisor says

    /// What the supervisor says as it starts a build's window again.
    static func takesBack(_ build: Int) -> String { "build \(build) takes the session back from its last hand-over" }

    /// What the supervisor says when a window crashes during a build.
    static func comesBack(built: Int, orElse old: Int) -> String {
        "the session comes back once the build is done: in build \(built) if it builds, else in build \(old)"
    }

    /// What the supervisor says when it stops starting windows.
    static let noneAtHand = "no build at hand takes the session over without crashing; fix the code and save"
}
