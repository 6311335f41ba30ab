import Canvas
import Interactions
import Motion
import MotionTracing
import TraceKit

extension Scene {
    /// The runtime spec's own worked example, live: a circle and a square,
    /// named as in the spec (`circleView`, `squareView`), and one transaction:
    ///
    /// ```text
    /// transaction.add(FadeIn, circleView)
    /// transaction.add(Draggable, squareView)
    /// transaction.addNamed("name1", Pinchable, squareView)
    /// transaction.addNamed("name2", Rotatable, squareView)
    /// transaction.removeNamed("name2", squareView)
    /// transaction.add(Draggable, circleView)
    /// runtime.commit(transaction)
    /// ```
    ///
    /// So the circle fades in (opacity 0 → 1 over 0.3 s, its own token) and can
    /// be dragged: two plans of two families, two performers. The square has
    /// one gesture performer for its drag and pinch; its rotation was removed
    /// in the same transaction, so twisting two fingers on it scales it but
    /// never turns it. A trace, "Pinch the square", watches a pinch start and
    /// end and the runtime come to rest. `playground --scene seed`.
    ///
    /// ```swift
    /// let scene = Scene.makeSeed()
    /// scene.box(named: "squareView")!.rotation   // stays 0, whatever the fingers do
    /// ```
    public static func makeSeed(size: Size = Size(width: 1280, height: 720)) -> Scene {
        let scene = Scene(size: size)
        let circle = scene.addBox(
            Box(
                name: "circleView", position: Point(x: size.width * 0.3, y: size.height / 2),
                size: Size(width: 160, height: 160), color: Color(rgba: 0x26C6DAFF), cornerRadius: 80
            ))
        let square = scene.addBox(
            Box(
                name: "squareView", position: Point(x: size.width * 0.62, y: size.height / 2),
                size: Size(width: 180, height: 180), color: Color(rgba: 0xAB47BCFF), cornerRadius: 16
            ))
        SeedLayout.addTrace(to: scene)
        var transaction = Transaction()
        transaction.add(FadeIn(), to: circle)
        transaction.add(Draggable(square.recognizer), to: square)
        transaction.add(Pinchable(square.recognizer), named: "name1", to: square)
        transaction.add(Rotatable(square.recognizer), named: "name2", to: square)
        transaction.remove(named: "name2", from: square)
        transaction.add(Draggable(circle.recognizer), to: circle)
        scene.runtime.commit(transaction)
        // The spec's boxes are plain Draggable: one dragged out of the window stays there, by design.
        scene.waive(.reachable)
        return scene
    }
}

/// The seed scene's trace.
enum SeedLayout {
    static func addTrace(to scene: Scene) {
        do {
            scene.addTrace(
                try Trace(
                    name: "Pinch the square",
                    itemsToMatch: [
                        .started(.pinch, on: "squareView", uxFlowHint: "Pinch squareView with two fingers (Alt-drag on it)"),
                        .ended(.pinch, on: "squareView", uxFlowHint: "Lift the fingers"),
                        .runtimeIdle,
                    ],
                    completesWhenAllMatched: true,
                    setupSteps: ["Two fingers on squareView, or Alt-drag on it, or Ctrl-wheel over it", "It scales but never turns: Rotatable was removed"]
                ))
        } catch {
            preconditionFailure("seed trace: \(error)")
        }
    }
}
