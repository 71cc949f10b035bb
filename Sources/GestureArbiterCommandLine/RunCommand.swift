import GestureArbiter
import GestureFixtures

/// `gesture-arbiter run FIXTURE [--format text|json] [--kinds KIND,...] [--dot SUBJECT [--machine NAME]]`.
enum RunCommand {
    enum Format: String {
        case text
        case json
    }

    static func run(_ arguments: [String], output: inout Output) -> CommandLineTool.ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.print(Usage.run)
            return .success
        }
        let options: Options
        switch Options.parse(arguments) {
        case let .success(parsed): options = parsed
        case let .failure(error):
            output.printError("gesture-arbiter run: \(error.message)\n\n" + Usage.run)
            return .badInput
        }
        let fixture: CompiledFixture
        do {
            fixture = try FixtureLoader.load(contentsOfFile: options.fixture)
        } catch {
            output.printError("error: \(error)")
            return .badInput
        }
        if let subject = options.dotSubject {
            let run = fixture.run(keepingTransitions: true)
            let name = options.fixture.split(separator: "/").last.map(String.init) ?? options.fixture
            switch RunDiagram.dot(for: subject, machine: options.machine, in: run, fixtureName: name) {
            case let .success(dot):
                output.print(dot, terminator: "")
                return .success
            case let .failure(error):
                output.printError("gesture-arbiter run: \(error.message)")
                return .badInput
            }
        }
        let run = fixture.run()
        for record in run.records(ofKinds: options.kinds) {
            output.print(options.format == .json ? record.jsonLine : record.textLine)
        }
        if let fault = run.fault {
            output.printError("error: \(FixtureLoader.locate(fault, inFile: options.fixture))")
            return .badInput
        }
        if let violation = run.violation {
            output.printError("error: \(options.fixture): \(violation)")
            return .expectationsFailed
        }
        return .success
    }

    struct Options {
        var fixture: String
        var format = Format.text
        var kinds: Set<TraceKind>?
        /// Set by `--dot`: print this subject's state diagram with the run on it instead of the trace.
        var dotSubject: String?
        var machine: String?

        static func parse(_ arguments: [String]) -> Swift.Result<Options, UsageError> {
            var fixture: String?
            var format = Format.text
            var kinds: Set<TraceKind>?
            var dotSubject: String?
            var machine: String?
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--format":
                    guard let value = remaining.popFirst() else { return .failure(UsageError("--format needs a value: text or json")) }
                    guard let parsed = Format(rawValue: value) else {
                        return .failure(UsageError("unknown format '\(value)' (expected text or json)"))
                    }
                    format = parsed
                case "--kinds":
                    guard let value = remaining.popFirst() else { return .failure(UsageError("--kinds needs a comma-separated list")) }
                    switch TraceKindNames.parse(value) {
                    case let .success(parsed): kinds = parsed
                    case let .failure(error): return .failure(error)
                    }
                case "--dot":
                    guard let value = remaining.popFirst() else {
                        return .failure(UsageError("--dot needs a subject: a recognizer, scroll view or control id, or 'touch N'"))
                    }
                    dotSubject = value
                case "--machine":
                    guard let value = remaining.popFirst() else { return .failure(UsageError("--machine needs a machine's name")) }
                    machine = value
                case _ where argument.hasPrefix("-"):
                    return .failure(UsageError("unknown option '\(argument)'"))
                default:
                    guard fixture == nil else { return .failure(UsageError("run takes one fixture, got a second: '\(argument)'")) }
                    fixture = argument
                }
            }
            guard let fixture else { return .failure(UsageError("missing the fixture to run")) }
            if machine != nil, dotSubject == nil {
                return .failure(UsageError("--machine chooses the diagram of --dot; give --dot SUBJECT too"))
            }
            return .success(Options(fixture: fixture, format: format, kinds: kinds, dotSubject: dotSubject, machine: machine))
        }
    }
}
