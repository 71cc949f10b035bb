import Foundation
import Testing

/// The C and Python hosts of `Tests/Hosts/`, built against the package's shared library and run:
/// a scroll view holding a button through a tap, a pull that bounces back and a fling, printed as
/// a renderer would draw them; and a thousand windows made and destroyed.
@Suite("The C and Python hosts", .serialized)
struct HostProgramTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let hosts = root.appendingPathComponent("Tests/Hosts").path
    static let scene = hosts + "/scroll-with-button.json"

    /// The folder `swift test` built into, where the shared library lies beside the tests.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    #if os(macOS)
    static let library = products + "/libGestureArbiterC.dylib"
    #else
    static let library = products + "/libGestureArbiterC.so"
    #endif

    let scratch = NSTemporaryDirectory() + "c-hosts-" + UUID().uuidString

    /// Whether `python3` is on the PATH: the Python host's tests need it, and are skipped without
    /// it except in CI, whose machine has it.
    static let pythonIsRunnable: Bool = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
            || ProcessInfo.processInfo.environment["CI"] != nil
    }()

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    /// Runs a program, and gives its exit status and what it printed.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed, complaints)
    }

    /// Compiles one of the C hosts against the header and the shared library, warnings as errors.
    func compile(_ source: String) throws -> String {
        try #require(FileManager.default.fileExists(atPath: Self.library), "swift test builds \(Self.library)")
        let program = scratch + "/" + source.replacingOccurrences(of: ".c", with: "")
        let built = try Self.run("clang", ["-std=c11", "-Wall", "-Wextra", "-Werror", "-I", Self.root.appendingPathComponent("Sources/CGestureArbiter/include").path,
                                           Self.hosts + "/" + source, "-L", Self.products, "-lGestureArbiterC",
                                           "-Wl,-rpath," + Self.products, "-o", program])
        #expect(built.status == 0, "\(built.errors)")
        return program
    }

    @Test("the C host draws the tap, the bounce and the fling, and the Python host draws the same")
    func scrollDemo() throws {
        let c = try Self.run(try compile("scroll_demo.c"), [Self.scene])
        #expect(c.status == 0, "\(c.errors)")
        let lines = c.output.split(separator: "\n").map(String.init)
        // The tap: held back by the scroll view until the lift, then the button's actions.
        #expect(lines.contains("event 80.000 control button touchUpInside"))
        #expect(lines.contains("event 80.000 control button primaryActionTriggered"))
        // The pull past the top: the content follows by less than the finger's 150 pt, then bounces back to 0.
        let lift = try #require(lines.first { $0.hasPrefix("draw at the lift") })
        #expect(lift.contains("offset -69.031"), "\(lift)")
        #expect(lines.contains("draw bouncing at 2000.000: offset -0.000, button at 20.000 100.000 120x44, at rest"))
        // The fling: the content glides on past where the finger left it and comes to rest.
        #expect(lines.contains("draw gliding at 6200.000: offset 984.255, button at 20.000 -884.255 120x44, at rest"))
        #expect(lines.contains("  redraw view scroll"))
        guard Self.pythonIsRunnable else { return }
        let python = try Self.run("python3", [Self.hosts + "/scroll_demo.py", Self.library, Self.scene])
        #expect(python.status == 0, "\(python.errors)")
        #expect(python.output == c.output)
    }

    @Test("the static library links into the C host with swiftc as the linker, and draws the same")
    func staticLibrary() throws {
        let archive = Self.products + "/libGestureArbiterCStatic.a"
        try #require(FileManager.default.fileExists(atPath: archive), "swift test builds \(archive)")
        let object = scratch + "/scroll_demo.o"
        let compiled = try Self.run("clang", ["-c", "-std=c11", "-Wall", "-Werror", "-I", Self.root.appendingPathComponent("Sources/CGestureArbiter/include").path,
                                              Self.hosts + "/scroll_demo.c", "-o", object])
        #expect(compiled.status == 0, "\(compiled.errors)")
        let program = scratch + "/scroll_demo_static"
        let linked = try Self.run("swiftc", [object, archive, "-o", program])
        #expect(linked.status == 0, "\(linked.errors)")
        let staticRun = try Self.run(program, [Self.scene])
        let sharedRun = try Self.run(try compile("scroll_demo.c"), [Self.scene])
        #expect(staticRun.status == 0)
        #expect(staticRun.output == sharedRun.output)
    }

    @Test("a thousand windows made, driven into a gesture and destroyed, each stale handle refused")
    func windowChurn() throws {
        let churn = try Self.run(try compile("window_churn.c"), [Self.scene])
        #expect(churn.status == 0, "\(churn.errors)")
        #expect(churn.output.hasPrefix("1000 windows made and destroyed"))
    }

    @Test("from Python, a scene built view by view taps as the fixture's does, and a refused edit raises with its code and reason",
          .enabled(if: pythonIsRunnable))
    func pythonBuildsAScene() throws {
        let script = """
            import sys
            sys.path.insert(0, sys.argv[1])
            from gesture_arbiter import GestureArbiter, GestureArbiterError, EVENTS_CONTROL, PHASE_BEGAN, PHASE_ENDED
            arbiter = GestureArbiter(sys.argv[2])
            with arbiter.window() as window:
                window.add_view('{"id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000]}')
                window.add_view('{"id": "button", "type": "button", "frame": [20, 100, 120, 44]}', parent="scroll")
                window.on_events(EVENTS_CONTROL, lambda t, kind, subject, name, details: print(t, subject, name))
                window.send_touches([(1, PHASE_BEGAN, 80, 122)], 0)
                window.send_touches([(1, PHASE_ENDED, 80, 122)], 80)
                try:
                    window.add_view('{"id": "button", "frame": [0, 0, 1, 1]}')
                except GestureArbiterError as error:
                    print("refused", error.code, "duplicate" in error.message)
            """
        let python = try Self.run("python3", ["-c", script, Self.hosts, Self.library])
        #expect(python.status == 0, "\(python.errors)")
        #expect(python.output == "80.0 button touchDown\n80.0 button touchUpInside\n80.0 button primaryActionTriggered\nrefused 5 True\n")
    }

    @Test("the Python module runs a fixture and gives its trace, as the command line prints it", .enabled(if: pythonIsRunnable))
    func pythonRunsAFixture() throws {
        let script = """
            import sys
            sys.path.insert(0, sys.argv[1])
            from gesture_arbiter import GestureArbiter
            print(GestureArbiter(sys.argv[2]).run_fixture(open(sys.argv[3], "rb").read()), end="")
            """
        let fixture = Self.root.appendingPathComponent("Tests/Fixtures/seeds/001-hit-test-order.json").path
        let python = try Self.run("python3", ["-c", script, Self.hosts, Self.library, fixture])
        #expect(python.status == 0, "\(python.errors)")
        #expect(python.output.hasPrefix("        0  hitTest    window          hitTest"))
        let command = try Self.run(Self.products + "/gesture-arbiter", ["run", fixture])
        #expect(command.status == 0)
        #expect(python.output == command.output)
    }
}
