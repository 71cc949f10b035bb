import GestureFixtures

/// How a command on one fixture starts: `--help`, then its options, then the fixture, each
/// failure printed the same way (the usage after a usage mistake; the loader's located error).
enum FixtureCommandStart<Options> {
    /// The command already ended (help printed, or bad input) with this code.
    case finished(CommandLineTool.ExitCode)
    /// The options and the compiled fixture, ready for the command's own work.
    case ready(Options, CompiledFixture)

    init(_ arguments: [String], command: String, usage: String, parse: ([String]) -> Result<Options, UsageError>,
         fixturePath: (Options) -> String, output: inout Output) {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.print(usage)
            self = .finished(.success)
            return
        }
        switch parse(arguments) {
        case let .failure(error):
            output.printError("gesture-arbiter \(command): \(error.message)\n\n" + usage)
            self = .finished(.badInput)
        case let .success(options):
            do {
                self = .ready(options, try FixtureLoader.load(contentsOfFile: fixturePath(options)))
            } catch {
                output.printError("error: \(error)")
                self = .finished(.badInput)
            }
        }
    }
}
