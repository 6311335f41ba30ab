import Canvas

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which parts of a frame changed since the last one shown: the rectangles a
/// window whose every put costs in proportion to its pixels (an X server's
/// shared-memory put) has to send, and nothing else.
///
/// It keeps a copy of the last frame shown. ``update(to:)`` compares the new
/// frame with it row by row and returns rectangles that cover every pixel
/// that differs, then brings the copy up to date inside them. Rows are
/// grouped in bands of ``bandHeight``: each band with a change gives one
/// rectangle spanning its rows and the columns its changes reach, and bands
/// one above another with the same columns are joined, so a box dragged a few
/// points is one rectangle and a panel that redraws a number is another.
/// A frame of another size, or the first, is wholly damaged.
///
/// The comparisons and copies are `memcmp` and `memcpy` over whole rows and
/// 256-byte pieces, so a debug build finds the damage as fast as a release
/// one: a full 1280 × 720 frame that did not change costs one read of both.
///
/// ```swift
/// var damage = FrameDamage()
/// var frame = Framebuffer(width: 320, height: 200, fill: .black)
/// _ = damage.update(to: frame)                    // the first frame: all of it
/// frame[5, 3] = Pixel(.white)
/// let changed = damage.update(to: frame)          // [PixelRect(x: 5, y: 0, width: 1, height: 16)]
/// ```
struct FrameDamage {
    /// Rows compared as one band of a rectangle.
    static let bandHeight = 16
    /// Bytes compared at once while looking for a row's first and last changed column.
    static let pieceBytes = 256

    private var shown: [UInt8] = []
    private var width = 0
    private var height = 0
    /// Whether the next frame is wholly damaged, whatever the copy says.
    private var isInvalid = true
    /// The last answer, its room kept: finding the damage allocates nothing once it has grown.
    private var rectangles: [PixelRect] = []

    /// Forgets what was shown: the next frame is wholly damaged (the window
    /// was exposed, its surface made again).
    mutating func invalidate() {
        isInvalid = true
    }

    /// The rectangles of `frame` that differ from the last frame shown, which
    /// then becomes `frame`.
    mutating func update(to frame: Framebuffer) -> [PixelRect] {
        if isInvalid || frame.width != width || frame.height != height {
            width = frame.width
            height = frame.height
            isInvalid = false
            frame.withUnsafeBytes { shown = Array($0) }
            return width > 0 && height > 0 ? [frame.bounds] : []
        }
        let rowBytes = frame.bytesPerRow, height = height
        var found = rectangles
        rectangles = []
        found.removeAll(keepingCapacity: true)
        frame.withUnsafeBytes { new in
            shown.withUnsafeMutableBytes { old in
                guard let newBase = new.baseAddress, let oldBase = old.baseAddress else { return }
                var bandTop = 0
                while bandTop < height {
                    let bandBottom = min(bandTop + Self.bandHeight, height)
                    var low = Int.max, high = Int.min
                    for row in bandTop..<bandBottom {
                        let offset = row * rowBytes
                        guard let span = Self.changedBytes(newBase + offset, oldBase + offset, count: rowBytes) else { continue }
                        low = min(low, span.lowerBound)
                        high = max(high, span.upperBound)
                    }
                    if low <= high {
                        let rect = PixelRect(x: low / 4, y: bandTop, width: high / 4 - low / 4 + 1, height: bandBottom - bandTop)
                        Self.copy(rect, from: newBase, to: oldBase, rowBytes: rowBytes)
                        Self.add(rect, to: &found)
                    }
                    bandTop = bandBottom
                }
            }
        }
        rectangles = found
        return found
    }

    /// The first and last byte at which two rows differ, or `nil` when they are the same.
    private static func changedBytes(_ new: UnsafeRawPointer, _ old: UnsafeRawPointer, count: Int) -> ClosedRange<Int>? {
        guard memcmp(new, old, count) != 0 else { return nil }
        var first = 0
        while first + pieceBytes < count, memcmp(new + first, old + first, pieceBytes) == 0 { first += pieceBytes }
        while new.load(fromByteOffset: first, as: UInt8.self) == old.load(fromByteOffset: first, as: UInt8.self) { first += 1 }
        var end = count  // one past the last differing byte
        while end - pieceBytes > first, memcmp(new + end - pieceBytes, old + end - pieceBytes, pieceBytes) == 0 { end -= pieceBytes }
        while new.load(fromByteOffset: end - 1, as: UInt8.self) == old.load(fromByteOffset: end - 1, as: UInt8.self) { end -= 1 }
        return first...(end - 1)
    }

    /// Copies `rect` of the new frame into the copy of the shown one.
    private static func copy(_ rect: PixelRect, from new: UnsafeRawPointer, to old: UnsafeMutableRawPointer, rowBytes: Int) {
        for row in rect.y..<(rect.y + rect.height) {
            let offset = row * rowBytes + rect.x * 4
            memcpy(old + offset, new + offset, rect.width * 4)
        }
    }

    /// Appends `rect`, joined to the last rectangle when it lies just below it with the same columns.
    private static func add(_ rect: PixelRect, to rectangles: inout [PixelRect]) {
        if let last = rectangles.last, last.x == rect.x, last.width == rect.width, last.y + last.height == rect.y {
            rectangles[rectangles.count - 1] = PixelRect(x: last.x, y: last.y, width: last.width, height: last.height + rect.height)
        } else {
            rectangles.append(rect)
        }
    }
}
