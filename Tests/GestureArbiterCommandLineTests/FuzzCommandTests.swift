import Testing
@testable import GestureArbiterCommandLine

@Suite("fuzz command")
struct FuzzCommandTests {
    @Test("fuzz runs the seeds it is given and reports them with no failure")
    func smallRun() {
        let result = CommandLineTool.run(arguments: ["fuzz", "--seed", "500", "--runs", "20"])
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.hasPrefix("fuzz: seeds 500..<520: 20 runs, no failures in "))
    }

    @Test("fuzz --print writes a seed's fixture as JSON, the same each time")
    func printsFixture() {
        let first = CommandLineTool.run(arguments: ["fuzz", "--seed", "3", "--runs", "1", "--print"])
        let second = CommandLineTool.run(arguments: ["fuzz", "--seed", "3", "--runs", "1", "--print"])
        #expect(first.exitCode == .success)
        #expect(first.standardOutput.hasPrefix("{\n  \"fixture\": 1,\n  \"name\": \"fuzz seed 3\""))
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test("a malformed number is refused with the fuzz usage")
    func badOption() {
        let result = CommandLineTool.run(arguments: ["fuzz", "--runs", "many"])
        #expect(result.exitCode == .badInput)
        #expect(result.standardError.hasPrefix("gesture-arbiter fuzz: --runs needs a whole number of 0 or more"))
    }
}
