// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GestureArbiter",
    products: [
        .library(name: "GestureArbiter", targets: ["GestureArbiter"]),
        .library(name: "GestureFixtures", targets: ["GestureFixtures"]),
        .executable(name: "gesture-arbiter", targets: ["gesture-arbiter"]),
        .executable(name: "gesture-arbiter-bench", targets: ["gesture-arbiter-bench"]),
    ],
    targets: [
        // The engine: geometry, views and hit-testing, touches and the window, the virtual clock, the trace.
        // libm is named explicitly because Linux does not link it implicitly for code that
        // imports only the standard library, and the engine rounds and takes square roots.
        .target(name: "GestureArbiter", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Timed event fixtures: JSON parsing, the scene and script model, the runner and expectations.
        .target(name: "GestureFixtures", dependencies: ["GestureArbiter"]),
        // The `gesture-arbiter` commands as a library, so that tests can run them without a process.
        .target(name: "GestureArbiterCommandLine", dependencies: ["GestureArbiter", "GestureFixtures"]),
        .executableTarget(name: "gesture-arbiter", dependencies: ["GestureArbiterCommandLine"]),
        // The benchmark's workloads (issue 7) as a library, so that a test can check that each one
        // does what its name says; the executable only times them.
        .target(name: "GestureArbiterBenchmarks", dependencies: ["GestureArbiter", "GestureFixtures"]),
        // Counts heap allocations by replacing glibc's malloc family in the benchmark executable
        // (no package dependency needed); a stub elsewhere. Only the executable links it, so the
        // test process keeps the plain allocator.
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "gesture-arbiter-bench", dependencies: ["GestureArbiterBenchmarks", "CAllocationCounter"]),
        .testTarget(name: "GestureArbiterTests", dependencies: ["GestureArbiter"]),
        .testTarget(name: "GestureFixturesTests", dependencies: ["GestureFixtures", "GestureArbiter"]),
        .testTarget(name: "GestureArbiterCommandLineTests", dependencies: ["GestureArbiterCommandLine", "GestureArbiter"]),
        .testTarget(name: "GestureArbiterBenchmarksTests", dependencies: ["GestureArbiterBenchmarks", "GestureArbiter"]),
    ],
    swiftLanguageModes: [.v6]
)
