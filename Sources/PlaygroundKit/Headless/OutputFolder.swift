import Canvas
import FoundationEssentials
import TraceKit

/// A folder a run writes its results to: captured frames, the log, every
/// trace's report and the scene's final state.
///
/// The folder is created and proven writable before the run starts, so a
/// bad `--out` fails at once with one clear line instead of after the run.
/// File names are fixed and sorted, so two runs of the same script produce
/// folders that compare equal byte for byte.
///
/// ```swift
/// let out = try OutputFolder(path: "out")
/// try out.writeFrame(framebuffer, number: 30)        // out/frame-0030.png
/// try out.writeReports(of: scene)                     // log.txt, log.csv, trace-….txt/.json, scene.txt
/// ```
public struct OutputFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// Creates the folder if needed and checks it can be written to.
    public init(path: String) throws(PlaygroundError) {
        self.path = path
        let manager = FileManager.default
        var isDirectory: Bool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory else { throw .file("\(path): exists and is not a folder") }
        } else {
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .file("\(path): cannot create the output folder (\(FileErrorReason.describe(error)))")
            }
        }
        let probe = path + "/.write-test"
        guard manager.createFile(atPath: probe, contents: Data()) else {
            throw .file("\(path): the output folder is not writable")
        }
        try? manager.removeItem(atPath: probe)
    }

    /// The path of a frame's PNG: `frame-0030.png`.
    public func framePath(_ number: Int) -> String {
        path + "/frame-" + String(number).leftPadded(to: 4) + ".png"
    }

    /// Writes a captured frame as PNG; returns its path.
    @discardableResult
    public func writeFrame(_ framebuffer: Framebuffer, number: Int) throws(PlaygroundError) -> String {
        let file = framePath(number)
        do {
            try framebuffer.writePNG(toFile: file)
        } catch {
            throw .file("\(file): cannot write the frame (\(error))")
        }
        return file
    }

    /// Writes the scene's log (text and CSV), each trace's report (text and
    /// JSON) and the boxes' final positions; returns the paths written.
    @discardableResult
    public func writeReports(of scene: Scene) throws(PlaygroundError) -> [String] {
        var written: [String] = []
        let log = scene.logger.report()
        written.append(try write(log.rawLog, to: "log.txt"))
        written.append(try write(log.csv, to: "log.csv"))
        for tracer in scene.traces {
            let report = tracer.isRunning ? tracer.stop() : tracer.report()
            let name = "trace-" + Self.slug(tracer.trace.name)
            written.append(try write(report.summary, to: name + ".txt"))
            do {
                written.append(try write(try report.jsonString(), to: name + ".json"))
            } catch let error as PlaygroundError {
                throw error
            } catch {
                throw .file("\(name).json: cannot encode the report (\(error))")
            }
        }
        written.append(try write(Self.sceneState(scene), to: "scene.txt"))
        return written
    }

    /// Writes `text` to a file in the folder; returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws(PlaygroundError) -> String {
        let file = path + "/" + name
        guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
            throw .file("\(file): cannot write the file")
        }
        return file
    }

    /// One line per box: name, position and motion.
    static func sceneState(_ scene: Scene) -> String {
        scene.boxes.sorted { $0.name < $1.name }
            .map { "\($0.name) position=\($0.position) motion=\($0.motion)\n" }
            .joined()
    }

    /// A file-name-safe form of a trace name: `toss-box-1-into-an-anchor`.
    static func slug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter && character.isASCII || character.isNumber && character.isASCII {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        while slug.hasPrefix("-") { slug.removeFirst() }
        return slug.isEmpty ? "trace" : slug
    }
}
