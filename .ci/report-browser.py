#!/usr/bin/env python3
"""The HTML report of failed goldens in Chromium, headless and offline (.ci/test-report).

    report-browser.py REPORT.html [--screenshots DIR]

Loads the report with selenium and Debian's chromium and chromium-driver, through a proxy
that leads nowhere (so nothing could load from the network), and checks, one line each:
  - the file names no external URL (no http:, https: or protocol-relative reference);
  - it has at least three failures, one from a golden written with `g` that carries its clip;
  - every image decodes (naturalWidth > 0) once its failure has been shown;
  - n and p move between failures; the swipe slider moves; f flickers; + zooms to the
    differences, with the nearest pixel and a pixel grid from 8x; 0 fits again; . steps the clip;
  - a test named `<img src=x onerror=alert(1)>` (and the other markup the hostile artifact
    holds) shows as those characters, and no script it supplied ran: no alert, no element it
    named, no Content-Security-Policy violation;
  - no request left the page (the DevTools performance log: only file: and data: URLs);
  - a print loads every image first, and left alone the page loads and decodes every image
    without scrolling and says so (data-images-decoded), so a print and a full-page screenshot
    show them all (report-full-page.png).
Then it screenshots the page (the header, the failure with its clip, zoomed, flickering), and that
failure whole, zoomed 2x, as README's picture (review-report.png).
"""
import argparse
import base64
import json
import os
import re
import shutil
import sys
import time

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

passed = 0


def check(description, condition, detail=""):
    global passed
    if not condition:
        print(f"✘ {description}" + (f": {detail}" if detail else ""))
        print(f"{passed} passed, 1 failed")
        sys.exit(1)
    passed += 1
    print(f"✔ {description}")


def wait_for(driver, script, timeout=10, *args):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script(script, *args)
        if value:
            return value
        time.sleep(0.05)
    return driver.execute_script(script, *args)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--screenshots", default=None)
    arguments = parser.parse_args()
    report = os.path.abspath(arguments.report)
    html = open(report, encoding="utf-8").read()

    # The file itself: no external URL anywhere, data URIs aside.
    text = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]*", "data:…", html)
    external = re.findall(r"(?i)(?:https?:|ftp:|wss?:)//[^\s\"'<>)]*|(?:src|href|action)\s*=\s*[\"']?//[^\s\"'<>]*|url\(\s*[\"']?(?!data:)[^)]*\)|@import", text)
    check("the report names no external URL (no http:, https:, //host, url() or @import)", not external, ", ".join(external[:3]))
    check("the report has one inline script and one style sheet, under a CSP nonce",
          len(re.findall(r"<script\b", html)) == 1 and len(re.findall(r"<style\b", html)) == 1
          and "Content-Security-Policy" in html and "script-src 'nonce-" in html)

    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1440,1000", "--hide-scrollbars",
                     # Offline: every request would go to a proxy that does not exist.
                     "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
                     "--disable-background-networking", "--disable-component-update", "--no-first-run"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    os.environ.setdefault("SE_AVOID_STATS", "true")
    if arguments.screenshots:
        # Kept beside the screenshots, to open again by hand.
        os.makedirs(arguments.screenshots, exist_ok=True)
        shutil.copyfile(report, os.path.join(arguments.screenshots, "report.html"))
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    try:
        run(driver, report, arguments.screenshots)
        run_whole_page(driver, report, arguments.screenshots)
    finally:
        driver.quit()
    print(f"{passed} passed, 0 failed")


