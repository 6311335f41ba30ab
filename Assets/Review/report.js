// The HTML report of failed golden images (`playground review DIR --html FILE`):
// lazy images, swipe, flicker, zoom with a pixel grid, the clip's frames and
// the keys of the review window. Embedded under the page's Content-Security-Policy
// nonce; it reads the page's own data-* attributes and never builds markup from
// them (text goes in through textContent only).
"use strict";
(function () {
    const failures = Array.from(document.querySelectorAll("section.failure"));
    const rows = Array.from(document.querySelectorAll(".index tr[data-target]"));
    const zoomLevels = [1, 2, 4, 8, 16, 32, 64];
    const gridZoom = 8;
    let current = 0;

    // MARK: - Lazy images: decoded when their failure comes near the screen, or once the page is idle

    function markEnlarged(image) {
        if (image.naturalWidth) image.classList.toggle("enlarged", image.clientWidth >= image.naturalWidth);
    }

    function materialise(section) {
        if (section.dataset.loaded) return;
        section.dataset.loaded = "1";
        for (const image of section.querySelectorAll(".frame img")) {
            image.addEventListener("load", function () { markEnlarged(image); });
        }
        for (const image of section.querySelectorAll("img[data-src]")) {
            image.src = image.dataset.src;
        }
        for (const image of section.querySelectorAll("img[data-from]")) {
            const source = section.querySelector("img[data-name='" + image.dataset.from + "']");
            if (source) image.src = source.dataset.src || source.src;
        }
        const viewer = section.querySelector(".compare");
        if (viewer) setUpViewer(section, viewer);
    }

    if ("IntersectionObserver" in window) {
        const observer = new IntersectionObserver(function (entries) {
            for (const entry of entries) {
                if (entry.isIntersecting) {
                    materialise(entry.target);
                    observer.unobserve(entry.target);
                }
            }
        }, { rootMargin: "1200px 0px" });
        failures.forEach(function (section) { observer.observe(section); });
    } else {
        failures.forEach(materialise);
    }

    // Printing and full-page screenshots show every failure, not only those that came near the
    // screen: a print loads the rest first and decodes each image as it paints it (an image
    // decoded "async" is painted blank until it is decoded), and once the page is idle the rest
    // load in the background, two failures at a time, so the first paint still waits for two
    // failures only. When every image is decoded the page says so (data-images-decoded), for a
    // screenshot to wait for.
    window.addEventListener("beforeprint", function () {
        failures.forEach(materialise);
        for (const image of document.querySelectorAll("section.failure img")) image.decoding = "sync";
    });
    const whenIdle = window.requestIdleCallback || function (callback) { return setTimeout(callback, 50); };
    let unloaded = 0;
    function loadInTheBackground() {
        for (const end = Math.min(unloaded + 2, failures.length); unloaded < end; unloaded++) materialise(failures[unloaded]);
        if (unloaded < failures.length) {
            whenIdle(loadInTheBackground);
            return;
        }
        const images = Array.from(document.querySelectorAll("section.failure img[src]"));
        Promise.all(images.map(function (image) { return image.decode().catch(function () { return null; }); })).then(function () {
            document.documentElement.dataset.imagesDecoded = "1";
        });
    }
    if (document.readyState === "complete") {
        whenIdle(loadInTheBackground);
    } else {
        window.addEventListener("load", function () { whenIdle(loadInTheBackground); });
    }

    // MARK: - The compare view: swipe, flicker, zoom and pan, the pixel under the pointer

    const viewers = new Map();

    function setUpViewer(section, element) {
        const expected = element.querySelector(".layer.exp img");
        const actual = element.querySelector(".layer.act img");
        const actualLayer = element.querySelector(".layer.act");
        const box = element.querySelector(".box");
        const grid = element.querySelector(".grid");
        const handle = element.querySelector(".handle");
        const flick = element.querySelector(".flick");
        const swipe = section.querySelector("input.swipe");
        const zoomText = section.querySelector(".zoomtext");
        const flickerButton = section.querySelector("button[data-act='flicker']");
        const readout = section.querySelector(".readout");
        const width = Number(element.dataset.width) || 1;
        const height = Number(element.dataset.height) || 1;
        const bounds = element.dataset.bounds ? element.dataset.bounds.split(",").map(Number) : null;
        const view = { zoom: null, cx: width / 2, cy: height / 2, swipe: 0.5, flicker: null, shows: "actual" };

        function fitted() {
            const fit = Math.min(element.clientWidth / width, element.clientHeight / height);
            return fit >= 1 ? Math.floor(fit) : fit;
        }

        function layout() {
            const zoom = view.zoom || fitted();
            const tx = element.clientWidth / 2 - view.cx * zoom;
            const ty = element.clientHeight / 2 - view.cy * zoom;
            for (const image of [expected, actual]) {
                if (!image) continue;
                image.style.transform = "translate(" + tx + "px, " + ty + "px) scale(" + zoom + ")";
            }
            const cut = Math.round(element.clientWidth * view.swipe);
            if (view.flicker === null) {
                actualLayer.style.clipPath = "inset(0 " + (element.clientWidth - cut) + "px 0 0)";
                actualLayer.style.visibility = "visible";
                handle.style.left = cut + "px";
            } else {
                actualLayer.style.clipPath = "none";
                actualLayer.style.visibility = view.shows === "actual" ? "visible" : "hidden";
                flick.textContent = "flicker: " + view.shows;
            }
            if (bounds) {
                const minimum = 12;
                let left = tx + bounds[0] * zoom - 2, top = ty + bounds[1] * zoom - 2;
                let w = bounds[2] * zoom + 4, h = bounds[3] * zoom + 4;
                if (w < minimum) { left -= (minimum - w) / 2; w = minimum; }
                if (h < minimum) { top -= (minimum - h) / 2; h = minimum; }
                box.style.left = left + "px";
                box.style.top = top + "px";
                box.style.width = w + "px";
                box.style.height = h + "px";
            }
            element.classList.toggle("enlarged", zoom >= 1);
            const gridded = zoom >= gridZoom;
            element.classList.toggle("gridded", gridded);
            if (gridded) {
                const line = "rgba(128, 128, 128, 0.38)";
                grid.style.backgroundImage =
                    "linear-gradient(to right, " + line + " 1px, transparent 1px), linear-gradient(to bottom, " + line + " 1px, transparent 1px)";
                grid.style.backgroundSize = zoom + "px " + zoom + "px";
                grid.style.backgroundPosition = Math.round(tx) + "px " + Math.round(ty) + "px";
            }
            zoomText.textContent = "zoom " + formatZoom(zoom) + "×" + (view.zoom === null ? " (fitted)" : "") + (gridded ? " · pixel grid" : "");
        }

        function zoomBy(zoomIn) {
            const now = view.zoom || fitted();
            let next;
            if (zoomIn) {
                next = zoomLevels.find(function (level) { return level > now + 1e-9; }) || zoomLevels[zoomLevels.length - 1];
                // From the fitted view, zooming in goes to the differences.
                if (view.zoom === null && bounds) {
                    view.cx = bounds[0] + bounds[2] / 2;
                    view.cy = bounds[1] + bounds[3] / 2;
                }
            } else {
                const out = zoomLevels.filter(function (level) { return level < now - 1e-9; }).pop();
                next = out && out > fitted() + 1e-9 ? out : null;
                if (next === null) { view.cx = width / 2; view.cy = height / 2; }
            }
            view.zoom = next;
            layout();
        }

        function fit() {
            view.zoom = null;
            view.cx = width / 2;
            view.cy = height / 2;
            layout();
        }

        function setFlicker(on) {
            if (on && view.flicker === null) {
                view.shows = "actual";
                view.flicker = setInterval(function () {
                    view.shows = view.shows === "actual" ? "expected" : "actual";
                    layout();
                }, 500);
            } else if (!on && view.flicker !== null) {
                clearInterval(view.flicker);
                view.flicker = null;
            }
            element.classList.toggle("flickering", view.flicker !== null);
            flickerButton.setAttribute("aria-pressed", view.flicker !== null ? "true" : "false");
            layout();
        }

        function setSwipe(fraction) {
            view.swipe = Math.min(1, Math.max(0, fraction));
            swipe.value = String(Math.round(view.swipe * 100));
            if (view.flicker !== null) setFlicker(false);
            layout();
        }

        swipe.addEventListener("input", function () { setSwipe(Number(swipe.value) / 100); });
        section.querySelector("button[data-act='flicker']").addEventListener("click", function () { setFlicker(view.flicker === null); });
        section.querySelector("button[data-act='zoom-in']").addEventListener("click", function () { zoomBy(true); });
        section.querySelector("button[data-act='zoom-out']").addEventListener("click", function () { zoomBy(false); });
        section.querySelector("button[data-act='fit']").addEventListener("click", fit);

        // Dragging pans; the pointer's pixel is read from both images.
        let drag = null;
        element.addEventListener("pointerdown", function (event) {
            const zoom = view.zoom || fitted();
            drag = { x: event.clientX, y: event.clientY, cx: view.cx, cy: view.cy, zoom: zoom };
            element.setPointerCapture(event.pointerId);
            element.classList.add("dragging");
        });
        element.addEventListener("pointermove", function (event) {
            if (drag) {
                view.zoom = drag.zoom;
                view.cx = drag.cx - (event.clientX - drag.x) / drag.zoom;
                view.cy = drag.cy - (event.clientY - drag.y) / drag.zoom;
                layout();
            }
            readPixel(event);
        });
        element.addEventListener("pointerup", function () { drag = null; element.classList.remove("dragging"); });
        element.addEventListener("pointerleave", function () { readout.textContent = ""; });

        let samples = null;
        function sample(image) {
            if (!image || !image.complete || !image.naturalWidth) return null;
            const canvas = document.createElement("canvas");
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            const context = canvas.getContext("2d", { willReadFrequently: true });
            context.drawImage(image, 0, 0);
            return context;
        }
        function readPixel(event) {
            const rect = element.getBoundingClientRect();
            const zoom = view.zoom || fitted();
            const u = Math.floor((event.clientX - rect.left - element.clientWidth / 2) / zoom + view.cx);
            const v = Math.floor((event.clientY - rect.top - element.clientHeight / 2) / zoom + view.cy);
            if (!samples) samples = { expected: sample(expected), actual: sample(actual) };
            function read(context) {
                if (!context || u < 0 || v < 0 || u >= context.canvas.width || v >= context.canvas.height) return "—";
                const d = context.getImageData(u, v, 1, 1).data;
                return "rgba(" + d[0] + ", " + d[1] + ", " + d[2] + ", " + d[3] + ")";
            }
            readout.textContent = "pixel (" + u + ", " + v + ") · expected " + read(samples.expected) + " · actual " + read(samples.actual);
        }

        new ResizeObserver(layout).observe(element);
        for (const image of [expected, actual]) {
            if (image) image.addEventListener("load", function () { samples = null; layout(); });
        }
        layout();
        viewers.set(section, { zoomBy: zoomBy, fit: fit, setFlicker: setFlicker, setSwipe: setSwipe, view: view });
    }

    function formatZoom(zoom) {
        return zoom === Math.round(zoom) ? String(zoom) : zoom.toFixed(2);
    }

    // MARK: - The clip: plays as an animated PNG; `,` and `.` step its frames where the browser can decode them

    const clips = new Map();

    async function stepClip(section, forward) {
        const image = section.querySelector("img.clip");
        const info = section.querySelector(".clipinfo");
        if (!image) return;
        let clip = clips.get(section);
        if (!clip) {
            if (!("ImageDecoder" in window)) {
                info.textContent = "this browser cannot step an animated PNG; it plays";
                return;
            }
            const base64 = (image.dataset.src || image.src).split(",")[1];
            const bytes = Uint8Array.from(atob(base64), function (c) { return c.charCodeAt(0); });
            const decoder = new ImageDecoder({ data: bytes, type: "image/png" });
            await decoder.tracks.ready;
            const canvas = document.createElement("canvas");
            canvas.width = image.naturalWidth || Number(image.getAttribute("width"));
            canvas.height = image.naturalHeight || Number(image.getAttribute("height"));
            canvas.className = "clip";
            clip = { decoder: decoder, canvas: canvas, index: -1, count: decoder.tracks.selectedTrack.frameCount };
            clips.set(section, clip);
        }
        clip.index = clip.index < 0 ? (forward ? 0 : clip.count - 1) : (clip.index + (forward ? 1 : clip.count - 1)) % clip.count;
        const result = await clip.decoder.decode({ frameIndex: clip.index });
        clip.canvas.getContext("2d").drawImage(result.image, 0, 0);
        result.image.close();
        if (image.parentNode && image.style.display !== "none") {
            image.parentNode.insertBefore(clip.canvas, image);
            image.style.display = "none";
        }
        const numbers = (image.dataset.frames || "").split(" ");
        info.textContent = "frame " + (numbers[clip.index] || clip.index + 1) + " (" + (clip.index + 1) + " of " + clip.count + "), paused · m plays it again";
    }

    function playClip(section) {
        const image = section.querySelector("img.clip");
        const clip = clips.get(section);
        if (!image || !clip) return;
        clip.canvas.remove();
        clip.index = -1;
        image.style.display = "";
        const info = section.querySelector(".clipinfo");
        info.textContent = info.dataset.playing || "";
    }

    // MARK: - Moving between failures, copying the accept command

    function focus(index, scroll) {
        if (!failures.length) return;
        current = (index + failures.length) % failures.length;
        failures.forEach(function (section, i) { section.classList.toggle("current", i === current); });
        rows.forEach(function (row, i) { row.classList.toggle("current", i === current); });
        const section = failures[current];
        materialise(section);
        if (scroll) section.scrollIntoView({ block: "start" });
    }

    for (const section of failures) {
        section.addEventListener("pointerdown", function () { focus(failures.indexOf(section), false); });
        const copy = section.querySelector("button[data-act='copy']");
        if (copy) {
            copy.addEventListener("click", function () {
                const command = section.querySelector("code.accept").textContent;
                const done = function () { copy.textContent = "Copied"; setTimeout(function () { copy.textContent = "Copy"; }, 1500); };
                if (navigator.clipboard && window.isSecureContext) {
                    navigator.clipboard.writeText(command).then(done, function () { select(section); });
                } else {
                    select(section);
                }
            });
        }
    }

    function select(section) {
        const range = document.createRange();
        range.selectNodeContents(section.querySelector("code.accept"));
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
    }

    document.addEventListener("keydown", function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.target && (event.target.tagName === "INPUT" && event.target.type !== "range")) return;
        const section = failures[current];
        const viewer = section ? viewers.get(section) : null;
        switch (event.key) {
        case "n": focus(current + 1, true); break;
        case "p": focus(current - 1, true); break;
        case "f": if (viewer) viewer.setFlicker(viewer.view.flicker === null); break;
        case "+": case "=": if (viewer) viewer.zoomBy(true); break;
        case "-": if (viewer) viewer.zoomBy(false); break;
        case "0": if (viewer) viewer.fit(); break;
        case "[": if (viewer) viewer.setSwipe(viewer.view.swipe - 0.1); break;
        case "]": if (viewer) viewer.setSwipe(viewer.view.swipe + 0.1); break;
        case ",": stepClip(section, false); break;
        case ".": stepClip(section, true); break;
        case "m": playClip(section); break;
        default: return;
        }
        event.preventDefault();
    });

    let resizing = null;
    window.addEventListener("resize", function () {
        clearTimeout(resizing);
        resizing = setTimeout(function () { document.querySelectorAll(".frame img").forEach(markEnlarged); }, 100);
    });

    focus(0, false);
    document.documentElement.dataset.ready = "1";
})();
