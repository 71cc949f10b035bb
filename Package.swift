// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GestureArbiter",
    products: [
        .library(name: "GestureArbiter", targets: ["GestureArbiter"]),
        .library(name: "GestureArbiterSwiftUI", targets: ["GestureArbiterSwiftUI"]),
        .library(name: "GestureFixtures", targets: ["GestureFixtures"]),
        // The C interface (Sources/CGestureArbiter/include/gesture_arbiter.h), as a shared and a static library.
        .library(name: "GestureArbiterC", type: .dynamic, targets: ["GestureArbiterC"]),
        .library(name: "GestureArbiterCStatic", type: .static, targets: ["GestureArbiterC"]),
        .executable(name: "gesture-arbiter", targets: ["gesture-arbiter"]),
        .executable(name: "gesture-arbiter-bench", targets: ["gesture-arbiter-bench"]),
    ],
    targets: [
        // The engine: geometry, views and hit-testing, touches and the window, the virtual clock, the trace.
        // libm is named explicitly because Linux does not link it implicitly for code that
        // imports only the standard library, and the engine rounds and takes square roots.
        .target(name: "GestureArbiter", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // SwiftUI's gestures (values, composition, attachment and priority) run as the engine's recognizers.
        .target(name: "GestureArbiterSwiftUI", dependencies: ["GestureArbiter"]),
        // Timed event fixtures: JSON parsing, the scene and script model, the runner and expectations.
        .target(name: "GestureFixtures", dependencies: ["GestureArbiter", "GestureArbiterSwiftUI"]),
        // The C interface: its header as a C module, and the Swift that implements each of its
        // functions (`@c @implementation`, so that the compiler holds the two to the same signatures).
        .target(name: "CGestureArbiter"),
        .target(name: "GestureArbiterC", dependencies: ["CGestureArbiter", "GestureArbiter", "GestureFixtures"]),
        // The `gesture-arbiter` commands as a library, so that tests can run them without a process.
        .target(name: "GestureArbiterCommandLine", dependencies: ["GestureArbiter", "GestureArbiterSwiftUI", "GestureFixtures"]),
        .executableTarget(name: "gesture-arbiter", dependencies: ["GestureArbiterCommandLine"]),
        // The benchmark's workloads (issue 7) as a library, so that a test can check that each one
        // does what its name says; the executable only times them.
        .target(name: "GestureArbiterBenchmarks", dependencies: ["GestureArbiter", "GestureArbiterSwiftUI", "GestureFixtures", "GestureArbiterC", "CGestureArbiter"]),
        // Counts heap allocations by replacing glibc's malloc family in the benchmark executable
        // (no package dependency needed); a stub elsewhere. Only the executable links it, so the
        // test process keeps the plain allocator.
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "gesture-arbiter-bench", dependencies: ["GestureArbiterBenchmarks", "CAllocationCounter"]),
        .testTarget(name: "GestureArbiterTests", dependencies: ["GestureArbiter"]),
        .testTarget(name: "GestureArbiterSwiftUITests", dependencies: ["GestureArbiterSwiftUI", "GestureArbiter"]),
        .testTarget(name: "GestureFixturesTests", dependencies: ["GestureFixtures", "GestureArbiter", "GestureArbiterSwiftUI"]),
        .testTarget(name: "GestureArbiterCommandLineTests", dependencies: ["GestureArbiterCommandLine", "GestureArbiter", "GestureArbiterSwiftUI"]),
        .testTarget(name: "GestureArbiterCTests", dependencies: ["GestureArbiterC", "CGestureArbiter", "GestureFixtures"]),
        .testTarget(name: "GestureArbiterBenchmarksTests", dependencies: ["GestureArbiterBenchmarks", "GestureArbiter"]),
        // The coverage-guided fuzz targets' logic, built and tested with everything else, so that
        // it cannot rot; the libFuzzer executables below only call it.
        .target(name: "GestureArbiterFuzzing", dependencies: ["GestureArbiter", "GestureFixtures"]),
        .testTarget(name: "GestureArbiterFuzzingTests", dependencies: ["GestureArbiterFuzzing"], exclude: ["Findings"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer executables, only when asked: they need `-sanitize=fuzzer` and have no `main`
// of their own, so a plain `swift build` and the tests must not see them. The Invariants
// article says how to build and run them.
if Context.environment["GESTURE_ARBITER_FUZZ"] != nil {
    package.targets += [
        .target(name: "GestureArbiterFuzzDriver"),
        .executableTarget(name: "fixture-fuzzer", dependencies: ["GestureArbiterFuzzing", "GestureArbiterFuzzDriver"], exclude: ["fixture-keys.dict"]),
        .executableTarget(name: "engine-fuzzer", dependencies: ["GestureArbiterFuzzing", "GestureArbiterFuzzDriver"]),
    ]
}
