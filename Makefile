# Quick start:  make run   (installs what is missing, builds and runs the playground)
#               make test  (installs what is missing, runs every test)
#               make bench (runs the benchmarks package; see README's performance table)
#               make test-parity (live = replay under PARITY_SEEDS seeds of random input: minutes)
#               make test-generated (a golden test written with `g`, run in a new package: minutes)
#               make test-init (`playground init`, then build, test and run the new package: minutes)
#               make test-libraries (a program on Motion and Interactions alone, traits: []: resolves swift-log only)
#               make api-check (the library products' public API against the baseline commit in .ci/api-baseline)
#               make test-report (the HTML report of failed goldens in headless Chromium, offline: about a minute)
#               make test-workflow (the CI workflow `playground init` writes, its run: steps run here: minutes)
#               make measure-watch (--watch's save-to-first-frame for 1- and 10-minute sessions: minutes)
#               make measure-latency [BEFORE=PATH] (input to present under Xvfb, a real X client: minutes)
#               make measure-report (200 failures of 1280×720: the report's size and Chromium's first paint)
#               make docs  (builds every DocC catalog, warnings as errors, into docs-site/)
#               make instructions (callgrind counts a frame's instructions; fails past Benchmarks/Instructions/ceilings)
#               make math-builds (DeterministicMath: debug, release and -Osize builds give the same, recorded bits: seconds)
# Reliability:  make test-asan, make test-tsan (the suite under AddressSanitizer, ThreadSanitizer)
#               make fuzz [TARGET=scripts|replay|png|font|artifacts] [FUZZ_SECONDS=600]   (explore with libFuzzer)
#               make fuzz-ci [FUZZ_RUNS=20000]   (corpora, then a fixed number of runs from seed 1)

SHELL := /bin/bash
APT_PACKAGES := libsdl2-dev libpng-dev pkg-config xvfb xauth xdotool x11-apps python3
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: explore-ci deps build doc-examples test api-check api-baseline test-libraries test-parity math-builds test-generated test-init test-report report-deps test-workflow measure-report measure-watch measure-latency test-asan test-tsan fuzz fuzz-ci lint format run bench instructions docs serve-docs clean

TARGET ?= all
FUZZ_SECONDS ?= 60
FUZZ_RUNS ?= 20000
# The end-to-end tests start the real `playground` (or its review window) under Xvfb and drive it
# with xdotool: the three suites that run the binary as a process of its own.
END_TO_END := PlaygroundHostTests\.(EndToEndTests|ReviewWindowTests|TimeTravelEndToEndTests)
# The searches: seeded random input, hundreds of window frames a seed. `make test` runs a few seeds;
# `make test-parity` runs more; the sanitizer runs leave them out (ShellParityTests covers the same code).
SEARCHES := PlaygroundHostTests\.RandomInputParityTests
PARITY_SEEDS ?= 2
PARITY_EVENTS ?= 500
# Leaks that are not ours, in the libraries the tests run on (see the file).
LSAN := LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt:print_suppressions=0

