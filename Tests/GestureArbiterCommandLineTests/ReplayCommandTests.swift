import Foundation
import GestureFixtures
import Testing
@testable import GestureArbiterCommandLine

/// `gesture-arbiter replay`, run in-process on fixtures written to a temporary folder.
@Suite("The replay command")
struct ReplayCommandTests {
    let scratch = ScratchFolder("gesture-arbiter-replay")

    func write(_ name: String, _ text: String) throws -> String {
        let path = scratch.path + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test("replay writes the library's page for the fixture, titled with the file name, and says where")
    func writesPage() throws {
        let fixture = try write("tap.json", TimelineCommandTests.tapFixture)
        let result = CommandLineTool.run(arguments: ["replay", fixture, "--html", scratch.path + "/tap.html"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == "wrote \(scratch.path)/tap.html\n")
        #expect(result.standardError.isEmpty)
        let written = try String(contentsOfFile: scratch.path + "/tap.html", encoding: .utf8)
        #expect(written == ReplayPage(try FixtureLoader.load(contentsOfFile: fixture), title: "tap").document)
        #expect(written.contains("<h1 id=\"title\">tap</h1>"))
    }

    @Test("replay --html - writes the page to standard output")
    func writesToStandardOutput() throws {
        let fixture = try write("tap.json", TimelineCommandTests.tapFixture)
        let result = CommandLineTool.run(arguments: ["replay", "--html", "-", fixture])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput == ReplayPage(try FixtureLoader.load(contentsOfFile: fixture), title: "tap").document)
    }

    @Test("a fixture that does not parse gets the same error as run, exit 2, and no page")
    func malformedFixture() throws {
        let fixture = try write("bad.json", TimelineCommandTests.malformedFixture)
        let replay = CommandLineTool.run(arguments: ["replay", fixture, "--html", scratch.path + "/bad.html"])
        #expect(replay.exitCode == .badInput)
        #expect(replay.standardError == CommandLineTool.run(arguments: ["run", fixture]).standardError)
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/bad.html"))
    }

    @Test("a run that cannot come to rest is written as far as it went, and its fault reported, exit 2")
    func unrestingRun() throws {
        let fixture = try write("glide.json", #"{"settle": 100, "views": [{"id": "s", "type": "scrollView", "frame": [0, 0, 300, 300], "contentSize": [300, 3000]}], "events": [{"t": 0, "drag": {"touch": 1, "from": [100, 250], "to": [100, 50], "duration": 100}}]}"#)
        let result = CommandLineTool.run(arguments: ["replay", fixture, "--html", scratch.path + "/glide.html"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardError.contains("settle"))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/glide.html"))
    }

    @Test("usage mistakes name the mistake, print the usage and exit 2", arguments: [
        (["replay"], "missing the fixture to replay"),
        (["replay", "a.json"], "missing --html OUT"),
        (["replay", "a.json", "--html"], "--html needs a file to write"),
        (["replay", "a.json", "--svg", "out.svg"], "unknown option '--svg'"),
        (["replay", "a.json", "--html", "out.htm"], "--html writes HTML, so OUT must end in .html (or be - for standard output), got 'out.htm'"),
        (["replay", "a.json", "b.json", "--html", "out.html"], "replay takes one fixture, got a second: 'b.json'"),
        (["replay", "a.json", "-"], "'-' stands for standard output only after --html"),
    ])
    func usageMistakes(_ arguments: [String], _ message: String) {
        let result = CommandLineTool.run(arguments: arguments)
        #expect(result.exitCode == .badInput)
        #expect(result.standardError.hasPrefix("gesture-arbiter replay: " + message))
        #expect(result.standardError.contains("Usage: gesture-arbiter replay FIXTURE --html OUT"))
    }

    @Test("replay --help prints its usage and exits 0; the overview lists it")
    func help() {
        let result = CommandLineTool.run(arguments: ["replay", "--help"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.hasPrefix("Usage: gesture-arbiter replay FIXTURE --html OUT"))
        #expect(CommandLineTool.run(arguments: ["--help"]).standardOutput.contains("gesture-arbiter replay FIXTURE --html OUT"))
    }
}
