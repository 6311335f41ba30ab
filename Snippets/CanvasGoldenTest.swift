import Canvas
import CanvasSnapshotTesting
import SnapshotTesting
import Testing

@Test("The overlay panel shows the performer's name")
func overlayPanel() throws {
    let font = try BitmapFont(contentsOfFile: BitmapFont.defaultFontPath)
    var frame = Framebuffer(width: 200, height: 120, fill: .black)
    frame.drawText("Spring", x: 8, y: 8, font: font, color: .white, scale: 2)
    assertSnapshot(of: frame, as: .png)                                    // exact
    assertSnapshot(of: frame, as: .png(tolerance: PixelTolerance(maxChannelDelta: 1, maxDifferingPixels: 4)))
}
