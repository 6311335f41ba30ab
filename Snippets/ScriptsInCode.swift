// snippet.hide
// The DocC article "Scripts and sessions" (PlaygroundKit): a script built in code,
// written as JSON, read back and replayed headless.
import Foundation
import Interactions
import PlaygroundKit
import PlaygroundSession

// snippet.show
// snippet.build
// Drag Box#1 of the default scene from (160, 120), throw it to the right,
// then save frame 60 (the key `s`).
func pointer(_ phase: PointerEvent.Phase, x: Double, frame: Int) -> ScriptEvent {
    let event = PointerEvent(phase, at: Point(x: x, y: 120), timestamp: Double(frame) / 60)
    return ScriptEvent(frame: frame, .pointer(event))
}
let window = Viewport(width: 1280, height: 720)
var script = InputScript(scene: "default", viewport: window)
script.append(pointer(.down, x: 160, frame: 10))
for frame in 11...20 {
    script.append(pointer(.move, x: 160 + Double(frame - 10) * 12, frame: frame))
}
script.append(pointer(.up, x: 280, frame: 21))
script.append(ScriptEvent(frame: 60, .key(KeyPress("s"))))
// snippet.json
let json = script.jsonData()             // the same script always gives the same bytes
let again = try InputScript(json: json)  // every field checked, as from a file
precondition(again == script)
// snippet.replay
let font = try Assets.locate().loadFont()
let playground = Playground(scene: .makeDefault(), font: font)
var options = HeadlessOptions(script: again, outputDirectory: "throw-output")
options.frames = 120
options.captureFrames = [21, 120]
let summary = try HeadlessSession.run(playground, options: options)
print("\(summary.frames) frames; wrote \(summary.filesWritten.count) files")
// snippet.end
