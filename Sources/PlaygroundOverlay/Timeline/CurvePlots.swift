import Interactions

/// Where the Curves tab's plots go: the key under the header, the time axis along the bottom,
/// position over time above (about three fifths of the room) and speed below, split in two when
/// the box's own performers report numbers (`MotionStateReporting`) to plot under it.
struct CurvePlots {
    let legend: Rect
    let axis: Rect
    let position: Rect
    let speed: Rect
    let speedAndReported: (speed: Rect, reported: Rect)

    init(legend: Rect, axis: Rect, line: Double) {
        self.legend = legend
        self.axis = axis
        let top = legend.maxY + line + 4
        let room = max(0, axis.minY - 4 - top - line - 8)
        position = Rect(x: axis.minX, y: top, width: axis.size.width, height: (room * 0.58).rounded())
        let speedTop = position.maxY + line + 8
        speed = Rect(x: axis.minX, y: speedTop, width: axis.size.width, height: max(0, axis.minY - 4 - speedTop))
        let height = max(0, ((speed.size.height - line - 8) / 2).rounded(.down))
        let upper = Rect(x: speed.minX, y: speed.minY, width: speed.size.width, height: height)
        let reportedTop = upper.maxY + line + 8
        speedAndReported = (upper, Rect(x: speed.minX, y: reportedTop, width: speed.size.width, height: max(0, speed.maxY - reportedTop)))
    }
}
