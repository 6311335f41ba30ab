/// The per-pixel kernels every drawing call ends in: fill, source-over, and coverage scaling.
///
/// They work on packed premultiplied pixels two channels at a time (red and
/// blue in one 32-bit word, green and alpha in another), the trick pixman's
/// generic C combiners use. Each channel gets an 8×8-bit product plus rounding,
/// which stays below 16 bits, so lanes never carry into each other and the
/// result is exactly `round(x / 255)` per channel. Spans run over raw pointers
/// (fills as plain loops LLVM vectorises, blends in explicit 16-bit SIMD
/// lanes); there is no floating point here, so debug and release builds give
/// the same bytes.
enum _Blend {
    private static let lowMask: UInt32 = 0x00FF_00FF
    private static let highMask: UInt32 = 0xFF00_FF00
    private static let half: UInt32 = 0x0080_0080

    // MARK: - Single pixels

    /// `source + destination × inverseAlpha / 255` per channel, rounded to nearest.
    ///
    /// `inverseAlpha` must be `255 - source.alpha`; the sum cannot overflow a
    /// channel because premultiplied channels never exceed alpha.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32, inverseAlpha: UInt32) -> UInt32 {
        var rb = (destination & lowMask) &* inverseAlpha &+ half
        rb = ((rb &+ ((rb >> 8) & lowMask)) >> 8) & lowMask
        var ga = ((destination >> 8) & lowMask) &* inverseAlpha &+ half
        ga = (ga &+ ((ga >> 8) & lowMask)) & highMask
        return source &+ (rb | ga)
    }

    /// Scales every channel of a premultiplied pixel by `coverage / 256`, rounded; `coverage` is `0...256`.
    @inline(__always)
    static func scale(_ pixel: UInt32, by coverage: Int) -> UInt32 {
        let k = UInt32(truncatingIfNeeded: coverage)
        let rb = (((pixel & lowMask) &* k &+ half) >> 8) & lowMask
        let ga = (((pixel >> 8) & lowMask) &* k &+ half) & highMask
        return rb | ga
    }

    /// Blends `source` scaled by `coverage` (`0...256`) over one pixel.
    @inline(__always)
    static func blend(_ pointer: UnsafeMutablePointer<UInt32>, _ source: UInt32, coverage: Int) {
        let s = coverage >= 256 ? source : scale(source, by: coverage)
        let inverse = 255 &- (s >> 24)
        if inverse == 0 {
            pointer.pointee = s
        } else if s != 0 {
            pointer.pointee = over(s, pointer.pointee, inverseAlpha: inverse)
        }
    }

    // MARK: - Spans

    /// Writes `value` into `count` consecutive pixels.
    @inline(__always)
    static func fill(_ pointer: UnsafeMutablePointer<UInt32>, count: Int, value: UInt32) {
        var i = 0
        while i < count {
            pointer[i] = value
            i &+= 1
        }
    }

    /// Blends `source` scaled by `coverage` (`0...256`) over `count` consecutive pixels.
    ///
    /// Opaque sources become a plain fill and fully transparent ones do nothing,
    /// so the common cases cost no per-pixel arithmetic at all.
    @inline(__always)
    static func span(_ pointer: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, coverage: Int) {
        let s = coverage >= 256 ? source : scale(source, by: coverage)
        let inverse = 255 &- (s >> 24)
        if inverse == 0 {
            fill(pointer, count: count, value: s)
        } else if s != 0 {
            overSpan(pointer, count: count, source: s, inverseAlpha: inverse)
        }
    }

    /// The translucent inner loop: ``overSpanInLanes(_:count:source:inverseAlpha:)`` in optimized
    /// builds, ``overSpanOneByOne(_:count:source:inverseAlpha:)`` in debug ones.
    ///
    /// An unoptimized build does not specialize SIMD's generic operators, so each lane of each
    /// operation is a call through a witness table: the lanes ran about 30 times slower than the
    /// scalar loop there, and drawing took most of the test suite's time. Both loops give the same
    /// bytes (BlendTests checks them against each other in every build).
    @inline(__always)
    static func overSpan(_ pointer: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, inverseAlpha: UInt32) {
        #if DEBUG
            overSpanOneByOne(pointer, count: count, source: source, inverseAlpha: inverseAlpha)
        #else
            overSpanInLanes(pointer, count: count, source: source, inverseAlpha: inverseAlpha)
        #endif
    }

    /// ``over(_:_:inverseAlpha:)`` on each of `count` pixels.
    static func overSpanOneByOne(_ pointer: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, inverseAlpha: UInt32) {
        var i = 0
        while i < count {
            pointer[i] = over(source, pointer[i], inverseAlpha: inverseAlpha)
            i &+= 1
        }
    }

    /// Four pixels at a time in 16-bit lanes, then one at a time.
    ///
    /// Loaded as eight `UInt16` lanes, four pixels hold red|green and blue|alpha
    /// pairs; masking and shifting separates the low and high channel of each
    /// lane, which then get the same rounded `× inverseAlpha / 255` as
    /// ``over(_:_:inverseAlpha:)``, so both paths give identical bytes. The
    /// 16-bit multiplies map to single SSE2/NEON instructions, which 32-bit
    /// scalar maths cannot use.
    static func overSpanInLanes(_ pointer: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, inverseAlpha: UInt32) {
        let inverse = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverseAlpha))
        let sourceLanes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        let half = SIMD8<UInt16>(repeating: 0x80)
        let low = SIMD8<UInt16>(repeating: 0x00FF), high = SIMD8<UInt16>(repeating: 0xFF00)
        var i = 0
        while i &+ 4 <= count {
            let address = UnsafeMutableRawPointer(pointer + i)
            let destination = address.loadUnaligned(as: SIMD8<UInt16>.self)
            var a = (destination & low) &* inverse &+ half
            a = (a &+ (a &>> 8)) &>> 8
            var b = (destination &>> 8) &* inverse &+ half
            b = (b &+ (b &>> 8)) & high
            // No lane overflows: each channel sum stays within 255 (premultiplied source).
            address.storeBytes(of: (a | b) &+ sourceLanes, as: SIMD8<UInt16>.self)
            i &+= 4
        }
        overSpanOneByOne(pointer + i, count: count &- i, source: source, inverseAlpha: inverseAlpha)
    }
}
