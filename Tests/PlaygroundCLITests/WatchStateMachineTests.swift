@testable import PlaygroundCLI
import MotionMath
import Testing

/// Every transition of the `--watch` supervisor's table (see
/// ``WatchStateMachine``): each phase it can reach, met with each event.
@Suite("Watch: the supervisor's states and transitions")
struct WatchStateMachineTests {
    typealias Machine = WatchStateMachine
    typealias Event = WatchStateMachine.Event

    static let banner = "build 1 crashed: Fatal error: boom at Orbit.swift:68 in Orbit.update"
    static let quit = Event.windowEnded(.quit), handedOver = Event.windowEnded(.handedOver)
    static let crashedQuickly = Event.windowEnded(.crashed(banner: banner, quickly: true))
    static let crashedLate = Event.windowEnded(.crashed(banner: banner, quickly: false))
    static let step = Event.progress("3/5 Compiling Kit Orbit.swift"), failed = Event.buildFailed("Sources/Kit/Orbit.swift:12: expected ')'")
    static let everyEvent = [quit, handedOver, crashedQuickly, crashedLate, .saved, step, failed, .built]

    /// The events that lead from the start to each phase.
    static let phases: [(name: String, events: [Event])] = [
        ("watching", []),
        ("building", [.saved]),
        ("building, its window crashed", [.saved, crashedLate]),
        ("handing over", [.saved, .built]),
        ("waiting for a fix", [crashedQuickly, crashedQuickly, crashedQuickly]),
        ("building, waiting for a fix", [crashedQuickly, crashedQuickly, crashedQuickly, .saved]),
        ("ended", [quit]),
    ]

    /// The machine after `events`, from the start.
    static func machine(after events: [Event]) -> Machine {
        var machine = Machine()
        for event in events { _ = machine.handle(event) }
        return machine
    }

    /// One row: in `phase`, `event` gives `actions` and leaves `after` with `window` open.
    struct Row: CustomTestStringConvertible, Sendable {
        var phase: String
        var event: Event
        var actions: [Machine.Action]
        var after: Machine.Phase
        var window: Int?
        var testDescription: String { "\(phase): \(event)" }
    }

    static let failedLine = WatchMessage.failed("build 2 failed: Sources/Kit/Orbit.swift:12: expected ')'")
    static let takesBackWhenBuilt = Machine.Action.say(Machine.comesBack(built: 2, orElse: 1))
    static let comesBack: [Machine.Action] = [.say(Machine.takesBack(1)), .start(build: 1), .tell(.crashed(banner))]

