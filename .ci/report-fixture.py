#!/usr/bin/env python3
"""Helpers for the HTML report's browser test (.ci/test-report) and measurement (.ci/measure-report).

    report-fixture.py change-throw RECORDING.json
        Moves every pointer move of the recorded throw 40 points right and 20 down, and lets
        go three frames later, so the replay drops the box elsewhere instead of throwing it:
        the golden test written with `g` then fails, its frame and its state both changed.
    report-fixture.py hostile ARTIFACTS PACKAGE
        Writes a failure whose test name, golden path, state and notes are markup
        (`<img src=x onerror=alert(1)>`, `<script>`…), as an artifact from someone else's
        branch may hold: the report must show them as text and run none of it.
"""
import json
import os
import shutil
import sys


def change_throw(path):
    with open(path) as file:
        recording = json.load(file)
    moved = 0
    for event in recording["events"]:
        if event.get("type") in ("pointerMove", "pointerUp"):
            event["x"] += 40
            event["y"] += 20
            moved += 1
        if event.get("type") == "pointerUp":
            # Let go three frames later, where the pointer stopped: a drop, not a throw.
            event["frame"] += 3
    if not moved:
        sys.exit(f"{path}: no pointer moves to change")
    with open(path, "w") as file:
        json.dump(recording, file, indent=1)
    print(f"{path}: moved {moved} pointer events")


def hostile(artifacts, package):
    folder = os.path.join(artifacts, "HostileTests")
    os.makedirs(folder, exist_ok=True)
    cards = os.path.join(artifacts, "CardTests")
    for suffix in ("png", "diff.png", "expected.png"):
        shutil.copy(os.path.join(cards, f"stripeMoved.1.{suffix}"), os.path.join(folder, f"hostile.1.{suffix}"))
    golden = os.path.join(package, "Tests/AppTests/__Snapshots__/HostileTests/<script>alert(2)<", "script>.png")
    with open(os.path.join(cards, "stripeMoved.1.json")) as file:
        record = json.load(file)
    record.update({
        "test": "<img src=x onerror=alert(1)>",
        "golden": golden,
        "goldenInPackage": "Tests/AppTests/__Snapshots__/HostileTests/\"><svg onload=alert(4)>.png",
        "actual": "hostile.1.png",
        "differenceImage": "hostile.1.diff.png",
        "expected": "hostile.1.expected.png",
        "context": {
            "frame": 7,
            "source": "<b>bold</b>.json",
            "values": [
                {"group": "tokens", "name": "</td><script>alert(3)</script>", "value": "<i>1</i>", "expected": "0"},
                {"group": "traces", "name": "javascript:alert(5)", "value": "passing", "expected": "passed"},
            ],
            "notes": ["<style>body{display:none}</style>", "&lt;entity&gt; stays as typed"],
        },
    })
    with open(os.path.join(folder, "hostile.1.json"), "w") as file:
        json.dump(record, file, indent=1)
    print(f"{folder}/hostile.1.json: a failure named {record['test']}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["change-throw"] and len(sys.argv) == 3:
        change_throw(sys.argv[2])
    elif sys.argv[1:2] == ["hostile"] and len(sys.argv) == 4:
        hostile(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
