import Interactions
import MotionMath

/// Checks a playground's invariants after each frame: the built-in ones
/// (``BuiltInInvariant``), the scene's own (``Scene/invariants``) and its
/// traces. Keeps the first violation of each invariant on each box.
///
/// Call ``frameDidRun(_:hadInput:)`` after every frame, then ``finish()``
/// once the input is over and the scene was given time to settle (see
/// ``InvariantCheck``, which does all of it for a recording).
///
/// ```swift
/// let monitor = InvariantMonitor(playground: playground)
/// let frame = playground.runFrame(events: events, elapsed: 1.0 / 60, into: &framebuffer, draw: false)
/// monitor.frameDidRun(frame, hadInput: !events.isEmpty)
/// ```
public final class InvariantMonitor {
    /// The scene time the scene is given to come to rest after its last input, in seconds.
    public static let defaultSettleBound = 10.0
    /// The speed a hand-off may add: this many px/s, plus ``handOffRelativeTolerance`` of the speed before it.
    public static let handOffTolerance = 400.0
    /// The part of the speed before a hand-off that it may add.
    public static let handOffRelativeTolerance = 0.25

    /// The playground watched.
    public let playground: Playground
    /// How long after the last input the runtime must be at rest, in seconds of scene time.
    public let settleBound: Double
    /// The violations found, the first of each invariant on each box, in the order found.
    public private(set) var violations: [InvariantViolation] = []
    /// The scene time when input last arrived.
    public private(set) var lastInputTime = 0.0
    /// Hears the number of each frame checked.
    public var frameObserver: (Int) -> Void = { _ in }
    private var found: Set<String> = []
    private var lastMotion: [ObjectIdentifier: MotionState] = [:]
    private var lastPosition: [ObjectIdentifier: Point] = [:]
    private var frame = 0

    /// Watches `playground`; the runtime must come to rest within `settleBound` seconds of scene time after the last input.
    public init(playground: Playground, settleBound: Double = InvariantMonitor.defaultSettleBound) {
        self.playground = playground
        self.settleBound = settleBound
    }

    private var scene: Scene { playground.scene }

    /// Whether the scene is at rest: the runtime idle and nothing replaying a throw.
    public var isAtRest: Bool { !scene.runtime.isActive && !playground.needsFrames }

    /// Whether the settle bound has passed since the last input.
    public var settleBoundPassed: Bool { playground.sceneTime - lastInputTime >= settleBound }

    /// Checks the frame just run; `hadInput` says whether any event arrived in it.
    public func frameDidRun(_ info: FrameInfo, hadInput: Bool) {
        frame = info.number
        frameObserver(frame)
        if hadInput { lastInputTime = playground.sceneTime }
        // A key, a resize or a lost focus may start new motion on purpose (an action, a layout): not a hand-off.
        let commanded = playground.frameRecord.contains { !Self.isHandInput($0.event) }
        let idle = !scene.runtime.isActive
        for box in scene.boxes {
            checkFinite(box)
            checkHandOff(box, commanded: commanded)
            if idle {
                checkOpenTokens(on: box, because: "the runtime is idle")
                // A box held by a press is not at rest: the release settles it.
                if !box.recognizer.isPointerDown { checkReachable(box) }
            }
        }
        for invariant in scene.invariants where !invariant.holds(scene) {
            report(invariant.name, invariant.boxName, "it does not hold")
        }
        for tracer in scene.invariantTraces where tracer.state == .failed {
            report(BuiltInInvariant.tracesPass.rawValue, nil, "the trace \"\(tracer.trace.name)\" failed")
        }
    }

    /// The checks once the input is over and the scene had its time to settle:
    /// a runtime still active then names the box that keeps it so.
    public func finish() {
        guard !isAtRest else { return }
        var named = false
        for box in scene.boxes {
            let tokens = scene.ledger.target(named: box.name)?.openTokens ?? []
            guard !tokens.isEmpty else { continue }
            named = true
            let still = lastPosition[ObjectIdentifier(box)] == box.position && !box.motion.isMoving
            if still {
                checkOpenTokens(on: box, because: "the box has been still")
            } else {
                report(.comesToRest, box.name, "still \(box.motion.phase.rawValue) \(seconds(settleBound)) after the last input, at \(box.position), velocity \(box.motion.velocity) px/s")
            }
        }
        if !named {
            report(.comesToRest, nil, "the runtime is still active \(seconds(settleBound)) after the last input, with \(scene.ledger.openTokenCount) tokens open")
        }
    }

