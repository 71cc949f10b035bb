import Foundation

/// The `gesture-arbiter` command: runs fixtures and prints their traces, checks them, and writes the state diagrams.
///
/// The commands are plain functions from arguments to output and an exit code, so that tests run
/// them in-process; `main()` is the thin layer that talks to the terminal.
public enum CommandLineTool {
    /// Exit codes: 0 success, 1 a checked fixture failed its expectations or an engine invariant
    /// (or a fuzz run failed), 2 bad input or usage (a fixture's own fault included), 3 the
    /// output could not be written (a full disk, say).
    public enum ExitCode: Int32, Sendable {
        case success = 0
        case expectationsFailed = 1
        case badInput = 2
        case outputFailed = 3
    }

    /// What a command printed and how it ended.
    public struct Result: Sendable {
        public var exitCode: ExitCode
        public var standardOutput: String
        public var standardError: String
    }

    /// Runs the command line in `arguments` (without the program name), keeping what it prints.
    public static func run(arguments: [String]) -> Result {
        let sink = OutputSink.inMemory()
        let exitCode = run(arguments: arguments, to: sink)
        return Result(exitCode: exitCode, standardOutput: sink.standardText, standardError: sink.errorText)
    }

    /// Runs the process's command line, writing its output as it comes, and exits with the
    /// command's code; with ``ExitCode/outputFailed`` if the output could not be written.
    public static func main() -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), streamingTo: .streams()).rawValue)
    }

    /// Runs the command line, writing to `sink` as it goes; a write that fails is reported on
    /// standard error, if it can be, and ends the command with ``ExitCode/outputFailed``.
    static func run(arguments: [String], streamingTo sink: OutputSink) -> ExitCode {
        let exitCode = run(arguments: arguments, to: sink)
        sink.flush()
        guard let failure = sink.failure else { return exitCode }
        sink.reportFailure("gesture-arbiter: cannot write the output: \(failure)\n")
        return .outputFailed
    }

    private static func run(arguments: [String], to sink: OutputSink) -> ExitCode {
        var output = Output(sink)
        switch arguments.first {
        case nil, "--help", "-h", "help":
            output.print(Usage.overview)
            return arguments.isEmpty ? .badInput : .success
        case "run":
            return RunCommand.run(Array(arguments.dropFirst()), output: &output)
        case "check":
            return CheckCommand.run(Array(arguments.dropFirst()), output: &output)
        case "diagrams":
            return DiagramsCommand.run(Array(arguments.dropFirst()), output: &output)
        case "timeline":
            return DocumentCommand.timeline.run(Array(arguments.dropFirst()), output: &output)
        case "replay":
            return DocumentCommand.replay.run(Array(arguments.dropFirst()), output: &output)
        case "graph":
            return GraphCommand.run(Array(arguments.dropFirst()), output: &output)
        case "fuzz":
            return FuzzCommand.run(Array(arguments.dropFirst()), output: &output)
        case let command?:
            output.printError("gesture-arbiter: unknown command '\(command)'\n\n" + Usage.overview)
            return .badInput
        }
    }
}
