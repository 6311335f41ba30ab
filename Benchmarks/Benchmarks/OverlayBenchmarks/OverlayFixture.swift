import Canvas
import Interactions
import PlaygroundKit
import PlaygroundOverlay
import TraceKit

/// A default-scene playground with the overlay installed and 10,000 log
/// entries retained: real runtime events from throws of every box, then
/// scene notes with targets until the logger is full and dropping.
final class OverlayFixture {
    let playground: Playground
    let overlay: OverlayLayer
    var framebuffer = Framebuffer(width: 1280, height: 720)
    private var frame = FrameInfo(number: 0, elapsed: 1.0 / 60, sceneElapsed: 1.0 / 60, sceneTime: 0)
    private var notes = 0

    init(font: BitmapFont) {
        playground = Playground(scene: .makeDefault(), font: font)
        overlay = playground.installOverlay()
        let scene = playground.scene
        // Real events: drag and throw each box, and let it settle.
        for (index, box) in scene.boxes.enumerated() {
            let start = box.position
            var time = Double(index)
            playground.handle(.pointer(PointerEvent(.down, at: start, timestamp: time)))
            for step in 1...6 {
                time += 1.0 / 60
                playground.handle(.pointer(PointerEvent(.move, at: start + Point(x: Double(step) * 12, y: Double(step) * -6), timestamp: time)))
                playground.advanceFrame(by: 1.0 / 60)
            }
            playground.handle(.pointer(PointerEvent(.up, at: start + Point(x: 72, y: -36), timestamp: time)))
            for _ in 0..<240 { playground.advanceFrame(by: 1.0 / 60) }
        }
        while scene.logger.lastSequence < scene.logger.maxEntries + 500 {
            logNote()
        }
        playground.advanceFrame(by: 1.0 / 60)
        precondition(overlay.log.count == scene.logger.maxEntries, "the view holds the logger's 10,000 entries")
    }

    /// Logs one more scene note about a box, as a user's code might.
    func logNote() {
        notes += 1
        let target = "Box#\(notes % 6 + 1)"
        playground.scene.logger.log(
            genericItem: AnyTraceEquatable("note \(notes): \(target) checked its anchor grid and found nothing to do"),
            properties: ["target": AnyTraceEquatable(target)], emojiToPrepend: "NOTE"
        )
    }

    /// One frame of the overlay alone: its update (taking in new entries) and its drawing.
    func overlayFrame() {
        frame.number += 1
        overlay.update(frame, playground: playground)
        overlay.draw(into: &framebuffer, scale: 1, playground: playground)
    }

    /// The scene alone, for scale: what a frame costs without the overlay.
    func sceneFrame() {
        playground.renderer.draw(playground.scene, into: &framebuffer, scale: 1)
    }

    /// What the overlay avoids: copy every entry, filter them all, format the visible ones, draw them.
    func naiveFrame(font: BitmapFont, target: String?) {
        let entries = playground.scene.logger.loggedItems
        let matching = entries.filter { entry in
            target == nil || entry.properties?["target"]?.value(as: String.self) == target
        }
        framebuffer.fillRectangle(x: 850, y: 10, width: 420, height: 430, color: Color(rgba: 0x12141AEB))
        for (row, entry) in matching.suffix(18).enumerated() {
            framebuffer.drawText(entry.description, x: 856, y: 140 + row * 16, font: font, color: .white, maxWidth: 400)
        }
    }
}
