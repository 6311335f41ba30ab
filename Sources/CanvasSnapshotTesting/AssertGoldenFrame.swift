import Canvas
import SnapshotTesting

/// Asserts that `framebuffer` matches its golden PNG: `assertSnapshot(of:as: .png)`
/// for a test target that imports only this module.
///
/// The golden is `__Snapshots__/<TestFile>/<testName>.<n>.png` beside the
/// calling file, as swift-snapshot-testing names it; record mode follows
/// `SNAPSHOT_TESTING_RECORD`. A mismatch fails the test with the number of
/// differing pixels and leaves artifacts for `playground review`.
///
/// ```swift
/// @Test func settled() throws {
///     assertGoldenFrame(frame)                                          // exact
///     assertGoldenFrame(frame, tolerance: PixelTolerance(maxDifferingPixels: 4), named: "lenient")
/// }
/// ```
public func assertGoldenFrame(
    _ framebuffer: Framebuffer,
    tolerance: PixelTolerance = .exact,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: framebuffer, as: .png(tolerance: tolerance), named: name,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}
