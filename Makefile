# Quick start:  make run   (installs what is missing, builds and runs the playground)
#               make test  (installs what is missing, runs every test)
#               make bench (runs the benchmarks package; see README's performance table)
#               make test-generated (a golden test written with `g`, run in a new package: minutes)
#               make docs  (builds every DocC catalog, warnings as errors, into docs-site/)

SHELL := /bin/bash
APT_PACKAGES := libsdl2-dev libpng-dev pkg-config xvfb xauth xdotool python3
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build test test-generated run bench docs serve-docs clean

## Install the system packages the build needs, only those that are missing.
deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing missing system packages:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build

## Every test; a missing golden image fails instead of being recorded.
test: deps
	SNAPSHOT_TESTING_RECORD=never swift test

## The golden-test workflow end to end in a new package outside the repository
## (press g, copy the folder, swift test, break a pixel, review, accept): it
## builds a package, so it takes minutes and is a step of its own.
test-generated: deps
	.ci/test-generated

## Every library's DocC catalog (Sources/<Module>/<Module>.docc, code from Snippets/)
## as one static site in docs-site/, with warnings as errors. View it with
## `make serve-docs`, then http://localhost:8000/documentation/motion/
DOC_TARGETS := Motion TraceKit MotionTracing Interactions Canvas CanvasSnapshotTesting PlaygroundKit PlaygroundHost
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

run: deps
	swift run -c release playground

bench: deps
	cd Benchmarks && swift package benchmark --grouping metric

clean:
	rm -rf .build Benchmarks/.build $(DOCS_DIR)
