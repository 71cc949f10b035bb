// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GestureArbiter",
    products: [
        .library(name: "GestureArbiter", targets: ["GestureArbiter"]),
        .library(name: "GestureFixtures", targets: ["GestureFixtures"]),
        .executable(name: "gesture-arbiter", targets: ["gesture-arbiter"]),
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
        .testTarget(name: "GestureArbiterTests", dependencies: ["GestureArbiter"]),
        .testTarget(name: "GestureFixturesTests", dependencies: ["GestureFixtures", "GestureArbiter"]),
        .testTarget(name: "GestureArbiterCommandLineTests", dependencies: ["GestureArbiterCommandLine", "GestureArbiter"]),
    ],
    swiftLanguageModes: [.v6]
)
