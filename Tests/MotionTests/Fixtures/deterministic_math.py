#!/usr/bin/env python3
"""Writes DeterministicMath.txt: inputs to DeterministicMath's functions and
their exact results, computed here with mpmath at 256 bits, independently of
the library (and of any C library).

Each line is one case:

    FUNCTION KIND INPUT [INPUT2] NEAREST RESIDUAL

KIND is `drawn` or `hard` (see below). INPUT (and, for atan2, INPUT2 = x after INPUT = y) and NEAREST are the bit
patterns of doubles in hexadecimal; NEAREST is the exact result rounded to the
nearest double (correctly rounded), RESIDUAL is (exact - NEAREST) in units of
NEAREST's last place, in [-0.5, 0.5]. A result within 1 ulp of the exact value
is then one whose distance from NEAREST, in ulps, differs from RESIDUAL by
less than 1; it is correctly rounded when it is NEAREST.

The cases, for each function, from a fixed seed:
- uniform draws over the arguments a performer meets (phases of a few turns,
  exponents of decays), log-uniform draws over every magnitude, tiny and huge
  arguments, doubles next to multiples of pi/2 (where reduction is hardest) and
  next to the overflow and underflow thresholds of exp;
- the hardest to round: among 20,000 further draws, the 60 whose exact value
  lies nearest to halfway between two doubles.

    python3 Tests/MotionTests/Fixtures/deterministic_math.py > Tests/MotionTests/Fixtures/DeterministicMath.txt
"""
import random
import struct

import mpmath

