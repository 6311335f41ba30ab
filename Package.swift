// swift-tools-version: 6.1
//
// A motion toolkit for Swift on Linux: a runtime that fulfils plans through
// performers, trace validation, interactions, a deterministic software
// renderer and an SDL2 playground. See README.md, and ARCHITECTURE.md for the
// modules and their arrows (written here once; .ci/check-layers reads them).

import PackageDescription

let package = Package(
    name: "swift-motion-playground",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "TraceKit", targets: ["TraceKit"]),
        .library(name: "MotionTracing", targets: ["MotionTracing"]),
        .library(name: "Interactions", targets: ["Interactions"]),
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "CanvasSnapshotTesting", targets: ["CanvasSnapshotTesting"]),
        .library(name: "PlaygroundKit", targets: ["PlaygroundKit"]),
        .library(name: "PlaygroundSession", targets: ["PlaygroundSession"]),
        .library(name: "PlaygroundOverlay", targets: ["PlaygroundOverlay"]),
        .library(name: "PlaygroundReview", targets: ["PlaygroundReview"]),
        .library(name: "PlaygroundHost", targets: ["PlaygroundHost"]),
        .library(name: "PlaygroundCLI", targets: ["PlaygroundCLI"]),
        .executable(name: "playground", targets: ["playground"]),
    ],
    // A package that uses the libraries alone (Motion, Interactions, Canvas, TraceKit,
    // MotionTracing) depends on this one with `traits: []` and resolves none of the
    // playground's own dependencies: swift-snapshot-testing (and swift-syntax under it)
    // and swift-argument-parser. The trait is on by default, so `swift build` here,
    // `playground init`'s packages, Benchmarks/ and Fuzzing/ get everything.
    traits: [
        .trait(
            name: "Playground",
            description: "CanvasSnapshotTesting and the playground's command line, with swift-snapshot-testing and swift-argument-parser."
        ),
        .default(enabledTraits: ["Playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `make docs`: builds the DocC catalogs (Sources/<Module>/<Module>.docc) with their snippets.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: - Motion: plans, performers, the runtime and its tracing
        .target(
            name: "Motion",
            dependencies: ["MotionMath", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "MotionTests",
            dependencies: ["Motion", "MotionMath", .product(name: "PropertyBased", package: "swift-property-based")],
            // DeterministicMath's exact values (read from disk by path) and their generator (mpmath).
            exclude: ["Fixtures"]
        ),

        // MARK: - TraceKit: time-scoped traces and the item logger
        .target(name: "TraceKit", dependencies: ["MotionMath"]),
        .testTarget(name: "TraceKitTests", dependencies: ["TraceKit"]),

        // MARK: - MotionTracing: the bridge from runtime tracing to TraceKit
        .target(name: "MotionTracing", dependencies: ["Motion", "TraceKit"]),
        .testTarget(name: "MotionTracingTests", dependencies: ["MotionTracing", "Motion", "TraceKit", "MotionMath"]),

        // MARK: - MotionMath: exp, log, sin, cos, atan2 from IEEE 754 arithmetic only; one formatter, one generator, one lock
        // A target, not a product: the physics and the drawing share it, and its
        // API is `package`, so it stays out of every product's public surface.
        // Users call the same functions through Motion's `DeterministicMath`.
        .target(name: "MotionMath"),
        .testTarget(name: "MotionMathTests", dependencies: ["MotionMath"]),

        // MARK: - StrictJSON: RFC 8259 JSON read strictly, its errors with a line and column
        // (what scripts, recordings and review artifacts are read with). Its API is `package`.
        .target(name: "StrictJSON"),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "MotionMath"]),

        // MARK: - FileSupport: the file helpers every module that writes files shares
        // (the package around a path, a dated run folder and its `latest` link, atomic
        // writes, shell words, slugs), written once. Its API is `package`; it knows no
        // playground, so the snapshot strategies use it without PlaygroundKit.
        .target(name: "FileSupport"),
        .testTarget(name: "FileSupportTests", dependencies: ["FileSupport", "MotionMath"]),

        // MARK: - Geometry: Point, Size, Rect
        // Not a product: Interactions re-exports it (its plans take points and rects), so
        // users get it from there; the modules that only draw or lay out import it alone.
        .target(name: "Geometry", dependencies: ["MotionMath"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),

        // MARK: - Interactions: gestures, velocity tracking, drag, fling, spring
        .target(name: "Interactions", dependencies: ["Motion", "Geometry", "MotionMath"]),
        .testTarget(
            name: "InteractionsTests",
            dependencies: [
                "Interactions",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // The generator of TwoFingerPathFixtures.swift (numpy), kept beside it.
            exclude: ["Fixtures"]
        ),

        // MARK: - Canvas: software renderer, bitmap text, PNG, goldens
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "Canvas", dependencies: ["CPNG", "MotionMath", "StrictJSON"]),
        .target(
            name: "CanvasSnapshotTesting",
            dependencies: [
                "Canvas",
                "FileSupport",
                "MotionMath",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["Playground"])),
            ]
        ),
        .testTarget(
            name: "CanvasTests",
            dependencies: [
                "Canvas",
                "CanvasSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // Goldens and PNG fixtures are read from disk by path, not bundled as resources.
            exclude: ["__Snapshots__", "Fixtures"]
        ),

        // MARK: - The script format: input events, commands, scripts and recordings, read and written (sessions are data)
        // Not a product: PlaygroundKit re-exports it (a playground handles its events and
        // replays its scripts), so users get it from there. It knows no scene.
        .target(name: "PlaygroundScript", dependencies: ["Interactions", "Canvas", "FileSupport", "MotionMath", "StrictJSON"]),

        // MARK: - Profiling: where every frame's time goes, and the runtime's timeline for a trace
        // Not a product: PlaygroundKit re-exports it (a playground is handed a profiler and
        // marks its phases), so users get it from there. It knows no scene.
        .target(name: "PlaygroundProfiling", dependencies: ["PlaygroundScript", "Motion", "Interactions", "CCycleCounter"]),
        // The CPU's cycle counter, read without a fence (a C builtin Swift cannot call), for the profiler's clock.
        .systemLibrary(name: "CCycleCounter", path: "Sources/CCycleCounter"),

        // MARK: - The playground's core: scene, frame computation, input, history, tuning, replay (no SDL, no UI)
        .target(
            name: "PlaygroundKit",
            dependencies: [
                "PlaygroundScript", "PlaygroundProfiling", "Motion", "Interactions", "TraceKit", "MotionTracing", "Canvas", "FileSupport", "MotionMath", "StrictJSON",
            ],
            // The repository's Assets folder (font, demo scripts, the golden-test
            // template) travels with the library, so a dependent package's tests and
            // executables find it from any working directory (see `Assets`).
            resources: [.copy("../../Assets")]
        ),
        .testTarget(
            name: "PlaygroundKitTests",
            dependencies: [
                "PlaygroundKit",
                "StrictJSON",
                "PlaygroundTestSupport",
                "CanvasSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),

        // MARK: - The session driver: live and headless sessions, outputs, notices, golden-test writing, stats
        .target(name: "PlaygroundSession", dependencies: ["PlaygroundKit", "Canvas", "FileSupport", "Interactions", "MotionMath", "StrictJSON", "TraceKit"]),
        .testTarget(
            name: "PlaygroundSessionTests",
            dependencies: [
                "PlaygroundSession", "PlaygroundKit", "PlaygroundOverlay", "PlaygroundTestSupport", "CanvasSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),

        // MARK: - Immediate-mode widgets and drawing shared by the overlay and the review
        // A target, not a product: its API is `package`, for the overlay and the review
        // alone, so it stays out of every product's public surface. It knows no scene:
        // only the canvas, geometry, and the trace states it colours.
        .target(name: "PlaygroundUI", dependencies: ["Canvas", "Geometry", "Interactions", "MotionMath", "TraceKit"]),
        .testTarget(name: "PlaygroundUITests", dependencies: ["PlaygroundUI", "PlaygroundKit", "PlaygroundTestSupport"]),

        // MARK: - The overlay: the panel and its tabs, the marks drawn on the scene
        .target(
            name: "PlaygroundOverlay",
            dependencies: ["PlaygroundUI", "PlaygroundKit", "Interactions", "Motion", "MotionTracing", "TraceKit", "Canvas", "FileSupport", "MotionMath"]
        ),
        .testTarget(
            name: "PlaygroundOverlayTests",
            dependencies: [
                "PlaygroundOverlay", "PlaygroundUI", "PlaygroundSession", "PlaygroundKit", "PlaygroundTestSupport",
                "CanvasSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),

        // MARK: - Reviewing failed goldens: the review model, its window's drawing
        .target(name: "PlaygroundReview", dependencies: ["PlaygroundUI", "PlaygroundKit", "Canvas", "FileSupport", "Geometry", "Interactions", "MotionMath", "StrictJSON"]),
        .testTarget(
            name: "PlaygroundReviewTests",
            dependencies: [
                "PlaygroundReview", "PlaygroundKit", "PlaygroundTestSupport", "CanvasSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),

        // MARK: - Helpers the playground's test targets share (not a product)
        .target(
            name: "PlaygroundTestSupport",
            dependencies: ["PlaygroundKit", "PlaygroundOverlay", "Canvas", "Interactions", "Motion"],
            path: "Tests/PlaygroundTestSupport"
        ),

        // MARK: - The SDL host: the window, its events, frame pacing
        // No pkgConfig: sdl2.pc adds -D_REENTRANT, which SwiftPM rejects with a
        // warning on every build. The header is included as <SDL2/SDL.h> and the
        // library linked by name; `make` installs libsdl2-dev. Only this target
        // links SDL, so golden-image tests of PlaygroundKit build without it.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        // X11's own event times, read in C so Xlib's macros never reach Swift (see its header).
        .target(name: "CSDL2Events", dependencies: ["CSDL2"]),
        .target(name: "PlaygroundHost", dependencies: ["PlaygroundSession", "PlaygroundKit", "Canvas", "Interactions", "CSDL2", "CSDL2Events"]),
        .testTarget(
            name: "PlaygroundHostTests",
            dependencies: [
                "PlaygroundHost", "PlaygroundKit", "PlaygroundSession", "PlaygroundOverlay", "PlaygroundUI", "PlaygroundCLI", "Interactions",
                "Canvas", "MotionMath", "PlaygroundTestSupport",
            ]
        ),
        // MARK: - The command line: `playground`'s run options, for any executable's scenes
        .target(
            name: "PlaygroundCLI",
            dependencies: [
                "PlaygroundKit",
                "PlaygroundSession",
                "PlaygroundOverlay",
                "PlaygroundReview",
                "PlaygroundUI",
                "PlaygroundHost",
                "ProjectTemplate",
                "Interactions",
                "Motion",
                "FileSupport",
                "MotionMath",
                "StrictJSON",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Playground"])),
            ]
        ),
        .testTarget(
            name: "PlaygroundCLITests", dependencies: ["PlaygroundCLI", "PlaygroundKit", "PlaygroundSession", "PlaygroundTestSupport", "ProjectTemplate"]
        ),
        // The library that `playground init` writes into a new package, compiled
        // here too: the build checks it, and `init` renders the new package's
        // golden image with this very code. Not a product.
        .target(
            name: "ProjectTemplate",
            dependencies: ["PlaygroundKit", "Motion", "Interactions", "MotionTracing", "TraceKit", "Canvas"],
            path: "Assets/Templates/Project/Sources/Library"
        ),
        .executableTarget(
            name: "playground",
            dependencies: [
                "PlaygroundCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Playground"])),
            ],
            path: "Demos/Playground"
        ),

        // MARK: - Documentation: README and the DocC articles show code from Snippets/
        // (built by `swift build`); these tests keep README's Swift blocks and the
        // articles' marked blocks (`.ci/sync-snippets` copies them in) equal to
        // slices of the snippets and run the snippets whose outcome matters
        // (the files linked in from Snippets/).
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "Motion", "TraceKit", "MotionTracing", "Interactions", "Canvas", "PlaygroundKit",
                "PlaygroundOverlay", "CanvasSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),

        // MARK: - Doc examples: every ```swift block of a `///` comment, compiled (never run).
        // Tests/DocExamplesTests/Generated/ is written from the doc comments by
        // `.ci/doc-examples` (`make doc-examples`); `make lint` fails while it is out of date.
        .testTarget(
            name: "DocExamplesTests",
            dependencies: [
                "Motion", "TraceKit", "MotionTracing", "Interactions", "Canvas", "CanvasSnapshotTesting", "PlaygroundKit",
                "PlaygroundSession", "PlaygroundOverlay", "PlaygroundReview", "PlaygroundHost", "PlaygroundCLI", "PlaygroundUI",
                "ProjectTemplate", "PlaygroundScript", "PlaygroundProfiling", "MotionMath", "StrictJSON", "FileSupport", "Geometry",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // Examples show a value beside an expression (`spring.stiffness   // 1500`), which
            // Swift warns is unused: the target checks that they compile, not how they are used.
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
        ),

        // MARK: - Demos: small executables that use public API only
        .executableTarget(
            name: "CustomPerformer",
            dependencies: [
                "PlaygroundKit", "PlaygroundSession", "PlaygroundOverlay", "PlaygroundHost", "Motion", "MotionTracing", "TraceKit",
                "Interactions", "Canvas",
            ],
            path: "Demos/CustomPerformer"
        ),
        .executableTarget(
            name: "SpringGallery",
            dependencies: ["PlaygroundKit", "PlaygroundSession", "PlaygroundHost", "Interactions", "Canvas"],
            path: "Demos/SpringGallery"
        ),
        .executableTarget(
            name: "TraceDemo",
            dependencies: ["Motion", "MotionTracing", "TraceKit", "Interactions"],
            path: "Demos/TraceDemo"
        ),
    ]
)
