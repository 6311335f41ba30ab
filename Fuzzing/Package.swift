// swift-tools-version: 6.1
//
// libFuzzer harnesses for every reader of untrusted bytes, kept in their own
// package so that the root package's build and tests never compile them.
//
//   make fuzz TARGET=scripts FUZZ_SECONDS=600     (from the repository root)
//   swift build -c release --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address   (what Fuzzing/run does)
//
// Each target is one file whose `LLVMFuzzerTestOneInput` is a `@_cdecl` Swift
// function; libFuzzer supplies `main`, so the targets are compiled as
// libraries (no top-level code). See README's Reliability section.

import PackageDescription

/// The root package is named by the folder it was cloned into, so derive its
/// identity from the path instead of hard-coding a name.
let rootPackage = Context.packageDirectory
    .split(separator: "/")
    .dropLast()
    .last
    .map(String.init) ?? "main"

func harness(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: rootPackage) },
        path: "Targets/\(name)",
        // No `main`: libFuzzer's runtime has it, and calls LLVMFuzzerTestOneInput.
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}

let package = Package(
    name: "Fuzzing",
    dependencies: [.package(path: "..")],
    targets: [
        harness("FuzzScripts", ["PlaygroundKit"]),
        harness("FuzzReplay", ["PlaygroundKit", "PlaygroundOverlay", "Canvas", "Interactions"]),
        harness("FuzzPNG", ["Canvas"]),
        harness("FuzzFont", ["Canvas"]),
        harness("FuzzArtifacts", ["PlaygroundKit", "PlaygroundReview", "Canvas", "Interactions"]),
    ]
)
