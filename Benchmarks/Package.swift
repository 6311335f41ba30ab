// swift-tools-version: 6.1
//
// Benchmarks for the toolkit, kept in their own package so that the root
// package's build and tests never resolve package-benchmark.
//
//   cd Benchmarks && swift package benchmark --grouping metric
//
// Each benchmark target holds the project's case and its baseline side by side,
// so one run gives a ratio that is meaningful on a shared, noisy machine.

import PackageDescription

/// The root package is named by the folder it was cloned into, so derive its
/// identity from the path instead of hard-coding a name.
let rootPackage = Context.packageDirectory
    .split(separator: "/")
    .dropLast()
    .last
    .map(String.init) ?? "main"

func benchmark(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: dependencies + [.product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmark("MotionBenchmarks", dependencies: [
            .product(name: "Motion", package: rootPackage),
        ]),
        benchmark("InteractionsBenchmarks", dependencies: [
            .product(name: "Interactions", package: rootPackage),
            .product(name: "Motion", package: rootPackage),
            // The window's frame profiler, timed beside the same frame without it.
            .product(name: "PlaygroundKit", package: rootPackage),
        ]),
        benchmark("TraceKitBenchmarks", dependencies: [
            .product(name: "TraceKit", package: rootPackage),
            // The bridge the playground traces through, measured beside TraceKit's cheapest path.
            .product(name: "Motion", package: rootPackage),
            .product(name: "MotionTracing", package: rootPackage),
        ]),
        benchmark("PlaygroundBenchmarks", dependencies: [
            .product(name: "PlaygroundKit", package: rootPackage),
            .product(name: "PlaygroundSession", package: rootPackage),
            .product(name: "PlaygroundOverlay", package: rootPackage),
            .product(name: "Interactions", package: rootPackage),
            .product(name: "Canvas", package: rootPackage),
        ]),
        benchmark("CanvasBenchmarks", dependencies: [
            .product(name: "Canvas", package: rootPackage),
            "CanvasReferenceC",
            "CSDL2Bench",
        ]),
        benchmark("OverlayBenchmarks", dependencies: [
            .product(name: "PlaygroundKit", package: rootPackage),
            .product(name: "PlaygroundSession", package: rootPackage),
            .product(name: "PlaygroundOverlay", package: rootPackage),
            .product(name: "Canvas", package: rootPackage),
            .product(name: "Interactions", package: rootPackage),
            .product(name: "TraceKit", package: rootPackage),
            .product(name: "Motion", package: rootPackage),
        ]),
        // The runtime event path (ledger, bridge, logger, log files, overlay, history) beside the runtime alone.
        benchmark("EventPathBenchmarks", dependencies: [
            .product(name: "PlaygroundKit", package: rootPackage),
            .product(name: "PlaygroundOverlay", package: rootPackage),
            .product(name: "Canvas", package: rootPackage),
            .product(name: "Interactions", package: rootPackage),
            .product(name: "Motion", package: rootPackage),
        ]),
        benchmark("HistoryBenchmarks", dependencies: [
            .product(name: "PlaygroundKit", package: rootPackage),
            .product(name: "PlaygroundSession", package: rootPackage),
            .product(name: "PlaygroundOverlay", package: rootPackage),
            .product(name: "Interactions", package: rootPackage),
            .product(name: "Canvas", package: rootPackage),
        ]),
        // The plain C loop CanvasBenchmarks compares against (built with the release optimisation level).
        .target(name: "CanvasReferenceC", path: "Benchmarks/CanvasReferenceC"),
        // SDL2's software fill and blend paths, the other reference (needs libsdl2-dev). No pkgConfig:
        // sdl2.pc adds -D_REENTRANT, which SwiftPM rejects with a warning, and <SDL2/SDL.h> needs no flags.
        .systemLibrary(name: "CSDL2Bench", path: "Benchmarks/CSDL2Bench"),
    ]
)
