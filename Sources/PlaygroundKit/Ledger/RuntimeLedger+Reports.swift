import Motion

// MARK: - The performers that report their state, for the history

extension RuntimeLedger {
    /// A performer that reports its state, held weakly: the runtime owns it.
    struct _Reporter {
        weak var performer: (any MotionStateReporting)?
        var target: UInt32
        var name: UInt32
    }

    /// Keeps `performer`'s reports for the history, if it makes any the
    /// target's own samples do not hold (``MotionStateReporting/reportsTargetStateOnly``).
    func watch(_ performer: any Performing, on target: AnyObject) {
        guard let reporter = performer as? any MotionStateReporting, !reporter.reportsTargetStateOnly,
            !reporters.contains(where: { $0.performer === reporter })
        else { return }
        reporters.append(
            _Reporter(performer: reporter, target: intern(String(describing: target)), name: intern(RuntimeEvent.name(of: performer))))
    }

    /// Every number the watched performers report now, appended to `samples` (emptied first).
    func collectReports(into samples: inout [_ReportedSample]) {
        samples.removeAll(keepingCapacity: true)
        guard !reporters.isEmpty else { return }
        reporters.removeAll { $0.performer == nil }
        for reporter in reporters {
            guard let performer = reporter.performer else { continue }
            for value in performer.motionState {
                let unit = intern(value.unit)
                func sample(_ name: String, _ number: Double) -> _ReportedSample {
                    _ReportedSample(target: reporter.target, performer: reporter.name, name: intern(name), unit: unit, value: number)
                }
                switch value.value {
                case let .number(number):
                    samples.append(sample(value.name, number))
                case let .vector(x, y):
                    samples.append(sample(value.name + ".x", x))
                    samples.append(sample(value.name + ".y", y))
                case .text:
                    break
                }
            }
        }
    }
}
