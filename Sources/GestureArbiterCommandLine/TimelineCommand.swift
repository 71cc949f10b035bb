import Foundation
import GestureFixtures

/// `gesture-arbiter timeline FIXTURE --svg OUT`: runs a fixture and draws the run on a time axis.
enum TimelineCommand {
    /// Success, or the located fault of a run that could not come to rest (status 2).
    private static func finish(_ run: FixtureRun, of file: String, output: inout Output) -> CommandLineTool.ExitCode {
        guard let fault = run.fault else { return .success }
        output.printError("error: \(FixtureLoader.locate(fault, inFile: file))")
        return .badInput
    }

    static func run(_ arguments: [String], output: inout Output) -> CommandLineTool.ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.print(Usage.timeline)
            return .success
        }
        let options: Options
        switch Options.parse(arguments) {
        case let .success(parsed): options = parsed
        case let .failure(error):
            output.printError("gesture-arbiter timeline: \(error.message)\n\n" + Usage.timeline)
            return .badInput
        }
        // The same loader and message as `run`, so a fixture that does not parse reads the same everywhere.
        let fixture: CompiledFixture
        do {
            fixture = try FixtureLoader.load(contentsOfFile: options.fixture)
        } catch {
            output.printError("error: \(error)")
            return .badInput
        }
        // A run that could not come to rest is drawn as far as it went, which shows why; the
        // fault follows, as `run` prints it after the trace.
        let run = fixture.run()
        let svg = TimelineSVG(Timeline(fixture, run: run), title: title(of: options.fixture)).document
        if options.destination == "-" {
            output.print(String(svg.dropLast()))
            return finish(run, of: options.fixture, output: &output)
        }
        if let problem = unwritableReason(options.destination) {
            output.printError("error: cannot write the timeline to \(options.destination): \(problem)")
            return .badInput
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: options.destination))
        } catch {
            output.printError("error: cannot write the timeline to \(options.destination): \(error.localizedDescription)")
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
        /// The SVG file to write, or `-` for standard output.
        var destination: String

        static func parse(_ arguments: [String]) -> Swift.Result<Options, UsageError> {
            var fixture: String?
            var destination: String?
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--svg":
                    guard let value = remaining.popFirst() else { return .failure(UsageError("--svg needs a file to write (or - for standard output)")) }
                    // SVG written into a file named for another format would open as garbage.
                    guard value == "-" || value.lowercased().hasSuffix(".svg") else {
                        return .failure(UsageError("--svg writes SVG, so OUT must end in .svg (or be - for standard output), got '\(value)'"))
                    }
                    destination = value
                case "-":
                    return .failure(UsageError("'-' stands for standard output only after --svg"))
                case _ where argument.hasPrefix("-"):
                    return .failure(UsageError("unknown option '\(argument)'"))
                default:
                    guard fixture == nil else { return .failure(UsageError("timeline takes one fixture, got a second: '\(argument)'")) }
                    fixture = argument
                }
            }
            guard let fixture else { return .failure(UsageError("missing the fixture to draw")) }
            guard let destination else { return .failure(UsageError("missing --svg OUT: the SVG file to write (or - for standard output)")) }
            return .success(Options(fixture: fixture, destination: destination))
        }
    }
}
