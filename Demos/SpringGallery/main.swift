// Four springs side by side: under-damped, the default, critically damped and
// over-damped, each pulling a box across the window (the bouncy one overshoots by a third). Throw the boxes back to
// watch them again. With --headless (or no display) it writes a filmstrip of
// frames to ./spring-gallery-output instead.
//
//   swift run SpringGallery [--headless]

import Canvas
import Interactions
import PlaygroundHost
import PlaygroundKit
import PlaygroundSession

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Initialise: one row per spring

struct Row {
    var name: String
    var parameters: SpringParameters
    var color: UInt32
}

let rows = [
    Row(name: "Bouncy", parameters: SpringParameters(stiffness: 342, damping: 12), color: 0xEC407AFF),
    Row(name: "Default", parameters: .default, color: 0x42A5F5FF),
    Row(name: "Critical", parameters: SpringParameters(stiffness: 342, damping: 2 * 342.0.squareRoot()), color: 0x66BB6AFF),
    Row(name: "Sluggish", parameters: SpringParameters(stiffness: 342, damping: 90), color: 0xFFCA28FF),
]

let size = Size(width: 960, height: 560)
let scene = Scene(size: size)
for (index, row) in rows.enumerated() {
    let y = 80 + Double(index) * 130
    let left = Point(x: 140, y: y), right = Point(x: 620, y: y)
    scene.anchors += [left, right]
    let box = scene.addBox(Box(name: row.name, position: left, size: Size(width: 120, height: 80), color: Color(rgba: row.color)))
    // Thrown boxes settle into the nearer end of their row with this row's spring.
    scene.runtime.addPlan(Tossable(box.recognizer, settling: .anchors([left, right]), spring: row.parameters), to: box)
    scene.runtime.addPlan(Spring(to: right, parameters: row.parameters), named: "motion", to: box)
}

// MARK: - Run: a window, or a filmstrip

let font: BitmapFont
do {
    font = try Assets.locate().loadFont()
} catch {
    print("error: \(error)")
    exit(1)
}
let playground = Playground(scene: scene, font: font)

@MainActor func filmstrip() throws(PlaygroundError) {
    var options = HeadlessOptions(script: InputScript(), outputDirectory: "spring-gallery-output")
    options.frames = 60
    options.captureFrames = [6, 12, 18, 24, 36, 60]
    let summary = try HeadlessSession.run(playground, options: options)
    print("wrote \(summary.filesWritten.filter { $0.hasSuffix(".png") }.joined(separator: ", "))")
}

do {
    if CommandLine.arguments.contains("--headless") {
        try filmstrip()
    } else {
        do {
            var options = WindowOptions(outputDirectory: "spring-gallery-output")
            options.sceneName = "spring-gallery"
            options.width = Int(size.width)
            options.height = Int(size.height)
            options.title = "Spring gallery"
            _ = try PlaygroundWindow.run(playground, options: options)
        } catch .display(let reason) {
            print("\(reason); writing a filmstrip instead")
            try filmstrip()
        }
    }
} catch {
    print("error: \(error)")
    exit(1)
}
