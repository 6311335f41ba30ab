/// The constants and tables of ``MotionMath``, as exact hexadecimal literals.
///
/// Computed for this module with 300-bit arithmetic (Python's mpmath):
/// constants split into pieces whose products with small integers are exact,
/// tables rounded to double-double (`hi` the nearest double, `lo` the rest),
/// polynomial coefficients fitted on Chebyshev nodes (near-minimax) and
/// checked there with the coefficients rounded to double. The bits of 2/π are
/// exact. Lowest-degree coefficient first.
enum _Constants {
    // MARK: - exp, expm1

    /// ln 2 / 128 in two pieces; the first has 32 significant bits, so its
    /// product with any index n of ``exp`` (|n| < 2^18) is exact.
    static let ln2Over128Hi = 0x1.62e42ff000000p-8
    static let ln2Over128Lo = -0x1.718432a1b0e26p-42
    static let oneTwentyEightOverLn2 = 0x1.71547652b82fep+7

    /// 2^(j/128) for j = 0 ..< 128, as (hi, lo).
    static let exp2Table: [(hi: Double, lo: Double)] = [
        (0x1.0000000000000p+0, 0x0.0p+0),
        (0x1.0163da9fb3335p+0, 0x1.b61299ab8cdb7p-54),
        (0x1.02c9a3e778061p+0, -0x1.19083535b085dp-56),
        (0x1.04315e86e7f85p+0, -0x1.0a31c1977c96ep-54),
        (0x1.059b0d3158574p+0, 0x1.d73e2a475b465p-55),
        (0x1.0706b29ddf6dep+0, -0x1.c91dfe2b13c27p-55),
        (0x1.0874518759bc8p+0, 0x1.186be4bb284ffp-57),
        (0x1.09e3ecac6f383p+0, 0x1.1487818316136p-54),
        (0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54),
        (0x1.0cc922b7247f7p+0, 0x1.01edc16e24f71p-54),
        (0x1.0e3ec32d3d1a2p+0, 0x1.03a1727c57b53p-59),
        (0x1.0fb66affed31bp+0, -0x1.b9bedc44ebd7bp-57),
        (0x1.11301d0125b51p+0, -0x1.6c51039449b3ap-54),
        (0x1.12abdc06c31ccp+0, -0x1.1b514b36ca5c7p-58),
        (0x1.1429aaea92de0p+0, -0x1.32fbf9af1369ep-54),
        (0x1.15a98c8a58e51p+0, 0x1.2406ab9eeab0ap-55),
        (0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55),
        (0x1.18af9388c8deap+0, -0x1.11023d1970f6cp-54),
        (0x1.1a35beb6fcb75p+0, 0x1.e5b4c7b4968e4p-55),
        (0x1.1bbe084045cd4p+0, -0x1.95386352ef607p-54),
        (0x1.1d4873168b9aap+0, 0x1.e016e00a2643cp-54),
        (0x1.1ed5022fcd91dp+0, -0x1.1df98027bb78cp-54),
        (0x1.2063b88628cd6p+0, 0x1.dc775814a8495p-55),
        (0x1.21f49917ddc96p+0, 0x1.2a97e9494a5eep-55),
        (0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54),
        (0x1.251ce4fb2a63fp+0, 0x1.ac155bef4f4a4p-55),
        (0x1.26b4565e27cddp+0, 0x1.2bd339940e9d9p-55),
        (0x1.284dfe1f56381p+0, -0x1.a4c3a8c3f0d7ep-54),
        (0x1.29e9df51fdee1p+0, 0x1.612e8afad1255p-55),
        (0x1.2b87fd0dad990p+0, -0x1.10adcd6381aa4p-59),
        (0x1.2d285a6e4030bp+0, 0x1.0024754db41d5p-54),
        (0x1.2ecafa93e2f56p+0, 0x1.1ca0f45d52383p-56),
        (0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55),
        (0x1.32170fc4cd831p+0, 0x1.a9ce78e18047cp-55),
        (0x1.33c08b26416ffp+0, 0x1.32721843659a6p-54),
        (0x1.356c55f929ff1p+0, -0x1.b5cee5c4e4628p-55),
        (0x1.371a7373aa9cbp+0, -0x1.63aeabf42eae2p-54),
        (0x1.38cae6d05d866p+0, -0x1.e958d3c9904bdp-54),
        (0x1.3a7db34e59ff7p+0, -0x1.5e436d661f5e3p-56),
        (0x1.3c32dc313a8e5p+0, -0x1.efff8375d29c3p-54),
        (0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55),
        (0x1.3fa4504ac801cp+0, -0x1.7d023f956f9f3p-54),
        (0x1.4160a21f72e2ap+0, -0x1.ef3691c309278p-58),
        (0x1.431f5d950a897p+0, -0x1.1c7dde35f7999p-55),
        (0x1.44e086061892dp+0, 0x1.89b7a04ef80d0p-59),
        (0x1.46a41ed1d0057p+0, 0x1.c944bd1648a76p-54),
        (0x1.486a2b5c13cd0p+0, 0x1.3c1a3b69062f0p-56),
        (0x1.4a32af0d7d3dep+0, 0x1.9cb62f3d1be56p-54),
        (0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56),
        (0x1.4dcb299fddd0dp+0, 0x1.8ecdbbc6a7833p-54),
        (0x1.4f9b2769d2ca7p+0, -0x1.4b309d25957e3p-54),
        (0x1.516daa2cf6642p+0, -0x1.f768569bd93efp-55),
        (0x1.5342b569d4f82p+0, -0x1.07abe1db13cadp-55),
        (0x1.551a4ca5d920fp+0, -0x1.d689cefede59bp-55),
        (0x1.56f4736b527dap+0, 0x1.9bb2c011d93adp-54),
        (0x1.58d12d497c7fdp+0, 0x1.295e15b9a1de8p-55),
        (0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54),
        (0x1.5c9268a5946b7p+0, 0x1.c4b1b816986a2p-60),
        (0x1.5e76f15ad2148p+0, 0x1.ba6f93080e65ep-54),
        (0x1.605e1b976dc09p+0, -0x1.3e2429b56de47p-54),
        (0x1.6247eb03a5585p+0, -0x1.383c17e40b497p-54),
        (0x1.6434634ccc320p+0, -0x1.c483c759d8933p-55),
        (0x1.6623882552225p+0, -0x1.bb60987591c34p-54),
        (0x1.68155d44ca973p+0, 0x1.038ae44f73e65p-57),
        (0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54),
        (0x1.6c012750bdabfp+0, -0x1.2895667ff0b0dp-56),
        (0x1.6dfb23c651a2fp+0, -0x1.bbe3a683c88abp-57),
        (0x1.6ff7df9519484p+0, -0x1.83c0f25860ef6p-55),
        (0x1.71f75e8ec5f74p+0, -0x1.16e4786887a99p-55),
        (0x1.73f9a48a58174p+0, -0x1.0a8d96c65d53cp-54),
        (0x1.75feb564267c9p+0, -0x1.0245957316dd3p-54),
        (0x1.780694fde5d3fp+0, 0x1.866b80a02162dp-54),
        (0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55),
        (0x1.7c1ed0130c132p+0, 0x1.f124cd1164dd6p-54),
        (0x1.7e2f336cf4e62p+0, 0x1.05d02ba15797ep-56),
        (0x1.80427543e1a12p+0, -0x1.27c86626d972bp-54),
        (0x1.82589994cce13p+0, -0x1.d4c1dd41532d8p-54),
        (0x1.8471a4623c7adp+0, -0x1.8d684a341cdfbp-55),
        (0x1.868d99b4492edp+0, -0x1.fc6f89bd4f6bap-54),
        (0x1.88ac7d98a6699p+0, 0x1.994c2f37cb53ap-54),
        (0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54),
        (0x1.8cf3216b5448cp+0, -0x1.0d55e32e9e3aap-56),
        (0x1.8f1ae99157736p+0, 0x1.5cc13a2e3976cp-55),
        (0x1.9145b0b91ffc6p+0, -0x1.dd6792e582524p-54),
        (0x1.93737b0cdc5e5p+0, -0x1.75fc781b57ebcp-57),
        (0x1.95a44cbc8520fp+0, -0x1.64b7c96a5f039p-56),
        (0x1.97d829fde4e50p+0, -0x1.d185b7c1b85d1p-54),
        (0x1.9a0f170ca07bap+0, -0x1.173bd91cee632p-54),
        (0x1.9c49182a3f090p+0, 0x1.c7c46b071f2bep-56),
        (0x1.9e86319e32323p+0, 0x1.824ca78e64c6ep-56),
        (0x1.a0c667b5de565p+0, -0x1.359495d1cd533p-54),
        (0x1.a309bec4a2d33p+0, 0x1.6305c7ddc36abp-54),
        (0x1.a5503b23e255dp+0, -0x1.d2f6edb8d41e1p-54),
        (0x1.a799e1330b358p+0, 0x1.bcb7ecac563c7p-54),
        (0x1.a9e6b5579fdbfp+0, 0x1.0fac90ef7fd31p-54),
        (0x1.ac36bbfd3f37ap+0, -0x1.f9234cae76cd0p-55),
        (0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54),
        (0x1.b0e07298db666p+0, -0x1.bdef54c80e425p-54),
        (0x1.b33a2b84f15fbp+0, -0x1.2805e3084d708p-57),
        (0x1.b59728de5593ap+0, -0x1.c71dfbbba6de3p-54),
        (0x1.b7f76f2fb5e47p+0, -0x1.5584f7e54ac3bp-56),
        (0x1.ba5b030a1064ap+0, -0x1.efcd30e54292ep-54),
        (0x1.bcc1e904bc1d2p+0, 0x1.23dd07a2d9e84p-55),
        (0x1.bf2c25bd71e09p+0, -0x1.efdca3f6b9c73p-54),
        (0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55),
        (0x1.c40ab5fffd07ap+0, 0x1.b4537e083c60ap-54),
        (0x1.c67f12e57d14bp+0, 0x1.2884dff483cadp-54),
        (0x1.c8f6d9406e7b5p+0, 0x1.1acbc48805c44p-56),
        (0x1.cb720dcef9069p+0, 0x1.503cbd1e949dbp-56),
        (0x1.cdf0b555dc3fap+0, -0x1.dd83b53829d72p-55),
        (0x1.d072d4a07897cp+0, -0x1.cbc3743797a9cp-54),
        (0x1.d2f87080d89f2p+0, -0x1.d487b719d8578p-54),
        (0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55),
        (0x1.d80e316c98398p+0, -0x1.11ec18beddfe8p-54),
        (0x1.da9e603db3285p+0, 0x1.c2300696db532p-54),
        (0x1.dd321f301b460p+0, 0x1.2da5778f018c3p-54),
        (0x1.dfc97337b9b5fp+0, -0x1.1a5cd4f184b5cp-54),
        (0x1.e264614f5a129p+0, -0x1.7b627817a1496p-54),
        (0x1.e502ee78b3ff6p+0, 0x1.39e8980a9cc8fp-55),
        (0x1.e7a51fbc74c83p+0, 0x1.2d522ca0c8de2p-54),
        (0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54),
        (0x1.ecf482d8e67f1p+0, -0x1.c93f3b411ad8cp-54),
        (0x1.efa1bee615a27p+0, 0x1.dc7f486a4b6b0p-54),
        (0x1.f252b376bba97p+0, 0x1.3a1a5bf0d8e43p-54),
        (0x1.f50765b6e4540p+0, 0x1.9d3e12dd8a18bp-54),
        (0x1.f7bfdad9cbe14p+0, -0x1.dbb12d006350ap-54),
        (0x1.fa7c1819e90d8p+0, 0x1.74853f3a5931ep-55),
        (0x1.fd3c22b8f71f1p+0, 0x1.2eb74966579e7p-57),
    ]