    /// The whole table: every phase met with every event (events a phase cannot meet change nothing).
    static let rows: [Row] = [
        Row(phase: "watching", event: quit, actions: [.exit(0)], after: .ended),
        Row(phase: "watching", event: handedOver, actions: [.exit(0)], after: .ended),
        Row(phase: "watching", event: crashedQuickly, actions: comesBack, after: .watching, window: 1),
        Row(phase: "watching", event: crashedLate, actions: comesBack, after: .watching, window: 1),
        Row(phase: "watching", event: .saved, actions: [.tell(.building(2))], after: .building, window: 1),
        Row(phase: "watching", event: step, actions: [], after: .watching, window: 1),
        Row(phase: "watching", event: failed, actions: [], after: .watching, window: 1),
        Row(phase: "watching", event: .built, actions: [], after: .watching, window: 1),

        Row(phase: "building", event: quit, actions: [.stopBuild, .exit(0)], after: .ended),
        Row(phase: "building", event: handedOver, actions: [.stopBuild, .exit(0)], after: .ended),
        Row(phase: "building", event: crashedQuickly, actions: [takesBackWhenBuilt], after: .building),
        Row(phase: "building", event: crashedLate, actions: [takesBackWhenBuilt], after: .building),
        Row(phase: "building", event: .saved, actions: [], after: .building, window: 1),
        Row(phase: "building", event: step, actions: [.tell(.progress("3/5 Compiling Kit Orbit.swift"))], after: .building, window: 1),
        Row(phase: "building", event: failed, actions: [.tell(failedLine)], after: .watching, window: 1),
        Row(phase: "building", event: .built, actions: [.tell(.handOver)], after: .handingOver(next: 2), window: 1),

        Row(phase: "building, its window crashed", event: quit, actions: [], after: .building),
        Row(phase: "building, its window crashed", event: handedOver, actions: [], after: .building),
        Row(phase: "building, its window crashed", event: crashedQuickly, actions: [], after: .building),
        Row(phase: "building, its window crashed", event: crashedLate, actions: [], after: .building),
        Row(phase: "building, its window crashed", event: .saved, actions: [], after: .building),
        Row(phase: "building, its window crashed", event: step, actions: [], after: .building),
        Row(phase: "building, its window crashed", event: failed, actions: comesBack + [.tell(failedLine)], after: .watching, window: 1),
        Row(phase: "building, its window crashed", event: .built, actions: [.start(build: 2), .tell(.crashed(banner))], after: .watching, window: 2),

        Row(phase: "handing over", event: quit, actions: [.exit(0)], after: .ended),
        Row(phase: "handing over", event: handedOver, actions: [.start(build: 2)], after: .watching, window: 2),
        Row(phase: "handing over", event: crashedQuickly, actions: [.start(build: 2), .tell(.crashed(banner))], after: .watching, window: 2),
        Row(phase: "handing over", event: crashedLate, actions: [.start(build: 2), .tell(.crashed(banner))], after: .watching, window: 2),
        Row(phase: "handing over", event: .saved, actions: [], after: .handingOver(next: 2), window: 1),
        Row(phase: "handing over", event: step, actions: [], after: .handingOver(next: 2), window: 1),
        Row(phase: "handing over", event: failed, actions: [], after: .handingOver(next: 2), window: 1),
        Row(phase: "handing over", event: .built, actions: [], after: .handingOver(next: 2), window: 1),

        Row(phase: "waiting for a fix", event: quit, actions: [], after: .waitingForFix),
        Row(phase: "waiting for a fix", event: handedOver, actions: [], after: .waitingForFix),
        Row(phase: "waiting for a fix", event: crashedQuickly, actions: [], after: .waitingForFix),
        Row(phase: "waiting for a fix", event: crashedLate, actions: [], after: .waitingForFix),
        Row(phase: "waiting for a fix", event: .saved, actions: [], after: .building),
        Row(phase: "waiting for a fix", event: step, actions: [], after: .waitingForFix),
        Row(phase: "waiting for a fix", event: failed, actions: [], after: .waitingForFix),
        Row(phase: "waiting for a fix", event: .built, actions: [], after: .waitingForFix),

        Row(phase: "building, waiting for a fix", event: quit, actions: [], after: .building),
        Row(phase: "building, waiting for a fix", event: handedOver, actions: [], after: .building),
        Row(phase: "building, waiting for a fix", event: crashedQuickly, actions: [], after: .building),
        Row(phase: "building, waiting for a fix", event: crashedLate, actions: [], after: .building),
        Row(phase: "building, waiting for a fix", event: .saved, actions: [], after: .building),
        Row(phase: "building, waiting for a fix", event: step, actions: [], after: .building),
        Row(phase: "building, waiting for a fix", event: failed, actions: [], after: .waitingForFix),
        Row(phase: "building, waiting for a fix", event: .built, actions: [.start(build: 2)], after: .watching, window: 2),
    ]

    @Test("Each phase meets each event as the table says", arguments: rows)
    func transition(_ row: Row) throws {
        let events = try #require(Self.phases.first(where: { $0.name == row.phase })?.events)
        var machine = Self.machine(after: events)
        #expect(machine.handle(row.event) == row.actions)
        #expect(machine.phase == row.after)
        #expect(machine.window == row.window)
    }