    // MARK: - The built-in checks

    private func checkFinite(_ box: Box) {
        let values: [(String, Double)] = [
            ("x", box.position.x), ("y", box.position.y), ("width", box.size.width), ("height", box.size.height),
            ("scale", box.scale), ("rotation", box.rotation), ("opacity", box.opacity),
        ]
        if let (name, value) = values.first(where: { !$0.1.isFinite }) {
            report(.finite, box.name, "\(name) is \(value) (position \(box.position), size \(box.size), scale \(box.scale), rotation \(box.rotation), opacity \(box.opacity))")
        }
    }

    private func checkOpenTokens(on box: Box, because reason: String) {
        guard let token = scene.ledger.target(named: box.name)?.openTokens.first else { return }
        let label = token.label.map { "\"\($0)\" " } ?? ""
        report(.tokensEnd, box.name, "token \(label)of \(token.performerName) open since \(seconds(token.startTime)), and \(reason)")
    }

    private func checkReachable(_ box: Box) {
        let frame = box.displayedFrame, window = scene.bounds
        let inside = frame.maxX > window.minX && frame.minX < window.maxX && frame.maxY > window.minY && frame.minY < window.maxY
        if !inside {
            report(.reachable, box.name, "at rest at \(box.position), wholly outside the \(Int(window.size.width))×\(Int(window.size.height)) window")
        }
    }

    /// A drag that hands over to a fling, or a fling to a spring, does not speed up (beyond the tolerance).
    ///
    /// Slowing down is allowed: a hand that stops before letting go throws
    /// nothing, and a fling that meets the window's edge hands a spring
    /// what is left. A jump up is what a person sees as a kick. A drag hands
    /// over the velocity its recognizer measured at the release.
    private func checkHandOff(_ box: Box, commanded: Bool) {
        let id = ObjectIdentifier(box)
        let now = box.motion
        defer {
            lastMotion[id] = now
            lastPosition[id] = box.position
        }
        guard !commanded, let before = lastMotion[id], before.phase != now.phase else { return }
        let handsOff = (before.phase == .dragging && now.phase == .flinging) || (before.phase == .flinging && now.phase == .springing)
        guard handsOff else { return }
        // A fling takes the speed the hand let go with (the recognizer's release velocity), not the
        // drag's last report: a finger may move on in the frame it lifts. A spring takes the fling's.
        let given = before.phase == .dragging ? box.recognizer.velocity : before.velocity
        let speed = now.velocity.length
        let allowed = given.length * (1 + Self.handOffRelativeTolerance) + Self.handOffTolerance
        if !(speed <= allowed) {
            report(
                .smoothHandOff, box.name,
                "\(before.phase.rawValue) (handing over \(given) px/s), then \(now.phase.rawValue) at \(now.velocity) px/s: "
                    + "\(DecimalText.fixed(speed, decimals: 1)) px/s, more than the \(DecimalText.fixed(allowed, decimals: 1)) allowed")
        }
    }

    static func isHandInput(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer, .finger, .wheel: true
        default: false
        }
    }

    // MARK: - Reporting

    private func report(_ invariant: BuiltInInvariant, _ box: String?, _ values: String) {
        guard !scene.waivedInvariants.contains(invariant) else { return }
        report(invariant.rawValue, box, values)
    }

    private func report(_ invariant: String, _ box: String?, _ values: String) {
        let violation = InvariantViolation(invariant: invariant, box: box, frame: frame, values: values)
        guard found.insert(violation.key).inserted else { return }
        violations.append(violation)
    }

    private func seconds(_ value: Double) -> String { DecimalText.fixed(value, decimals: 2) + " s" }
}