    /// expm1(x) = x + x²/2 + x³·q(x) for |x| ≤ ln2/2: the coefficients of q.
    static let expm1Coefficients: [Double] = [
        0x1.5555555555556p-3, 0x1.5555555555555p-5, 0x1.11111111109b5p-7, 0x1.6c16c16c167e2p-10, 0x1.a01a01a7c2f2ep-13, 0x1.a01a01a47a5adp-16, 0x1.71de0db2eafc6p-19, 0x1.27e4e1f71b7c6p-22,
        0x1.af389eeb9e5e9p-26, 0x1.1f66d9588d9fep-29,
    ]

    // MARK: - log

    /// ln 2 in two pieces; the first has 42 significant bits, so its product
    /// with any exponent k (|k| ≤ 1075) is exact.
    static let ln2Hi = 0x1.62e42fefa3800p-1
    static let ln2Lo = 0x1.ef35793c76730p-45
    static let sqrtHalf = 0x1.6a09e667f3bcdp-1
    /// log(1 + f) = f − s·(f − z·g(z)) with s = f/(2 + f), z = s²: the coefficients of g.
    static let logCoefficients: [Double] = [0x1.5555555555558p-1, 0x1.99999999952e2p-2, 0x1.2492492df14f1p-2, 0x1.c71c62e5780fep-3, 0x1.7462b4ad742c4p-3, 0x1.39fe6019cb90bp-3, 0x1.2b584e53437ccp-3]

