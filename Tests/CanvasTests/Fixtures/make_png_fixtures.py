#!/usr/bin/env python3
"""Writes the PNG fixtures for PNGDecodingTests with an encoder independent of libpng.

Each file uses one colour type / bit depth / interlace method a person might
save from an image editor. Pixel values follow `pattern()` below, which
PNGDecodingTests.swift recomputes to check every decoded pixel.

    python3 Tests/CanvasTests/Fixtures/make_png_fixtures.py

Only the standard library (zlib, struct) is used; output is deterministic.
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 11, 7  # odd sizes exercise every Adam7 pass and partial bytes of low bit depths


def pattern(x, y):
    """The straight-alpha RGBA value at (x, y); PNGDecodingTests.swift has the same formula."""
    return ((x * 37 + y * 11) & 0xFF, (x * 5 + y * 71) & 0xFF, (x * y * 13 + 7) & 0xFF, (x * 29 + y * 53 + 40) & 0xFF)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Packs integer samples of `depth` bits, most significant first, into bytes."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def write_png(name, color_type, depth, sample_fn, interlaced=False, plte=None, trns=None):
    raw = bytearray()
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        xs, ys = range(x0, W, dx), range(y0, H, dy)
        if not xs or not ys:
            continue
        for y in ys:
            samples = [s for x in xs for s in sample_fn(x, y)]
            raw += b"\x00" + pack_row(samples, depth)  # filter type 0 (None)
    ihdr = struct.pack(">IIBBBBB", W, H, depth, color_type, 0, 0, 1 if interlaced else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if plte is not None:
        data += chunk(b"PLTE", bytes(c for rgb in plte for c in rgb))
    if trns is not None:
        data += chunk(b"tRNS", bytes(trns))
    data += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


PALETTE = [(0, 0, 0), (255, 64, 0), (32, 160, 255), (255, 255, 255)]
PALETTE_ALPHA = [255, 128, 64, 0]

write_png("grey-1bit.png", 0, 1, lambda x, y: [(x + y) & 1])
write_png("grey-2bit.png", 0, 2, lambda x, y: [(x + 2 * y) & 3])
write_png("grey-8bit.png", 0, 8, lambda x, y: [pattern(x, y)[0]])
write_png("grey-alpha-8bit.png", 4, 8, lambda x, y: [pattern(x, y)[0], pattern(x, y)[3]])
write_png("rgb-8bit.png", 2, 8, lambda x, y: list(pattern(x, y)[:3]))
write_png("rgba-8bit.png", 6, 8, lambda x, y: list(pattern(x, y)))
write_png("palette-4bit.png", 3, 4, lambda x, y: [(x + y) % 4], plte=PALETTE, trns=PALETTE_ALPHA)
write_png("rgb-16bit.png", 2, 16, lambda x, y: [c * 257 for c in pattern(x, y)[:3]])
write_png("grey-16bit.png", 0, 16, lambda x, y: [pattern(x, y)[1] * 257])
write_png("rgba-8bit-interlaced.png", 6, 8, lambda x, y: list(pattern(x, y)), interlaced=True)
write_png("palette-2bit-interlaced.png", 3, 2, lambda x, y: [(x + y) % 4], interlaced=True, plte=PALETTE)
