import Motion
import MotionMath
import Testing

/// A frame a profiler measures runs its own loop (the timed range, and plain loops before and after
/// it): it must update the same performers, in the same order, with the same times, as a frame not
/// measured, and time exactly a run of the updates it asked for.
@Suite("Timing performer updates")
struct UpdateTimingTests {
    /// Logs each update to a journal shared by a runtime's performers; at rest after its plan's count.
    struct Work: Plan {
        typealias Performer = WorkPerformer
        var updates: Int
    }

    final class WorkPerformer: ManuallyExecutingPerformer {
        let target: Thing
        var remaining = 0
        init(target: Thing) { self.target = target }
        func addPlan(_ plan: any Plan) { remaining = (plan as! Work).updates }
        func update(millisecondsSinceLastUpdate ms: Double) -> ActivityState {
            target.journal.write("\(target) \(ms)")
            remaining -= 1
            return remaining > 0 ? .active : .atRest
        }
    }

    /// Times the range it is told to, and notes the performers it timed, frame by frame.
    final class RangeTiming: PerformerUpdateTiming {
        var range: (Int) -> Range<Int>
        var timed: [[ObjectIdentifier]] = []
        /// Every performer it timed, kept alive, each once.
        var performers: [WorkPerformer] = []
        var asked: [Range<Int>] = []
        init(range: @escaping (Int) -> Range<Int>) { self.range = range }
        func updatesToTime(of count: Int) -> Range<Int> {
            timed.append([])
            asked.append(range(count))
            return asked[asked.count - 1]
        }
        func mark() -> UInt64 { 0 }
        func performerDidUpdate(_ performer: AnyObject, since mark: UInt64) {
            timed[timed.count - 1].append(ObjectIdentifier(performer))
            if let work = performer as? WorkPerformer, !performers.contains(where: { $0 === work }) { performers.append(work) }
        }
    }

    @Test("Measured or not, a frame updates the same performers in the same order; the timed ones are a run of them", arguments: 1...20)
    func measuredFramesMatchPlainOnes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let plainJournal = Journal(), measuredJournal = Journal()
        let plain = MotionRuntime(), measured = MotionRuntime()
        let plainTargets = (0..<40).map { Thing("T\($0)", journal: plainJournal) }
        let measuredTargets = (0..<40).map { Thing("T\($0)", journal: measuredJournal) }
        // Ranges of every kind: empty, whole, at either end, in the middle, beyond the list.
        let timing = RangeTiming { count in
            let start = Int(seed) % 7 == 0 ? count : (Int(seed) * 7) % max(count, 1)
            return (start - 3)..<(start + 5 + Int(seed) % 4 * 20)
        }
        measured.updateTiming = timing
        for frame in 0..<60 {
            // Plans wake some targets (a new plan mid-life restarts their count), the same in both.
            for _ in 0..<random.next(below: 6) {
                let index = random.next(below: 40), updates = 1 + random.next(below: 15)
                plain.addPlan(Work(updates: updates), to: plainTargets[index])
                measured.addPlan(Work(updates: updates), to: measuredTargets[index])
            }
            let before = measuredJournal.entries.count
            plain.update(millisecondsSinceLastUpdate: 16)
            measured.update(millisecondsSinceLastUpdate: 16)
            #expect(measuredJournal.entries == plainJournal.entries, "seed \(seed), frame \(frame)")
            #expect(measured.isActive == plain.isActive)
            // The timed performers are a run of this frame's updates, within the range asked for.
            let frameUpdates = measuredJournal.entries[before...].count
            if let timed = timing.timed.last, let asked = timing.asked.last, !timed.isEmpty {
                #expect(timed.count <= asked.count && timed.count <= frameUpdates)
                #expect(Set(timed).count == timed.count, "each performer timed once a frame")
            }
        }
        #expect(!timing.timed.joined().isEmpty, "the seed timed something")
    }

    @Test("A performer's target is found whatever was added and removed before, and a removed target's performers have none", arguments: 1...10)
    func targetOfPerformer(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let runtime = MotionRuntime()
        let timing = RangeTiming { 0..<$0 }
        runtime.updateTiming = timing
        var targets = (0..<30).map { Thing("T\($0)") }
        var removed: [WorkPerformer] = []
        for frame in 0..<80 {
            for _ in 0..<random.next(below: 5) {
                runtime.addPlan(Work(updates: 1 + random.next(below: 10)), to: targets[random.next(below: targets.count)])
            }
            if random.next(below: 6) == 0 {
                let index = random.next(below: targets.count)
                let gone = targets[index]
                removed += timing.performers.filter { $0.target === gone }
                timing.performers.removeAll { $0.target === gone }
                runtime.removeTarget(gone)
                targets[index] = Thing("T\(index)'")
            }
            runtime.update(millisecondsSinceLastUpdate: 16)
            for performer in timing.performers where random.next(below: 3) == 0 {
                #expect(runtime.target(of: performer) === performer.target, "seed \(seed), frame \(frame)")
            }
            for performer in removed { #expect(runtime.target(of: performer) == nil, "seed \(seed), frame \(frame)") }
        }
        #expect(runtime.target(of: Thing("stranger")) == nil)
        #expect(!timing.performers.isEmpty && !removed.isEmpty, "the seed made and removed performers")
    }
}
