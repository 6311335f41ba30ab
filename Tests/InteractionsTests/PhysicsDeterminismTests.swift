import Interactions
import Testing

/// Trajectories sampled at fixed times give recorded bits, so a replay gives
/// the same positions (and so the same pixels) on any machine and with any C
/// library: the physics computes its exponentials, logarithms, sines and
/// cosines with the project's own MotionMath, from IEEE 754 arithmetic only.
@Suite("Physics gives the same bits on every machine")
struct PhysicsDeterminismTests {
    static let trajectories: [(String, Trajectory)] = [
        ("under-damped spring", .spring(from: Point(x: 10, y: 300), velocity: Point(x: 1500, y: -800), to: Point(x: 400, y: 120))),
        (
            "critically damped spring",
            .spring(
                from: .zero, velocity: Point(x: 300, y: 0), to: Point(x: 200, y: 50),
                parameters: SpringParameters(stiffness: 400, damping: 40))
        ),
        (
            "over-damped spring",
            .spring(
                from: .zero, velocity: .zero, to: Point(x: -120, y: 80),
                parameters: SpringParameters(stiffness: 100, damping: 60))
        ),
        (
            "bounded fling",
            .fling(
                from: Point(x: 100, y: 150), velocity: Point(x: 2400, y: -1900),
                bounds: Rect(x: 0, y: 0, width: 500, height: 400))
        ),
        ("UIKit fling", .fling(from: Point(x: 3, y: 4), velocity: Point(x: -700, y: 260), friction: .uiKit)),
    ]
    static let times = [0.0, 0.016, 0.1, 0.35, 0.8, 1.7, 4.0]

    /// The bits of x, y, vx, vy at each time, per trajectory, recorded once.
    static let recorded: [String: [UInt64]] = [
        "under-damped spring": [
            0x4024000000000000, 0x4072C00000000000, 0x4097700000000000, 0xC089000000000000,
            0x4045A92D169B4AC6, 0x4071B45A80438A58, 0x40A3EDCCA3DAE225, 0xC0936239F91A6F1B,
            0x40717E6AA1BB7C9F, 0x4065AF0438BB951C, 0x40A100AA7F726F4A, 0xC08ED2B0F737A94C,
            0x40792E75CE389A7F, 0x405DAC3C4C7D416B, 0xC0434CD0A68B6AD3, 0x4031CBEF10833F98,
            0x4078FFFFFAEFA670, 0x405DFFFF5677F0FC, 0x3FA31974D581BD99, 0xBF907D4B2E4A987E,
            0x4078FFFFFFFF9D71, 0x405E00000000C035, 0xBE5D1D69F3A8448E, 0x3E47EDAF7990619E,
            0x4079000000000000, 0x405E000000000000, 0xBB4D9BD36AAE0CB2, 0x3B396EF8CB1DB6A2,
        ],
        "critically damped spring": [
            0x0, 0x0, 0x4072C00000000000, 0x0,
            0x4027907888563D90, 0x400097E30F9A3538, 0x4090D66BB1F38028, 0x406D0BC421BA22C6,
            0x405EB6F807B3CC80, 0x403DB320081B93E4, 0x40904853A429E160, 0x4070EABAA3E904C1,
            0x4068D4602524C97A, 0x4048D14FC7DC06B7, 0x4037E42CBA689053, 0x4019885EB3AC53E3,
            0x4068FFFD163AB769, 0x4048FFFCDD96AB6B, 0x3F7B6D19A41B05E0, 0x3F5D801B948CEEA8,
            0x4068FFFFFFFFFE79, 0x4048FFFFFFFFFE5A, 0x3DEDB42E9C10D6DE, 0x3DD0049700B87BFD,
            0x4069000000000000, 0x4049000000000000, 0x39DB1DCEF2F3BDD9, 0x39BD490F31C1DBFB,
        ],
        "over-damped spring": [
            0x3CE4000000000000, 0xBCE0000000000000, 0x0, 0x3D20000000000000,
            0xBFF24054782D61F8, 0x3FE855C5F591D81F, 0xC05EB9D149F34C77, 0x40547BE0DBF78850,
            0xC02FBA8035604B64, 0x4025270023958796, 0xC06642029CD79EB9, 0x405DAD58D11F7E4E,
            0xC04A16F6C2B9E03D, 0x404164A481D14028, 0xC05D1726CED5A761, 0x405364C489E3C4EB,
            0xC0562A7484EF65F4, 0x404D8DF0B13F329A, 0xC04AE1F1216053AB, 0x4041EBF6164037C7,
            0xC05C53D50B35A223, 0x4052E28E077916C2, 0xC026F4F55A748D0B, 0x401E9BF1CDF0BC0F,
            0xC05DF7B9634D76C5, 0x4053FA7B9788F9D8, 0xBFCC65ED6951C43C, 0x3FC2EE9E463682D2,
        ],
        "bounded fling": [
            0x4059000000000000, 0x4062C00000000000, 0x40A2C00000000000, 0xC09DB00000000000,
            0x4061246BFD42026A, 0x405E265504577C2E, 0x40A1880A0D851291, 0xC09BC20FEABD5D66,
            0x40727F926A357BAC, 0xC01384BAA33489A9, 0x4098A3A643AE3E25, 0xC09180857B4AA78D,
            0x4080224D7A70B755, 0xBFEFD81807A1D10B, 0xC03CB87DE660917B, 0x40446FF3E1C4BB00,
            0x407F3FAD9F83AE04, 0xBF683538B448A2E4, 0x3FE16C60F08E49BD, 0x3FA2B8F83A32D9CC,
            0x407F4000000486BD, 0x3E31DBDC1B5FBBBB, 0xBEA62D940DF3744D, 0xBE719D4FFD3FC318,
            0x407F400000000000, 0x3B149BF65A874EF4, 0xBB8CE9844CF74C91, 0xBB50C082D34D5BF5,
        ],
        "UIKit fling": [
            0x4008000000000000, 0x4010000000000000, 0xC085E00000000000, 0x4070400000000000,
            0xC0200B87D28603EA, 0x4020302B224F08C4, 0xC0852F768C096C42, 0x406F79B770F80E8E,
            0xC04E381383DACE79, 0x403B900E7F34D3E5, 0xC081E7F95F070CE4, 0x406A9A79CF032918,
            0xC065A47F64FFDEE1, 0x40515B1CCEAF725D, 0xC075B5DBBC3A1339, 0x406020B1DC48660D,
            0xC07142B77EA1FA3D, 0x405AEC43D2153944, 0xC061A33DFEE3EAB9, 0x404A345C1B9BC322,
            0xC074F0544F033760, 0x4060319DB709B41B, 0xC0374829ED6B8CEC, 0x40214B8CDC41441D,
            0xC075A88951182548, 0x4060BA74A2A438F4, 0xBFCDD1505E9E02D0, 0x3FB6267637A89460,
        ],
    ]

    @Test("Sampled trajectories give exactly the recorded bits")
    func recordedBits() {
        for (name, trajectory) in Self.trajectories {
            let bits = Self.times.flatMap { t -> [UInt64] in
                let sample = trajectory.sample(at: t)
                return [sample.position.x, sample.position.y, sample.velocity.x, sample.velocity.y].map(\.bitPattern)
            }
            #expect(bits == Self.recorded[name], "\(name)")
        }
    }
}
