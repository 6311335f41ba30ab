import PlaygroundKit

/// The Tracks tab's rows: targets with something in view first (in natural
/// name order, `Box#2` before `Box#10`), then the scene's other boxes.
struct TrackRows {
    let names: [String]

    init(tracks: HistoryTracks, boxNames: [String]) {
        let active = tracks.targets
        let activeSet = Set(active)
        names = active.sorted(by: Self.naturalOrder) + boxNames.filter { !activeSet.contains($0) }.sorted(by: Self.naturalOrder)
    }

    /// `Box#2` before `Box#10`: a name's trailing number compares as a number.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let (aStem, aNumber) = split(a), (bStem, bNumber) = split(b)
        if aStem != bStem { return aStem < bStem }
        if aNumber != bNumber { return (aNumber ?? -1) < (bNumber ?? -1) }
        return a < b
    }

    private static func split(_ name: String) -> (Substring, Int?) {
        let digits = name.reversed().prefix(while: \.isNumber).count
        guard digits > 0, digits < 10 else { return (Substring(name), nil) }
        return (name.dropLast(digits), Int(name.suffix(digits)))
    }

    /// Each target's intervals, given sub-lanes so overlapping tokens stack (at most three lanes).
    static func lanes(of intervals: [HistoryTracks.Interval]) -> (lane: [Int], count: Int) {
        var laneEnds: [Int] = []
        var lanes: [Int] = []
        for interval in intervals {
            let end = interval.endFrame ?? Int.max
            if let free = laneEnds.firstIndex(where: { $0 <= interval.startFrame }) {
                laneEnds[free] = end
                lanes.append(free)
            } else if laneEnds.count < 3 {
                laneEnds.append(end)
                lanes.append(laneEnds.count - 1)
            } else {
                lanes.append(laneEnds.count - 1)
            }
        }
        return (lanes, max(1, laneEnds.count))
    }
}
