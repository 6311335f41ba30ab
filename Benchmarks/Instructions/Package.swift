// swift-tools-version: 6.1
//
// The instruction-count gate: one frame of the Interactions benchmark's
// workload, the Motion runtime's update and the playground's stress scene,
// counted by valgrind's callgrind (deterministic: the same binary and input
// give the same count on every run, whatever else the machine does). A
// package of its own, like Benchmarks/ and Fuzzing/, so the root package's
// build and tests never compile it, and it resolves no benchmark dependency.
//
//   make instructions        (from the repository root: build, count, compare with the ceilings)
//
// See ../INSTRUCTIONS.md for the design, the ceilings and how to move them.

import PackageDescription

/// The root package is named by the folder it was cloned into, so derive its
/// identity from the path (two levels up) instead of hard-coding a name.
let rootPackage =
    Context.packageDirectory
    .split(separator: "/")
    .dropLast(2)
    .last
    .map(String.init) ?? "main"

let package = Package(
    name: "Instructions",
    dependencies: [.package(path: "../..")],
    targets: [
        // Callgrind's client requests (C macros Swift cannot import), wrapped in two functions.
        .target(name: "CCallgrind", path: "Sources/CCallgrind"),
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                "CCallgrind",
                .product(name: "Motion", package: rootPackage),
                .product(name: "Interactions", package: rootPackage),
                .product(name: "PlaygroundKit", package: rootPackage),
                .product(name: "PlaygroundOverlay", package: rootPackage),
                .product(name: "Canvas", package: rootPackage),
            ],
            path: "Sources/InstructionCounts"
        ),
    ]
)
