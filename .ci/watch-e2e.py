#!/usr/bin/env python3
"""`--watch` end to end, as a person uses it (run by .ci/test-init, under Xvfb):

  1. the package's executable runs with --watch; Box#1 is thrown with xdotool;
  2. the scene's spring is edited on disk: build 2 takes the session over,
     and the window shows the frame a headless replay of the same recording
     with the new build writes, pixel for pixel (ghosts hidden with `o`),
     and with the ghosts shown, the build before's path and the key;
  3. a syntax error saved next shows the compiler's first error in the
     window and keeps the session; fixing it reloads (build 3);
  4. a build that traps as it starts is reported with its message and the
     line in the package, and build 3 takes the session back;
  5. `q` quits: the session's files are written, the exit is clean.

usage: watch-e2e.py PACKAGE NAME EXECUTABLE WORK
Prints one line per check; exits non-zero at the first that fails.
"""
import os
import re
import struct
import subprocess
import sys
import time

from PIL import Image, ImageChops

PACKAGE, NAME, EXECUTABLE, WORK = sys.argv[1:5]
SCENE = os.path.join(PACKAGE, "Sources", NAME + "Kit", "BreatheScene.swift")
OUT = os.path.join(WORK, "watch-out")
LOG_OUT, LOG_ERR = os.path.join(WORK, "watch.out.log"), os.path.join(WORK, "watch.err.log")


def fail(message):
    print(f"✘ {message}")
    for path in (LOG_OUT, LOG_ERR):
        print(f"--- {path}")
        print(open(path).read()[-3000:] if os.path.exists(path) else "(none)")
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print(f"✔ {message}")


def marks():
    """Where the watcher's standard output and error end now."""
    return os.path.getsize(LOG_OUT), os.path.getsize(LOG_ERR)


def said(since):
    """What the watcher said on both streams since `since` (a `marks()`)."""
    return "".join(open(path).read()[start:] for path, start in zip((LOG_OUT, LOG_ERR), since))


def wait_for(pattern, seconds, since):
    """Waits until what the watcher said since `since` matches `pattern`; returns the match."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        match = re.search(pattern, said(since))
        if match:
            return match
        if watcher.poll() is not None:
            fail(f"the watcher ended (status {watcher.returncode}) while waiting for /{pattern}/")
        time.sleep(0.2)
    fail(f"no /{pattern}/ within {seconds} s")


def xdotool(*arguments):
    return subprocess.run(["xdotool", *map(str, arguments)], check=True, capture_output=True, text=True).stdout


def window():
    """The newest build's window id and its place."""
    ids = xdotool("search", "--sync", "--onlyvisible", "--name", NAME).split()
    geometry = dict(line.split("=") for line in xdotool("getwindowgeometry", "--shell", ids[-1]).split())
    return ids[-1], int(geometry["X"]), int(geometry["Y"])


def screenshot(window_id):
    """The window's pixels as X shows them, read from xwd's dump (32-bit ZPixmap, BGRX)."""
    data = subprocess.run(["xwd", "-id", window_id, "-silent"], check=True, capture_output=True).stdout
    fields = struct.unpack(">25I", data[:100])
    header_size, width, height, bits, bytes_per_line, colors = fields[0], fields[4], fields[5], fields[11], fields[12], fields[19]
    if bits != 32:
        fail(f"xwd gave {bits} bits per pixel; this check reads 32")
    start = header_size + colors * 12
    mode = "BGRX" if fields[7] == 0 else "XRGB"  # byte order: LSBFirst is BGRX in memory
    return Image.frombytes("RGB", (width, height), data[start:start + bytes_per_line * height], "raw", mode, bytes_per_line)


def edit(old, new):
    text = open(SCENE).read()
    if old not in text:
        fail(f"{SCENE} has no {old!r} to change")
    with open(SCENE, "w") as file:
        file.write(text.replace(old, new, 1))


NOTICE_SECONDS = 4.5  # a notice stays 4 s (NoticeBoard.duration)


def idle():
    time.sleep(2.5)  # a throw in this scene settles within two seconds


os.makedirs(OUT, exist_ok=True)
environment = dict(os.environ, SDL_VIDEODRIVER="x11")
watcher = subprocess.Popen(
    [EXECUTABLE, "--watch", "--out", OUT, "--record", os.path.join(OUT, "session.json")],
    cwd=PACKAGE, env=environment, stdout=open(LOG_OUT, "w"), stderr=open(LOG_ERR, "w"))
