import FoundationEssentials
import Interactions
@testable import PlaygroundKit
@testable import PlaygroundOverlay
import PlaygroundUI
import PlaygroundSession
import PlaygroundTestSupport
import Testing
import TraceKit

@Suite("The traces tab: selecting, starting and stopping traces, and their reports")
struct OverlayTracesTests {
    private func click(_ point: Point, _ playground: Playground) {
        OverlayTestSupport.pointer(.down, point, playground)
        OverlayTestSupport.pointer(.up, point, playground)
    }

    @Test("A trace's Stop button stops it through the playground, whose session writes its report; the panel says where")
    func stopWritesTheReport() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (playground, overlay) = try OverlayTestSupport.playground()
        let driver = SessionDriver(
            playground: playground, output: try SessionOutput.prepare(path: folder), sceneName: "default", viewport: nil,
            framePeriod: 1.0 / 60)
        driver.enqueue(.key(KeyPress("tab")))
        driver.runFrame(elapsed: 1.0 / 60, draw: false)
        let button = try #require(overlay.frame(of: WidgetID("traces.toggle", 1), in: playground)).center
        driver.enqueue(.pointer(PointerEvent(.down, at: button, timestamp: 0)))
        driver.enqueue(.pointer(PointerEvent(.up, at: button, timestamp: 0)))
        driver.runFrame(elapsed: 1.0 / 60, draw: false)
        driver.runFrame(elapsed: 1.0 / 60, draw: false)  // the command the button sent

        let tracer = playground.scene.traces[1]
        #expect(!tracer.isRunning)
        #expect(overlay.traces.selectedIndex == 1)
        let report = folder + "/trace-fling-box-4-into-a-wall.txt"
        let summary = try #require(FileManager.default.contents(atPath: report))
        #expect(String(decoding: summary, as: UTF8.self) == tracer.report().summary)
        #expect(driver.takeNotices().map(\.text) == ["trace \"Fling Box#4 into a wall\" failed: report written to \(report)"])
        #expect(
            overlay.traces.message(forTrace: 1, tracer: tracer) == [
                "stopped: failed; its report is in the output folder:", "trace-fling-box-4-into-a-wall.txt and .json",
            ])
        #expect(driver.recorder.script.events.contains { $0.event == .command(.toggleTrace(named: "Fling Box#4 into a wall")) })
    }

    @Test("Starting a stopped trace again begins a fresh run, and the panel's message goes")
    func startAgain() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        let tracer = playground.scene.traces[0]
        playground.perform(.toggleTrace(named: tracer.trace.name))
        #expect(tracer.state == .failed, "nothing matched before the stop")
        #expect(overlay.traces.message(forTrace: 0, tracer: tracer).first == "stopped: failed; its report is in the output folder:")
        #expect(playground.takeRequests() == [.writeTraceReport(index: 0)])

        playground.perform(.toggleTrace(named: tracer.trace.name))
        #expect(tracer.isRunning)
        #expect(tracer.state == .waiting)
        #expect(overlay.traces.message(forTrace: 0, tracer: tracer).isEmpty)
    }

    @Test("A trace's status pill in the title bar opens the traces tab on that trace, even from a collapsed panel")
    func statusPills() throws {
        let (playground, overlay) = try OverlayTestSupport.playground()
        playground.handle(.key(KeyPress("f2")))
        let pill = try #require(overlay.frame(of: WidgetID("panel.trace", 1), in: playground))

        click(pill.center, playground)

        #expect(!overlay.panel.isCollapsed)
        #expect(overlay.panel.tab == .traces)
        #expect(overlay.traces.selectedIndex == 1)
    }
}
