#!/usr/bin/env python3
"""Checks a frame that a generated package's headless run wrote, with nothing
but the standard library (the PNG decoding is change-pixel.py's):

  * the overlay panel (the top-right quarter) has text in it: enough bright
    pixels, spread over many rows, as lines of text make;
  * with GOLDEN given, the frame has the golden's size and pixels.

usage: check-frame.py FRAME [GOLDEN]
"""
import importlib.util
import os
import struct
import sys
import zlib

spec = importlib.util.spec_from_file_location(
    "change_pixel", os.path.join(os.path.dirname(os.path.abspath(__file__)), "change-pixel.py"))
png = importlib.util.module_from_spec(spec)
spec.loader.exec_module(png)


def decode(path):
    data = open(path, "rb").read()
    header = dict(png.chunks(data))[b"IHDR"]
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}: only 8-bit RGB(A), non-interlaced PNGs are supported")
    bpp = 4 if colour == 6 else 3
    idat = b"".join(body for kind, body in png.chunks(data) if kind == b"IDAT")
    rows = png.unfilter(zlib.decompress(idat), width, height, bpp)
    return width, height, [[tuple(row[x * bpp:x * bpp + 3]) for x in range(width)] for row in rows]


def main():
    width, height, pixels = decode(sys.argv[1])
    # Text in the panel: light glyph pixels on its dark background.
    bright_rows = set()
    bright = 0
    for y in range(height // 2):
        for x in range(width // 2, width):
            r, g, b = pixels[y][x]
            if (r * 299 + g * 587 + b * 114) // 1000 > 170:
                bright += 1
                bright_rows.add(y)
    if bright < 2000 or len(bright_rows) < 100:
        sys.exit(f"{sys.argv[1]}: no readable text in the overlay panel ({bright} light pixels on {len(bright_rows)} rows)")
    print(f"{sys.argv[1]}: text in the overlay panel ({bright} light pixels on {len(bright_rows)} rows)")
    if len(sys.argv) > 2:
        golden_width, golden_height, golden = decode(sys.argv[2])
        if (golden_width, golden_height) != (width, height):
            sys.exit(f"{sys.argv[1]}: {width}×{height}, the golden is {golden_width}×{golden_height}")
        differing = sum(1 for y in range(height) for x in range(width) if pixels[y][x] != golden[y][x])
        if differing:
            sys.exit(f"{sys.argv[1]}: {differing} of {width * height} pixels differ from the golden")
        print(f"{sys.argv[1]}: the golden's pixels, all {width * height}")


if __name__ == "__main__":
    main()
