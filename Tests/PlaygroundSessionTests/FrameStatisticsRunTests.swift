import PlaygroundKit
import PlaygroundSession
import PlaygroundTestSupport
import Testing

@Suite("Measuring whole frames headless")
struct FrameStatisticsRunTests {
    @Test("A scene measured in motion is thrown again every interval, and those frames are kept apart")
    func inMotionKeepsRethrowsApart() throws {
        let playground = try TestSupport.defaultPlayground()
        let frames = 2 * FrameStatisticsRun.rethrowInterval + 20
        let result = try FrameStatisticsRun.measureInMotion(playground, frames: frames)
        #expect(result.rethrowFrames.recordedCount == 2)
        #expect(result.frames.recordedCount + result.rethrowFrames.recordedCount == frames)
        #expect(result.frames.durations.allSatisfy { $0 >= 0 })
        // The last throw was 20 frames ago, so the scene is still moving: the frames measured are frames in motion.
        #expect(playground.needsFrames)
    }

    @Test("A plain measurement records every frame of the replay")
    func plainMeasurementRecordsEveryFrame() throws {
        let statistics = try FrameStatisticsRun.measure(try TestSupport.defaultPlayground(), frames: 30)
        #expect(statistics.recordedCount == 30)
    }
}
