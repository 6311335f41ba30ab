#!/usr/bin/env python3
"""`--watch` end to end, as a person uses it (run by .ci/test-init, under Xvfb):

  1. the package's executable runs with --watch; Box#1 is thrown with xdotool;
  2. the scene's spring is edited on disk: build 2 takes the session over,
     and the window shows the frame a headless replay of the same recording
     with the new build writes, pixel for pixel (ghosts hidden with `o`),
     and with the ghosts shown, the build before's path and the key;
  3. a syntax error saved next shows the compiler's first error in the
     window and keeps the session; fixing it reloads (build 3);
  4. a performer that force-unwraps nil traps as build 4 takes over: the
     terminal's summary leads with the trap's message and the performer's
     line, without the runtime's noise; build 3 takes the session back and
     shows a banner with the build, the message and the frame, until the
     next save (build 5, the performer fixed);
  5. windows that die during a build: killed with SIGKILL during a build
     that succeeds (build 6, whose performer writes through a bad pointer
     when `n` breathes deeper), the new build comes back; a real SIGSEGV
     (`n` pressed) during one that fails, the old build comes back; each at
     the frame the session had, with a banner saying how the window before
     ended (and, under it, the build's error);
  6. `q` during a build: the watcher exits 0 at once, stops the build,
     opens no other window, and the session's files are written; the
     recording replays headless to the frame the window showed in step 2.

A real fault, not `kill -SEGV`: with Swift's backtracer on (the watcher
turns it on), a SIGSEGV sent from outside is caught, reported, and the
program goes on; only a fault in the code itself ends it.

usage: watch-e2e.py PACKAGE NAME EXECUTABLE WORK
Prints one line per check; exits non-zero at the first that fails.
"""
import json
import os
import re
import signal
import struct
import subprocess
import sys
import time

from PIL import Image, ImageChops

PACKAGE, NAME, EXECUTABLE, WORK = sys.argv[1:5]
SCENE = os.path.join(PACKAGE, "Sources", NAME + "Kit", "BreatheScene.swift")
PERFORMER = os.path.join(PACKAGE, "Sources", NAME + "Kit", "BreathePerformer.swift")
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


def wait_for(pattern, seconds, since, every=0.2):
    """Waits until what the watcher said since `since` matches `pattern`; returns the match."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        match = re.search(pattern, said(since))
        if match:
            return match
        if watcher.poll() is not None:
            fail(f"the watcher ended (status {watcher.returncode}) while waiting for /{pattern}/")
        time.sleep(every)
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


def edit(old, new, path=SCENE):
    text = open(path).read()
    if old not in text:
        fail(f"{path} has no {old!r} to change")
    with open(path, "w") as file:
        file.write(text.replace(old, new, 1))


BANNER_RED = (0x5A, 0x1E, 0x22)  # an error notice's background (NoticeBoard)


def red_extent(shot, row=0):
    """How far right the error banner at the window's bottom reaches (0: no banner); `row` 1 is the one above it."""
    band = shot.crop((0, shot.height - 40 - 32 * row, shot.width, shot.height - 14 - 32 * row))
    pixels = band.load()
    reddish = [x for x in range(band.width) for y in range(0, band.height, 4)
               if all(abs(c - r) < 8 for c, r in zip(pixels[x, y], BANNER_RED))]
    return max(reddish, default=0)


def banner_shown(*lines):
    """Whether the window shows `lines` in its error banner, one red box each, the last at the bottom,
    each as wide as its text (8 px a character), and nothing above them."""
    time.sleep(1)
    shot = screenshot(window()[0])
    rows = list(reversed(lines)) + [""]
    return all(abs(red_extent(shot, row) - (min(10 + 12 + 8 * len(text), shot.width - 10) if text else 0)) <= 8
               for row, text in enumerate(rows)), shot


def window_process():
    """The pid of the watcher's window: its child running a kept build."""
    children = subprocess.run(["pgrep", "-P", str(watcher.pid)], capture_output=True, text=True).stdout.split()
    for pid in children:
        try:
            if "/watch/builds/" in os.readlink(f"/proc/{pid}/exe"):
                return int(pid)
        except OSError:
            pass
    fail("the watcher has no window process")


def kept_frames():
    """How many frames the session kept in the hand-over holds."""
    return json.load(open(os.path.join(OUT, "watch", "session.json")))["frames"]


BAD_POINTER = "        if breathe.depth > 0.3 { UnsafeMutablePointer<Int>(bitPattern: 0x10)!.pointee = 1 }\n"


def window_dies_during_a_build(save, fault, name):
    """Saves with `save`; as soon as the build starts, ends the window with `fault` (it dies of
    signal `name`); returns the frames the session had and the match of the window that comes back."""
    time.sleep(QUICK_CRASH_SECONDS)  # a window that dies sooner after it started counts as failing to take over
    frames = kept_frames()
    mark = marks()
    save()
    wait_for(r"watch: \S+ changed; building build", 30, mark, every=0.02)
    fault()
    wait_for(rf"watch: build \d+ crashed with signal \d+, {name}", 60, mark)
    check("the session comes back once the build is done" in said(mark),
          f"the window died of {name} while the build ran, and the watcher said it would come back")
    return frames, wait_for(r"watch: build (\d+) shows frame \d+.*\(replayed (\d+) frames", 300, mark), mark


