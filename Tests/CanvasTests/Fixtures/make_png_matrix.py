#!/usr/bin/env python3
"""Writes Matrix/: PNGs of every colour type, bit depth and interlacing, each
beside the pixels an independent decoder says it holds.

Each `<name>.png` is written by pypng (pure Python, no libpng) from seeded
random samples; it is then read back with pypng, and `<name>.rgba` holds the
pixels Canvas must decode, as premultiplied R, G, B, A bytes, row by row:

  - samples below 8 bits scale exactly (v * 255 / (2^b - 1));
  - 16-bit samples round to nearest: round(v * 255 / 65535);
  - a tRNS colour key (grey, RGB) makes matching pixels transparent; a tRNS
    palette alpha applies per entry;
  - straight colour c with alpha a is premultiplied as round(c * a / 255).

Odd sizes (33x17 above all) leave partial bytes at the end of low-depth rows
and give every Adam7 pass a different shape.

    pip install pypng && python3 Tests/CanvasTests/Fixtures/make_png_matrix.py

Output is deterministic (fixed seeds, fixed zlib level).
"""
import os
import random

import png  # pypng

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Matrix")
SIZES = [(33, 17), (1, 1), (5, 3)]
KINDS = [  # (name, colour type, depths)
    ("grey", 0, [1, 2, 4, 8, 16]),
    ("rgb", 2, [8, 16]),
    ("palette", 3, [1, 2, 4, 8]),
    ("greyalpha", 4, [8, 16]),
    ("rgba", 6, [8, 16]),
]


def div255(x):
    return (x + 127) // 255  # round half up; x * 2 never lands on a .5 with x integer and 255 odd


def to8(v, depth):
    if depth == 16:
        return (v * 255 + 32767) // 65535
    return v * 255 // ((1 << depth) - 1)


def premultiplied(r, g, b, a):
    if a == 255:
        return bytes((r, g, b, 255))
    if a == 0:
        return bytes(4)
    return bytes((div255(r * a), div255(g * a), div255(b * a), a))


def write(name, width, height, depth, colour_type, interlace, rng, with_key):
    top = (1 << depth) - 1
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour_type]
    options = dict(width=width, height=height, bitdepth=depth, interlace=interlace, compression=9)
    palette = None
    if colour_type == 3:
        entries = min(1 << depth, 12)
        palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256))
                   for _ in range(entries)]
        if with_key:  # fewer alphas than entries: the rest are opaque
            palette = [p if i < entries // 2 else p[:3] for i, p in enumerate(palette)]
        else:
            palette = [p[:3] for p in palette]
        options["palette"] = palette
        rows = [[rng.randrange(entries) for _ in range(width)] for _ in range(height)]
    else:
        options["greyscale"] = colour_type in (0, 4)
        options["alpha"] = colour_type in (4, 6)
        rows = [[rng.randrange(top + 1) for _ in range(width * channels)] for _ in range(height)]
        if with_key and colour_type in (0, 2):
            key = tuple(rows[height // 2][:channels])  # a colour that occurs
            options["transparent"] = key[0] if colour_type == 0 else key
    path = os.path.join(HERE, name + ".png")
    with open(path, "wb") as f:
        png.Writer(**options).write(f, rows)

    # Read back with pypng: this, not `rows`, is what the file holds for an independent decoder.
    reader = png.Reader(filename=path)
    w, h, pixels, info = reader.read()
    assert (w, h) == (width, height) and info["bitdepth"] == depth
    key = None
    if "transparent" in info:
        key = info["transparent"]
        key = (key,) if isinstance(key, int) else tuple(key)
    plte = reader.palette(alpha="force") if colour_type == 3 else None
    out = bytearray()
    for row in pixels:
        row = list(row)
        for x in range(w):
            if colour_type == 3:
                r, g, b, a = plte[row[x]]
            else:
                s = row[x * channels:(x + 1) * channels]
                if colour_type in (0, 4):
                    r = g = b = to8(s[0], depth)
                else:
                    r, g, b = (to8(v, depth) for v in s[:3])
                a = to8(s[-1], depth) if colour_type in (4, 6) else 255
                if key is not None and tuple(s[:len(key)]) == key:
                    a = 0
            out += premultiplied(r, g, b, a)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(out)


def main():
    os.makedirs(HERE, exist_ok=True)
    for old in os.listdir(HERE):
        os.remove(os.path.join(HERE, old))
    seed = 0
    for kind, colour_type, depths in KINDS:
        for depth in depths:
            for interlace in (False, True):
                for width, height in SIZES:
                    keys = [False, True] if colour_type in (0, 2, 3) and (width, height) == (33, 17) else [False]
                    for with_key in keys:
                        seed += 1
                        name = "%s%d-%s-%dx%d%s" % (kind, depth, "adam7" if interlace else "plain", width, height,
                                                    "-trns" if with_key else "")
                        write(name, width, height, depth, colour_type, interlace, random.Random(seed), with_key)


if __name__ == "__main__":
    main()