mpmath.mp.prec = 256
rng = random.Random(25)


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def from_bits(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def ulp(d):
    """The spacing of doubles at d's binade (2^-1074 for subnormals and zero)."""
    d = abs(d)
    if d == 0 or d < 2.0**-1022:
        return mpmath.mpf(2) ** -1074
    m, e = mpmath.frexp(mpmath.mpf(d))  # d = m * 2^e, 0.5 <= m < 1
    return mpmath.mpf(2) ** (int(e) - 53)


def nearest(v):
    """The double nearest to the mpf v (ties to even) and (v - it) in its ulps."""
    d = float(mpmath.mpf(v))  # mpmath rounds to nearest
    residual = (v - mpmath.mpf(d)) / ulp(d)
    if abs(residual) > 0.5:  # on a binade edge (or a subnormal rounded twice): the neighbour is nearer
        d = from_bits(bits(d) + (1 if (residual > 0) == (d > 0) else -1))
        residual = (v - mpmath.mpf(d)) / ulp(d)
    assert abs(residual) <= 0.5 + 1e-30, (v, d, residual)
    return d, residual


EXACT = {
    "sin": lambda x: mpmath.sin(mpmath.mpf(x)),
    "cos": lambda x: mpmath.cos(mpmath.mpf(x)),
    "exp": lambda x: mpmath.exp(mpmath.mpf(x)),
    "expm1": lambda x: mpmath.expm1(mpmath.mpf(x)),
    "log": lambda x: mpmath.log(mpmath.mpf(x)),
    "atan2": lambda y, x: mpmath.atan2(mpmath.mpf(y), mpmath.mpf(x)),
}


def signed(x):
    return -x if rng.random() < 0.5 else x


def log_uniform(low_exponent, high_exponent):
    return rng.uniform(1, 2) * 2.0 ** rng.randint(low_exponent, high_exponent)


def next_to(x, steps):
    return from_bits(bits(x) + steps) if x > 0 else from_bits(bits(x) - steps)


def trig_inputs():
    xs = [0.5, 1.0, 2.0, 3.0, 10.0, 100.0, 1e22, mpmath.pi / 2, mpmath.pi / 4, mpmath.pi, 2 * mpmath.pi]
    xs = [float(x) for x in xs]
    xs += [rng.uniform(-6.3, 6.3) for _ in range(160)]  # a turn either way
    xs += [rng.uniform(-2000, 2000) for _ in range(60)]  # minutes of a fast oscillation
    xs += [signed(log_uniform(-30, 20)) for _ in range(60)]
    xs += [signed(log_uniform(-1074, -27)) for _ in range(10)]
    xs += [signed(log_uniform(21, 1023)) for _ in range(25)]
    for _ in range(40):  # the doubles nearest k*pi/2 and a few ulps away
        k = rng.randint(1, 10**6)
        xs.append(next_to(float(k * mpmath.pi / 2), rng.randint(-2, 2)))
    return [(x,) for x in xs]


def exp_inputs():
    xs = [0.0, 1.0, -1.0, 0.5, 709.78, -745.13, 708.0, -708.0, 1e-10]
    xs += [rng.uniform(-10, 10) for _ in range(160)]  # decays and growths a spring meets
    xs += [rng.uniform(-745, 709.7) for _ in range(80)]
    xs += [signed(log_uniform(-60, -1)) for _ in range(60)]
    xs += [rng.uniform(709.0, 709.78) for _ in range(10)]  # near overflow
    xs += [rng.uniform(-745.1, -708.4) for _ in range(20)]  # subnormal results
    return [(x,) for x in xs]


def expm1_inputs():
    xs = [1e-10, -1e-10, 0.5, -0.5, 1.0, 10.0, -30.0]
    xs += [rng.uniform(-2, 2) for _ in range(160)]
    xs += [rng.uniform(-40, 709.7) for _ in range(80)]
    xs += [signed(log_uniform(-60, -1)) for _ in range(80)]
    return [(x,) for x in xs]


def log_inputs():
    xs = [2.0, 10.0, 0.5, 0.998, 1e-300, 1e300, 5e-324, 2.2250738585072014e-308]
    xs += [rng.uniform(0.001, 1000) for _ in range(160)]
    xs += [1 + signed(log_uniform(-50, -2)) for _ in range(60)]  # near 1, where log is near 0
    xs += [log_uniform(-1022, 1023) for _ in range(80)]
    xs += [log_uniform(-1074, -1023) for _ in range(10)]  # subnormal inputs
    return [(x,) for x in xs]


def atan2_inputs():
    pairs = [(1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (3.0, -4.0), (0.5, 0.86)]
    for _ in range(180):  # screen vectors: drags and velocities
        pairs.append((rng.uniform(-2000, 2000), rng.uniform(-2000, 2000)))
    for _ in range(100):  # every ratio of magnitudes
        pairs.append((signed(log_uniform(-60, 60)), signed(log_uniform(-60, 60))))
    for _ in range(20):
        pairs.append((signed(log_uniform(-1000, 1000)), signed(log_uniform(-1000, 1000))))
    return pairs


def hardest(function, draw, count=60, candidates=20000):
    """The `count` inputs among `candidates` draws nearest to a rounding tie."""
    scored = []
    for _ in range(candidates):
        args = draw()
        v = EXACT[function](*args)
        if not mpmath.isfinite(v) or v == 0:
            continue
        _, residual = nearest(v)
        scored.append((0.5 - abs(residual), args))
    scored.sort(key=lambda item: item[0])
    return [args for _, args in scored[:count]]


CASES = {
    "sin": (trig_inputs, lambda: (rng.uniform(-6.3, 6.3),)),
    "cos": (trig_inputs, lambda: (rng.uniform(-6.3, 6.3),)),
    "exp": (exp_inputs, lambda: (rng.uniform(-20, 20),)),
    "expm1": (expm1_inputs, lambda: (rng.uniform(-2, 2),)),
    "log": (log_inputs, lambda: (rng.uniform(0.01, 100),)),
    "atan2": (atan2_inputs, lambda: (rng.uniform(-1000, 1000), rng.uniform(-1000, 1000))),
}

print("# DeterministicMath's cases: FUNCTION KIND INPUT [INPUT2] NEAREST RESIDUAL (see deterministic_math.py, which wrote this file)")
for function, (inputs, draw) in CASES.items():
    cases = [("drawn", args) for args in inputs()] + [("hard", args) for args in hardest(function, draw)]
    for kind, args in cases:
        exact = EXACT[function](*args)
        if mpmath.isinf(exact) or abs(exact) >= mpmath.mpf(2) ** 1024:
            continue  # overflow: the special values are tested by name, not here
        d, residual = nearest(exact)
        fields = [function, kind] + [f"{bits(float(a)):016X}" for a in args] + [f"{bits(d):016X}", f"{float(residual):+.6f}"]
        print(" ".join(fields))