    // MARK: - sin, cos

    /// π/2 in four pieces; the first three have 33 significant bits, so
    /// their products with any quadrant count below 2^20 are exact.
    static let pio2Part1 = 0x1.921fb54400000p+0
    static let pio2Part2 = 0x1.0b4611a600000p-34
    static let pio2Part3 = 0x1.3198a2e000000p-69
    static let pio2Part4 = 0x1.b839a252049c1p-104
    static let twoOverPi = 0x1.45f306dc9c883p-1
    /// sin(x) = x + x³·S(x²) for |x| ≤ π/4: the coefficients of S.
    static let sinCoefficients: [Double] = [
        -0x1.5555555555555p-3, 0x1.1111111111110p-7, -0x1.a01a01a019938p-13, 0x1.71de3a54608ebp-19, -0x1.ae645412b943ap-26, 0x1.61217f01e669dp-33, -0x1.ab17ce5c27ec1p-41,
    ]
    /// cos(x) = 1 − x²/2 + x⁴·C(x²) for |x| ≤ π/4: the coefficients of C.
    static let cosCoefficients: [Double] = [0x1.5555555555555p-5, -0x1.6c16c16c16967p-10, 0x1.a01a019f4eaacp-16, -0x1.27e4fa17d32c5p-22, 0x1.1eeb68e213e94p-29, -0x1.907d9e40228acp-37]
    /// The binary fraction of 2/π, 64 bits a word, most significant first
    /// (1536 bits: enough for the largest doubles, Payne–Hanek).
    static let twoOverPiBits: [UInt64] = [
        0xA2F9836E4E441529, 0xFC2757D1F534DDC0, 0xDB6295993C439041, 0xFE5163ABDEBBC561, 0xB7246E3A424DD2E0, 0x06492EEA09D1921C, 0xFE1DEB1CB129A73E, 0xE88235F52EBB4484, 0xE99C7026B45F7E41,
        0x3991D639835339F4, 0x9C845F8BBDF9283B, 0x1FF897FFDE05980F, 0xEF2F118B5A0A6D1F, 0x6D367ECF27CB09B7, 0x4F463F669E5FEA2D, 0x7527BAC7EBE5F17B, 0x3D0739F78A5292EA, 0x6BFB5FB11F8D5D08,
        0x56033046FC7B6BAB, 0xF0CFBC209AF4361D, 0xA9E391615EE61B08, 0x6599855F14A06840, 0x8DFFD8804D732731, 0x06061556CA73A8C9,
    ]

