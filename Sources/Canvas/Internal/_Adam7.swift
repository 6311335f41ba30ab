/// The passes of a PNG image: Adam7's seven for an interlaced one, a single one otherwise.
///
/// Pass `p` holds the pixels at columns `x0 + k·dx` and rows `y0 + k·dy`;
/// passes with no columns or no rows are absent from the file, and so from
/// ``passes(width:height:interlaced:)``.
struct _Adam7Pass {
    let x0: Int, y0: Int, dx: Int, dy: Int
    /// The pass's pixel columns and rows in this image.
    let columns: Int, rows: Int

    private static let layout = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The non-empty passes of a `width` × `height` image, in file order.
    static func passes(width: Int, height: Int, interlaced: Bool) -> [_Adam7Pass] {
        guard interlaced else {
            return [_Adam7Pass(x0: 0, y0: 0, dx: 1, dy: 1, columns: width, rows: height)]
        }
        return layout.compactMap { x0, y0, dx, dy in
            let columns = (width - x0 + dx - 1) / dx, rows = (height - y0 + dy - 1) / dy
            guard columns > 0, rows > 0 else { return nil }
            return _Adam7Pass(x0: x0, y0: y0, dx: dx, dy: dy, columns: columns, rows: rows)
        }
    }
}
