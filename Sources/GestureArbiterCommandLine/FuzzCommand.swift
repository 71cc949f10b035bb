import Foundation
import GestureFixtures

/// `gesture-arbiter fuzz [--seed N] [--runs M] [--output FILE] [--verbose] [--print] [--shrink-crash]`: runs generated
/// fixtures with the invariant checker on; a failure is shrunk and written as a fixture file.
enum FuzzCommand {
    static func run(_ arguments: [String], output: inout Output) -> CommandLineTool.ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.print(Usage.fuzz)
            return .success
        }
        let options: Options
        switch Options.parse(arguments) {
        case let .success(parsed): options = parsed
        case let .failure(error):
            output.printError("gesture-arbiter fuzz: \(error.message)\n\n" + Usage.fuzz)
            return .badInput
        }
        if options.printsFixtures {
            for offset in 0..<options.runs {
                output.print(FixtureJSONWriter.json(FixtureGenerator.fixture(seed: options.seed &+ offset)), terminator: "")
            }
            return .success
        }
        if options.shrinksCrash {
            return shrinkCrash(seed: options.seed, to: options.output, output: &output)
        }
        let range = "seeds \(options.seed)..<\(options.seed &+ options.runs)"
        let clock = ContinuousClock()
        let start = clock.now
        let failure = Fuzzer.run(seeds: options.seed, count: options.runs) { seed in
            // Written at once, not collected: if the engine traps, the last line names the seed.
            if options.verbose {
                FileHandle.standardError.write(Data("seed \(seed)\n".utf8))
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let took = "in \((seconds * 10).rounded() / 10) s"
        guard let failure else {
            output.print("fuzz: \(range): \(options.runs) runs, no failures \(took)")
            return .success
        }
        let json = FixtureJSONWriter.json(failure.shrunk)
        do {
            try json.write(toFile: options.output, atomically: true, encoding: .utf8)
        } catch {
            output.printError("error: cannot write \(options.output): \(error.localizedDescription)")
        }
        output.print("""
            fuzz: \(range): seed \(failure.seed) failed \(took)
            \(failure.problem)
            the smallest fixture found that still fails is in \(options.output) \
            (\(failure.shrunk.events.count) of \(failure.original.events.count) events); \
            run it with: gesture-arbiter run \(options.output)
            """)
        return .expectationsFailed
    }

    /// Shrinks the fixture of a seed whose run traps: each candidate runs in a child process
    /// (`gesture-arbiter run`), and one that dies of a signal still fails.
    private static func shrinkCrash(seed: UInt64, to path: String, output: inout Output) -> CommandLineTool.ExitCode {
        let program = URL(fileURLWithPath: CommandLine.arguments[0])
        let scratch = path + ".candidate.json"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func traps(_ fixture: Fixture) -> Bool {
            guard (try? fixture.compile()) != nil,
                  (try? FixtureJSONWriter.json(fixture).write(toFile: scratch, atomically: false, encoding: .utf8)) != nil else { return false }
            let child = Process()
            child.executableURL = program
            child.arguments = ["run", scratch, "--kinds", "settle"]
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            guard (try? child.run()) != nil else { return false }
            child.waitUntilExit()
            return child.terminationReason == .uncaughtSignal
        }
        let original = FixtureGenerator.fixture(seed: seed)
        guard traps(original) else {
            output.printError("gesture-arbiter fuzz: seed \(seed) does not trap when run on its own")
            return .badInput
        }
        let shrunk = FixtureShrinker(stillFails: traps).shrink(original)
        do {
            try FixtureJSONWriter.json(shrunk).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            output.printError("error: cannot write \(path): \(error.localizedDescription)")
            return .badInput
        }
        output.print("fuzz: seed \(seed) traps; the smallest fixture found that still traps is in \(path) (\(shrunk.events.count) of \(original.events.count) events)")
        return .expectationsFailed
    }

    struct Options {
        var seed: UInt64 = 0
        var runs: UInt64 = 1000
        var output = "fuzz-failure.json"
        var verbose = false
        var printsFixtures = false
        var shrinksCrash = false

        static func parse(_ arguments: [String]) -> Swift.Result<Options, UsageError> {
            var options = Options()
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--seed", "--runs":
                    guard let value = remaining.popFirst(), let number = UInt64(value) else {
                        return .failure(UsageError("\(argument) needs a whole number of 0 or more"))
                    }
                    if argument == "--seed" { options.seed = number } else { options.runs = number }
                case "--output":
                    guard let value = remaining.popFirst() else { return .failure(UsageError("--output needs a file path")) }
                    options.output = value
                case "--verbose":
                    options.verbose = true
                case "--print":
                    options.printsFixtures = true
                case "--shrink-crash":
                    options.shrinksCrash = true
                default:
                    return .failure(UsageError("unknown argument '\(argument)'"))
                }
            }
            return .success(options)
        }
    }
}