    @Test("The table has a row for every phase but the last and every event", arguments: phases.map(\.name).dropLast())
    func everyPhaseMeetsEveryEvent(_ phase: String) {
        #expect(Self.rows.filter { $0.phase == phase }.map(\.event) == Self.everyEvent)
    }

    @Test("Once ended, nothing happens, whatever comes", arguments: everyEvent)
    func endedIsEnded(_ event: Event) {
        var machine = Self.machine(after: [Self.quit])
        #expect(machine.handle(event).isEmpty)
        #expect(machine.phase == .ended && machine.window == nil)
    }

    // MARK: - Over several transitions

    @Test("A new build that crashes as it takes over goes back to the build before; one that crashes later starts again")
    func backToTheGoodBuild() {
        var machine = Self.machine(after: [.saved, .built, Self.handedOver])
        #expect(machine.window == 2 && machine.good == 1, "build 1 handed over: it is the good one")
        #expect(machine.handle(Self.crashedQuickly) == Self.comesBack)
        _ = machine.handle(.saved)
        #expect(machine.handle(.built) == [.tell(.handOver)], "the next build is build 3")
        #expect(machine.handle(Self.handedOver) == [.start(build: 3)])
        #expect(machine.handle(Self.crashedLate) == [.say(Machine.takesBack(3)), .start(build: 3), .tell(.crashed(Self.banner))])
        #expect(machine.buildsInUse == [1, 3], "the good build and the newest are kept, the rest can go")
    }

    @Test("Three crashes in a row as windows take over stop the starting, a late one starts the count again, and a build starts it again")
    func waitingForAFix() {
        var machine = Machine()
        _ = machine.handle(Self.crashedQuickly)
        _ = machine.handle(Self.crashedQuickly)
        _ = machine.handle(Self.crashedLate)
        #expect(machine.quickCrashes == 0)
        _ = machine.handle(Self.crashedQuickly)
        _ = machine.handle(Self.crashedQuickly)
        #expect(machine.handle(Self.crashedQuickly) == [.say(Machine.noneAtHand)])
        #expect(machine.phase == .waitingForFix && machine.window == nil)
        _ = machine.handle(.saved)
        #expect(machine.handle(.built) == [.start(build: 2)])
        #expect(machine.quickCrashes == 0)
    }

    @Test("A window that crashes during a build that then crashes again as it comes back goes to the good build")
    func crashDuringABuildThenAgain() {
        var machine = Self.machine(after: [.saved, .built, Self.handedOver, .saved])  // build 2 open, build 3 building
        #expect(machine.handle(Self.crashedQuickly) == [.say(Machine.comesBack(built: 3, orElse: 1))])
        #expect(machine.handle(Self.failed).prefix(2) == [.say(Machine.takesBack(1)), .start(build: 1)])
        #expect(machine.buildsInUse == [1, 2])
    }

    @Test("Under random events: one window at most, only an open window is told, quitting exits 0 and nothing opens after", arguments: 1...20)
    func randomEvents(seed: UInt64) {
        var random = SplitMix64(seed: seed)  // the same events for a seed on every machine
        var machine = Machine(), ended = false
        for _ in 0..<60 {
            let event = Self.everyEvent.randomElement(using: &random)!
            var open = machine.window != nil
            let quitting = open && event == Self.quit
            if case .windowEnded = event { open = false }
            let actions = machine.handle(event)
            #expect(!ended || actions.isEmpty, "seed \(seed): \(event) after the end")
            for action in actions {
                switch action {
                case .start:
                    #expect(!open, "seed \(seed): a second window")
                    open = true
                case .tell: #expect(open, "seed \(seed): told a window that is gone")
                case .exit(let status):
                    #expect(status == 0)
                    ended = true
                case .say, .stopBuild: break
                }
            }
            #expect(open == (machine.window != nil))
            #expect(!quitting || (actions.last == .exit(0) && !actions.contains { if case .start = $0 { true } else { false } }))
        }
    }
}
