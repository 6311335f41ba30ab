import Interactions
import MotionMath
import PlaygroundKit

/// The Tune tab's texts for one box's tuning in one set of terms, made once
/// when either changes (a slider drag remakes them once a frame), so drawing
/// an unchanged tab allocates nothing.
struct TuneTexts {
    /// What the texts were made for.
    struct Key: Equatable {
        var tuning: BoxTuning
        var parameterisation: TuneParameterisation
        var settling: Tossable.Settling?
    }

    let key: Key
    /// Each slider's number with its unit, by row (the friction's is row 3).
    let fields: [TuneControl: String]
    /// The three lines of figures.
    let figures: [String]
    /// The friction as UIKit's deceleration rate, beside its presets (the font has no ζ, so figures say zeta).
    let frictionNote: String
    /// Android's row of the exact numbers, or the kept mass in two-slider terms.
    let note: String
    /// How the box settles, for the heading.
    let settling: String

    init(_ key: Key) {
        self.key = key
        settling =
            switch key.settling {
            case .free?: "flies free"
            case .region?: "stays in its region"
            case let .anchors(points)?: "settles on \(points.count) anchors"
            case nil: "no Tossable: nothing to tune"
            }
        let spring = key.tuning.spring, friction = key.tuning.friction
        var fields: [TuneControl: String] = [:]
        for control in TuneControl.allCases where key.parameterisation.controls.contains(control) || control == .friction {
            fields[control] = control.value(of: key.tuning).map { Self.format($0) + Self.unit(of: control) } ?? "none"
        }
        self.fields = fields
        let zeta = spring.dampingRatio
        let kind = abs(zeta - 1) <= 1e-9 ? "critically damped" : zeta < 1 ? "under-damped" : "over-damped"
        let rest = spring.restTime(distance: TuneCurve.stepDistance).map { "rest " + Self.format($0) + " s" } ?? "rest > 2 min"
        let flingRest = friction.restTime(forSpeed: TuneCurve.flingSpeed)
        let distance = TuneCurve.flingSpeed / friction.rate
        figures = [
            "zeta \(Self.format(zeta)) \(kind) · period \(Self.format(spring.response)) s",
            "step: overshoot \(Self.format(spring.overshoot * 100)) %, \(rest) from \(Self.format(TuneCurve.stepDistance)) pt",
            "fling: \(Self.format(TuneCurve.flingSpeed)) pt/s goes \(Self.format(distance)) pt, rest \(Self.format(flingRest)) s",
        ]
        frictionNote = "UIKit " + Self.format(friction.retainedPerMillisecond, figures: 5)
        switch key.parameterisation {
        case .android:
            note = "k/m \(Self.format(spring.androidStiffness)) · zeta \(Self.format(zeta)) · mass \(Self.format(spring.mass))"
        case .swiftUI, .origami, .bouncy:
            note = "mass \(Self.format(spring.mass)) (kept) · k \(Self.format(spring.stiffness)) · c \(Self.format(spring.damping))"
        case .physics:
            note = ""
        }
    }

    static func unit(of control: TuneControl) -> String {
        switch control {
        case .response: " s"
        case .friction: " /s"
        default: ""
        }
    }

    /// `value` to `figures` significant figures, without trailing zeros: `342`, `24.68`, `0.8111`.
    static func format(_ value: Double, figures: Int = 4) -> String {
        value.isFinite ? DecimalText.significant(value, figures: figures) : (value.isNaN ? "nan" : "∞")
    }
}

/// The Tune tab's caches: its texts and its graph.
struct TuneCache {
    var texts: TuneTexts?
    var curve: TuneCurve?
    /// The graph's time labels (`0.5 s`), made with the curve.
    var timeLabels: [(t: Double, text: String)] = []

    mutating func texts(for key: TuneTexts.Key) -> TuneTexts {
        if let texts, texts.key == key { return texts }
        let made = TuneTexts(key)
        texts = made
        return made
    }

    mutating func curve(for key: TuneCurve.Key) -> TuneCurve {
        if let curve, curve.key == key { return curve }
        let made = TuneCurve(key)
        curve = made
        let step = [0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5].first { made.span / $0 <= 6 } ?? 5
        var labels: [(Double, String)] = []
        var t = step
        while t < made.span * 0.97 {
            labels.append((t, TuneTexts.format(t) + " s"))
            t += step
        }
        timeLabels = labels
        return made
    }
}
