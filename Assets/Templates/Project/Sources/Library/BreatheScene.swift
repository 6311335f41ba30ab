import Canvas
import Interactions
import Motion
import MotionTracing
import PlaygroundKit
import TraceKit

/// The package's scene: a box that breathes (``Breathe``) beside a box you
/// can throw, a trace that watches the breathing, and an action of its own,
/// "Breathe every box" on `n`.
///
/// The executable opens it in a window; the tests replay ``demoScript`` on it
/// headless and compare a frame with the golden image.
///
/// ```swift
/// let playground = Playground(scene: BreatheScene.make(), font: try Assets.locate().loadFont())
/// ```
public enum BreatheScene {
    /// The scene's name, as recordings store it.
    public static let name = "breathe"
    /// The scene's size, in points: also the window's.
    public static let size = Size(width: 1280, height: 720)
    /// The key of the scene's own action, "Breathe every box".
    public static let breatheKey = KeyPress("n")

    /// A fresh scene: `Lung` breathes twice as it opens; `Box#1` can be thrown.
    /// Both start in the left half, clear of the overlay panel on the right.
    public static func make(size: Size = BreatheScene.size) -> Scene {
        let scene = Scene(size: size)
        scene.background = Color(rgba: 0x1B1D24FF)
        let lung = scene.addBox(
            Box(
                name: "Lung", position: Point(x: size.width * 0.22, y: size.height / 2),
                size: Size(width: 150, height: 150), color: Color(rgba: 0xEC407AFF), cornerRadius: 75
            ))
        let box = scene.addBox(
            Box(
                name: "Box#1", position: Point(x: size.width * 0.45, y: size.height / 2),
                size: Size(width: 140, height: 100), color: Color(rgba: 0x42A5F5FF)
            ))
        // Both boxes can be dragged and thrown, and spring back inside the window.
        for each in [lung, box] {
            scene.runtime.addPlan(tossable(each, in: size), to: each)
        }
        scene.didResize = { scene in
            for each in scene.boxes {
                scene.runtime.addPlan(tossable(each, in: scene.size), to: each)
                settleInside(each, in: scene)
            }
        }
        // The trace starts before the plan it watches, so it sees the token start.
        do {
            scene.addTrace(
                try Trace(
                    name: "The lung breathes and rests",
                    itemsToMatch: [
                        .tokenStarted(on: "Lung", label: "breathe", uxFlowHint: "It breathes as the scene opens"),
                        .tokenEnded(on: "Lung", label: "breathe", uxFlowHint: "It rests after two breaths (n starts it over)"),
                    ], completesWhenAllMatched: true))
        } catch {
            preconditionFailure("the trace has items: \(error)")
        }
        scene.runtime.addPlan(Breathe(), named: "breathe", to: lung)
        scene.actions.append(
            SceneAction("Breathe every box", key: breatheKey) { scene in
                for each in scene.boxes {
                    scene.runtime.addPlan(Breathe(depth: 0.35, period: 0.9, breaths: 3), named: "breathe", to: each)
                }
            })
        return scene
    }

    /// What a headless run plays when given no script, and what the golden
    /// test replays: a throw of `Box#1` at frame 20, then `n` at frame 45.
    public static var demoScript: InputScript {
        var script = InputScript(scene: name, viewport: Viewport(width: Int(size.width), height: Int(size.height)))
        var point = Point(x: size.width * 0.45, y: size.height / 2)
        let down = 20
        script.append(ScriptEvent(frame: down, .pointer(PointerEvent(.down, at: point, timestamp: ScriptEvent.time(ofFrame: down)))))
        for frame in down + 1...down + 6 {
            point = point + Point(x: 6, y: 16)
            script.append(ScriptEvent(frame: frame, .pointer(PointerEvent(.move, at: point, timestamp: ScriptEvent.time(ofFrame: frame)))))
        }
        script.append(ScriptEvent(frame: down + 7, .pointer(PointerEvent(.up, at: point, timestamp: ScriptEvent.time(ofFrame: down + 7)))))
        script.append(ScriptEvent(frame: 45, .key(breatheKey)))
        return script
    }

    /// The frame of ``demoScript`` the golden test compares: mid-breath, the box in flight.
    public static let goldenFrame = 60

    /// The spring that brings a thrown box back inside the window. Try a
    /// change with `swift run {{NAME}} --watch` running: throw a box, change
    /// the damping to 12 and save; the same throw plays again, bouncier, over
    /// a ghost of the last build's path.
    public static let spring = SpringParameters(stiffness: 342, damping: 30)

    /// Lets `box` be dragged and thrown; it settles inside the window with ``spring``.
    static func tossable(_ box: Box, in size: Size) -> Tossable {
        Tossable(box.recognizer, settling: .region(region(for: box, in: size)), spring: spring)
    }

    /// A box in flight, or left outside by a smaller window, settles inside
    /// the window as it is now: the motion under way was bounded by the old one.
    /// (`--explore` found this: throw a box, shrink the window, and it came to
    /// rest out of reach.)
    static func settleInside(_ box: Box, in scene: Scene) {
        guard !box.recognizer.isPointerDown else { return }
        let region = region(for: box, in: scene.size)
        guard box.motion.isMoving || !region.contains(box.position) else { return }
        scene.runtime.addPlan(Fling(velocity: box.motion.velocity, bounds: region, spring: spring), named: "motion", to: box)
    }

    /// Where a box's centre may go so that all of it stays inside the window.
    static func region(for box: Box, in size: Size) -> Rect {
        Rect(
            x: box.size.width / 2, y: box.size.height / 2,
            width: max(1, size.width - box.size.width), height: max(1, size.height - box.size.height))
    }
}
