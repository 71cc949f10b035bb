import Foundation
import Testing
import GestureArbiter
import GestureArbiterSwiftUI
@testable import GestureArbiterCommandLine

/// The commands, run in-process on fixtures written to a temporary folder.
@Suite("The gesture-arbiter command")
struct CommandLineToolTests {
    static let passingFixture = """
        {
          "views": [ { "id": "card", "frame": [0, 0, 100, 100], "touches": "consume" } ],
          "events": [ { "t": 0, "tap": { "touch": 1, "at": [50, 50], "duration": 80 } } ],
          "expect": { "trace": [ { "t": 80, "subject": "card", "event": "touchesEnded", "touches": [1] } ] }
        }
        """

    static let failingFixture = """
        {
          "views": [ { "id": "card", "frame": [0, 0, 100, 100], "touches": "consume" } ],
          "events": [ { "t": 0, "tap": { "touch": 1, "at": [50, 50] } } ],
          "expect": { "match": "exact", "kinds": ["touches"], "trace": [ { "subject": "card", "event": "touchesCancelled" } ] }
        }
        """

    /// The test's own folder, removed after it.
    let scratch = ScratchFolder("gesture-arbiter")

    /// A fresh folder holding the named files, inside the test's scratch folder.
    func folder(_ files: [String: String]) throws -> String {
        let path = scratch.path + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: path + "/" + name, atomically: false, encoding: .utf8)
        }
        return path
    }

    @Test("run prints the trace as fixed-column text, one record per line")
    func runPrintsText() throws {
        let dir = try folder(["tap.json": Self.passingFixture])
        let result = CommandLineTool.run(arguments: ["run", dir + "/tap.json", "--kinds", "touches"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == """
                    0  touches    card            touchesBegan      touches=[1] tapCount=[1]
                   80  touches    card            touchesEnded      touches=[1]

            """)
        #expect(result.standardError.isEmpty)
    }

    @Test("run --format json prints one JSON object per line")
    func runPrintsJSON() throws {
        let dir = try folder(["tap.json": Self.passingFixture])
        let result = CommandLineTool.run(arguments: ["run", "--format", "json", "--kinds", "touches,settle", dir + "/tap.json"])
        #expect(result.standardOutput.split(separator: "\n") == [
            #"{"t": 0, "kind": "touches", "subject": "card", "event": "touchesBegan", "touches": [1], "tapCount": [1]}"#,
            #"{"t": 80, "kind": "touches", "subject": "card", "event": "touchesEnded", "touches": [1]}"#,
            #"{"t": 80, "kind": "settle", "subject": "clock", "event": "settled", "pending": 0}"#,
        ])
    }

    @Test("run on a malformed fixture prints the error with file, place and reason, and exits 2")
    func runRejectsBadInput() throws {
        let dir = try folder(["bad.json": #"{"views": [], "events": [ {"t": 0, "touch": 1, "phase": "moved", "at": [1, 2]} ]}"#])
        let result = CommandLineTool.run(arguments: ["run", dir + "/bad.json"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "error: \(dir)/bad.json:1:27: events[0]: touch 1 moved at 0 ms but never began\n")
    }

    @Test("run names a missing file, and usage mistakes print the usage and exit 2", arguments: [
        ["run"], ["run", "a.json", "b.json"], ["run", "a.json", "--format", "xml"], ["run", "a.json", "--kinds", "gestures"],
        ["run", "a.json", "--frobnicate"], ["frobnicate"], [],
    ])
    func usageMistakes(_ arguments: [String]) {
        let result = CommandLineTool.run(arguments: arguments)
        #expect(result.exitCode == .badInput)
        #expect(result.standardError.contains("Usage") || result.standardOutput.contains("Usage"))
    }

    @Test("run on a file that does not exist says so and exits 2")
    func runMissingFile() {
        let result = CommandLineTool.run(arguments: ["run", "/nonexistent/fixture.json"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardError.hasPrefix("error: /nonexistent/fixture.json: "))
    }

    @Test("check passes a folder of passing fixtures and ends with the summary line")
    func checkPasses() throws {
        let dir = try folder(["a.json": Self.passingFixture, "b.json": Self.passingFixture, "notes.txt": "not a fixture"])
        let result = CommandLineTool.run(arguments: ["check", dir])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == "PASS  \(dir)/a.json\nPASS  \(dir)/b.json\n2 passed, 0 failed\n")
    }

    @Test("check prints a line diff for a failing fixture and exits 1")
    func checkFails() throws {
        let dir = try folder(["fail.json": Self.failingFixture, "pass.json": Self.passingFixture])
        let result = CommandLineTool.run(arguments: ["check", dir + "/fail.json", dir + "/pass.json"])
        #expect(result.exitCode == .expectationsFailed)
        #expect(result.standardOutput == """
            FAIL  \(dir)/fail.json
              expect.trace (exact, touches): 1 missing, 2 unexpected
                  - subject=card event=touchesCancelled
                  +         0  touches    card            touchesBegan      touches=[1] tapCount=[1]
                  +        50  touches    card            touchesEnded      touches=[1]
            PASS  \(dir)/pass.json
            1 passed, 1 failed

            """)
    }

    @Test("check counts a malformed fixture as failed, names its error, and exits 2")
    func checkMalformed() throws {
        let dir = try folder(["bad.json": "{", "good.json": Self.passingFixture])
        let result = CommandLineTool.run(arguments: ["check", dir])
        #expect(result.exitCode == .badInput)
        #expect(result.standardOutput.hasPrefix("ERROR \(dir)/bad.json\n    \(dir)/bad.json:1:2: invalid JSON: "))
        #expect(result.standardOutput.hasSuffix("PASS  \(dir)/good.json\n1 passed, 1 failed\n"))
    }

    @Test("check fails a fixture that has nothing to check")
    func checkWithoutExpectations() throws {
        let dir = try folder(["bare.json": #"{"views": [], "events": []}"#])
        let result = CommandLineTool.run(arguments: ["check", dir])
        #expect(result.exitCode == .expectationsFailed)
        #expect(result.standardOutput.contains("nothing to check"))
    }

    @Test("each command has --help, which exits 0", arguments: [["--help"], ["run", "--help"], ["check", "-h"], ["diagrams", "--help"]])
    func help(_ arguments: [String]) {
        let result = CommandLineTool.run(arguments: arguments)
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.contains("Usage"))
    }

    @Test("diagrams writes one DOT file per machine into the folder given, and an SVG beside each where Graphviz is installed")
    func diagrams() throws {
        let dir = try folder([:])
        let result = CommandLineTool.run(arguments: ["diagrams", "--output", dir])
        #expect(result.exitCode == .success)
        let written = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        let extensions = Graphviz.find() == nil ? ["dot"] : ["dot", "svg"]
        let expected = (StateDiagramCatalog.all + SwiftUIStateDiagramCatalog.all).flatMap { diagram in extensions.map { diagram.name + "." + $0 } }
        #expect(written == expected.sorted())
        #expect(written.contains("TapRecognition.dot"))
        #expect(result.standardOutput == expected.map { "wrote \(dir)/\($0)\n" }.joined())
        #expect(result.standardError.contains("not on the PATH") == (Graphviz.find() == nil))
    }
}
