// MARK: - What the profiler measured, for the Perf tab, `--stats` and a trace

extension FrameProfiler {
    /// A phase's median and 99th percentile over the frames kept, in nanoseconds.
    public struct PhaseStatistics: Sendable, Hashable {
        /// The phase, or `nil` for the whole frame.
        public var phase: Phase?
        public var median: UInt64, p99: UInt64
    }

    /// What one performer's updates cost, in nanoseconds.
    public struct PerformerCost: Sendable, Hashable {
        /// `SpringPerformer on Box#1`.
        public var name: String
        /// How many of its updates were timed (all of them in a small scene, a sample in a large one), their total, mean and longest.
        public var updates: Int, total: UInt64, longest: UInt64
        public var mean: UInt64 { updates == 0 ? 0 : total / UInt64(updates) }
    }

    /// One performer's update, for a trace: when (nanoseconds since the profiler was made) and how long.
    public struct PerformerUpdate: Sendable, Hashable {
        public var name: String
        public var frame: Int
        public var start: UInt64, duration: UInt64
    }

    /// How many frames are kept now.
    package var frameCountKept: Int { frameCount }

    /// The last `count` frames kept (all by default), oldest first.
    public func frames(last count: Int? = nil) -> [FrameCost] {
        let wanted = min(count ?? frameCount, frameCount)
        let phases = Phase.allCases.count
        return (0..<wanted).map { offset in
            let index = (nextFrame - wanted + offset + capacity) % capacity
            return FrameCost(
                number: numbers[index], start: starts[index], phases: Array(durations[index * phases..<(index + 1) * phases]))
        }
    }

    /// Each phase's median and p99 over the last `count` frames (all kept by default), then the whole frame's.
    public func phaseStatistics(last count: Int? = nil) -> [PhaseStatistics] {
        let kept = frames(last: count)
        guard !kept.isEmpty else { return [] }
        func statistics(_ values: [UInt64], _ phase: Phase?) -> PhaseStatistics {
            let sorted = values.sorted()
            let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * 0.99).rounded(.up)))]
            return PhaseStatistics(phase: phase, median: sorted[sorted.count / 2], p99: p99)
        }
        return Phase.allCases.map { phase in statistics(kept.map { $0.phases[phase.rawValue] }, phase) } + [statistics(kept.map(\.total), nil)]
    }

    /// The `limit` performers whose timed updates took longest on average, costliest first: over the
    /// whole run, or (`recent`) over the last few seconds (the last 120 frames).
    public func costliestPerformers(limit: Int, recent: Bool = false) -> [PerformerCost] {
        let names = performers.names
        let costs: [PerformerCost]
        if recent {
            costs = performers.recentCosts().map { slot, record in
                PerformerCost(name: names[Int(slot)], updates: record.updates, total: record.total, longest: record.longest)
            }
        } else {
            costs = performers.records.enumerated().compactMap { slot, record in
                record.updates == 0 ? nil : PerformerCost(name: names[slot], updates: record.updates, total: record.total, longest: record.longest)
            }
        }
        return Array(costs.sorted { ($0.mean, $1.name) > ($1.mean, $0.name) }.prefix(max(0, limit)))
    }

    /// The performer updates kept (the last ``sliceCapacity``), oldest first.
    public func performerUpdates() -> [PerformerUpdate] {
        let names = performers.names
        return performers.keptSlices.map { slice in
            PerformerUpdate(name: names[Int(slice.slot)], frame: Int(slice.frame), start: slice.start, duration: slice.duration)
        }
    }
}
