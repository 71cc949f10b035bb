import Foundation
import GestureFixtures
import Testing
@testable import GestureArbiterCommandLine

/// `gesture-arbiter timeline`, run in-process on fixtures written to a temporary folder.
@Suite("The timeline command")
struct TimelineCommandTests {
    static let tapFixture = """
        {
          "name": "a tap on a card",
          "views": [ { "id": "card", "frame": [0, 0, 100, 100], "touches": "consume" } ],
          "events": [ { "t": 0, "tap": { "touch": 1, "at": [50, 50], "duration": 80 } } ]
        }
        """

    static let malformedFixture = #"{"views": [], "events": [ {"t": 0, "touch": 1, "phase": "moved", "at": [1, 2]} ]}"#

    /// The test's own folder, removed after it.
    let scratch = ScratchFolder("gesture-arbiter-timeline")

    /// A fresh folder holding the named files, in name order, inside the test's scratch folder.
    func folder(_ files: [(name: String, text: String)]) throws -> String {
        let path = scratch.path + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for file in files {
            try file.text.write(toFile: path + "/" + file.name, atomically: false, encoding: .utf8)
        }
        return path
    }

    @Test("timeline writes the library's SVG for the fixture, titled with the file name, and says where")
    func writesSVG() throws {
        let dir = try folder([("tap.json", Self.tapFixture)])
        let result = CommandLineTool.run(arguments: ["timeline", dir + "/tap.json", "--svg", dir + "/tap.svg"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == "wrote \(dir)/tap.svg\n")
        #expect(result.standardError.isEmpty)
        let written = try String(contentsOfFile: dir + "/tap.svg", encoding: .utf8)
        let expected = TimelineSVG(try FixtureLoader.load(contentsOfFile: dir + "/tap.json").timeline(), title: "tap").document
        #expect(written == expected)
        #expect(written.contains(">a tap on a card</text>"))
    }

    @Test("timeline --svg - writes the SVG to standard output")
    func writesToStandardOutput() throws {
        let dir = try folder([("tap.json", Self.tapFixture)])
        let result = CommandLineTool.run(arguments: ["timeline", "--svg", "-", dir + "/tap.json"])
        #expect(result.exitCode == .success)
        let expected = TimelineSVG(try FixtureLoader.load(contentsOfFile: dir + "/tap.json").timeline(), title: "tap").document
        #expect(result.standardOutput == expected)
    }

    @Test("a fixture that does not parse gets the same error as run, and exit 2, and no file")
    func malformedFixture() throws {
        let dir = try folder([("bad.json", Self.malformedFixture)])
        let timeline = CommandLineTool.run(arguments: ["timeline", dir + "/bad.json", "--svg", dir + "/bad.svg"])
        let run = CommandLineTool.run(arguments: ["run", dir + "/bad.json"])
        #expect(timeline.exitCode == .badInput)
        #expect(timeline.standardError == run.standardError)
        #expect(timeline.standardError == "error: \(dir)/bad.json:1:27: events[0]: touch 1 moved at 0 ms but never began\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.svg"))
    }

    @Test("an output path in a folder that does not exist is named with the reason, exit 2")
    func unwritableOutput() throws {
        let dir = try folder([("tap.json", Self.tapFixture)])
        let result = CommandLineTool.run(arguments: ["timeline", dir + "/tap.json", "--svg", dir + "/missing/tap.svg"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardError == "error: cannot write the timeline to \(dir)/missing/tap.svg: no such folder: \(dir)/missing\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("an output path that is a folder is refused, exit 2")
    func outputIsFolder() throws {
        let dir = try folder([("tap.json", Self.tapFixture)])
        try FileManager.default.createDirectory(atPath: dir + "/out.svg", withIntermediateDirectories: false)
        let result = CommandLineTool.run(arguments: ["timeline", dir + "/tap.json", "--svg", dir + "/out.svg"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardError == "error: cannot write the timeline to \(dir)/out.svg: it is a folder\n")
    }

    @Test("usage mistakes name the mistake, print the usage and exit 2", arguments: [
        (["timeline"], "missing the fixture to draw"),
        (["timeline", "a.json"], "missing --svg OUT"),
        (["timeline", "a.json", "--svg"], "--svg needs a file to write"),
        (["timeline", "a.json", "--png", "out.png"], "unknown option '--png'"),
        (["timeline", "a.json", "--svg", "out.png"], "--svg writes SVG, so OUT must end in .svg (or be - for standard output), got 'out.png'"),
        (["timeline", "a.json", "b.json", "--svg", "out.svg"], "timeline takes one fixture, got a second: 'b.json'"),
    ])
    func usageMistakes(_ arguments: [String], _ message: String) {
        let result = CommandLineTool.run(arguments: arguments)
        #expect(result.exitCode == .badInput)
        #expect(result.standardError.hasPrefix("gesture-arbiter timeline: " + message))
        #expect(result.standardError.contains("Usage: gesture-arbiter timeline FIXTURE --svg OUT"))
    }

    @Test("timeline --help prints its usage and exits 0; the overview lists it")
    func help() {
        let result = CommandLineTool.run(arguments: ["timeline", "--help"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.hasPrefix("Usage: gesture-arbiter timeline FIXTURE --svg OUT"))
        #expect(CommandLineTool.run(arguments: ["--help"]).standardOutput.contains("gesture-arbiter timeline FIXTURE --svg OUT"))
    }

    @Test("the command's title is the fixture's file name without its folder or extension")
    func title() {
        #expect(DocumentCommand.title(of: "Tests/Fixtures/rules/S1-content-touch-delay.json") == "S1-content-touch-delay")
        #expect(DocumentCommand.title(of: "plain") == "plain")
    }
}
