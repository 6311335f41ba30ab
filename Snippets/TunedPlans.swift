// snippet.hide
// README "Live tuning": what `tuning.swift` holds for a tuned box (the playground writes it
// from Assets/Templates/Tuning.swift.template; Tests/PlaygroundKitTests/TuningExportSample.swift
// is a whole one, compiled with the tests).
import Interactions

enum Tuned {
    static let box1Settling: Tossable.Settling = .region(Rect(x: 80, y: 50, width: 1120, height: 620))

// snippet.show
/// Box#1's plan, tuned.
static func box1(_ recognizer: GestureRecognizer, settling: Tossable.Settling = Tuned.box1Settling) -> Tossable {
    Tossable(
        recognizer, settling: settling,
        friction: Friction(rate: 3),
        spring: SpringParameters(stiffness: 120, damping: 4, mass: 1)
    )
}
// snippet.hide
}

print(Tuned.box1(GestureRecognizer()))
