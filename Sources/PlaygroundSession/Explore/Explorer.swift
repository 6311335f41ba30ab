import Canvas
import PlaygroundKit

/// The search behind `playground --explore`, in this process: generate
/// sequences of what hands do (``SequenceGenerator``), check every invariant
/// on every frame, keep each distinct failure once (by invariant and box,
/// from the lowest-numbered sequence that shows it) and shrink it
/// (``Shrinker``).
///
/// A trap in the scene's code ends this process; the command runs every
/// sequence in a child process instead, where a trap is a finding.
///
/// ```swift
/// import MyMotionKit   // BreatheScene, from `playground init`
/// import Testing
///
/// let explorer = Explorer(settings: ExploreSettings(seed: 1, viewport: viewport, scene: BreatheScene.make()),
///                         makePlayground: { Playground(scene: BreatheScene.make(), font: font) })
/// let findings = explorer.run(sequences: 0..<200)
/// #expect(findings.isEmpty, "\(findings)")
/// ```
public struct Explorer {
    /// What to generate.
    public var settings: ExploreSettings
    /// Makes a fresh playground of the scene, with no layers: each sequence runs on its own.
    public var makePlayground: () -> Playground

    /// A search over the playgrounds `makePlayground` makes.
    public init(settings: ExploreSettings, makePlayground: @escaping () -> Playground) {
        self.settings = settings
        self.makePlayground = makePlayground
    }

    /// Generates and checks sequence `index`.
    public func outcome(of index: Int) -> ExploreOutcome {
        let sequence = SequenceGenerator(settings: settings).generate(index: index, on: fresh())
        return ExploreOutcome(index: index, sequence: sequence, report: check(sequence))
    }

    /// Checks `sequence`, replayed on a fresh playground; `frameDidRun` hears each frame's number.
    public func check(_ sequence: ExploreSequence, frameDidRun: @escaping (Int) -> Void = { _ in }) -> InvariantReport {
        do {
            return try InvariantCheck.run(script: sequence.script, playground: fresh(), settleBound: settings.settleBound, frameDidRun: frameDidRun)
        } catch {
            return InvariantReport(violations: [], frames: 0)  // a sequence the search made always replays
        }
    }

    /// Runs sequences `indices` and returns each distinct failure, shrunk.
    public func run(sequences indices: Range<Int>) -> [ExploreFinding] {
        var first = ExploreFinding.Collector()
        for index in indices { first.add(outcome(of: index)) }
        return first.findings.map { shrink($0) }
    }

    /// The finding with its sequence shrunk, keeping its invariant failing on its box.
    public func shrink(_ finding: ExploreFinding) -> ExploreFinding {
        let key = finding.violation.key
        var shrinker = Shrinker { candidate in check(candidate).violations.contains { $0.key == key } }
        let shrunk = shrinker.shrink(finding.sequence)
        var result = finding
        result.sequence = shrunk
        result.violation = check(shrunk).violations.first { $0.key == key } ?? finding.violation
        return result
    }

    private func fresh() -> Playground {
        let playground = makePlayground()
        playground.history = nil
        return playground
    }
}

/// A distinct failure: the invariant broken, on which box, at which frame,
/// by which sequence, and how many events it took before shrinking.
public struct ExploreFinding: Sendable, Hashable {
    /// What failed, where and when (the frame in ``sequence``).
    public var violation: InvariantViolation
    /// The number of the sequence that first showed it.
    public var index: Int
    /// The input that makes it fail (shrunk, once shrunk).
    public var sequence: ExploreSequence
    /// The number of events the sequence had before shrinking.
    public var shrunkFrom: Int

    /// A finding of `violation` in sequence `index`.
    public init(violation: InvariantViolation, index: Int, sequence: ExploreSequence, shrunkFrom: Int? = nil) {
        self.violation = violation
        self.index = index
        self.sequence = sequence
        self.shrunkFrom = shrunkFrom ?? sequence.eventCount
    }

    /// Keeps the first sequence (by number) of each distinct failure, whatever order outcomes arrive in.
    public struct Collector: Sendable {
        private var byKey: [String: ExploreFinding] = [:]

        /// An empty collection.
        public init() {}

        /// Adds the failures of `outcome`.
        public mutating func add(_ outcome: ExploreOutcome) {
            for violation in outcome.report.violations {
                add(ExploreFinding(violation: violation, index: outcome.index, sequence: outcome.sequence))
            }
        }

        /// Adds `finding`, unless a lower-numbered sequence already showed the same failure.
        public mutating func add(_ finding: ExploreFinding) {
            if let known = byKey[finding.violation.key], known.index <= finding.index { return }
            byKey[finding.violation.key] = finding
        }

        /// The findings, in the order of their sequences, then their keys.
        public var findings: [ExploreFinding] {
            byKey.values.sorted { ($0.index, $0.violation.key) < ($1.index, $1.violation.key) }
        }
    }
}
