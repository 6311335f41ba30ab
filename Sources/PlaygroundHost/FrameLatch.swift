/// When the window's loop reads input for its next frame: as late as the
/// display allows, so what the hand did reaches the screen a frame's work
/// after it happened, not a whole refresh later.
///
/// Two displays, two rules:
/// - **Vsync paces the loop** (a present returns at the display's refresh,
///   which ``FramePacer/hasVsync`` has seen for sixty presents in a row):
///   the next refresh is due a period after the last present returned, so
///   the loop waits until that refresh minus the frame's cost (the 90th
///   percentile of the last 32 frames) minus a millisecond of margin, and
///   reads the pointer then. A frame that overran (its present came more
///   than one and a half periods after the one before) puts the loop back on
///   the plain schedule for eight frames, so a miss never compounds.
/// - **The loop paces itself** (vsync ignored or not yet shown: Xvfb, SDL's dummy
///   driver, some remote X servers, see ``FramePacer``): a present shows at once, so an
///   input that arrives while the loop waits for its next tick starts a frame
///   at once. After a frame that input started early, the next early one waits
///   until a quarter of a period has passed since that one began, so input
///   that streams (a 1,000 Hz mouse) runs a frame a quarter period, while a
///   move that comes during a tick's frame is drawn the moment that frame is done.
///
/// Times are seconds on the host's monotonic clock; the latch only decides,
/// so it is tested without a clock.
///
/// ```swift
/// var latch = FrameLatch(period: 1.0 / 60)
/// latch.frameDidPresent(cost: 0.002, at: now)
/// HostClock.sleep(latch.waitBeforeReadingInput(now: HostClock.now()))   // vsync: late latch
/// ```
struct FrameLatch {
    /// The display's frame period, in seconds.
    let period: Double
    /// Time kept between the predicted end of a frame's work and the refresh it is for.
    static let margin = 0.001
    /// How many recent frame costs the prediction reads.
    static let window = 32
    /// Frames on the plain schedule after one overran.
    static let plainFramesAfterOverrun = 8

    private var costs = [Double](repeating: 0, count: FrameLatch.window)
    private var costCount = 0, nextCost = 0
    private var lastPresent: Double?
    private(set) var plainFrames = 0

    init(period: Double) {
        self.period = period
    }

    /// Records a frame whose work took `cost` seconds and whose present returned at `time`.
    mutating func frameDidPresent(cost: Double, at time: Double) {
        costs[nextCost] = cost.isFinite ? max(0, cost) : period
        nextCost = (nextCost + 1) % costs.count
        costCount = min(costCount + 1, costs.count)
        if let lastPresent, time - lastPresent > period * 1.5 {
            plainFrames = Self.plainFramesAfterOverrun
        } else {
            plainFrames = max(0, plainFrames - 1)
        }
        lastPresent = time
    }

    /// Forgets the last present, e.g. after the loop slept waiting for input: the next frame starts at once.
    mutating func reset() {
        lastPresent = nil
        plainFrames = 0
    }

    /// The frame's predicted cost: the 90th percentile of the recent ones.
    var predictedCost: Double {
        guard costCount > 0 else { return period }
        let recent = costs.prefix(costCount).sorted()
        return recent[min(recent.count - 1, (recent.count * 9) / 10)]
    }

    /// With vsync pacing the loop: how long to wait at `now` before reading input for the next frame (0: at once).
    func waitBeforeReadingInput(now: Double) -> Double {
        guard let lastPresent, plainFrames == 0, costCount >= 8 else { return 0 }
        let latch = lastPresent + period - predictedCost - Self.margin
        let wait = latch - now
        return wait > 0 && wait < period ? wait : 0
    }

    /// Pacing itself: whether input arriving at `now` may start a frame at once, the last having
    /// begun at `lastStart`, itself started early by input (`lastWasEarly`) or on its tick.
    func mayStartEarly(now: Double, lastStart: Double, lastWasEarly: Bool) -> Bool {
        !lastWasEarly || now - lastStart >= period * 0.25
    }

    /// Pacing itself: when input arriving after a frame that began at `lastStart` may start the next.
    func earliestStart(after lastStart: Double, lastWasEarly: Bool) -> Double {
        lastWasEarly ? lastStart + period * 0.25 : lastStart
    }
}
