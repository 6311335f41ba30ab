import Interactions
import StrictJSON

/// Turns parsed JSON into an ``InputScript``, checking every field.
///
/// Every number is checked where it enters, against the playground's input bounds (``InputBounds``):
/// coordinates, wheel deltas, timestamps, window sizes and scales (and the
/// framebuffer they make), frames within ``InputScript/maximumFrames``, so
/// nothing a script says can overflow a conversion later on.
package struct ScriptDecoding {
    /// A reader that checks against ``InputBounds``.
    package init() {}

    /// The longest scene name, in Unicode scalars.
    static let maximumSceneNameLength = 64

    static let versionOneFields: Set<String> = ["version", "scene", "viewport", "events", "format", "comment"]
    static let versionTwoFields = versionOneFields.union(["frames", "framePeriod", "frameTimes", "historyBytes"])
    static let versionThreeFields = versionTwoFields.union(["routed"])
    /// The largest history budget a script may ask for: 64 GB.
    static let maximumHistoryBytes = 1 << 36

    package func decode(_ json: JSONValue) throws(PlaygroundError) -> InputScript {
        let root = try JSONObjectReader(json, location: "the script")
        guard root.fields["version"] != nil else {
            throw .script("missing \"version\" (this playground reads versions 1 to 3)")
        }
        let version = try root.integer("version")
        guard InputScript.readableVersions.contains(version) else {
            throw .script("unsupported script version \(version) (this playground reads versions 1 to 3)")
        }
        try Self.requireVersion(2, for: Self.versionTwoFields.subtracting(Self.versionOneFields), in: root, version: version)
        try Self.requireVersion(3, for: Self.versionThreeFields.subtracting(Self.versionTwoFields), in: root, version: version)
        try root.rejectUnknownFields(allowing: Self.versionThreeFields)
        let scene = try root.optionalString("scene")
        if let scene,
            scene.isEmpty || scene.unicodeScalars.count > Self.maximumSceneNameLength
                || scene.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        {
            throw .script("\"scene\" must be a name of 1 to \(Self.maximumSceneNameLength) printable characters")
        }
        let viewport = try decodeViewport(root.fields["viewport"], version: version)
        let frameCount = try root.optionalInteger("frames", in: 1...InputScript.maximumFrames)
        let period = try root.optionalNumber("framePeriod") ?? InputScript.defaultFramePeriod
        guard period > 0, period <= 1 else {
            throw .script("\"framePeriod\" must be more than 0 and at most 1 second, got \(period)")
        }
        let frameTimes = try decodeFrameTimes(root.fields["frameTimes"], frameCount: frameCount)
        let historyBytes = try root.optionalInteger("historyBytes", in: 1...Self.maximumHistoryBytes)
        let isRouted = try root.bool("routed", default: false)
        let events = try decodeEvents(
            root.fields["events"], version: version, frameCount: frameCount, scale: viewport?.scale ?? 1, isRouted: isRouted)
        var script = InputScript(
            events: events, scene: scene, viewport: viewport,
            frameCount: frameCount, framePeriod: period, frameTimes: frameTimes
        )
        script.historyBudget = historyBytes
        script.isRouted = isRouted
        return script
    }

    func decodeViewport(_ value: JSONValue?, version: Int) throws(PlaygroundError) -> Viewport? {
        guard let value, value != .null else { return nil }
        let reader = try JSONObjectReader(value, location: "\"viewport\"")
        try Self.requireVersion(2, for: ["scale"], in: reader, version: version)
        try reader.rejectUnknownFields(allowing: ["width", "height", "scale"])
        let width = try reader.integer("width"), height = try reader.integer("height")
        try checkSize(width, height, what: "\"viewport\"")
        let scale = try reader.optionalNumber("scale") ?? 1
        try checkScale(scale, at: "\"viewport\"")
        try checkFramebuffer(width, height, scale: scale, what: "\"viewport\"")
        return Viewport(width: width, height: height, scale: scale)
    }

    func decodeFrameTimes(_ value: JSONValue?, frameCount: Int?) throws(PlaygroundError) -> [FrameTime] {
        guard let value, value != .null else { return [] }
        guard case let .array(items) = value else { throw .script("\"frameTimes\" must be an array of [frame, seconds] pairs") }
        var times: [FrameTime] = []
        times.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let location = "frame time \(index + 1)"
            guard case let .array(pair) = item, pair.count == 2, case let .number(frameValue) = pair[0], case let .number(seconds) = pair[1] else {
                throw .script("\(location) must be a [frame, seconds] pair of numbers")
            }
            guard frameValue.rounded() == frameValue, frameValue >= 1, frameValue <= Double(frameCount ?? InputScript.maximumFrames) else {
                throw .script("\(location): frame \(frameValue) is not a frame of the recording")
            }
            let frame = Int(frameValue)
            if let previous = times.last, frame <= previous.frame {
                throw .script("\(location): frame \(frame) comes after frame \(previous.frame): frame times must be in frame order")
            }
            guard seconds.isFinite, seconds >= 0, seconds <= 3600 else {
                throw .script("\(location): \(seconds) s is not a frame time (0 to 3600 seconds)")
            }
            times.append(FrameTime(frame: frame, seconds: seconds))
        }
        return times
    }

    /// The events, in frame order; `scale` is the viewport's, which a resize without its own keeps.
    func decodeEvents(
        _ value: JSONValue?, version: Int, frameCount: Int?, scale: Double, isRouted: Bool
    ) throws(PlaygroundError) -> [ScriptEvent] {
        guard case let .array(items)? = value else {
            throw .script(value == nil ? "missing \"events\"" : "\"events\" must be an array")
        }
        var events: [ScriptEvent] = []
        events.reserveCapacity(items.count)
        var fingers = FingerStreamCheck()
        var scale = scale
        for (index, item) in items.enumerated() {
            let (fields, takenByLayer) = try ScriptCommandCoding.layerFlag(of: item, number: index + 1, version: version)
            var event = try ScriptEventDecoding().decode(fields, number: index + 1, version: version)
            event.takenByLayer = takenByLayer ?? (isRouted ? false : nil)
            if case let .resize(width, height, newScale) = event.event {
                scale = newScale ?? scale
                try checkFramebuffer(width, height, scale: scale, what: "event \(index + 1) (frame \(event.frame)): a resize")
            }
            if let previous = events.last, event.frame < previous.frame {
                throw .script("event \(index + 1) is at frame \(event.frame), before the previous event's frame \(previous.frame): events must be in frame order")
            }
            if let frameCount, event.frame > frameCount {
                throw .script("event \(index + 1) is at frame \(event.frame), after the recording's last frame \(frameCount)")
            }
            try fingers.check(event, number: index + 1)
            events.append(event)
        }
        return events
    }

    /// Refuses any of `fields` that `reader` holds if the script is older than
    /// `needed`, saying so: `"frames" needs "version": 2; this script is version 1`
    /// (a reader of the later version could read it, but the script says it is older).
    static func requireVersion(_ needed: Int, for fields: Set<String>, in reader: JSONObjectReader, version: Int) throws(PlaygroundError) {
        guard version < needed, let field = fields.sorted().first(where: { reader.fields[$0] != nil }) else { return }
        throw .script("\(reader.location): \(PlaygroundError.quoted(field)) needs \"version\": \(needed); this script is version \(version)")
    }

    func checkSize(_ width: Int, _ height: Int, what: String) throws(PlaygroundError) {
        let side = InputBounds.maximumWindowSide
        guard width > 0, height > 0, width <= side, height <= side else {
            throw .script("\(what) must be between 1x1 and \(side)x\(side), got \(width)x\(height)")
        }
    }

    func checkScale(_ scale: Double, at location: String) throws(PlaygroundError) {
        let range = InputBounds.scaleRange
        guard range.contains(scale) else {
            throw .script("\(location): \"scale\" must be between \(range.lowerBound) and \(range.upperBound) pixels per point, got \(scale)")
        }
    }

    /// Refuses a window whose framebuffer would be too large to draw, before anything is allocated for it.
    func checkFramebuffer(_ width: Int, _ height: Int, scale: Double, what: String) throws(PlaygroundError) {
        guard InputBounds.framebufferFits(width: width, height: height, scale: scale) else {
            throw .script(
                "\(what) of \(width)x\(height) points at scale \(scale) needs a framebuffer over "
                    + "\(InputBounds.maximumFramebufferSide) pixels a side or \(InputBounds.maximumFramebufferPixels) pixels in all")
        }
    }
}
