import Foundation
import Testing
@testable import GestureArbiterCommandLine

/// `run FIXTURE --dot SUBJECT`: a subject's state diagram with the run's transitions drawn on it.
@Suite("run --dot")
struct RunDiagramTests {
    /// A double tap on a card: the recognizer goes down, waits, goes down again and succeeds.
    static let doubleTap = """
        {
          "views": [ { "id": "card", "frame": [0, 0, 200, 200], "gestures": [ { "id": "doubleTap", "type": "tap", "taps": 2 } ] } ],
          "events": [
            { "t": 0, "tap": { "touch": 1, "at": [50, 50], "duration": 40 } },
            { "t": 200, "tap": { "touch": 2, "at": [52, 50], "duration": 40 } }
          ]
        }
        """

    /// The test's own folder, removed after it.
    let scratch = ScratchFolder("run-dot")

    func fixture() throws -> String {
        let path = scratch.path + "/double-tap.json"
        try Self.doubleTap.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test("the recognizer's own table is drawn, with each taken row bold, blue and counted")
    func recognizerDiagram() throws {
        let result = CommandLineTool.run(arguments: ["run", try fixture(), "--dot", "doubleTap"])
        #expect(result.exitCode == .success)
        let dot = result.standardOutput
        #expect(dot.hasPrefix("// TapRecognition with a run drawn on it: doubleTap in "))
        #expect(dot.contains("4 transitions taken"))
        // Down twice, the first tap counted, the second one recognized.
        let toTouchesDown = try #require(dot.split(separator: "\n").first { $0.hasPrefix("  \"waitingForTouches\" -> \"touchesDown\"") })
        #expect(toTouchesDown.contains("penwidth=2.6") && toTouchesDown.contains("×1"))
        let toGaveUpFromStart = try #require(dot.split(separator: "\n").first { $0.hasPrefix("  \"waitingForTouches\" -> \"gaveUp\"") })
        #expect(toGaveUpFromStart.contains("color=\"#C4C7CC\""))
        #expect(dot.contains("\"succeeded\" [label=\"succeeded\""))
        #expect(dot.contains("label=<<b>succeeded</b>>"))
        #expect(!dot.contains("label=<<b>gaveUp</b>>"))
    }

    @Test("--machine picks another machine the subject ran, such as the shared lifecycle")
    func otherMachine() throws {
        let result = CommandLineTool.run(arguments: ["run", try fixture(), "--dot", "doubleTap", "--machine", "DiscreteGestureLifecycle"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.hasPrefix("// DiscreteGestureLifecycle with a run drawn on it"))
        let touch = CommandLineTool.run(arguments: ["run", try fixture(), "--dot", "touch 2", "--machine", "ViewDelivery"])
        #expect(touch.standardOutput.hasPrefix("// ViewDelivery with a run drawn on it: touch 2 in "))
    }

    @Test("an unknown subject or machine is refused with what the run offers instead", arguments: [
        (["--dot", "nobody"], "'nobody' took no transition in this run; subjects that did: 'touch 1', 'doubleTap', 'touch 2'"),
        (["--dot", "doubleTap", "--machine", "ScrollMotion"], "'doubleTap' did not run ScrollMotion; it ran TapRecognition, DiscreteGestureLifecycle"),
        (["--machine", "TapRecognition"], "--machine chooses the diagram of --dot; give --dot SUBJECT too"),
        (["--dot"], "--dot needs a subject"),
    ])
    func refusals(_ options: [String], _ message: String) throws {
        let result = CommandLineTool.run(arguments: ["run", try fixture()] + options)
        #expect(result.exitCode == .badInput)
        #expect(result.standardError.contains(message))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("the README's example of a run on a diagram is what run --dot prints for it")
    func readmeExampleIsFresh() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let example = try String(contentsOf: root.appendingPathComponent("StateDiagrams/Examples/run-A1-double-tap.dot"), encoding: .utf8)
        let fixture = root.appendingPathComponent("Tests/Fixtures/rules/A1-single-tap-requires-double-tap.json").path
        let result = CommandLineTool.run(arguments: ["run", fixture, "--dot", "double"])
        #expect(result.standardOutput == example, "refresh with: swift run gesture-arbiter run Tests/Fixtures/rules/A1-single-tap-requires-double-tap.json --dot double > StateDiagrams/Examples/run-A1-double-tap.dot")
    }

    @Test("Graphviz accepts the drawn run", .enabled(if: Graphviz.find() != nil || ProcessInfo.processInfo.environment["CI"] != nil))
    func graphvizAccepts() throws {
        let graphviz = try #require(Graphviz.find(), "Graphviz's dot is not installed")
        let dot = CommandLineTool.run(arguments: ["run", try fixture(), "--dot", "doubleTap"]).standardOutput
        let svg = try graphviz.render(dot, format: "svg").get()
        #expect(String(decoding: svg, as: UTF8.self).contains("<title>TapRecognition</title>"))
    }
}
