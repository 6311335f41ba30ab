import StrictJSON

/// Reads a ``MotionRecording`` from parsed JSON, field by field, naming the
/// field that is wrong: `tracks[0].frames[3]: no "x"`.
struct _MotionJSONReader {
    func recording(from value: JSONValue) throws(MotionRecordingError) -> MotionRecording {
        let root = try object(value, at: "the motion golden")
        guard case .string(MotionRecording.format)? = root["format"] else {
            throw MotionRecordingError("not a motion golden: its \"format\" is not \"\(MotionRecording.format)\"")
        }
        let version = try integer(root["version"], at: "version")
        guard version >= 1, version <= MotionRecording.version else {
            throw MotionRecordingError("version \(version) is not one this reader knows (1 to \(MotionRecording.version))")
        }
        guard case .string(let source)? = root["source"] else { throw MotionRecordingError("source: expected a string") }
        let firstFrame = try integer(root["firstFrame"], at: "firstFrame")
        guard case .array(let trackValues)? = root["tracks"] else { throw MotionRecordingError("tracks: expected an array") }
        var tracks: [MotionRecording.Track] = []
        for (index, trackValue) in trackValues.enumerated() {
            tracks.append(try track(trackValue, at: "tracks[\(index)]", firstFrame: firstFrame))
        }
        return MotionRecording(source: source, firstFrame: firstFrame, tracks: tracks)
    }

    private func track(_ value: JSONValue, at path: String, firstFrame: Int) throws(MotionRecordingError) -> MotionRecording.Track {
        let fields = try object(value, at: path)
        guard case .string(let name)? = fields["name"] else { throw MotionRecordingError("\(path).name: expected a string") }
        guard case .array(let names)? = fields["properties"] else { throw MotionRecordingError("\(path).properties: expected an array") }
        var properties: [MotionProperty] = []
        for (index, name) in names.enumerated() {
            guard case .string(let text) = name, text != "frame", !properties.contains(MotionProperty(rawValue: text)) else {
                throw MotionRecordingError("\(path).properties[\(index)]: expected a new property name")
            }
            properties.append(MotionProperty(rawValue: text))
        }
        guard case .array(let frames)? = fields["frames"] else { throw MotionRecordingError("\(path).frames: expected an array") }
        var rows: [[Double]] = []
        for (index, frame) in frames.enumerated() {
            let at = "\(path).frames[\(index)]"
            let row = try object(frame, at: at)
            guard try integer(row["frame"], at: at + ".frame") == firstFrame + index else {
                throw MotionRecordingError("\(at).frame: expected \(firstFrame + index) (one row per frame, in order)")
            }
            var values: [Double] = []
            for property in properties {
                values.append(try number(row[property.rawValue], at: "\(at).\(property.rawValue)"))
            }
            guard row.count == properties.count + 1 else {
                let extra = row.keys.filter { $0 != "frame" && !properties.contains(MotionProperty(rawValue: $0)) }.sorted()
                throw MotionRecordingError("\(at): fields not among the track's properties: \(extra.joined(separator: ", "))")
            }
            rows.append(values)
        }
        return MotionRecording.Track(name: name, properties: properties, rows: rows)
    }

    private func object(_ value: JSONValue, at path: String) throws(MotionRecordingError) -> [String: JSONValue] {
        guard case .object(let fields) = value else { throw MotionRecordingError("\(path): expected an object, found \(value.kind)") }
        return fields
    }

    private func integer(_ value: JSONValue?, at path: String) throws(MotionRecordingError) -> Int {
        guard case .number(let number)? = value, number.rounded() == number, abs(number) < 1e9 else {
            throw MotionRecordingError("\(path): expected a whole number")
        }
        return Int(number)
    }

    private func number(_ value: JSONValue?, at path: String) throws(MotionRecordingError) -> Double {
        switch value {
        case .number(let number)?: return number
        case .string("nan")?: return .nan
        case .string("inf")?: return .infinity
        case .string("-inf")?: return -.infinity
        case nil: throw MotionRecordingError("\(path): missing")
        case let other?: throw MotionRecordingError("\(path): expected a number, found \(other.kind)")
        }
    }
}
