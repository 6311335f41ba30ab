// The record mode in force, which swift-snapshot-testing keeps in
// a task-local it marks `@_spi(Internals)`. Read here and nowhere else: a
// library release that moves it breaks this file's build, loudly, not the
// behaviour quietly. Only reads: nothing here changes the library's state.
@_spi(Internals) import SnapshotTesting

enum _RecordMode {
    /// Whether the comparison running now records its new image over a golden
    /// that differs (`SNAPSHOT_TESTING_RECORD=failed`, `withSnapshotTesting(record: .failed)`
    /// or a `.snapshots(record: .failed)` trait): the library writes it once the diff returns.
    static var recordsFailures: Bool {
        (SnapshotTestingConfiguration.current?.record ?? _record) == .failed
    }
}
