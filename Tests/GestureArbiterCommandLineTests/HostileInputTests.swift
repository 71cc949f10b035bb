import Foundation
import Testing
@testable import GestureArbiterCommandLine

/// What the commands do with input an unlucky user or an attacker gives them: nothing passes in
/// silence, nothing crashes, and every error names the file and says why.
extension CommandLineToolTests {
    static let glideOutlastingSettle = """
        {
          "settle": 100,
          "views": [ { "id": "list", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 20000] } ],
          "events": [ { "t": 0, "drag": { "touch": 1, "from": [100, 600], "to": [100, 200], "duration": 100 } } ],
          "expect": { "trace": [ { "subject": "list", "event": "willBeginDecelerating" } ] }
        }
        """

    @Test("check on a folder with no fixtures in it is an error, not a pass")
    func checkEmptyFolder() throws {
        let dir = try folder(["notes.txt": "not a fixture"])
        let result = CommandLineTool.run(arguments: ["check", dir])
        #expect(result.exitCode == .badInput)
        #expect(result.standardError == "error: no fixtures (.json files) in the folder \(dir)\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("a symbolic link that leads to itself is named as such by run and by check, not as a missing file")
    func symbolicLinkLoop() throws {
        let dir = try folder([:])
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.json", withDestinationPath: dir + "/b.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.json", withDestinationPath: dir + "/a.json")
        let reason = "its path has too many symbolic links (a link that leads to itself?)"
        let run = CommandLineTool.run(arguments: ["run", dir + "/a.json"])
        #expect(run.exitCode == .badInput)
        #expect(run.standardError == "error: \(dir)/a.json: cannot read the file: \(reason)\n")
        let file = CommandLineTool.run(arguments: ["check", dir + "/a.json"])
        #expect(file.exitCode == .badInput)
        #expect(file.standardError == "error: cannot read \(dir)/a.json: \(reason)\n")
        let walked = CommandLineTool.run(arguments: ["check", dir])
        #expect(walked.exitCode == .badInput)
        #expect(walked.standardOutput == "ERROR \(dir)/a.json\n    \(dir)/a.json: cannot read the file: \(reason)\nERROR \(dir)/b.json\n    \(dir)/b.json: cannot read the file: \(reason)\n0 passed, 2 failed\n")
    }

    @Test("a run that cannot come to rest is the fixture's fault: run prints the trace, then the located error, and exits 2")
    func runUnsettled() throws {
        let dir = try folder(["glide.json": Self.glideOutlastingSettle])
        let result = CommandLineTool.run(arguments: ["run", dir + "/glide.json", "--kinds", "settle"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardOutput == "      200  settle     clock           capped            pending=1\n")
        #expect(result.standardError == "error: \(dir)/glide.json:2:13: settle: the scene had not come to rest when the settle limit stopped the clock at 200 ms: list is decelerating, 1 timer or frame pending; raise settle\n")
    }

    @Test("check counts a fixture whose run cannot come to rest as an error, with its place, and exits 2")
    func checkUnsettled() throws {
        let dir = try folder(["glide.json": Self.glideOutlastingSettle, "pass.json": Self.passingFixture])
        let result = CommandLineTool.run(arguments: ["check", dir])
        #expect(result.exitCode == .badInput)
        #expect(result.standardOutput.hasPrefix("ERROR \(dir)/glide.json\n    \(dir)/glide.json:2:13: settle: the scene had not come to rest"))
        #expect(result.standardOutput.hasSuffix("PASS  \(dir)/pass.json\n1 passed, 1 failed\n"))
    }

    @Test("timeline draws a run that cannot come to rest as far as it went, then gives the located fault and exits 2")
    func timelineUnsettled() throws {
        let dir = try folder(["glide.json": Self.glideOutlastingSettle])
        let result = CommandLineTool.run(arguments: ["timeline", dir + "/glide.json", "--svg", "-"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardOutput.hasPrefix("<?xml"))
        #expect(result.standardOutput.contains(">list<"))
        #expect(result.standardError.hasPrefix("error: \(dir)/glide.json:2:13: settle: the scene had not come to rest"))
    }

    @Test("output to a full disk ends the command with exit 3 and says why, rather than crashing")
    func fullDisk() throws {
        let dir = try folder(["tap.json": Self.passingFixture])
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        var errors: [Int32] = [0, 0]
        try #require(pipe(&errors) == 0)
        defer { close(errors[0]) }
        let exitCode = CommandLineTool.run(arguments: ["run", dir + "/tap.json"], streamingTo: .streams(standard: full, error: errors[1]))
        close(errors[1])
        let said = FileHandle(fileDescriptor: errors[0]).readDataToEndOfFile()
        #expect(exitCode == .outputFailed)
        #expect(String(decoding: said, as: UTF8.self) == "gesture-arbiter: cannot write the output: no space left on device\n")
    }

    @Test("streamed output is the same bytes as the in-memory output, written as it comes")
    func streamedOutput() throws {
        let dir = try folder(["tap.json": Self.passingFixture])
        var output: [Int32] = [0, 0]
        try #require(pipe(&output) == 0)
        defer { close(output[0]) }
        let exitCode = CommandLineTool.run(arguments: ["run", dir + "/tap.json"], streamingTo: .streams(standard: output[1], error: output[1]))
        close(output[1])
        let written = FileHandle(fileDescriptor: output[0]).readDataToEndOfFile()
        #expect(exitCode == .success)
        #expect(String(decoding: written, as: UTF8.self) == CommandLineTool.run(arguments: ["run", dir + "/tap.json"]).standardOutput)
    }
}
