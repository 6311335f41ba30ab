// MARK: - PNG chunks: reading libpng's output apart, writing chunks of our own

/// The chunks of a PNG file, and how to write one: what an animated PNG is
/// built from around libpng's compressed image data.
enum _PNGChunks {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: its four-letter type and its data.
    struct Chunk {
        var type: String
        var data: ArraySlice<UInt8>
    }

    /// The chunks of a well-formed PNG (libpng's own output), in order.
    static func parse(_ png: [UInt8]) -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset + 12 <= png.count {
            let length = Int(readUInt32(png, at: offset))
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let end = offset + 8 + length
            guard end + 4 <= png.count else { break }
            chunks.append(Chunk(type: type, data: png[offset + 8..<end]))
            offset = end + 4
        }
        return chunks
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func append(_ type: String, _ data: some Collection<UInt8>, to bytes: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &bytes)
        let start = bytes.count
        bytes.append(contentsOf: type.utf8)
        bytes.append(contentsOf: data)
        appendUInt32(_CRC32.checksum(bytes[start...]), to: &bytes)
    }

    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    static func appendUInt16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    static func readUInt32(_ bytes: some Collection<UInt8>, at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        var index = bytes.index(bytes.startIndex, offsetBy: offset)
        for _ in 0..<4 {
            value = value << 8 | UInt32(bytes[index])
            index = bytes.index(after: index)
        }
        return value
    }
}
