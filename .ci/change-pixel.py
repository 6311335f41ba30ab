#!/usr/bin/env python3
"""Changes one pixel of an 8-bit RGBA or RGB PNG, in place: the end-to-end
test's way of breaking a golden, with nothing but the standard library.

usage: change-pixel.py FILE X Y
"""
import struct
import sys
import zlib


def chunks(data):
    offset = 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        yield kind, data[offset + 8:offset + 8 + length]
        offset += 12 + length


def unfilter(raw, width, height, bpp):
    stride = width * bpp
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(line)
        previous = line
    return rows


def main():
    path, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    data = open(path, "rb").read()
    header = dict(chunks(data))[b"IHDR"]
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}: only 8-bit RGB(A), non-interlaced PNGs are supported")
    bpp = 4 if colour == 6 else 3
    idat = b"".join(body for kind, body in chunks(data) if kind == b"IDAT")
    rows = unfilter(zlib.decompress(idat), width, height, bpp)
    pixel = rows[y][x * bpp:(x + 1) * bpp]
    rows[y][x * bpp:(x + 1) * bpp] = bytes(255 - v for v in pixel[:3]) + pixel[3:]
    raw = b"".join(b"\x00" + bytes(row) for row in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    out = data[:8] + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(out)


if __name__ == "__main__":
    main()
