import Foundation
import GestureFixtures

/// A command that runs one fixture and writes one self-contained document of the run, to a file
/// or to standard output: `timeline FIXTURE --svg OUT` and `replay FIXTURE --html OUT`.
///
/// Both read their options, load the fixture, report a run that could not come to rest and write
/// the file the same way, so that their messages read alike; each brings its names and its writer.
struct DocumentCommand {
    /// The command's name: `timeline`.
    var name: String
    /// The option naming the file to write: `--svg`.
    var flag: String
    /// The format's name in messages, `SVG`, and the ending its files must have, `.svg`.
    var format: String
    var fileSuffix: String
    /// What the document is, in messages: `the timeline`.
    var document: String
    /// What the command does with the fixture, in messages: `draw`.
    var verb: String
    var usage: String
    /// The document of a fixture's run, given its title, and the run.
    var write: (CompiledFixture, String) -> (document: String, run: FixtureRun)

    /// Success, or the located fault of a run that could not come to rest (status 2).
    private func finish(_ run: FixtureRun, of file: String, output: inout Output) -> CommandLineTool.ExitCode {
        guard let fault = run.fault else { return .success }
        output.printError("error: \(FixtureLoader.locate(fault, inFile: file))")
        return .badInput
    }

    func run(_ arguments: [String], output: inout Output) -> CommandLineTool.ExitCode {
        // The same loader and message as `run`, so a fixture that does not parse reads the same everywhere.
        let start = FixtureCommandStart(arguments, command: name, usage: usage, parse: parse, fixturePath: \.fixture, output: &output)
        guard case let .ready(options, fixture) = start else {
            if case let .finished(code) = start { return code }
            return .badInput
        }
        // A run that could not come to rest is written as far as it went, which shows why; the
        // fault follows, as `run` prints it after the trace.
        let (document, run) = write(fixture, Self.title(of: options.fixture))
        if options.destination == "-" {
            output.print(String(document.dropLast()))
            return finish(run, of: options.fixture, output: &output)
        }
        if let problem = Self.unwritableReason(options.destination) {
            output.printError("error: cannot write \(self.document) to \(options.destination): \(problem)")
            return .badInput
        }
        do {
            try Data(document.utf8).write(to: URL(fileURLWithPath: options.destination))
        } catch {
            output.printError("error: cannot write \(self.document) to \(options.destination): \(error.localizedDescription)")
            return .badInput
        }
        output.print("wrote \(options.destination)")
        return finish(run, of: options.fixture, output: &output)
    }

    /// The fixture's file name without its folder and `.json`: the heading, the same wherever the file lies.
    static func title(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// Why `path` cannot be written, checked before writing so the message names the cause.
    private static func unwritableReason(_ path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return "no such folder: \(folder)" }
        guard isDirectory.boolValue else { return "not a folder: \(folder)" }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a folder"
        }
        return nil
    }

    struct Options {
        var fixture: String
        /// The file to write, or `-` for standard output.
        var destination: String
    }

    func parse(_ arguments: [String]) -> Swift.Result<Options, UsageError> {
        var fixture: String?
        var destination: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case flag:
                guard let value = remaining.popFirst() else { return .failure(UsageError("\(flag) needs a file to write (or - for standard output)")) }
                // A document written into a file named for another format would open as garbage.
                guard value == "-" || value.lowercased().hasSuffix(fileSuffix) else {
                    return .failure(UsageError("\(flag) writes \(format), so OUT must end in \(fileSuffix) (or be - for standard output), got '\(value)'"))
                }
                destination = value
            case "-":
                return .failure(UsageError("'-' stands for standard output only after \(flag)"))
            case _ where argument.hasPrefix("-"):
                return .failure(UsageError("unknown option '\(argument)'"))
            default:
                guard fixture == nil else { return .failure(UsageError("\(name) takes one fixture, got a second: '\(argument)'")) }
                fixture = argument
            }
        }
        guard let fixture else { return .failure(UsageError("missing the fixture to \(verb)")) }
        guard let destination else { return .failure(UsageError("missing \(flag) OUT: the \(format) file to write (or - for standard output)")) }
        return .success(Options(fixture: fixture, destination: destination))
    }
}
