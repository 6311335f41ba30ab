import Benchmark
import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import PlaygroundSession

/// A scene in motion and a full history: each measured frame records the scene once.
final class RecordFixture {
    let playground: Playground
    let history = SessionHistory()
    var frame = FrameInfo(number: 0, elapsed: 1.0 / 60, sceneElapsed: 1.0 / 60, sceneTime: 0)
    /// The baseline's storage: one value per box, preallocated.
    var copies: [CopiedBox]

    struct CopiedBox {
        var x, y, width, height, scale, rotation, opacity, cornerRadius: Double
        var velocityX, velocityY: Double
        var color: Color
    }

    init(scene: Scene) {
        playground = Playground(scene: scene, font: loadFont())
        playground.history = nil
        copies = Array(
            repeating: CopiedBox(
                x: 0, y: 0, width: 0, height: 0, scale: 0, rotation: 0, opacity: 0, cornerRadius: 0,
                velocityX: 0, velocityY: 0, color: .black), count: scene.boxes.count)
        playground.scene.performAction(for: KeyPress("x"))  // the default scene throws its boxes; the stress scene's are tossed already
        for _ in 0..<30 { playground.advanceFrame(by: 1.0 / 60) }
        // Fill the history until it drops its oldest frames: the steady state.
        history.attach(to: playground.scene)
        while history.evictedFrameCount == 0 { next() }
    }

    private func next() {
        frame.number += 1
        frame.sceneTime += frame.sceneElapsed
        history.record(playground, frame: frame)
    }

    func record(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { next() }
        benchmark.stopMeasurement()
    }

    func copy(_ benchmark: Benchmark) {
        let boxes = playground.scene.boxes
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            copies.withUnsafeMutableBufferPointer { copies in
                for (index, box) in boxes.enumerated() {
                    let motion = box.motion
                    copies[index] = CopiedBox(
                        x: box.position.x, y: box.position.y, width: box.size.width, height: box.size.height, scale: box.scale,
                        rotation: box.rotation, opacity: box.opacity, cornerRadius: box.cornerRadius,
                        velocityX: motion.velocity.x, velocityY: motion.velocity.y, color: box.color
                    )
                }
            }
        }
        benchmark.stopMeasurement()
        blackHole(copies)
    }
}

/// A live session of the default scene with the overlay, `minutes` long, a box tossed every two seconds.
final class BranchFixture {
    let session: LiveSession
    let folder = FileManager.default.temporaryDirectory.path + "/history-benchmarks-\(getpid())"

    init(minutes: Int) {
        let font = loadFont()
        do {
            session = try LiveSession(
                makePlayground: {
                    let playground = Playground(scene: .makeDefault(), font: font)
                    playground.installOverlay()
                    return playground
                }, output: try SessionOutput.prepare(path: folder), viewport: Viewport(width: 1280, height: 720), refreshRate: 60, sceneName: "default")
        } catch {
            fatalError("HistoryBenchmarks: \(error)")
        }
        let starts = [Point(x: 160, y: 120), Point(x: 480, y: 120), Point(x: 800, y: 120), Point(x: 160, y: 600), Point(x: 480, y: 600)]
        var grab = Point.zero
        for frame in 1...(minutes * 3600) {
            let cycle = frame % 120, toss = frame / 120
            if cycle == 1 {
                // Wherever the box rests now, grab it there and throw it back across the window.
                grab = session.playground.scene.box(named: "Box#\(toss % 5 + 1)")?.position ?? starts[toss % 5]
            }
            if (1...8).contains(cycle) {
                let phase: PointerEvent.Phase = cycle == 1 ? .down : cycle == 8 ? .up : .move
                let offset = Point(x: Double(cycle - 1) * (grab.x < 640 ? 40 : -40), y: Double(cycle - 1) * (grab.y < 360 ? 15 : -15))
                session.receive(.pointer(PointerEvent(phase, at: grab + offset, timestamp: Double(frame) / 60)))
            }
            session.runFrame(interval: 1.0 / 60, draw: false, now: Double(frame) / 60)
        }
    }

    func branch(_ benchmark: Benchmark) {
        let frame = session.playground.frameNumber - 1
        benchmark.startMeasurement()
        do {
            try session.driver.branch(atFrame: frame)
        } catch {
            fatalError("HistoryBenchmarks: \(error)")
        }
        benchmark.stopMeasurement()
    }
}
