#if canImport(Glibc)
import Glibc
#endif

/// The libm functions the scenes need, in one place.
enum StressMath {
    static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    static func cos(_ x: Double) -> Double { Glibc.cos(x) }
}
