#!/usr/bin/env python3
"""Runs a GitHub Actions job's steps here, as the runner would, since no CI service is reachable.

    run-workflow.py WORKFLOW.yml --in DIR [--job NAME] [--summary FILE]

In DIR, in order, with the workflow's, the job's and each step's `env:`:
  - a `run:` step runs as GitHub runs it on Linux: `bash --noprofile --norc -eo pipefail` on the
    step's script, in DIR (or its `working-directory:`);
  - `if:` is honoured as the runner does for the status functions: a step without one runs
    while every step before it passed; `failure()` once one failed; `always()` either way;
  - a `uses:` step is an action, not run here: `actions/checkout` is DIR itself (a fresh
    folder), and `actions/upload-artifact` is checked: every `path:` line names something that
    exists (printed with its size; the summary lists what would be uploaded and what is missing).
Prints each step's outcome and writes them to --summary as JSON; exits 0 either way (the
caller decides what outcome it expected).
"""
import argparse
import json
import os
import subprocess
import sys
import time

import yaml


def condition_allows(condition, failed):
    if condition is None:
        return not failed
    text = str(condition).strip()
    if text.startswith("${{") and text.endswith("}}"):
        text = text[3:-2].strip()
    if text == "failure()":
        return failed
    if text == "always()" or text == "!cancelled()":
        return True
    if text == "success()":
        return not failed
    sys.exit(f"run-workflow.py: cannot evaluate if: {condition!r} here")


def size_of(path):
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(path) for name in names)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workflow")
    parser.add_argument("--in", dest="folder", required=True)
    parser.add_argument("--job", default=None)
    parser.add_argument("--summary", default=None)
    arguments = parser.parse_args()
    with open(arguments.workflow) as file:
        workflow = yaml.safe_load(file)
    jobs = workflow["jobs"]
    name = arguments.job or next(iter(jobs))
    job = jobs[name]
    folder = os.path.abspath(arguments.folder)
    base = dict(os.environ)
    base.update({"CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder})
    base.update({key: str(value) for key, value in (workflow.get("env") or {}).items()})
    base.update({key: str(value) for key, value in (job.get("env") or {}).items()})

    failed = False
    outcomes = []
    for number, step in enumerate(job["steps"], 1):
        title = step.get("name") or step.get("uses") or step.get("run", "").splitlines()[0]
        if not condition_allows(step.get("if"), failed):
            outcomes.append({"step": title, "outcome": "skipped"})
            print(f"── step {number}: {title}: skipped")
            continue
        environment = dict(base)
        environment.update({key: str(value) for key, value in (step.get("env") or {}).items()})
        started = time.time()
        if "run" in step:
            directory = os.path.join(folder, step.get("working-directory", "."))
            print(f"── step {number}: {title}", flush=True)
            result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]], cwd=directory, env=environment)
            outcome = "success" if result.returncode == 0 else "failure"
        else:
            action = step["uses"].split("@")[0]
            if action == "actions/checkout":
                print(f"── step {number}: {title}: the package's folder is the checkout")
                outcome = "success"
            elif action == "actions/upload-artifact":
                settings = step.get("with") or {}
                paths = [line.strip() for line in str(settings.get("path", "")).splitlines() if line.strip()]
                found = [p for p in paths if os.path.exists(os.path.join(folder, p))]
                for p in found:
                    print(f"── step {number}: {title}: would upload {p} ({size_of(os.path.join(folder, p))} bytes) as {settings.get('name')}")
                missing = [p for p in paths if p not in found]
                if missing:
                    print(f"── step {number}: {title}: nothing at {', '.join(missing)}")
                # As the action: with nothing to upload it warns, unless told to fail (error) or to be quiet (ignore).
                outcome = "failure" if not found and settings.get("if-no-files-found") == "error" else "success"
                outcomes.append({"step": title, "outcome": outcome, "uploaded": found, "missing": missing})
                failed = failed or outcome == "failure"
                continue
            else:
                sys.exit(f"run-workflow.py: the action {action} cannot be run here")
        print(f"── step {number}: {title}: {outcome} ({time.time() - started:.0f}s)", flush=True)
        outcomes.append({"step": title, "outcome": outcome})
        failed = failed or outcome == "failure"
    if arguments.summary:
        with open(arguments.summary, "w") as file:
            json.dump(outcomes, file, indent=1)


if __name__ == "__main__":
    main()
