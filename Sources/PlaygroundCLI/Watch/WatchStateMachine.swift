/// The `--watch` supervisor's decisions, as a value: what it does when its
/// window ends, when a save starts a build, and when that build fails or
/// succeeds. The supervisor feeds it events and carries out the actions it
/// returns; nothing here touches a process or a file, so every transition is
/// tested as a value.
///
/// The transitions are the table in ``WatchSupervisor``'s documentation;
/// each of its rows is a case of `WatchStateMachineTests`.
struct WatchStateMachine: Equatable {
    /// Where the session is; see the type's table.
    enum Phase: Equatable {
        /// A window is open and no build runs: waiting for a save.
        case watching
        /// A build runs; the window is open, or gone and to be started again once the build ends.
        case building
        /// The build succeeded and the window was asked to hand over: build `next` takes over once it has.
        case handingOver(next: Int)
        /// No window: every build at hand crashed as it took the session over; the next save builds again.
        case waitingForFix
        /// The person quit: the session's files are written, the supervisor exits 0.
        case ended
    }

    /// The build to start again once the build under way ends, and the banner it shows.
    struct Comeback: Equatable {
        var build: Int
        var banner: String
    }

    /// Where the session is.
    private(set) var phase = Phase.watching
    /// The build whose window is open, if one is.
    private(set) var window: Int? = 1
    /// The build a newer one goes back to when it crashes as it takes over: the last that handed over.
    private(set) var good = 1
    /// The newest build made.
    private(set) var newest = 1
    /// How many windows in a row crashed as they took over.
    private(set) var quickCrashes = 0
    /// A window that crashed during the build under way: who takes the session back once it ends.
    private(set) var comeback: Comeback?

    /// How many crashes as a window takes over, in a row, stop the starting.
    static let quickCrashLimit = 3

    /// The builds whose binaries may still run: the rest can be deleted.
    var buildsInUse: Set<Int> {
        Set([good, newest] + [window, comeback?.build].compactMap { $0 })
    }

    /// Moves on from `event`; returns what the supervisor does about it, in order.
    mutating func handle(_ event: Event) -> [Action] {
        switch (phase, event) {
        case (.ended, _):
            return []
        case let (_, .windowEnded(ending)):
            guard let ended = window else { return [] }
            window = nil
            return windowEnded(ended, ending)
        case (.watching, .saved):
            phase = .building
            return [.tell(.building(newest + 1))]
        case (.waitingForFix, .saved):
            phase = .building
            return []
        case let (.building, .progress(step)):
            return window == nil ? [] : [.tell(.progress(step))]
        case let (.building, .buildFailed(error)):
            let failed = WatchMessage.failed("build \(newest + 1) failed: \(error)")
            if window != nil {
                phase = .watching
                return [.tell(failed)]
            }
            guard let back = comeback else {
                phase = .waitingForFix
                return []
            }
            comeback = nil
            return [.say(Self.takesBack(back.build))] + open(back.build) + [.tell(.crashed(back.banner)), .tell(failed)]
        case (.building, .built):
            newest += 1
            if window != nil {
                phase = .handingOver(next: newest)
                return [.tell(.handOver)]
            }
            quickCrashes = 0
            let banner = comeback?.banner
            comeback = nil
            return open(newest) + (banner.map { [.tell(.crashed($0))] } ?? [])
        default:
            return []
        }
    }

    /// The window of build `ended` ended as `ending` said.
    private mutating func windowEnded(_ ended: Int, _ ending: Ending) -> [Action] {
        switch (ending, phase) {
        case (.quit, _), (.handedOver, .watching), (.handedOver, .building), (.handedOver, .waitingForFix):
            let stop: [Action] = phase == .building ? [.stopBuild] : []
            phase = .ended
            return stop + [.exit(0)]
        case let (.handedOver, .handingOver(next)):
            good = ended
            quickCrashes = 0
            return open(next)
        case (.handedOver, .ended), (.crashed, .ended):
            return []
        case let (.crashed(banner, _), .handingOver(next)):
            // It crashed as it handed over: the new build takes the hand-over it kept a second before.
            quickCrashes = 0
            return open(next) + [.tell(.crashed(banner))]
        case let (.crashed(banner, quickly), _):
            quickCrashes = quickly ? quickCrashes + 1 : 0
            // A build that fails as it takes over goes back to the build before; one that ran for a while starts again.
            let again = quickly && good != ended ? good : ended
            let exhausted = quickCrashes >= Self.quickCrashLimit
            if phase == .building {
                comeback = exhausted ? nil : Comeback(build: again, banner: banner)
                return [.say(exhausted ? Self.noneAtHand : Self.comesBack(built: newest + 1, orElse: again))]
            }
            guard !exhausted else {
                phase = .waitingForFix
                return [.say(Self.noneAtHand)]
            }
            return [.say(Self.takesBack(again))] + open(again) + [.tell(.crashed(banner))]
        }
    }

    /// Opens build `build`'s window: the session is watched again.
    private mutating func open(_ build: Int) -> [Action] {
        window = build
        phase = .watching
        return [.start(build: build)]
    }
}