## Install the system packages the build needs, only those that are missing.
deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing missing system packages:$$missing"; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) dpkg --configure -a; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@# Pillow: the independent decoder the clip tests check animated PNGs with (Debian's package, or pip's, either will do).
	@python3 -c "import PIL" 2>/dev/null || { \
		echo "Installing python3-pil (Pillow)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-pil; \
	}
	@# A python3 of its own first on PATH (pyenv, a virtualenv) does not see Debian's package: pip's, then.
	@python3 -c "import PIL" 2>/dev/null || { \
		echo "Installing Pillow for $$(command -v python3) (pip)"; \
		python3 -m pip install --quiet pillow; \
	}

build: deps
	swift build

## Every test; a missing golden image fails instead of being recorded.
test: deps
	SNAPSHOT_TESTING_RECORD=never swift test

## DeterministicMath's promise, checked: the functions compiled as debug, release and -Osize builds
## give the same bits over a million arguments each, and the bits recorded in .ci/math-builds.
math-builds:
	.ci/math-builds

## Live = replay under random hands, searched longer than `make test` does: PARITY_SEEDS seeds
## (from 100) of PARITY_EVENTS events each, pushed into a window on SDL's dummy driver; a failure
## prints its seed and the shortest failing prefix of its input.
test-parity: deps
	SDL_VIDEODRIVER=dummy PARITY_SEEDS=$(PARITY_SEEDS) PARITY_EVENTS=$(PARITY_EVENTS) swift test --filter "RandomInputParityTests/moreSeeds"

## The golden-test workflow end to end in a new package outside the repository
## (press g, copy the folder, swift test, break a pixel, review, accept): it
## builds a package, so it takes minutes and is a step of its own.
test-generated: deps
	.ci/test-generated

## `playground init` end to end in a temporary folder outside the repository:
## the bad inputs, then swift build, swift test and a headless run of the new
## package. It builds a package, so it takes minutes and is a step of its own.
test-init: deps
	.ci/test-init

## A program that depends on Motion and Interactions alone, with the Playground trait off, in a
## new package: it resolves swift-log and nothing else, builds and runs (prints the times).
test-libraries: deps
	.ci/test-libraries

## The library products' public API against the baseline commit in .ci/api-baseline: fails on a
## breaking change (a public declaration removed or changed). It compares with the baseline's API
## digests kept in .ci/api-digests/<commit>/ (so it builds no second tree, only this one, which a
## `make test` before it has built); `make api-baseline` writes them when the baseline moves.
API_BASELINE = $(shell sed -n 's/^\([0-9a-f]\{40\}\).*/\1/p' .ci/api-baseline)
# The library products: the catalogs' modules but Geometry, which users reach through Interactions,
# and PlaygroundScript and PlaygroundProfiling, which they reach through PlaygroundKit.
API_PRODUCTS = $(filter-out Geometry PlaygroundScript PlaygroundProfiling,$(DOC_TARGETS))
api-check: deps
	swift package diagnose-api-breaking-changes $(API_BASELINE) --products $(API_PRODUCTS) --baseline-dir .ci/api-digests \
		$(if $(wildcard .ci/api-breakage-allowlist.txt),--breakage-allowlist-path .ci/api-breakage-allowlist.txt)

## The baseline's API digests, written by building the baseline commit in a checkout of its own
## under .build/apidiff (minutes): run once after moving the baseline in .ci/api-baseline.
api-baseline: deps
	rm -rf .ci/api-digests
	swift package diagnose-api-breaking-changes $(API_BASELINE) --products $(API_PRODUCTS) --baseline-dir .ci/api-digests --regenerate-baseline || true
	@ls .ci/api-digests/$(API_BASELINE)/*.json >/dev/null

## The HTML report of failed goldens (`playground review --html`) in a real browser: Debian's
## chromium and chromium-driver with selenium (each installed when missing, finishing an
## install an interrupted dpkg left half done), offline; see
## .ci/test-report. REPORT_SCREENSHOTS=DIR keeps the screenshots.
REPORT_APT := chromium chromium-driver
test-report: report-deps
	.ci/test-report

report-deps: deps
	@missing=""; \
	for package in $(REPORT_APT); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing missing system packages:$$missing"; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) dpkg --configure -a; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@python3 -c "import selenium" 2>/dev/null || { echo "Installing selenium (PyPI)"; python3 -m pip install -q selenium; }

## The GitHub Actions workflow `playground init` writes: its run: steps, in order, against a new
## package with a broken golden (the report must come out of it); see .ci/test-workflow. Minutes.
test-workflow: deps
	@python3 -c "import yaml" 2>/dev/null || { echo "Installing PyYAML (PyPI)"; python3 -m pip install -q pyyaml; }
	.ci/test-workflow

## 200 failures of 1280×720 frames: the report's size, how long it takes to write, and Chromium's
## first paint and first contentful paint (a measurement, not a test; see .ci/measure-report).
measure-report: report-deps
	.ci/measure-report

## --watch's save-to-first-frame (Benchmarks/Watch/measure-watch.py): a package from `playground init`,
## built once, then sessions of 1 and 10 minutes taken over by a build of an edited performer, under Xvfb.
## Input-to-present latency as a user meets it: a real X client (XTest under Xvfb) holds Box#1 and
## moves it in steps, reading the window's pixels until its edge moves; the median, p90 and p99 of 60
## moves, overlay on and off, of a release build (and of BEFORE=PATH's playground beside it).
measure-latency: deps
	swift build -c release --product playground
	@python3 -c "import Xlib" 2>/dev/null || python3 -m pip install --quiet python-xlib
	xvfb-run -a -s "-screen 0 1280x800x24" python3 Benchmarks/Latency/measure-latency.py \
		floor=Benchmarks/Latency/floor-client.py \
		$(if $(BEFORE),before=$(BEFORE)) now=$$(swift build -c release --product playground --show-bin-path)/playground

measure-watch: deps
	swift build --product playground
	@folder="$$(mktemp -d "$${TMPDIR:-/tmp}/measure-watch-XXXXXX")"; \
	"$$(swift build --product playground --show-bin-path)/playground" init "$$folder/watched" --name Watched > /dev/null && \
	(cd "$$folder/watched" && swift build --product Watched --scratch-path "$$folder/build" 2>&1 | tail -1) && \
	xvfb-run -a -s "-screen 0 1600x900x24" python3 Benchmarks/Watch/measure-watch.py "$$folder/watched" Watched "$$folder/build/debug/Watched"; \
	status=$$?; rm -rf "$$folder"; exit $$status

## Every library's DocC catalog (Sources/<Module>/<Module>.docc, code from Snippets/)
## as one static site in docs-site/, with warnings as errors. View it with
## `make serve-docs`, then http://localhost:8000/documentation/motion/
DOC_TARGETS := Motion TraceKit MotionTracing Geometry Interactions Canvas CanvasSnapshotTesting PlaygroundScript PlaygroundProfiling PlaygroundKit PlaygroundSession PlaygroundOverlay PlaygroundReview PlaygroundHost PlaygroundCLI
DOCS_DIR := docs-site
docs: deps
	rm -rf $(DOCS_DIR)
	swift package --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
		$(addprefix --target ,$(DOC_TARGETS)) \
		--enable-experimental-combined-documentation \
		--warnings-as-errors --transform-for-static-hosting \
		--output-path $(DOCS_DIR)
	@echo "Documentation in $(DOCS_DIR)/: make serve-docs, then open http://localhost:8000/documentation/motion/"

serve-docs:
	python3 -m http.server 8000 --directory $(DOCS_DIR)

## The suite under AddressSanitizer (memory errors and leaks), in its own build folder.
## The end-to-end tests run on their own with leak detection off: SDL, X11 and D-Bus allocate
## for the life of the process and never free it (SDL unloads some of those libraries before
## exit, so their frames cannot even be named in a suppression). Memory errors are still caught.
test-asan: deps
	$(LSAN) SNAPSHOT_TESTING_RECORD=never swift test --sanitize=address --scratch-path .build-asan --skip "$(END_TO_END)|$(SEARCHES)"
	ASAN_OPTIONS=detect_leaks=0 SNAPSHOT_TESTING_RECORD=never swift test --sanitize=address --scratch-path .build-asan --skip-build --filter "$(END_TO_END)"

## The suites whose code runs on more than one thread, under ThreadSanitizer, in its own build
## folder: all of TraceKit (its concurrency tests log, read, report and listen from several threads
## at once), Motion and MotionTracing (shared type-name caches), the golden strategy's artifacts, the session
## output and log archive (frames and logs written off the frame loop), live sessions, and every
## PlaygroundHost test (SDL's own threads, the end-to-end runs under Xvfb). The other suites run
## single-threaded code only (rendering, physics, goldens, history, script mutations), where
## ThreadSanitizer has nothing to see, and at its 5-15x slowdown on two cores they alone would take
## most of an hour. One test is left out: it checks that the window's frame pacer takes over
## because the dummy driver's presents return at once, which depends on how fast a frame is; under
## ThreadSanitizer they no longer return early enough.
TSAN_SUITES := TraceKitTests|MotionTests\.|MotionTracingTests|CanvasTests\.SnapshotArtifactTests|PlaygroundHostTests|PlaygroundSessionTests\.(SessionOutputTests|LogArchiveLineTests|LiveSessionTests)|PlaygroundKitTests\.LogArchiveWriterTests
TSAN_SKIP := --skip "WindowTests/scriptedSessionOnTheDummyDriver|$(SEARCHES)"
test-tsan: deps
	SNAPSHOT_TESTING_RECORD=never swift test --sanitize=thread --scratch-path .build-tsan --filter "$(TSAN_SUITES)" $(TSAN_SKIP)

## swift-format over every Swift file, layout included (Snippets/: the rules only); see .ci/lint.
lint:
	.ci/lint

## Rewrites the code in swift-format's layout (not Snippets/, which README shows as they are,
## nor the doc examples' generated files, which keep the doc comments' lines).
format:
	swift format format -i --configuration .swift-format -r Sources $$(find Tests -name '*.swift' -not -path 'Tests/DocExamplesTests/Generated/*' | sort) Demos Benchmarks/Benchmarks Benchmarks/Instructions/Sources Fuzzing/Targets Assets/Templates/Project/Sources

## Writes Tests/DocExamplesTests/Generated/ from the ```swift blocks of the doc comments, which
## `make test` then compiles (`make lint` fails while it is out of date); see .ci/doc-examples.
doc-examples:
	.ci/doc-examples

## Explore with libFuzzer for FUZZ_SECONDS per target; see Fuzzing/run and README's Reliability section.
fuzz: deps
	Fuzzing/run explore $(TARGET) $(FUZZ_SECONDS)

## Every fuzz target's committed corpus and regression inputs, then FUZZ_RUNS runs from seed 1 (deterministic).
fuzz-ci: deps
	Fuzzing/run ci $(FUZZ_RUNS)

run: deps
	swift run -c release playground

bench: deps
	cd Benchmarks && swift package benchmark --grouping metric

## The instruction-count gate (Benchmarks/INSTRUCTIONS.md): valgrind's callgrind counts the
## instructions of one frame of the Interactions benchmark's workload, of the Motion runtime's
## update, of the stress scene and of its re-throw's runtime events (deterministic: the same on every run of the same binary, whatever
## else the machine does), and fails past the ceilings in Benchmarks/Instructions/ceilings.
## Its own package, built in release: about two minutes from a clean clone.
instructions: deps
	@dpkg-query -W -f='$${Status}' valgrind 2>/dev/null | grep -q "install ok installed" || { \
		echo "Installing valgrind"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind; \
	}
	Benchmarks/Instructions/count

clean:
	rm -rf .build .build-asan .build-tsan Benchmarks/.build Benchmarks/Instructions/.build Fuzzing/.build $(DOCS_DIR)

# The default and the seed example scenes searched with random hands and the built-in invariants
# (`--explore`): a regression in Interactions or Motion that hands can reach fails with a minimal recording.
EXPLORE_SEQUENCES ?= 1500
explore-ci: deps
	swift build --product playground
	SDL_VIDEODRIVER=dummy .build/debug/playground --explore --scene default --sequences $(EXPLORE_SEQUENCES) --jobs 2 --seed 1 --out .build/explore-default
	SDL_VIDEODRIVER=dummy .build/debug/playground --explore --scene seed --sequences $(EXPLORE_SEQUENCES) --jobs 2 --seed 1 --out .build/explore-seed
