// snippet.hide
// Interactions' DocC article "Velocity tracking".
import Interactions

/// One stroke, as a device delivers it: whole milliseconds since the stroke began.
let stroke: [(milliseconds: Int64, x: Double)] = [(0, 0), (25, 40), (50, 60), (75, 85), (100, 110)]
// snippet.show
func releaseVelocity(clockAtStart: Int64) -> Point {
    var tracker = VelocityTracker()
    for sample in stroke {
        let seconds = Double(clockAtStart + sample.milliseconds) / 1000
        tracker.addPosition(Point(x: sample.x, y: 0), at: seconds)
    }
    return tracker.velocity()
}

let onAZeroClock = releaseVelocity(clockAtStart: 0)
let hoursSinceBoot = releaseVelocity(clockAtStart: 216_696_429)   // a touch screen's clock
print(onAZeroClock == hoursSinceBoot)   // true: the sample exactly 100 ms old counts on both
