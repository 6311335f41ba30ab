#!/usr/bin/env python3
"""Chromium's time to first paint for an HTML report of failed goldens (.ci/measure-report).

    report-measure.py REPORT.html [RUNS]

Opens the report RUNS times (3 by default), each in a fresh headless Chromium, offline, and
prints the median of: first paint and first contentful paint (the Paint Timing API),
DOMContentLoaded and load (Navigation Timing; the page's script runs at DOMContentLoaded), and
when the first failure's expected, actual and difference images had decoded (they load with the
page; the others when their failure nears the screen). A measurement, not a test: it asserts nothing about the figures.
"""
import os
import statistics
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def measure(report):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1440,1000",
                     "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>", "--no-first-run"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    try:
        driver.set_page_load_timeout(300)
        driver.get("file://" + report)
        deadline = time.time() + 120
        while time.time() < deadline:
            decoded = driver.execute_script("""
                const first = document.querySelector('section.failure');
                const images = first ? Array.from(first.querySelectorAll('img[data-name]')) : [];
                return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0);""")
            if decoded:
                break
            time.sleep(0.02)
        firstDecoded = driver.execute_script("return performance.now()")
        paints = {entry["name"]: entry["startTime"] for entry in driver.execute_script(
            "return performance.getEntriesByType('paint').map(e => ({name: e.name, startTime: e.startTime}))")}
        navigation = driver.execute_script(
            "const n = performance.getEntriesByType('navigation')[0]; return {dom: n.domContentLoadedEventEnd, load: n.loadEventEnd}")
        return {
            "first paint": paints.get("first-paint"),
            "first contentful paint": paints.get("first-contentful-paint"),
            "DOMContentLoaded": navigation["dom"],
            "load": navigation["load"],
            "first failure's expected, actual and difference decoded": firstDecoded,
        }
    finally:
        driver.quit()


def main():
    os.environ.setdefault("SE_AVOID_STATS", "true")
    report = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    results = [measure(report) for _ in range(runs)]
    size = os.path.getsize(report)
    print(f"{report}: {size} bytes ({size / 1e6:.1f} MB)")
    for key in results[0]:
        values = [r[key] for r in results if r[key] is not None]
        shown = ", ".join(f"{v:.0f}" for v in values)
        print(f"  {key}: median {statistics.median(values):.0f} ms (runs: {shown})")


if __name__ == "__main__":
    main()
