#!/usr/bin/env python3
"""Checks an `--explore` summary against the bugs .ci/plant-bugs.py plants:
`check-explore.py SUMMARY`. Each planted bug must be there (by invariant, and
box where it has one), shrunk to at most 6 events, with its recording and test
written; prints one line per failure found."""
import json, os, sys

summary_path = sys.argv[1]
summary = json.load(open(summary_path))
folder = os.path.dirname(os.path.dirname(summary_path))
for key in ("seed", "sequences", "seconds", "failures"):
    assert key in summary, f"the summary has no {key!r}"
found = {(failure["invariant"], failure["box"]) for failure in summary["failures"]}
wanted = [("tokens end", "Lung"), ("values are finite", None), ("stays reachable", "Box#1"), ("never traps", None)]
missing = [want for want in wanted if not any(f[0] == want[0] and (want[1] is None or f[1] == want[1]) for f in found)]
for failure in summary["failures"]:
    print(f"  {failure['invariant']} on {failure['box']}: {failure['events']} events (from {failure['shrunkFrom']}), frame {failure['frame']}")
    assert failure["events"] <= 6, f"{failure['invariant']} on {failure['box']}: shrunk to {failure['events']} events, more than 6"
    for kind in ("recording", "test"):
        assert os.path.isfile(os.path.join(folder, failure[kind])), f"{failure[kind]} was not written"
if missing:
    sys.exit(f"not found: {missing}")
