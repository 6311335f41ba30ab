import Interactions
import PlaygroundKit
import FileSupport

/// `tuning.swift`: the session's tuned boxes as Swift a person pastes into
/// their scene. For each box tuned in the session (in the order first
/// tuned), a function that makes its `Tossable` with the exact spring and
/// friction it ended with, its settling as the default, and comments that
/// give the same spring and friction in SwiftUI's, Origami's, Rebound's,
/// Android's and UIKit's terms, and what it was before.
///
/// The text comes from a template in the assets (`Templates/Tuning.swift.template`),
/// a Swift file with `{{KEY}}` placeholders and a `{{#BOX}}…{{/BOX}}` section
/// repeated per box. Numbers are written in Swift's shortest form that reads
/// back as the same `Double`, so the pasted plan moves exactly as the box did.
///
/// ```swift
/// let export = TuningExport(scene: scene)
/// let source = try export.source(template: TuningExport.template())
/// // enum Tuned { static func box1(_ recognizer: GestureRecognizer, settling: …) -> Tossable { … } }
/// ```
public struct TuningExport: Sendable, Hashable {
    /// One tuned box.
    public struct Entry: Sendable, Hashable {
        /// The box's name.
        public var name: String
        /// Its spring and friction now.
        public var tuning: BoxTuning
        /// What it had before it was first tuned.
        public var original: BoxTuning
        /// Its plan's settling, if the scene gave it a `Tossable`.
        public var settling: Tossable.Settling
        /// Its plan's motion name.
        package var motionName: String
    }

    /// The file's name in the output folder.
    package static let fileName = "tuning.swift"
    /// Where the template lives in the assets folder.
    package static let templatePath = "Templates/Tuning.swift.template"
    /// The step the comments' rest time is for, in points: the one the Tune tab's graph shows.
    package static let stepDistance = BoxTuning.stepDistance

    /// The tuned boxes, in the order first tuned.
    public var entries: [Entry]

    /// The tuned boxes of `scene`.
    public init(scene: Scene) {
        let tuning = scene.tuning
        entries = tuning.tunedBoxes.map { name in
            let plan = tuning.tossables[name]
            return Entry(
                name: name, tuning: tuning.current(of: name), original: tuning.original[name] ?? BoxTuning(),
                settling: plan?.settling ?? .free, motionName: plan?.motionName ?? "motion"
            )
        }
    }

    /// The template's text, from the bundled assets (`Assets/locate()`).
    public static func template() throws(PlaygroundError) -> String {
        let path = try Assets.locate().path(templatePath)
        guard let bytes = FileSystem.read(path) else {
            throw .file("\(path): cannot read the tuning template (\(FileSystem.lastError))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file's text, from `template`.
    public func source(template: String) throws(PlaygroundError) -> String {
        try _TuningSource.fill(template, export: self)
    }
}
