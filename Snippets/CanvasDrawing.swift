import Canvas

let font = try BitmapFont(contentsOfFile: BitmapFont.defaultFontPath)   // Terminus 8×16, Assets/Fonts
var frame = Framebuffer(width: 200, height: 120, fill: Color(rgba: 0x1E22_2AFF))

frame.fillRectangle(x: 12.25, y: 10, width: 80, height: 48, color: Color(rgba: 0x4FC3_F7FF),
                    style: RectangleStyle(cornerRadius: 8, rotation: 0.1, scale: 1.05))
frame.strokeRectangle(x: 108, y: 10, width: 80, height: 48, lineWidth: 2, color: .white)
frame.drawLine(fromX: 20, fromY: 100, toX: 90, toY: 70, width: 2, color: .green)
frame.fillCircle(centerX: 170, centerY: 90, radius: 8, color: .red)

// Overlay text: clipped to a panel, cut with an ellipsis, at 1× or 2×.
frame.withClip(PixelRect(x: 8, y: 64, width: 184, height: 20)) { panel in
    panel.drawText("Tossable performer with a long name", x: 10, y: 66, font: font,
                   color: .white, maxWidth: 180)
}

try frame.writePNG(toFile: "frame.png")
