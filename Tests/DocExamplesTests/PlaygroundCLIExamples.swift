import Canvas
import Foundation
@testable import PlaygroundCLI
import PlaygroundHost
import PlaygroundKit
import PlaygroundSession

/// What the ```swift examples of PlaygroundCLI's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct PlaygroundCLIExamples {
    /// A playground, how to make another, the window's options, the font.
    let playground: Playground
    let makePlayground: () -> Playground
    let options: WindowOptions
    let font: BitmapFont
    /// `playground init`: the project, the toolkit's assets, the golden image's PNG bytes.
    let project: NewProject
    let assets: Assets
    let png: [UInt8]
    /// `--explore`: a temporary folder, and the work a child does on a task.
    let tmp: String
    func work(_ task: Int, _ progress: ChildProcesses.Progress) -> Data { Data() }
    /// `--watch`: the hand-over a build took, the window's process, what a crashed build printed.
    let handover: SessionHandover
    let window: Process
    let lines: [String]
}
