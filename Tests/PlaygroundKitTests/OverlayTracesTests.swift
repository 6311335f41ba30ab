import FoundationEssentials
import Interactions
@testable import PlaygroundKit
import TraceKit
import Testing

@Suite("The traces tab: selecting, starting and stopping traces, and their reports")
struct OverlayTracesTests {
    private func click(_ point: Point, _ playground: Playground) {
        OverlayTestSupport.pointer(.down, point, playground)
        OverlayTestSupport.pointer(.up, point, playground)
    }

    @Test("Stopping a trace from its button writes its report, text and JSON, next to the captures, and the panel says where")
    func stopWritesTheReport() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        playground.output = try SessionOutput.prepare(path: folder)
        playground.handle(.key(KeyPress("tab")))

        click(overlay.layout(for: playground).traceButton(1).center, playground)

        let tracer = playground.scene.traces[1]
        #expect(!tracer.isRunning)
        #expect(overlay.traces.selectedIndex == 1)
        let files = overlay.traces.filesWritten(forTrace: 1)
        #expect(files == [folder + "/trace-fling-box-4-into-a-wall.txt", folder + "/trace-fling-box-4-into-a-wall.json"])
        let summary = try #require(FileManager.default.contents(atPath: files[0]))
        #expect(String(decoding: summary, as: UTF8.self) == tracer.report().summary)
        #expect(
            overlay.traces.message(forTrace: 1) == [
                "stopped: failed; report written to", folder + "/", "trace-fling-box-4-into-a-wall.txt and .json",
            ])
    }

    @Test("Without an output folder, stopping says that no report was written; starting again begins a fresh run")
    func stopWithoutAFolder() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.handle(.key(KeyPress("tab")))
        let button = overlay.layout(for: playground).traceButton(0).center
        let tracer = playground.scene.traces[0]

        click(button, playground)
        #expect(overlay.traces.message(forTrace: 0) == ["stopped: failed", "no output folder, so no report was written"])
        #expect(tracer.state == .failed, "nothing matched before the stop")

        click(button, playground)
        #expect(tracer.isRunning)
        #expect(tracer.state == .waiting)
        #expect(overlay.traces.message(forTrace: 0).isEmpty)
    }

    @Test("A trace's status pill in the title bar opens the traces tab on that trace, even from a collapsed panel")
    func statusPills() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.handle(.key(KeyPress("f2")))
        let pill = try #require(overlay.layout(for: playground).tracePill(1))

        click(pill.center, playground)

        #expect(!overlay.panel.isCollapsed)
        #expect(overlay.panel.tab == .traces)
        #expect(overlay.traces.selectedIndex == 1)
    }
}
