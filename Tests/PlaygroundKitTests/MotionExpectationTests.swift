import Canvas
import Interactions
import PlaygroundKit
import PlaygroundTestSupport
import Testing

/// Each expectation on a curve holds on a motion that keeps it and fails,
/// with the frame and the values, on one that does not.
@Suite("Expectations on recorded curves")
struct MotionExpectationTests {
    /// A box that moves right from 0 to 100 in steps, overshoots to 104 at frame 6 and comes back to rest at 100 at frame 8.
    static let xs: [Double] = [0, 40, 80, 96, 102, 104, 101, 100, 100, 100]

    static func motion(xs: [Double] = xs, velocityX: [Double]? = nil, tokens: [Double]? = nil) -> MotionRecording {
        let velocities = velocityX ?? zip(xs, [xs[0]] + xs).map { ($0 - $1) * 60 }
        let rows = xs.indices.map { index in
            [xs[index], 50, 20, 10, 1, 0, 1, velocities[index], 0, tokens?[index] ?? 0]
        }
        let runtime = xs.indices.map { [Double($0 + 1) / 60, 1] }
        return MotionRecording(
            source: "the test",
            tracks: [
                .init(name: "Box#1", properties: MotionProperty.boxProperties, rows: rows),
                .init(name: "runtime", properties: MotionProperty.runtimeProperties, rows: runtime),
            ])
    }

    /// The failure `body` throws; fails the test when it throws none.
    static func failure(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> MotionExpectationFailure? {
        do {
            try body()
            Issue.record("the expectation held", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error as? MotionExpectationFailure
        }
    }

    @Test("settles(within:): at rest from frame 9 (its velocity last changes there), 8/60 s after frame 1")
    func settles() throws {
        let box = try Self.motion().box("Box#1")
        try box.settles(within: 0.2)
        let failure = try #require(Self.failure { try box.settles(within: 0.05) })
        #expect(failure.frame == 9)
        #expect(
            failure.description == "Box#1 settles at frame 9, 0.1333 s after frame 1, not within 0.05 s: at frame 4 it is still moving: x 96 px (rests at 100 px), velocityX 960 px/s (rests at 0 px/s)"
        )
        let open = try Self.motion(tokens: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1]).box("Box#1")
        #expect(Self.failure { try open.settles(within: 10) }?.description == "Box#1 does not settle: at the last frame (10) it is 1 token(s) still open")
        let moving = try Self.motion(xs: [0, 10, 25]).box("Box#1")
        #expect(
            Self.failure { try moving.settles(within: 10) }?.description
                == "Box#1 does not settle: at the last frame (3) it is still moving: x 25 px (a frame before: 10 px), velocityX 900 px/s (a frame before: 600 px/s)")
    }

    @Test("overshoots(atMost:): 4 px past its rest of 100 at frame 6")
    func overshoots() throws {
        let box = try Self.motion().box("Box#1")
        try box.overshoots(atMost: 4)
        let failure = try #require(Self.failure { try box.overshoots(atMost: 3.5) })
        #expect(failure.frame == 6)
        #expect(failure.description == "Box#1 x overshoots its rest (100 px) by 4 px at frame 6, more than the 3.5 px allowed")
    }

    @Test("staysInside(_:): the box spans x 94 to 114 at frame 6")
    func staysInside() throws {
        let box = try Self.motion().box("Box#1")
        try box.staysInside(Rect(x: -10, y: 0, width: 130, height: 100))
        let failure = try #require(Self.failure { try box.staysInside(Rect(x: -10, y: 0, width: 120, height: 100)) })
        #expect(failure.frame == 5)
        #expect(failure.description == "Box#1 leaves x -10 to 110, y 0 to 100 at frame 5: it spans x 92 to 112, y 45 to 55")
    }

    @Test("isMonotonic(_:over:): x rises to frame 6, then falls")
    func monotonic() throws {
        let box = try Self.motion().box("Box#1")
        try box.isMonotonic(.x, over: 1...6)
        try box.isMonotonic(.x, over: 6...10)
        let failure = try #require(Self.failure { try box.isMonotonic(.x, over: 1...10) })
        #expect(failure.frame == 7)
        #expect(failure.description == "Box#1 x is not monotonic over frames 1 to 10: it rises to 104 px at frame 6, then falls to 101 px at frame 7")
    }

    @Test("handsOver(atFrame:withVelocityJumpAtMost:): the velocity jumps from 1200 to 0 px/s at frame 3")
    func handsOver() throws {
        let box = try Self.motion(velocityX: [0, 1200, 0, 960, 360, 120, -180, -60, 0, 0]).box("Box#1")
        try box.handsOver(atFrame: 5, withVelocityJumpAtMost: 600)
        let failure = try #require(Self.failure { try box.handsOver(atFrame: 3, withVelocityJumpAtMost: 600) })
        #expect(failure.frame == 3)
        #expect(failure.description == "Box#1's velocity jumps by 1200 px/s at frame 3: from (1200, 0) px/s at frame 2 to (0, 0) px/s, more than the 600 px/s allowed")
    }

    @Test("ends(_:exactlyAt:): x ends at 100, not at 100.5")
    func ends() throws {
        let box = try Self.motion().box("Box#1")
        try box.ends(.x, exactlyAt: 100)
        let failure = try #require(Self.failure { try box.ends(.x, exactlyAt: 100.5) })
        #expect(failure.frame == 10)
        #expect(failure.description == "Box#1 x ends at 100 at frame 10, not exactly at 100.5 (0.5 px less)")
    }

    @Test("A box that was not recorded is named with the boxes that were")
    func unknownBox() {
        #expect(Self.failure { _ = try Self.motion().box("Box#9") }?.description == "Box#9 was not recorded (recorded: Box#1)")
    }

    @Test("On the default scene's throw: Box#1 settles, stays in the window and ends on its anchor; a softer spring overshoots")
    func onAReplay() throws {
        let motion = try MotionGoldenReplay.run(script: MotionGoldenTests.script, scene: .makeDefault(), frames: MotionGoldenTests.frames).motion
        let box = try motion.box("Box#1")
        try box.settles(within: 2.5)
        try box.staysInside(Rect(x: 0, y: 0, width: 1280, height: 720))
        let last = box.frames.upperBound
        try box.ends(.x, exactlyAt: box.value(.x, atFrame: last))
        #expect([160.0, 480, 800, 1120].contains(box.value(.x, atFrame: last)), "Box#1 rests on an anchor's x")

        let soft = try MotionGoldenReplay.run(
            script: MotionGoldenTests.script,
            scene: {
                let scene = Scene.makeDefault(); scene.tune(TuneChange(target: "Box#1", damping: 4)); return scene
            }(),
            frames: MotionGoldenTests.frames
        ).motion
        let failure = try #require(Self.failure { try soft.box("Box#1").overshoots(atMost: 1, from: 10) })
        #expect(failure.description.hasPrefix("Box#1 x overshoots its rest") || failure.description.hasPrefix("Box#1 y overshoots its rest"), "\(failure)")
    }
}
