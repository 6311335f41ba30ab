import Canvas
import PlaygroundKit
import PlaygroundUI

// MARK: - Colours of the timeline strip, the tracks and the curves

extension Palette {
    static let stripBackground = Color(rgba: 0x12141AF2)
    static let trackBackground = Color(rgba: 0x0C0E12FF)
    /// The runtime active: a green band.
    static let activeBand = Color(rgba: 0x66BB6A66)
    /// The clip's frames: marked (brighter) or the default last seconds.
    static let clipMarked = Color(rgba: 0x4FC3F766)
    static let clipDefault = Color(rgba: 0x4FC3F72A)
    /// The frame on show.
    static let cursor = Color(rgba: 0xFFFFFFFF)
    /// The log's lines of the past frame on show.
    static let pastRow = Color(rgba: 0xFFB74D40)
    static let gridLine = Color(rgba: 0xFFFFFF12)
    static let axisLine = Color(rgba: 0xFFFFFF40)
    static let laneStripe = Color(rgba: 0xFFFFFF08)
    static let curveX = Color(rgba: 0x42A5F5FF)
    static let curveY = Color(rgba: 0xFFA726FF)
    static let restX = Color(rgba: 0x42A5F5B0)
    static let restY = Color(rgba: 0xFFA726B0)
    static let curveSpeed = Color(rgba: 0xFFEE58FF)
    static let hoverLine = Color(rgba: 0xFFFFFF80)
}
