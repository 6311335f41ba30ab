import Canvas
import SnapshotTesting

/// Asserts that `framebuffer` matches its golden PNG: `assertSnapshot(of:as: .png)`
/// for a test target that imports only this module.
///
/// The golden is `__Snapshots__/<TestFile>/<testName>.<n>.png` beside the
/// calling file, as swift-snapshot-testing names it; record mode follows
/// `SNAPSHOT_TESTING_RECORD`. A mismatch fails the test with the number of
/// differing pixels and leaves artifacts for `playground review`: the actual
/// image, a difference image, a copy of the golden as compared and a JSON
/// description, plus, with a `context`, the frames that led to this one (an
/// animated PNG) and the state the test checks beside the pixels.
///
/// ```swift
/// @Test func settled() throws {
///     assertGoldenFrame(frame)                                          // exact
///     assertGoldenFrame(frame, tolerance: PixelTolerance(maxDifferingPixels: 4), named: "lenient")
///     let golden = try GoldenFrameReplay.run(script: script, scene: scene, frame: 60)
///     assertGoldenFrame(golden.frame, context: golden.context)          // a failure keeps the motion before it
/// }
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
    _GoldenCall.$current.withValue(_GoldenCall(context: context, filePath: "\(filePath)", testName: testName)) {
        assertSnapshot(
            of: framebuffer, as: .png(tolerance: tolerance), named: name,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
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
}