try:
    # 1. A throw of Box#1 (at 45% across, half way down), fast, to the right and down.
    wait_for(r"watch: watching", 30, (0, 0))
    window_id, x, y = window()
    time.sleep(1)
    xdotool("mousemove", x + 576, y + 360, "mousedown", 1)
    for step in range(1, 7):
        time.sleep(0.016)
        xdotool("mousemove", x + 576 + step * 40, y + 360 + step * 14)
    xdotool("mouseup", 1)
    idle()

    # 2. The spring edited: build 2 takes the session over and shows the frame.
    mark = marks()
    edit("damping: 30)", "damping: 8)")
    shown = wait_for(r"watch: build 2 shows frame (\d+), ([\d.]+) s after the save \(replayed (\d+) frames in (\d+) ms\)", 300, mark)
    check(True, f"a save rebuilt the package: build 2 shows frame {shown[1]}, {shown[2]} s after the save (replay {shown[4]} ms)")
    window_id, x, y = window()
    time.sleep(1)
    with_ghosts = screenshot(window_id)
    xdotool("key", "o")
    xdotool("key", "s")
    saved = wait_for(r"saved (\S+/frame-(\d+)\.png)", 10, mark)
    frame, saved_path = int(saved[2]), saved[1]
    time.sleep(NOTICE_SECONDS)  # the "saved" notice gone: the window shows the frame it saved, and nothing over it
    without_ghosts = screenshot(window_id)
    live = Image.open(saved_path).convert("RGB")
    with_ghosts.save(os.path.join(WORK, "window-with-ghosts.png"))
    without_ghosts.save(os.path.join(WORK, "window-without-ghosts.png"))
    check(without_ghosts.size == live.size and ImageChops.difference(without_ghosts, live).getbbox() is None,
          f"the window shows the frame it saved as frame {frame}, pixel for pixel")
    difference = ImageChops.difference(with_ghosts, without_ghosts).getbbox()
    check(difference is not None and difference[1] < 40,
          f"with the ghosts shown, the build before's path and the key differ from it (in {difference})")
    handover = open(os.path.join(OUT, "watch", "handover.json")).read()
    check('"box" : "Box#1"' in handover, "the hand-over holds the path Box#1 took in build 1")

    # 3. A syntax error: its first error in the window and the terminal; the session goes on.
    mark = marks()
    edit("damping: 8)", "damping: 8")
    error = wait_for(r"the build failed: (Sources/\S+BreatheScene\.swift:\d+: [^\n]+)", 300, mark)
    time.sleep(1)
    shot = screenshot(window_id)
    colours = shot.crop((0, shot.height - 60, shot.width // 2, shot.height)).getcolors(1 << 20)
    red = sum(count for count, (r, g, b) in colours if abs(r - 0x5A) < 8 and abs(g - 0x1E) < 8 and abs(b - 0x22) < 8)
    check(red > 500, f"the build's first error is shown in the window ({error[1]})")
    check(watcher.poll() is None and window()[0] == window_id, "the session goes on in the same window")
    mark = marks()
    edit("damping: 8", "damping: 8)")
    wait_for(r"watch: build 3 shows frame \d+", 300, mark)
    check(True, "fixing it reloads: build 3 takes the session over")

    # 4. A build that traps as it starts: reported, and build 3 takes the session back.
    mark = marks()
    edit("damping: 8)", "damping: -1)")
    wait_for(r"watch: build 4 crashed \(signal \d+, SIGILL", 300, mark)
    report = said(mark)
    check("Precondition failed" in report and re.search(r"at Sources/\S+BreatheScene\.swift:\d+", report),
          "the trap is reported with its message and the line in the package")
    wait_for(r"watch: build 3 shows frame \d+", 60, mark)
    check(True, "build 3 takes the session back")
    edit("damping: -1)", "damping: 8)")
    mark = marks()
    wait_for(r"watch: build 5 shows frame \d+", 300, mark)

    # 5. Quitting writes the session's files.
    xdotool("key", "q")
    status = watcher.wait(30)
    check(status == 0, "q quits cleanly")
    recording = open(os.path.join(OUT, "session.json")).read()
    check(recording.count('"note"') >= 3, "the recording says which build took the session over, each time")
finally:
    if watcher.poll() is None:
        watcher.kill()

# The window's frame, replayed headless by the build that showed it (build 2's code is
# the package's spring at damping 8 again, as build 5 is).
replay = os.path.join(WORK, "watch-replay")
result = subprocess.run(
    [EXECUTABLE, "--headless", "--script", os.path.join(OUT, "session.json"), "--frames", str(frame + 1), "--out", replay],
    cwd=PACKAGE, env=dict(os.environ, SDL_VIDEODRIVER="dummy"), capture_output=True, text=True)
check(result.returncode == 0, "the recording replays headless")
replayed = os.path.join(replay, os.path.basename(saved_path))
check(os.path.exists(replayed) and open(replayed, "rb").read() == open(saved_path, "rb").read(),
      f"a headless replay with the new build writes frame {frame} byte for byte as the window showed it")
