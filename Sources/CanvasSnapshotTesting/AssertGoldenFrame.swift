import Canvas
import SnapshotTesting

/// Asserts that `framebuffer` matches its golden PNG: `assertSnapshot(of:as: .png)`
/// for a test target that imports only this module.
///
/// The golden is `__Snapshots__/<TestFile>/<testName>.<n>.png` beside the
/// calling file, as swift-snapshot-testing names it; record mode follows
/// `SNAPSHOT_TESTING_RECORD`. A mismatch fails the test with the number of
/// differing pixels and the golden's path, and leaves artifacts for `playground
/// review` in the run's own folder, which the message names with the command
/// that reviews it: the actual image, a difference image, a copy of the golden
/// as compared and a JSON description, plus, with a `context`, the frames that
/// led to this one (an animated PNG) and the state the test checks beside the
/// pixels. With `SNAPSHOT_TESTING_RECORD=failed` the new image is recorded
/// over the golden and the test fails once, saying so, with no artifacts: a
/// recording is looked at before it passes.
///
/// ```swift
/// import PlaygroundKit   // GoldenFrameReplay
///
/// // in a test:
/// assertGoldenFrame(frame)                                          // exact
/// assertGoldenFrame(frame, tolerance: PixelTolerance(maxDifferingPixels: 4), named: "lenient")
/// let golden = try GoldenFrameReplay.run(script: script, scene: scene, frame: 60)
/// assertGoldenFrame(golden.frame, context: golden.context)          // a failure keeps the motion before it
/// ```
public func assertGoldenFrame(
    _ framebuffer: Framebuffer,
    context: GoldenContext? = nil,
    tolerance: PixelTolerance = .exact,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    _withGoldenCall(context: context, filePath: "\(filePath)", testName: testName) {
        assertSnapshot(
            of: framebuffer, as: .png(tolerance: tolerance), named: name,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}

/// The message `assertGoldenFrame` would fail with, or `nil` when the frame
/// matches: what `verifySnapshot` is to `assertSnapshot`, for the tests of
/// this module, which check the message and the artifacts of a failure
/// without recording one.
func _verifyGoldenFrame(
    _ framebuffer: Framebuffer, context: GoldenContext? = nil, tolerance: PixelTolerance = .exact, named name: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    _withGoldenCall(context: context, filePath: "\(filePath)", testName: testName) {
        verifySnapshot(of: framebuffer, as: .png(tolerance: tolerance), named: name, file: filePath, testName: testName, line: line)
    }
}

/// Runs a comparison as `assertGoldenFrame` and `assertMotionGolden` make it:
/// its context, test and filmstrip known to the diffing closure, and the
/// golden's path in the message in place of a diff tool's command (the
/// library's default advises `ksdiff`, a macOS app; the artifacts and
/// `playground review` are this toolkit's diff tool).
func _withGoldenCall<Result>(
    context: GoldenContext?, filePath: String, testName: String, filmstrip: Framebuffer? = nil, _ body: () -> Result
) -> Result {
    _GoldenCall.$current.withValue(_GoldenCall(context: context, filePath: filePath, testName: testName, filmstrip: filmstrip)) {
        withSnapshotTesting(diffTool: _FailureText.goldenOnly, operation: body)
    }
}

/// What the running `assertGoldenFrame` knows that the library does not pass
/// its diffing closure: the golden's context and the calling file and test
/// (which name the golden's folder and file, under XCTest too).
struct _GoldenCall: Sendable {
    @TaskLocal static var current: _GoldenCall?

    var context: GoldenContext?
    var filePath: String
    var testName: String
    /// A motion golden's filmstrip, for a failure's artifacts (`assertMotionGolden`).
    var filmstrip: Framebuffer? = nil
}
