import FoundationEssentials
import Canvas
import PlaygroundKit
import FileSupport

/// What a watched session hands the next build of its package (`--watch`):
/// the session's recording, where its window was, and the paths the boxes
/// took in the build that handed it over, to be drawn as ghosts.
///
/// It is two files in one folder, each written whole or not at all: the
/// recording (`session.json`, an ordinary recording that replays headless)
/// and this description (`handover.json`). The session writes them every
/// second while anything changes, and once more when it hands over, so a
/// crash of the build that holds the session loses at most a second of it.
///
/// ```swift
/// let handover = SessionHandover(build: 2, window: frame, ghosts: ghosts)
/// try handover.write(recording: driver.recorder.script, to: "playground-output/watch")
/// let (taken, recording) = try SessionHandover.read(from: "playground-output/watch")
/// ```
package struct SessionHandover: Sendable, Codable, Hashable {
    /// The value of the file's `format` field.
    package static let format = "playground-handover"
    /// The version of the file this playground writes and reads.
    package static let version = 1
    /// The description's and the recording's file names in the hand-over folder.
    package static let fileName = "handover.json", recordingFileName = "session.json"

    /// Always ``format``.
    package var format = SessionHandover.format
    /// Always ``version`` when written here.
    package var version = SessionHandover.version
    /// Which build of the package wrote it, counting from 1.
    package var build: Int
    /// Where the window was and how big, if there was one.
    package var window: WindowFrame?
    /// The paths the boxes took in that build over the last gesture.
    package var ghosts: GhostTracks?

    /// A hand-over from `build`.
    package init(build: Int, window: WindowFrame?, ghosts: GhostTracks?) {
        self.build = build
        self.window = window
        self.ghosts = ghosts
    }

    /// Writes `recording` and this description into `folder` (created if
    /// missing), each through a temporary file renamed into place.
    package func write(recording: InputScript, to folder: String) throws(PlaygroundError) {
        if let reason = FileSystem.createDirectory(folder) {
            throw .file("\(folder): cannot keep the session there (\(reason))")
        }
        let description: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            description = try encoder.encode(self)
        } catch {
            throw .file("\(folder)/\(Self.fileName): cannot encode the hand-over (\(error))")
        }
        for (name, bytes) in [(Self.recordingFileName, Array(recording.jsonData())), (Self.fileName, Array(description))] {
            let path = folder + "/" + name
            if let reason = FileSystem.writeAtomically(bytes, to: path, through: path + ".partial") {
                throw .file("\(path): cannot write the hand-over (\(reason))")
            }
        }
    }

    /// Reads a hand-over and its recording from `folder`, checking both.
    package static func read(from folder: String) throws(PlaygroundError) -> (handover: SessionHandover, recording: InputScript) {
        let path = folder + "/" + fileName
        guard let bytes = FileSystem.read(path) else {
            throw .file("\(path): cannot read the hand-over (\(FileSystem.lastError))")
        }
        let handover: SessionHandover
        do {
            handover = try JSONDecoder().decode(SessionHandover.self, from: Data(bytes))
        } catch {
            throw .file("\(path): not a hand-over this playground can read (\(error))")
        }
        guard handover.format == format, handover.version == version else {
            throw .file("\(path): a \(handover.format) file of version \(handover.version); this playground reads \(format) version \(version)")
        }
        return (handover, try InputScript(contentsOfFile: folder + "/" + recordingFileName))
    }
}

/// A window's place on screen and its size, in points: a whole-number
/// rectangle, as a framebuffer's regions are, so it is one (and is written to
/// a hand-over as `{"x", "y", "width", "height"}`).
///
/// ```swift
/// let window = WindowFrame(x: 10, y: 20, width: 640, height: 360)
/// ```
public typealias WindowFrame = PixelRect