def run(driver, report, screenshots):
    # Before any of the page's own code: count alerts and CSP violations (a hostile name that
    # became markup would show as one or the other).
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__alerts = [];
        for (const name of ["alert", "confirm", "prompt"]) {
            window[name] = function (message) { window.__alerts.push(name + ": " + message); };
        }
        window.__violations = [];
        document.addEventListener("securitypolicyviolation", function (event) {
            window.__violations.push(event.violatedDirective + " " + event.blockedURI);
        });
    """})
    started = time.time()
    driver.get("file://" + report)
    check("the page loads and its script runs", wait_for(driver, "return document.documentElement.dataset.ready === '1'"))
    print(f"  loaded in {time.time() - started:.2f}s")

    sections = driver.find_elements(By.CSS_SELECTOR, "section.failure")
    check("the report shows at least three failures", len(sections) >= 3, f"{len(sections)}")
    motion = [i for i, s in enumerate(sections) if s.find_elements(By.CSS_SELECTOR, "img.clip")]
    check("one failure, from a golden written with g, carries its clip", bool(motion))
    g_index = motion[0]
    g_title = sections[g_index].find_element(By.CSS_SELECTOR, "h2").text
    check("the clip's failure is the golden test g wrote (replaysToTheGoldenFrame)", "replaysToTheGoldenFrame" in g_title, g_title)
    header = driver.find_element(By.CSS_SELECTOR, "header.top h1").text
    check("the header says how many failures", header.startswith(str(len(sections))), header)

    # Keys: n and p move the current failure and scroll to it.
    def current():
        return driver.execute_script("return Array.from(document.querySelectorAll('section.failure')).findIndex(s => s.classList.contains('current'))")

    body = driver.find_element(By.TAG_NAME, "body")
    check("the first failure is current at first", current() == 0)
    ActionChains(driver).send_keys("n").perform()
    top = driver.execute_script("return document.querySelectorAll('section.failure')[1].getBoundingClientRect().top")
    check("n shows the next failure at the top of the window", current() == 1 and abs(top) < 40, f"current {current()}, top {top}")
    ActionChains(driver).send_keys("p").perform()
    check("p shows the previous one", current() == 0)

    # Every image, once its failure has been shown, decodes.
    for _ in range(len(sections)):
        ActionChains(driver).send_keys("n").perform()
        time.sleep(0.05)
    undecoded = wait_for(driver, """
        const images = Array.from(document.querySelectorAll('section.failure img'));
        const bad = images.filter(i => !(i.complete && i.naturalWidth > 0));
        return bad.length === 0 ? 'none' : null;""", 15)
    count = driver.execute_script("return document.querySelectorAll('section.failure img').length")
    bad = driver.execute_script("""return Array.from(document.querySelectorAll('section.failure img'))
        .filter(i => !(i.complete && i.naturalWidth > 0)).map(i => (i.closest('section').id + ' ' + (i.dataset.name || i.dataset.from || i.className)))""")
    check(f"every image decodes: all {count} have a natural width", undecoded == "none" and count > 0, ", ".join(bad[:5]))

    # A failed motion golden: its curves as inline SVG, the first difference marked, both filmstrips.
    curves = [i for i, s in enumerate(sections) if s.find_elements(By.CSS_SELECTOR, "svg.curves")]
    check("one failure is a motion golden, shown as curves (inline SVG)", bool(curves))
    info = driver.execute_script("""
        const s = arguments[0], svg = s.querySelector('svg.curves'), plot = svg.querySelector('g.plot');
        const points = kind => Array.from(svg.querySelectorAll('polyline.' + kind)).reduce((n, p) => n + p.points.numberOfItems, 0);
        const line = plot.querySelector('line.first'), area = plot.querySelector('rect.area').getBBox();
        return {track: plot.dataset.track, property: plot.dataset.property, first: plot.dataset.firstFrame,
                title: plot.querySelector('text.title').textContent, summary: plot.querySelector('text.summary').textContent,
                expected: points('expected'), actual: points('actual'), x: line.x1.baseVal.value, left: area.x, right: area.x + area.width,
                width: svg.getBoundingClientRect().width, stroke: getComputedStyle(svg.querySelector('polyline.actual')).stroke,
                strips: Array.from(s.querySelectorAll('.filmstrips img')).filter(i => i.complete && i.naturalWidth > 0).length,
                accept: (s.querySelector('code.accept') || {}).textContent || ''};""", sections[curves[0]])
    check("its first curve is of Box#1, from the first frame that differs", info["track"] == "Box#1" and info["first"].isdigit()
          and info["title"].startswith("Box#1 " + info["property"]), f"{info['track']} {info['property']} {info['first']} {info['title']!r}")
    check("the curve's summary says from which frame and by how much", f"from frame {info['first']}" in info["summary"] or f"at frame {info['first']}" in info["summary"], info["summary"])
    check("both series are drawn: expected and actual polylines with points", info["expected"] > 10 and info["actual"] > 10, f"{info['expected']}, {info['actual']}")
    check("the first difference is marked inside the plot", info["left"] < info["x"] < info["right"], f"{info['left']} < {info['x']} < {info['right']}")
    check("the curves are laid out and styled by the page's sheet", info["width"] > 200 and info["stroke"] not in ("", "none"), f"{info['width']} {info['stroke']}")
    check("both filmstrips decode", info["strips"] == 2, f"{info['strips']}")
    check("its accept command names the motion artifact", "--accept" in info["accept"] and ".motion/artifact" in info["accept"], info["accept"])
    if screenshots:
        os.makedirs(screenshots, exist_ok=True)
        driver.execute_script("arguments[0].scrollIntoView()", sections[curves[0]])
        sections[curves[0]].screenshot(os.path.join(screenshots, "report-motion.png"))

    # The failure with the clip: go there with n.
    while current() != g_index:
        ActionChains(driver).send_keys("n").perform()
    section = sections[g_index]
    viewer = section.find_element(By.CSS_SELECTOR, ".compare")
    actual_layer = section.find_element(By.CSS_SELECTOR, ".layer.act")
    if screenshots:
        os.makedirs(screenshots, exist_ok=True)
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(os.path.join(screenshots, "report-top.png"))
        driver.execute_script("arguments[0].scrollIntoView()", section)

    # The swipe slider: dragging it moves the cut between actual and expected.
    before = actual_layer.value_of_css_property("clip-path")
    slider = section.find_element(By.CSS_SELECTOR, "input.swipe")
    ActionChains(driver).click_and_hold(slider).move_by_offset(-70, 0).release().perform()
    after = actual_layer.value_of_css_property("clip-path")
    value = slider.get_attribute("value")
    check("dragging the swipe slider moves the cut between actual and expected", before != after and value != "50", f"{before} → {after}, value {value}")

    # Flicker: f alternates the two images, and stops again.
    ActionChains(driver).send_keys("f").perform()
    shown = set()
    for _ in range(30):
        shown.add(section.find_element(By.CSS_SELECTOR, ".flick").text)
        if len(shown) >= 2:
            break
        time.sleep(0.1)
    check("f flickers between actual and expected", "flicker: actual" in shown and "flicker: expected" in shown, f"{shown}")
    check("the flicker button shows it is on", section.find_element(By.CSS_SELECTOR, "button[data-act='flicker']").get_attribute("aria-pressed") == "true")
    if screenshots:
        driver.save_screenshot(os.path.join(screenshots, "report-flicker.png"))
    ActionChains(driver).send_keys("f").perform()
    check("f again stops it", "flickering" not in viewer.get_attribute("class"))

    # Zoom: + goes to the differences, nearest pixel; at 8x and more a pixel grid; 0 fits.
    steps = []
    for _ in range(6):
        ActionChains(driver).send_keys("+").perform()
        steps.append(section.find_element(By.CSS_SELECTOR, ".zoomtext").text.split(" ")[1])
        if steps[-1] == "8×":
            break
    check("+ steps through the zoom levels", steps[-1] == "8×" and all(s in steps for s in ["1×", "2×", "4×"]), f"{steps}")
    zoom = section.find_element(By.CSS_SELECTOR, ".zoomtext").text
    rendering = section.find_element(By.CSS_SELECTOR, ".layer.exp img").value_of_css_property("image-rendering")
    transform = section.find_element(By.CSS_SELECTOR, ".layer.exp img").value_of_css_property("transform")
    check("at 8x there is a pixel grid", zoom.startswith("zoom 8×") and "gridded" in viewer.get_attribute("class"), zoom)
    check("zoomed images are drawn with the nearest pixel, never smoothed", rendering == "pixelated", rendering)
    check("the zoomed image is scaled 8 times", transform.startswith("matrix(8, 0, 0, 8"), transform)
    box = section.find_element(By.CSS_SELECTOR, ".box").rect
    frame = viewer.rect
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    check("zooming in from the fitted view centres the differing pixels",
          abs(centre[0] - (frame["x"] + frame["width"] / 2)) < 4 and abs(centre[1] - (frame["y"] + frame["height"] / 2)) < 4,
          f"box centre {centre}, view {frame}")
    ActionChains(driver).move_to_element(viewer).perform()
    readout = section.find_element(By.CSS_SELECTOR, ".readout").text
    check("pointing at a pixel reads it in both images", readout.startswith("pixel (") and "expected rgba(" in readout, readout)
    if screenshots:
        driver.save_screenshot(os.path.join(screenshots, "report-zoomed.png"))
    ActionChains(driver).send_keys("0").perform()
    check("0 fits again", "(fitted)" in section.find_element(By.CSS_SELECTOR, ".zoomtext").text)
    if screenshots:
        # README's picture: the failure from g, whole, zoomed 2x on the differences.
        driver.set_window_size(1280, 1900)
        driver.execute_script("arguments[0].value = 50; arguments[0].dispatchEvent(new Event('input'))", slider)
        driver.execute_script("arguments[0].scrollIntoView()", section)
        for _ in range(6):
            if section.find_element(By.CSS_SELECTOR, ".zoomtext").text.startswith("zoom 2×"):
                break
            ActionChains(driver).send_keys("+").perform()
        time.sleep(0.5)
        section.screenshot(os.path.join(screenshots, "review-report.png"))
        ActionChains(driver).send_keys("0").perform()
        driver.set_window_size(1440, 1000)

    # The clip: . steps its frames (ImageDecoder), m plays it again.
    ActionChains(driver).send_keys(".").perform()
    info = wait_for(driver, "return arguments[0].querySelector('.clipinfo').textContent.includes('paused') && arguments[0].querySelector('.clipinfo').textContent", 5, section)
    check(". steps the clip's frames", bool(info) and "(1 of" in info, f"{info}")
    ActionChains(driver).send_keys(".").perform()
    info = wait_for(driver, "return arguments[0].querySelector('.clipinfo').textContent.includes('(2 of') && arguments[0].querySelector('.clipinfo').textContent", 5, section)
    check(". again shows the next frame", bool(info), f"{info}")
    if screenshots:
        driver.execute_script("arguments[0].scrollIntoView()", section.find_element(By.CSS_SELECTOR, ".row.motion"))
        driver.save_screenshot(os.path.join(screenshots, "report-motion.png"))
    ActionChains(driver).send_keys("m").perform()
    check("m plays the clip again", section.find_element(By.CSS_SELECTOR, "img.clip").is_displayed())

    # Hostile names are text: shown as typed, never run.
    names = [s.find_element(By.CSS_SELECTOR, "h2").text for s in sections]
    check("a test named <img src=x onerror=alert(1)> is shown as those characters", any("<img src=x onerror=alert(1)>" in n for n in names), "; ".join(names))
    page = driver.find_element(By.TAG_NAME, "body").text
    for typed in ["</td><script>alert(3)</script>", "<style>body{display:none}</style>", "<b>bold</b>.json", "&lt;entity&gt; stays as typed"]:
        check(f"the artifact's {typed!r} shows as typed", typed in page)
    # The only SVG is the report's own: the curves of a motion failure, each the child of its row.
    check("no element the artifacts named exists (img[src=x], svg, b, a second script)", driver.execute_script(
        "return !document.querySelector('img[src=\"x\"], b, i') && document.scripts.length === 1"
        " && document.querySelectorAll('svg').length === document.querySelectorAll('.curves-row > svg.curves').length"))
    try:
        driver.switch_to.alert
        alert_open = True
    except NoAlertPresentException:
        alert_open = False
    alerts = driver.execute_script("return window.__alerts")
    violations = driver.execute_script("return window.__violations")
    check("no script the artifacts supplied ran: no alert", not alert_open and alerts == [], f"{alerts}")
    check("nothing was even tried: no Content-Security-Policy violation", violations == [], f"{violations}")
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    check("the console has no errors", not errors, "; ".join(errors[:3]))

    # Offline: nothing left the page.
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            requests.append(message["params"]["request"]["url"])
    outside = [url for url in requests if not (url.startswith("file:") or url.startswith("data:"))]
    check(f"no request left the page ({len(requests)} requests, all file: or data:)", not outside, ", ".join(outside[:3]))
    if screenshots:
        print(f"  screenshots in {screenshots}")


def run_whole_page(driver, report, screenshots):
    """A print and a full-page screenshot show every failure's images, not only those near the screen.

    Images load when their failure nears the screen; neither a print nor a full-page screenshot
    scrolls, so further down they were blank (the frame's checkerboard). With the page's idle
    loading held back, the ones not yet loaded are counted, then a print (DevTools' printToPDF)
    must load them all first; left alone, the page loads them all without any scrolling.
    """
    holding = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.requestIdleCallback = function () { return 0; };"""})
    driver.set_window_size(1440, 600)
    driver.get("file://" + report)
    check("the page loads again, its idle loading held back", wait_for(driver, "return document.documentElement.dataset.ready === '1'"))
    unloaded = driver.execute_script("return document.querySelectorAll('section.failure img[data-src]:not([src])').length")
    print(f"  before any scrolling, {unloaded} images are not loaded (a print or full-page screenshot would show them blank)")
    driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": True})
    printed = wait_for(driver, """
        const images = Array.from(document.querySelectorAll('section.failure img'));
        return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0) ? 'all' : null;""", 15)
    check("a print loads every image first", printed == "all")
    driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", holding)

    driver.get("file://" + report)
    check("the page loads a third time", wait_for(driver, "return document.documentElement.dataset.ready === '1'"))
    whole = wait_for(driver, """
        const images = Array.from(document.querySelectorAll('section.failure img'));
        return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0) ? 'all' : null;""", 15)
    scrolled = driver.execute_script("return window.scrollY")
    check("left alone, the page loads every image without scrolling", whole == "all" and scrolled == 0)
    # Loaded is not painted: an image decoded "async" shows blank in a screenshot taken before it is decoded.
    decoded = wait_for(driver, "return document.documentElement.dataset.imagesDecoded === '1'", 15)
    check("then it says every image is decoded (data-images-decoded), for a full-page screenshot to wait for", decoded)
    if screenshots:
        size = driver.execute_script("return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 0.5}})
        with open(os.path.join(screenshots, "report-full-page.png"), "wb") as file:
            file.write(base64.b64decode(shot["data"]))


if __name__ == "__main__":
    main()