    // MARK: - atan2 and reductions

    static let pio2Hi = 0x1.921fb54442d18p+0
    static let pio2Lo = 0x1.1a62633145c07p-54
    static let piHi = 0x1.921fb54442d18p+1
    static let piLo = 0x1.1a62633145c07p-53
    static let pio4Hi = 0x1.921fb54442d18p-1
    static let pio4Lo = 0x1.1a62633145c07p-55
    static let threePio4Hi = 0x1.2d97c7f3321d2p+1
    static let threePio4Lo = 0x1.a79394c9e8a0ap-54
    /// atan(j/32) for j = 0 ... 32, as (hi, lo).
    static let atanTable: [(hi: Double, lo: Double)] = [
        (0x0.0p+0, 0x0.0p+0),
        (0x1.ffd55bba97625p-6, -0x1.5ec431444912cp-60),
        (0x1.ff55bb72cfdeap-5, -0x1.c934d86d23f1dp-60),
        (0x1.7ee182602f10fp-4, -0x1.cfb654c0c3d98p-58),
        (0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59),
        (0x1.3d6eee8c6626cp-3, 0x1.61a3b0ce9281bp-57),
        (0x1.7b97b4bce5b02p-3, 0x1.347b0b4f881cap-58),
        (0x1.b90d7529260a2p-3, 0x1.17b10d2e0e5abp-61),
        (0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57),
        (0x1.18bf5a30bf178p-2, 0x1.30ca4748b1bf9p-57),
        (0x1.362773707ebccp-2, -0x1.963a544b672d8p-57),
        (0x1.530ad9951cd4ap-2, -0x1.2566480884082p-57),
        (0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56),
        (0x1.8b24d394a1b25p-2, 0x1.b6d0ba3748fa8p-56),
        (0x1.a64eec3cc23fdp-2, -0x1.24dec1b50b7ffp-56),
        (0x1.c0db4c94ec9f0p-2, -0x1.cc1ce70934c34p-56),
        (0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56),
        (0x1.f40dd0b541418p-2, -0x1.a3992dc382a23p-57),
        (0x1.0657e94db30d0p-1, -0x1.d5b495f6349e6p-56),
        (0x1.1255d9bfbd2a9p-1, -0x1.2bdaee1c0ee35p-58),
        (0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58),
        (0x1.2958e59308e31p-1, -0x1.09e73b0c6c087p-56),
        (0x1.345f01cce37bbp-1, 0x1.1021137c71102p-55),
        (0x1.3f13fb89e96f4p-1, 0x1.ecf8b492644f0p-56),
        (0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56),
        (0x1.538f57b89061fp-1, -0x1.1bb74abda520cp-55),
        (0x1.5d58987169b18p-1, 0x1.0028e4bc5e7cap-57),
        (0x1.66d663923e087p-1, -0x1.6ea6febe8bbbap-56),
        (0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56),
        (0x1.78f6bbd5d315ep-1, 0x1.406a089803740p-55),
        (0x1.819d0b7158a4dp-1, -0x1.bf76229d3b917p-56),
        (0x1.89ff5ff57f1f8p-1, -0x1.55b9a5e177a1bp-55),
        (0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55),
    ]
}
