#!/usr/bin/env python3
"""Plants four bugs in a package `playground init` wrote, or takes them out again:
`plant-bugs.py PACKAGE LIBRARY plant|fix`. `make test-init` then checks that
`--explore` finds each, shrinks it to a few events, and writes a test that
fails on the planted code and passes on the fixed one.

1. tokens end: a breath replaced (the `n` key) while the lung swells from
   its opening breath (a plan) forgets its token without ending it.
2. values are finite: pinching a box in (two fingers, or Alt-drag) sets its
   opacity to NaN.
3. stays reachable: Box#1's settling region reaches far past the right edge,
   so a throw to the right leaves it out of the window.
4. never traps: a breath replaced 0.5 s into a breath fails a precondition.
"""
import sys

package, library, action = sys.argv[1:4]
performer = f"{package}/Sources/{library}/BreathePerformer.swift"
scene = f"{package}/Sources/{library}/BreatheScene.swift"

edits = {
    performer: [
        ("        guard self.name == name else { return }\n        finish()",
         "        guard self.name == name else { return }\n"
         "        precondition(!(elapsed >= 0.5 && elapsed < 0.55), \"planted: a breath replaced 0.5 s in\")\n"
         "        if target.scale > 1.15 { token = nil; plan = nil; self.name = nil; return }  // planted: a leak\n"
         "        finish()"),
    ],
    scene: [
        ("            scene.runtime.addPlan(tossable(each, in: size), to: each)\n        }\n        scene.didResize",
         "            scene.runtime.addPlan(tossable(each, in: size), to: each)\n"
         "            each.recognizer.addObserver { recognizer in if recognizer.scale < 0.8 { each.opacity = .nan } }  // planted\n"
         "        }\n        scene.didResize"),
        ("            width: max(1, size.width - box.size.width), height: max(1, size.height - box.size.height))",
         "            width: max(1, size.width - box.size.width) + (box.name == \"Box#1\" ? 3 * size.width : 0),  // planted\n"
         "            height: max(1, size.height - box.size.height))"),
    ],
}

for path, changes in edits.items():
    text = open(path).read()
    for original, planted in changes:
        before, after = (original, planted) if action == "plant" else (planted, original)
        if text.count(before) != 1:
            sys.exit(f"plant-bugs.py: {path}: expected the text once to {action}: {before[:60]!r}")
        text = text.replace(before, after)
    open(path, "w").write(text)
print(f"plant-bugs.py: {action}ed 4 bugs in {library}")
