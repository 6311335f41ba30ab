// swift-tools-version: 6.1
//
// A motion toolkit for Swift on Linux: a runtime that fulfils plans through
// performers, trace validation, interactions, a deterministic software
// renderer and an SDL2 playground. See README.md and shared/DESIGN.md.

import PackageDescription

let package = Package(
    name: "swift-motion-playground",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: - Motion: plans, performers, the runtime and its tracing
        .target(
            name: "Motion",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),

        // MARK: - TraceKit: time-scoped traces and the item logger
        .target(name: "TraceKit"),
        .testTarget(name: "TraceKitTests", dependencies: ["TraceKit"]),

        // MARK: - MotionTracing: the bridge from runtime tracing to TraceKit
        .target(name: "MotionTracing", dependencies: ["Motion", "TraceKit"]),
        .testTarget(name: "MotionTracingTests", dependencies: ["MotionTracing"]),

        // MARK: - Canvas: software renderer, bitmap text, PNG, goldens
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "Canvas", dependencies: ["CPNG"]),
        .target(
            name: "CanvasSnapshotTesting",
            dependencies: [
                "Canvas",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "CanvasTests",
            dependencies: ["Canvas", "CanvasSnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
    ]
)