NOTICE_SECONDS = 4.5  # a notice stays 4 s (NoticeBoard.duration)
QUICK_CRASH_SECONDS = 5.5  # a window that ends sooner after it started failed to take over (WatchSupervisor.quickCrash)


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

    # 4. A performer that traps as build 4 takes over: summed up, and build 3 takes it back with a banner.
    mark = marks()
    edit("        elapsed += milliseconds / 1000\n", "        let missing: Double? = nil\n        elapsed += missing! / 1000\n", PERFORMER)
    summary = wait_for(r"watch: build 4 crashed: (Fatal error: Unexpectedly found nil while unwrapping an Optional value)\n"
                       r"  at (Sources/\S+/(BreathePerformer\.swift):(\d+)) in (BreathePerformer\.update)\n", 300, mark)
    check("swift-runtime:" not in said(mark).split("watch: build 4 crashed")[1],
          f"the summary leads with the trap's message and the performer's line ({summary[2]} in {summary[5]}), no runtime noise")
    wait_for(r"watch: build 3 shows frame \d+", 60, mark)
    banner = f"build 4 crashed: {summary[1]} at {summary[3]}:{summary[4]} in {summary[5]}"
    shown, shot = banner_shown(banner)
    shot.save(os.path.join(WORK, "window-crash-banner.png"))
    check(shown, f"build 3 took the session back and shows the banner: {banner}")
    mark = marks()
    edit("        let missing: Double? = nil\n        elapsed += missing! / 1000\n", "        elapsed += milliseconds / 1000\n", PERFORMER)
    wait_for(r"watch: build 5 shows frame \d+", 300, mark)
    time.sleep(1)
    check(red_extent(screenshot(window()[0])) == 0, "the next save clears the banner: build 5 shows none")

    # 5. The window dies during a build: it comes back once the build is done, at the frame it had.
    #    SIGKILL during a build that succeeds: the new build comes back.
    frames, shown, _ = window_dies_during_a_build(
        lambda: edit("        self.plan = breathe\n", "        self.plan = breathe\n" + BAD_POINTER, PERFORMER),
        lambda: os.kill(window_process(), signal.SIGKILL), "SIGKILL")
    check(int(shown[1]) == 6 and int(shown[2]) == frames, f"the new build 6 comes back once the build is done, at the frame it had ({frames})")
    expected = "build 5 crashed with signal 9, SIGKILL"
    ok, shot = banner_shown(expected)
    check(ok, f"the window that came back says: {expected}")
    #    SIGSEGV, a real one (`n` breathes deeper, and build 6's performer then writes through a
    #    bad pointer), during a build that fails: the old build comes back, with the build's error.
    frames, shown, mark = window_dies_during_a_build(
        lambda: open(SCENE, "a").write("let broken = (\n"), lambda: xdotool("key", "n"), "SIGSEGV")
    check(int(shown[1]) == 6 and int(shown[2]) == frames, f"the old build 6 comes back once the build has failed, at the frame it had ({frames})")
    error = wait_for(r"the build failed: ([^\n]+)", 5, mark)
    crash = wait_for(r"watch: build 6 crashed with signal 11, SIGSEGV[^\n]*\n  at Sources/\S+/(BreathePerformer\.swift:\d+) in ([^\n]+)", 5, mark)
    check(True, f"the segfault is reported at {crash[1]} in {crash[2]}")
    expected = (f"build 6 crashed with signal 11, SIGSEGV at {crash[1]} in {crash[2]}", f"build 7 failed: {error[1]}")
    ok, shot = banner_shown(*expected)
    shot.save(os.path.join(WORK, "window-after-SIGSEGV.png"))
    check(ok, f"the window that came back says: {expected[0]}, and under it: {expected[1]}")

    # 6. `q` during a build: a clean exit at once, no other window, the session's files written.
    mark = marks()
    edit("let broken = (\n", "")
    wait_for(r"watch: \S+ changed; building build", 30, mark, every=0.02)
    quit_pressed = time.time()
    xdotool("key", "q")
    status = watcher.wait(30)
    quit_seconds = time.time() - quit_pressed
    after = said(mark)
    check(status == 0 and "built in" not in after, f"q during a build quits cleanly, in {quit_seconds:.1f} s, the build unfinished")
    check("takes the session over" not in after and "shows frame" not in after
          and subprocess.run(["xdotool", "search", "--onlyvisible", "--name", NAME], capture_output=True).returncode != 0,
          "no other window opens")
    check(re.search(r"wrote \d+ files to", after) and os.path.getmtime(os.path.join(OUT, "session.json")) >= quit_pressed,
          "the session's files are written")
    check(subprocess.run(["pgrep", "-f", f"swift-build.*--product {NAME}"], capture_output=True).returncode != 0,
          "and the build it no longer needs was stopped")
    recording = open(os.path.join(OUT, "session.json")).read()
    check(recording.count('"note"') >= 3, "the recording says which build took the session over, each time")
finally:
    if watcher.poll() is None:
        watcher.kill()

# The window's frame, replayed headless by the build that showed it (build 2's code is
# the package's spring at damping 8 again, as build 6's, the last built, is).
replay = os.path.join(WORK, "watch-replay")
result = subprocess.run(
    [EXECUTABLE, "--headless", "--script", os.path.join(OUT, "session.json"), "--frames", str(frame + 1), "--out", replay],
    cwd=PACKAGE, env=dict(os.environ, SDL_VIDEODRIVER="dummy"), capture_output=True, text=True)
check(result.returncode == 0, "the recording replays headless")
replayed = os.path.join(replay, os.path.basename(saved_path))
check(os.path.exists(replayed) and open(replayed, "rb").read() == open(saved_path, "rb").read(),
      f"a headless replay with the new build writes frame {frame} byte for byte as the window showed it")
