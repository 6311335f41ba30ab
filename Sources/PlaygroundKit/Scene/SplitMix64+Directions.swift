import Interactions
import MotionMath

extension SplitMix64 {
    /// A direction of uniformly random angle, of length 1, from IEEE arithmetic
    /// only (rejection sampling and a correctly rounded square root, no libm
    /// trigonometry), so it is the same on every machine.
    mutating func unitVector() -> Point {
        while true {
            let x = unit() * 2 - 1, y = unit() * 2 - 1
            let lengthSquared = x * x + y * y
            if lengthSquared > 0.01, lengthSquared <= 1 {
                let length = lengthSquared.squareRoot()
                return Point(x: x / length, y: y / length)
            }
        }
    }
}
