#!/usr/bin/env python3
"""Save-to-pixels under `--watch`, for sessions up to ten minutes long
(`make measure-watch`, which makes the package; or by hand, under Xvfb):

  measure-watch.py PACKAGE NAME EXECUTABLE [MINUTES ...]

For each length (default 1 and 10 minutes) it writes a recording of that many
minutes at 60 frames a second, a throw of Box#1 every three seconds, starts
`EXECUTABLE --watch --script` on it (build 1 takes the recording over), edits
the init template's performer (BreathePerformer.swift: the breath fades deeper) and
saves, and reads the watcher's own lines for the figures: the incremental
build, the hand-over (the old window writing the session and quitting), the
new build's replay to the frame, and the time from the save to the new
build's first frame on screen. The edit is undone at the end.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

PACKAGE, NAME, EXECUTABLE = sys.argv[1:4]
LENGTHS = [float(minutes) for minutes in sys.argv[4:]] or [1, 10]
PERFORMER = os.path.join(PACKAGE, "Sources", NAME + "Kit", "BreathePerformer.swift")
EDIT = ("(1 - 0.4 * fullness)", "(1 - 0.6 * fullness)")  # the breath fades deeper


# The package's build, into the folder the executable came from (as the watcher runs it).
BUILD = ["swift", "build", "--product", os.path.basename(EXECUTABLE),
         "--scratch-path", os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(EXECUTABLE))))]


def recording(minutes):
    """A routed recording of `minutes` at 60 Hz: Box#1 thrown right then back left, every three seconds."""
    frames, events = int(minutes * 3600), []
    for number, start in enumerate(range(60, int(minutes * 3600) - 30, 180)):
        x, step = (576, 40) if number == 0 else ((1190, -60) if number % 2 else (90, 60))
        events.append({"frame": start, "type": "pointerDown", "x": x, "y": 360, "time": start * 1000 / 60})
        for move in range(1, 7):
            x += step
            events.append({"frame": start + move, "type": "pointerMove", "x": x, "y": 360, "time": (start + move) * 1000 / 60})
        events.append({"frame": start + 7, "type": "pointerUp", "x": x, "y": 360, "time": (start + 7) * 1000 / 60})
    return {"version": 3, "scene": "breathe", "viewport": {"width": 1280, "height": 720}, "frames": frames,
            "routed": True, "events": events}


def measure(minutes, folder):
    script = os.path.join(folder, f"session-{minutes:g}min.json")
    with open(script, "w") as file:
        json.dump(recording(minutes), file)
    out, err = os.path.join(folder, "out.log"), os.path.join(folder, "err.log")
    watcher = subprocess.Popen(
        [EXECUTABLE, "--watch", "--script", script, "--out", os.path.join(folder, "out")], cwd=PACKAGE,
        env=dict(os.environ, SDL_VIDEODRIVER="x11"), stdout=open(out, "w"), stderr=open(err, "w"))

    def wait_for(pattern, seconds=600):
        deadline = time.time() + seconds
        while time.time() < deadline:
            match = re.search(pattern, open(out).read() + open(err).read())
            if match:
                return match
            if watcher.poll() is not None:
                sys.exit(f"the watcher ended while waiting for /{pattern}/:\n" + open(err).read()[-2000:])
            time.sleep(0.1)
        sys.exit(f"no /{pattern}/ in {seconds} s")

    source = open(PERFORMER).read()
    try:
        first = wait_for(r"build 1 shows frame (\d+) \(replayed (\d+) frames in (\d+) ms\)")
        time.sleep(1)
        if EDIT[0] not in source:
            sys.exit(f"{PERFORMER} has no {EDIT[0]!r} to edit: is it the init template's performer?")
        with open(PERFORMER, "w") as file:
            file.write(source.replace(*EDIT, 1))
        built = wait_for(r"built in ([\d.]+) s")
        handed = wait_for(r"handed over in ([\d.]+) s")
        shown = wait_for(r"build 2 shows frame (\d+), ([\d.]+) s after the save \(replayed (\d+) frames in (\d+) ms\)")
        subprocess.run(["xdotool", "key", "q"], check=True)
        watcher.wait(60)
    finally:
        if watcher.poll() is None:
            watcher.kill()
        # Undone with the watcher gone, and built again: the next length starts from the template's code.
        with open(PERFORMER, "w") as file:
            file.write(source)
        subprocess.run(BUILD, cwd=PACKAGE, check=True, capture_output=True)
    build, handover, total = float(built[1]), float(handed[1]), float(shown[2])
    replay = int(shown[4]) / 1000
    print(f"| {minutes:g} min ({int(shown[3]):,} frames) | {build:.1f} s | {handover:.2f} s | {replay:.2f} s "
          f"(build 1 from the recording: {int(first[3]) / 1000:.2f} s) | {total:.1f} s | {total - build:.2f} s |")


print("| Session | Incremental build | Hand-over | Replay to the frame | Save to first frame | Beyond the build |")
print("|---|---|---|---|---|---|")
with tempfile.TemporaryDirectory(prefix="measure-watch-") as folder:
    for minutes in LENGTHS:
        measure(minutes, folder)
