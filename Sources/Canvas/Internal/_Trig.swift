/// Sine and cosine from basic arithmetic only, so rotations give the same bits everywhere.
///
/// The C library's `sin` may differ between machines, and LLVM may fold a
/// constant call at compile time with the host's version; a polynomial of
/// IEEE additions and multiplications (which Swift never contracts into FMA)
/// cannot. Accuracy is about 1e-16 over the reduced range, far below what
/// 1/256-pixel coverage can show.
enum _Trig {
    static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        guard angle.isFinite else { return (0, 1) }
        if angle == 0 { return (0, 1) }
        let twoPi = 6.283185307179586
        // truncatingRemainder is exact, so this only removes whole turns.
        let a = angle.truncatingRemainder(dividingBy: twoPi)
        // Reduce to [-π/4, π/4] around the nearest quarter turn, with π/2 split in two
        // parts so the subtraction keeps its accuracy.
        let k = (a * 0.6366197723675814).rounded()
        let r = (a - k * 1.5707963267948966) - k * 6.123233995736766e-17
        let r2 = r * r
        let s = r * (1 + r2 * (-1.0 / 6 + r2 * (1.0 / 120 + r2 * (-1.0 / 5040 + r2 * (1.0 / 362_880
            + r2 * (-1.0 / 39_916_800 + r2 * (1.0 / 6_227_020_800 + r2 * (-1.0 / 1_307_674_368_000))))))))
        let c = 1 + r2 * (-0.5 + r2 * (1.0 / 24 + r2 * (-1.0 / 720 + r2 * (1.0 / 40320
            + r2 * (-1.0 / 3_628_800 + r2 * (1.0 / 479_001_600 + r2 * (-1.0 / 87_178_291_200)))))))
        switch Int(k) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}
