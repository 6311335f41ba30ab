import Foundation
import MotionMath
import Testing
import XCTest

/// The running test, as far as a diffing closure can tell: Swift Testing
/// says which test and file; under XCTest an observer says which test (but
/// not which file) from the second test of a run on.
struct _TestIdentity: Sendable {
    /// The test's name: `frame()` (Swift Testing) or `FrameTests.testFrame` (XCTest).
    var name: String
    /// How the library starts the test's snapshot file names: the sanitized function name.
    var fileNamePrefix: String
    /// The test's source file, when known.
    var filePath: String?
    /// A key that is unique per running test, for numbering comparisons.
    var key: String

    /// The test file's name without its extension, the library's folder name in `__Snapshots__`.
    var fileStem: String? {
        filePath.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    }

    static func current() -> _TestIdentity? {
        var identity: _TestIdentity?
        if let test = Test.current {
            identity = _TestIdentity(
                name: test.name, fileNamePrefix: _DiffArtifact._sanitize(test.name),
                filePath: test.sourceLocation.filePath, key: "\(test.id)"
            )
        } else {
            _XCTestObserver.registerOnce()
            identity = _XCTestObserver.shared.current.withLock { $0 }
        }
        // `assertGoldenFrame` says which file and name the library derives the golden's path from.
        if let call = _GoldenCall.current {
            var known = identity ?? _TestIdentity(name: call.testName, fileNamePrefix: "", filePath: nil, key: call.filePath + "#" + call.testName)
            known.filePath = call.filePath
            known.fileNamePrefix = _DiffArtifact._sanitize(call.testName)
            identity = known
        }
        return identity
    }
}

/// Follows XCTest's test cases, so a comparison knows which one runs.
///
/// It can only be registered once a comparison runs, so the first XCTest
/// test of a run has no name here; its golden is then found by its bytes.
final class _XCTestObserver: NSObject, XCTestObservation, Sendable {
    static let shared = _XCTestObserver()
    let current = PosixMutex<_TestIdentity?>(nil)
    private static let registered = PosixMutex(false)

    static func registerOnce() {
        let first = registered.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(shared) }
        } else {
            DispatchQueue.main.sync { XCTestObservationCenter.shared.addTestObserver(shared) }
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        // Linux names a test `Class.testMethod`; Apple platforms `-[Class testMethod]`.
        let name = testCase.name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
            .replacingOccurrences(of: " ", with: ".")
        let method = name.split(separator: ".").last.map(String.init) ?? name
        current.withLock {
            $0 = _TestIdentity(name: name, fileNamePrefix: _DiffArtifact._sanitize(method), filePath: nil, key: name)
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        current.withLock { $0 = nil }
    }
}
