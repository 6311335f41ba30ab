// Canvas against its two references, side by side in one run, on one 1280×720 target:
//
// - Canvas: `Framebuffer.clear` + `fillRectangle` (the project's renderer).
// - C-loop: a plain C loop compiled with optimisation (CanvasReferenceC), the practical limit;
//   for blending also C-vector, the same loop written four pixels at a time in 16-bit lanes.
// - SDL: SDL_FillRect on an SDL_Surface (opaque) and the software SDL_Renderer's
//   SDL_RenderFillRect with blending on (blended): what a user would otherwise use.
//
// Each case draws one frame: clear, then 10,000 rectangles of 40×40 at the same
// deterministic positions. Read with `--grouping metric` and compare medians.
// BENCH_SMOKE=1 runs one iteration of each, for a quick check that everything works.
//
// The `-x16` cases draw the same rectangles with x rounded down to a multiple of 16
// pixels (64 bytes, a cache line). SDL 2.26 fills 32-bit surfaces with SSE
// non-temporal stores (movntps), which bypass the cache: a 40-pixel row starting
// mid-line writes partial cache lines, each flushed to memory on its own, and that
// dominates `SDL-FillRect-opaque-rects`. Aligned, the same stores write whole lines.
//
// `Canvas-1000-turned-bars-*` draw 1,000 bars 40 px long, turned: 0.5 px wide they
// take the exact-area path for shapes thinner than a pixel, 1 px wide the distance
// path. `Empty` measures nothing: its mallocCountTotal is the harness's own.
//
//   cd Benchmarks && swift package benchmark --target CanvasBenchmarks --grouping metric

import Benchmark
import Canvas
import CanvasReferenceC
import CSDL2Bench

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

let benchmarks: @Sendable () -> Void = {
    let smoke = getenv("BENCH_SMOKE") != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: smoke ? 0 : 3,
        maxDuration: smoke ? .milliseconds(100) : .seconds(3),
        maxIterations: smoke ? 1 : 200
    )

    let targets = Targets()
    targets.checkCanvasMatchesCLoop()

    for mode in [Workload.Mode.opaque, .blended] {
        let rects = Workload.rects(mode)
        let cRects = rects.map(\.reference)

        Benchmark("Canvas-\(mode.rawValue)-rects") { benchmark in
            for _ in benchmark.scaledIterations {
                targets.drawCanvasFrame(rects)
                blackHole(targets.framebuffer)
            }
        }

        Benchmark("C-loop-\(mode.rawValue)-rects") { benchmark in
            for _ in benchmark.scaledIterations {
                targets.drawCFrame(cRects, blend: mode == .blended ? 1 : 0)
                blackHole(targets.cPixels)
            }
        }

        switch mode {
        case .opaque:
            Benchmark("SDL-FillRect-opaque-rects") { benchmark in
                for _ in benchmark.scaledIterations {
                    targets.drawSDLSurfaceFrame(rects)
                }
            }
        case .blended:
            // The C loop again, hand-vectorised in 16-bit lanes: the same arithmetic as Canvas's span loop.
            Benchmark("C-vector-blended-rects") { benchmark in
                for _ in benchmark.scaledIterations {
                    targets.drawCFrame(cRects, blend: 2)
                    blackHole(targets.cPixels)
                }
            }
            Benchmark("SDL-RenderFillRect-blended-rects") { benchmark in
                for _ in benchmark.scaledIterations {
                    targets.drawSDLRendererFrame(rects)
                }
            }
        }
    }

    let aligned = Workload.rects(.opaque).map { Workload.Rect(x: $0.x & ~15, y: $0.y, color: $0.color) }
    Benchmark("Canvas-opaque-rects-x16") { benchmark in
        for _ in benchmark.scaledIterations {
            targets.drawCanvasFrame(aligned)
            blackHole(targets.framebuffer)
        }
    }
    Benchmark("SDL-FillRect-opaque-rects-x16") { benchmark in
        for _ in benchmark.scaledIterations {
            targets.drawSDLSurfaceFrame(aligned)
        }
    }

    for width in [0.5, 1.0] {
        Benchmark("Canvas-1000-turned-bars-\(width == 1 ? "1" : "0.5")px") { benchmark in
            for _ in benchmark.scaledIterations {
                targets.drawTurnedBars(width: width)
                blackHole(targets.framebuffer)
            }
        }
    }

    Benchmark("Empty") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(targets)
        }
    }

    // The overlay panel's load: lots of short text lines, clipped, some cut with an ellipsis. No reference;
    // it is here for its allocation count (zero: glyphs are decoded at load) and its absolute time.
    if let font = Workload.font() {
        Benchmark("Canvas-overlay-text") { benchmark in
            for _ in benchmark.scaledIterations {
                targets.drawOverlayText(font)
                blackHole(targets.framebuffer)
            }
        }
    }
}
