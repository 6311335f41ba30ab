import Canvas
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundReview
import PlaygroundTestSupport
import Testing

/// The review window's motion row, for a failure from a replay: the clip of
/// the frames before the golden one (playing, or stepped with `,` and `.`),
/// and the state at the golden frame, marking what the test did not expect.
@Suite("The motion that led to a failure, in the window")
struct ReviewMotionTests {
    @Test(", and . step the clip's frames and stop it; m plays it again; a playing clip keeps the window drawing")
    func stepping() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addMotionFailure("moving")
        let review = try fixture.open()
        review.resize(to: Viewport(width: 640, height: 360))
        #expect(review.view.clipPlays && review.needsFrames)
        #expect(review.motionTitle.hasSuffix("· frame 25 (1 of 6)"))
        review.handle(.key(KeyPress(",")))
        #expect(review.view.clipFrame == 5 && !review.view.clipPlays)
        #expect(review.motionTitle.hasSuffix("· frame 30 (6 of 6), paused"))
        review.handle(.key(KeyPress(".")))
        #expect(review.view.clipFrame == 0)
        #expect(!review.needsFrames, "a paused clip needs no frames")
        review.handle(.key(KeyPress("m")))
        #expect(review.view.clipPlays && review.needsFrames)
        // At 60 Hz, a clip of 1/60 s frames advances one frame a tick.
        #expect(review.tick() && review.view.clipFrame == 1)
        review.handle(.key(KeyPress("n")))
        #expect(review.view.clipFrame == nil && review.view.clipPlays, "another failure starts its clip afresh")
    }

    @Test("A failure without a replay has no motion row and needs no frames")
    func withoutMotion() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try fixture.addFailure("still")
        let review = try fixture.open()
        #expect(!review.needsFrames)
        review.handle(.key(KeyPress(".")))
        #expect(review.view.clipFrame == nil)
    }
}
