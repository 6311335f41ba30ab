// tuning.swift: the springs and frictions tuned in the playground, as Swift.
//
// Each function below makes the Tossable a tuned box had at the end of the
// session, with exact numbers (each reads back as the very Double the
// playground used), so your scene moves as the box did. Paste the enum into
// your scene's module and use a function where the scene adds the box's plan:
//
//     scene.runtime.addPlan(Tuned.box1(box.recognizer), to: box)
//
// Each `settling` defaults to what the box had in the session (its window's
// anchors or region); pass your own. The comments give the same spring and
// friction in SwiftUI's, Origami's, Rebound's, Android's and UIKit's terms.

import Interactions

/// The plans tuned in the playground, one per box, in the order first tuned.
enum Tuned {
    // MARK: - Box#1
    //
    // Was stiffness 342, damping 30, mass 1, friction k = 4.2/s.
    // ζ 0.183 (under-damped), response 0.574 s, overshoot 55.8 %, at rest 1.92 s after a 200-point step.
    // The same spring in other terms (unit mass: this spring's k/m and c/m):
    //   SwiftUI   .spring(response: 0.5735737209545476, dampingFraction: 0.18257418583505536)
    //   Origami   tension 9.558011049723756, friction 1 (Rebound and React Native: fromOrigamiTensionAndFriction)
    //   Pop       bounciness 23.895606516125074, speed 1.5437211814065548 (Rebound and React Native: fromBouncinessAndSpeed)
    //   Android   SpringForce().setStiffness(120f).setDampingRatio(0.18257418583505536f)
    // The fling's friction in other terms:
    //   UIKit     UIScrollView.DecelerationRate(rawValue: 0.997004495503373)
    //   Android   FlingAnimation.setFriction(0.7142857142857143f)

    /// Where Box#1 settled in the session: thrown, it springs into the nearest of these 12 anchors.
    static let box1Settling: Tossable.Settling = .anchors([
        Point(x: 160, y: 120),
        Point(x: 480, y: 120),
        Point(x: 800, y: 120),
        Point(x: 1120, y: 120),
        Point(x: 160, y: 360),
        Point(x: 480, y: 360),
        Point(x: 800, y: 360),
        Point(x: 1120, y: 360),
        Point(x: 160, y: 600),
        Point(x: 480, y: 600),
        Point(x: 800, y: 600),
        Point(x: 1120, y: 600),
    ])

    /// Box#1's plan, tuned.
    static func box1(_ recognizer: GestureRecognizer, settling: Tossable.Settling = Tuned.box1Settling) -> Tossable {
        Tossable(
            recognizer, settling: settling,
            friction: Friction(rate: 3),
            spring: SpringParameters(stiffness: 120, damping: 4, mass: 1)
        )
    }

    // MARK: - Box#4
    //
    // Was stiffness 342, damping 30, mass 1, friction k = 4.2/s.
    // ζ 1 (critically damped), response 0.5 s, overshoot 0 %, at rest 0.617 s after a 200-point step.
    // The same spring in other terms (unit mass: this spring's k/m and c/m):
    //   SwiftUI   .spring(response: 0.5, dampingFraction: 1)
    //   Origami   tension 20.031400667798266, friction 8.044247076239449 (Rebound and React Native: fromOrigamiTensionAndFriction)
    //   Pop       bounciness -2.559543491086691, speed 3.3286597629330377 (Rebound and React Native: fromBouncinessAndSpeed); below 0, it is damped beyond Pop's usual range
    //   Android   SpringForce().setStiffness(157.91367041742973f).setDampingRatio(1f): SpringForce.DAMPING_RATIO_NO_BOUNCY
    // The fling's friction in other terms:
    //   UIKit     UIScrollView.DecelerationRate(rawValue: 0.998)
    //   Android   FlingAnimation.setFriction(0.47666730254120937f)

    /// Where Box#4 settled in the session: thrown, it flies and springs back inside this region.
    static let box4Settling: Tossable.Settling = .region(Rect(x: 70, y: 45, width: 1140, height: 630))

    /// Box#4's plan, tuned.
    static func box4(_ recognizer: GestureRecognizer, settling: Tossable.Settling = Tuned.box4Settling) -> Tossable {
        Tossable(
            recognizer, settling: settling,
            friction: Friction(rate: 2.0020026706730794),
            spring: SpringParameters(stiffness: 157.91367041742973, damping: 25.132741228718345, mass: 1)
        )
    }

    // MARK: - Box#6
    //
    // Was stiffness 342, damping 30, mass 1, friction k = 4.2/s.
    // ζ 2.25 (over-damped), response 0.628 s, overshoot 0 %, at rest 2.41 s after a 200-point step.
    // The same spring in other terms (unit mass: this spring's k/m and c/m):
    //   SwiftUI   .spring(response: 0.6283185307179586, dampingFraction: 2.25)
    //   Origami   tension 4.033149171270718, friction 14.666666666666668 (Rebound and React Native: fromOrigamiTensionAndFriction)
    //   Pop       bounciness -45.832813418277034, speed 0.6021407108932553 (Rebound and React Native: fromBouncinessAndSpeed); below 0, it is damped beyond Pop's usual range
    //   Android   SpringForce().setStiffness(100f).setDampingRatio(2.25f)
    // The fling's friction in other terms:
    //   UIKit     UIScrollView.DecelerationRate(rawValue: 0.9958088076649545)
    //   Android   FlingAnimation.setFriction(1f)

    /// Where Box#6 settled in the session: thrown, it flies and springs back inside this region.
    static let box6Settling: Tossable.Settling = .region(Rect(x: 35, y: 35, width: 1210, height: 650))

    /// Box#6's plan, tuned.
    static func box6(_ recognizer: GestureRecognizer, settling: Tossable.Settling = Tuned.box6Settling) -> Tossable {
        Tossable(
            recognizer, settling: settling,
            friction: Friction(rate: 4.2),
            spring: SpringParameters(stiffness: 200, damping: 90, mass: 2)
        )
    }
}
