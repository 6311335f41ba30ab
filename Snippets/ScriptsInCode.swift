// snippet.hide
// The DocC article "Scripts and sessions" (PlaygroundKit): a script built in code,
// written as JSON, read back and replayed headless.
import Foundation
import Interactions
import PlaygroundKit

// snippet.show
// snippet.build
// Drag Box#1 of the default scene from (160, 120) and throw it to the right, then save frame 60.
var script = InputScript(scene: "default", viewport: Viewport(width: 1280, height: 720))
script.append(ScriptEvent(frame: 10, .pointer(PointerEvent(.down, at: Point(x: 160, y: 120), timestamp: 10.0 / 60))))
for frame in 11...20 {
    let x = 160 + Double(frame - 10) * 12
    script.append(ScriptEvent(frame: frame, .pointer(PointerEvent(.move, at: Point(x: x, y: 120), timestamp: Double(frame) / 60))))
}
script.append(ScriptEvent(frame: 21, .pointer(PointerEvent(.up, at: Point(x: 280, y: 120), timestamp: 21.0 / 60))))
script.append(ScriptEvent(frame: 60, .key(KeyPress("s"))))
// snippet.json
let json = script.jsonData()                      // the format below; the same script gives the same bytes
let again = try InputScript(json: json)           // every field checked; a bad one is one clear error
precondition(again == script)
// snippet.replay
let playground = Playground(scene: .makeDefault(), font: try Assets.locate().loadFont())
var options = HeadlessOptions(script: again, outputDirectory: "throw-output")
options.frames = 120
options.captureFrames = [21, 120]
let summary = try HeadlessSession.run(playground, options: options)
print("\(summary.frames) frames; wrote \(summary.filesWritten.joined(separator: ", "))")
// snippet.end
