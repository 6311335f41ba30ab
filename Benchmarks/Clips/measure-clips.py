#!/usr/bin/env python3
"""A long clip's size and encoding time, for several builds of `playground`
side by side on the same input (Benchmarks/README.md, "Clips"):

  measure-clips.py NAME=PLAYGROUND [NAME=PLAYGROUND ...] [--runs N]

The input is a script of 1,005 frames of the default scene in which every box
is thrown again every 100 frames and Box#1 is dragged across now and then, so
several boxes move at once for most of it. Each build replays it headless
with `--clip 120-1005` (886 frames, as issue 34's clip) and without, the
builds taking turns, N times (default 3); the clip's cost is the CPU time of
the run with the clip less the run without (the session itself, the same in
both). It prints the medians, and checks with Pillow, when it is there, that
every build's clip decodes to the same frames.
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile

CLIP, FRAMES = "120-1005", 1005


def script():
    """Every box thrown every 100 frames, and a drag of Box#1 every 200: 1,005 frames of motion."""
    events = [{"frame": start, "type": "key", "key": "x"} for start in range(10, FRAMES, 100)]
    for start in range(60, FRAMES - 5, 200):
        events.append({"frame": start, "type": "pointerDown", "x": 160.0, "y": 120.0})
        events += [{"frame": start + i, "type": "pointerMove", "x": 160.0 + 30 * i, "y": 120.0 + 18 * i} for i in range(1, 15)]
        events.append({"frame": start + 15, "type": "pointerUp", "x": 610.0, "y": 390.0})
    events.sort(key=lambda event: event["frame"])
    return {"version": 1, "scene": "default", "viewport": {"width": 1280, "height": 720}, "events": events}


def run(executable, script_path, out, clip):
    """CPU seconds (user + system) of one headless run, and the clip's size in bytes."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    command = [executable, "run", "--headless", "--script", script_path, "--frames", str(FRAMES), "--out", out]
    subprocess.run(command + (["--clip", CLIP] if clip else []), check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    path = os.path.join(out, "clip-0120-1005.png")
    return seconds, os.path.getsize(path) if clip else None


def same_frames(paths):
    """Whether Pillow decodes every clip to the same frames and durations (None without Pillow)."""
    try:
        from PIL import Image
    except ImportError:
        return None
    clips = [Image.open(path) for path in paths]
    if len({clip.n_frames for clip in clips}) != 1:
        return False
    for index in range(clips[0].n_frames):
        seen = set()
        for clip in clips:
            clip.seek(index)
            seen.add((clip.convert("RGBA").tobytes(), clip.info.get("duration")))
        if len(seen) != 1:
            return False
    return True


def main():
    arguments, runs = sys.argv[1:], 3
    if "--runs" in arguments:
        at = arguments.index("--runs")
        runs = int(arguments[at + 1])
        del arguments[at:at + 2]
    builds = [argument.split("=", 1) for argument in arguments]
    if not builds or any(len(build) != 2 for build in builds):
        sys.exit(__doc__)
    folder = tempfile.mkdtemp(prefix="measure-clips-")
    script_path = os.path.join(folder, "script.json")
    with open(script_path, "w") as file:
        json.dump(script(), file)
    results = {name: {"clip": [], "plain": [], "size": None} for name, _ in builds}
    for _ in range(runs):
        for name, executable in builds:
            out = os.path.join(folder, name)
            seconds, size = run(executable, script_path, out, clip=True)
            results[name]["clip"].append(seconds)
            results[name]["size"] = size
            results[name]["plain"].append(run(executable, script_path, out + "-plain", clip=False)[0])
    print(f"886-frame clip ({CLIP}), 1280x720, {runs} runs each, builds taking turns; CPU seconds, medians")
    print(f"{'build':<12} {'clip size':>12} {'run with clip':>14} {'without':>8} {'the clip':>9}")
    for name, _ in builds:
        result = results[name]
        with_clip, plain = statistics.median(result["clip"]), statistics.median(result["plain"])
        print(f"{name:<12} {result['size'] / 1e6:>9.2f} MB {with_clip:>12.2f} s {plain:>6.2f} s {with_clip - plain:>7.2f} s")
    same = same_frames([os.path.join(folder, name, "clip-0120-1005.png") for name, _ in builds])
    print({None: "(Pillow is missing: frames not compared)", True: "Pillow: every clip decodes to the same frames",
           False: "Pillow: the clips' frames DIFFER"}[same])
    print(f"files in {folder}")


if __name__ == "__main__":
    main()
