import Foundation

/// The `gesture-arbiter` command: runs fixtures and prints their traces, checks them, and writes the state diagrams.
///
/// The commands are plain functions from arguments to output and an exit code, so that tests run
/// them in-process; `main()` is the thin layer that talks to the terminal.
public enum CommandLineTool {
    /// Exit codes: 0 success, 1 a checked fixture failed its expectations or an engine invariant
    /// (or a fuzz run failed), 2 bad input or usage.
    public enum ExitCode: Int32, Sendable {
        case success = 0
        case expectationsFailed = 1
        case badInput = 2
    }

    /// What a command printed and how it ended.
    public struct Result: Sendable {
        public var exitCode: ExitCode
        public var standardOutput: String
        public var standardError: String
    }

    /// Runs the command line in `arguments` (without the program name).
    public static func run(arguments: [String]) -> Result {
        var output = Output()
        let exitCode: ExitCode
        switch arguments.first {
        case nil, "--help", "-h", "help":
            output.print(Usage.overview)
            exitCode = arguments.isEmpty ? .badInput : .success
        case "run":
            exitCode = RunCommand.run(Array(arguments.dropFirst()), output: &output)
        case "check":
            exitCode = CheckCommand.run(Array(arguments.dropFirst()), output: &output)
        case "diagrams":
            exitCode = DiagramsCommand.run(Array(arguments.dropFirst()), output: &output)
        case "timeline":
            exitCode = TimelineCommand.run(Array(arguments.dropFirst()), output: &output)
        case "graph":
            exitCode = GraphCommand.run(Array(arguments.dropFirst()), output: &output)
        case "fuzz":
            exitCode = FuzzCommand.run(Array(arguments.dropFirst()), output: &output)
        case let command?:
            output.printError("gesture-arbiter: unknown command '\(command)'\n\n" + Usage.overview)
            exitCode = .badInput
        }
        return Result(exitCode: exitCode, standardOutput: output.standard, standardError: output.error)
    }

    /// Runs the process's command line and exits with the command's code.
    public static func main() -> Never {
        let result = run(arguments: Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        exit(result.exitCode.rawValue)
    }
}

/// Text written by a command, kept apart for standard output and standard error.
struct Output {
    private(set) var standard = ""
    private(set) var error = ""

    mutating func print(_ line: String, terminator: String = "\n") {
        standard += line + terminator
    }

    mutating func printError(_ line: String) {
        error += line + "\n"
    }
}
