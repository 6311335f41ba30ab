#!/usr/bin/env python3
"""Input-to-present latency, measured like a user: a real X client under Xvfb (`make measure-latency`).

    measure-latency.py [--moves N] [LABEL=PLAYGROUND ...]

For each playground binary (default: this checkout's release build), with the overlay on and off,
it opens the window (the default scene, SDL's x11 driver), presses Box#1 with XTest, and then
moves the pointer in steps of 6 points, each after a random pause of 15-45 ms (so the moves land
anywhere in the frame). After each move it reads the window's pixels with XGetImage, as fast as
it can, until Box#1's left edge is where the move puts it: the time from the XTest motion (and
XSync) to that read is one sample. It prints the median, p90 and p99 of each, side by side, as
milliseconds. Run it under Xvfb: `xvfb-run -a -s '-screen 0 1280x800x24' measure-latency.py`.

The box's colour and place are the default scene's: Box#1 is blue (#42A5F5), 160 × 110 points,
centred at (160, 120). A sample that has not shown after 250 ms counts as 250 ms.
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from Xlib import X, display
from Xlib.ext import xtest

BLUE = (0x42, 0xA5, 0xF5)
BOX_LEFT, BOX_Y = 80, 120          # Box#1's left edge and a row through it, in window points
STEP, TIMEOUT = 6, 0.25


def find_window(dpy, title, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        stack = [dpy.screen().root]
        while stack:
            window = stack.pop()
            try:
                name = window.get_wm_name()
                if name and title in name:
                    geometry = window.get_geometry()
                    if geometry.width >= 640:
                        return window
                stack.extend(window.query_tree().children)
            except Exception:
                continue
        time.sleep(0.2)
    sys.exit(f"measure-latency: no window titled {title!r} appeared")


def left_edge(dpy, window, guess):
    """The first blue column of row BOX_Y near `guess`, in window pixels, or None."""
    x0 = max(0, guess - 60)
    image = window.get_image(x0, BOX_Y, 160, 1, X.ZPixmap, 0xFFFFFFFF)
    data = image.data
    for column in range(160):
        b, g, r = data[column * 4], data[column * 4 + 1], data[column * 4 + 2]
        if abs(r - BLUE[0]) < 12 and abs(g - BLUE[1]) < 12 and abs(b - BLUE[2]) < 12:
            return x0 + column
    return None


def measure(binary, overlay, moves, seed):
    out = tempfile.mkdtemp(prefix="latency-")
    arguments = [binary, "--out", out] + ([] if overlay else ["--no-overlay"])
    environment = dict(os.environ, SDL_VIDEODRIVER="x11")
    process = subprocess.Popen(arguments, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    dpy = display.Display()
    try:
        window = find_window(dpy, "Motion Playground")
        time.sleep(1.5)  # the first frames, and the window mapped
        origin = window.translate_coords(dpy.screen().root, 0, 0)
        ox, oy = -origin.x, -origin.y
        edge = left_edge(dpy, window, BOX_LEFT)
        if edge is None:
            sys.exit("measure-latency: Box#1 is not where the default scene puts it")
        pointer_x = edge + 40
        xtest.fake_input(dpy, X.MotionNotify, x=ox + pointer_x, y=oy + BOX_Y)
        xtest.fake_input(dpy, X.ButtonPress, 1)
        dpy.sync()
        time.sleep(0.3)
        random.seed(seed)
        samples = []
        direction = 1
        for move in range(moves):
            if pointer_x + STEP * direction > 600 or pointer_x + STEP * direction < 60:
                direction = -direction
            time.sleep(random.uniform(0.015, 0.045))
            pointer_x += STEP * direction
            expected = edge + STEP * direction
            started = time.perf_counter()
            xtest.fake_input(dpy, X.MotionNotify, x=ox + pointer_x, y=oy + BOX_Y)
            dpy.sync()
            while True:
                now = left_edge(dpy, window, expected)
                elapsed = time.perf_counter() - started
                if now == expected or elapsed > TIMEOUT:
                    break
            samples.append(min(elapsed, TIMEOUT) * 1000)
            edge = expected if now == expected else (now or expected)
        xtest.fake_input(dpy, X.ButtonRelease, 1)
        dpy.sync()
        return samples
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        dpy.close()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round((len(ordered) - 1) * fraction)))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="*", help="LABEL=PATH of a playground executable")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    binaries = [b.split("=", 1) for b in arguments.binaries] or [["now", ".build/release/playground"]]
    print(f"input-to-present under Xvfb, {arguments.moves} moves of Box#1 each (ms): median, p90, p99, max")
    for overlay in (True, False):
        for label, binary in binaries:
            samples = measure(binary, overlay, arguments.moves, arguments.seed)
            print(f"  {label:>8}, overlay {'on ' if overlay else 'off'}: median {statistics.median(samples):5.1f}"
                  f"  p90 {percentile(samples, 0.9):5.1f}  p99 {percentile(samples, 0.99):5.1f}  max {max(samples):5.1f}"
                  f"  ({sum(s >= TIMEOUT * 1000 for s in samples)} timed out)")


if __name__ == "__main__":
    main()
