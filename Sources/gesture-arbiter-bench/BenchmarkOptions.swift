import GestureArbiterBenchmarks

/// The command line of `gesture-arbiter-bench`, parsed by hand: the package takes no
/// dependencies, and these few flags do not need a parser.
struct BenchmarkOptions {
    var json = false
    var size = Workload.Size.full
    var workloads: [String] = []
    var repetitions = 7
    var tracingModes: Set<Bool> = [false, true]
    var fixturesFolder = "Tests/Fixtures"
    var list = false
    /// Set by `--long-run N`: send N mixed events through one window in each mode and sample its memory.
    var longRunEvents: Int?
    var help = false

    static let usage = """
        usage: swift run -c release gesture-arbiter-bench [options]

        Times each workload on the engine, with tracing off and on: one warm-up run,
        then REPETITIONS timed runs (min / median / max ns per operation), then one run counting
        heap allocations. Build in release: a debug build checks invariants after every event.

        options:
          --json                 print the results as JSON instead of a table
          --quick                about a tenth of the work, 3 repetitions
          --workload NAME        run only this workload (repeat or separate with commas)
          --repetitions N        timed runs per workload and tracing mode (default 7)
          --tracing off|on|both  which tracing modes to run (default both)
          --fixtures PATH        the fixture corpus (default Tests/Fixtures)
          --list                 list the workloads
          --long-run N           instead of timing, send N mixed events (10000000 for the record)
                                 through one window in each of three modes and print its resident
                                 memory every N/20 events
          -h, --help             show this help
        """

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws(ParseError) {
        var rest = arguments[...]
        var repetitionsGiven = false
        func value(for option: String) throws(ParseError) -> String {
            guard let value = rest.popFirst() else { throw ParseError(description: "\(option) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--quick": size = .quick
            case "--list": list = true
            case "-h", "--help": help = true
            case "--workload":
                workloads += try value(for: argument).split(separator: ",").map(String.init)
            case "--repetitions":
                let text = try value(for: argument)
                guard let count = Int(text), count > 0 else { throw ParseError(description: "--repetitions needs a positive count, not '\(text)'") }
                repetitions = count
                repetitionsGiven = true
            case "--tracing":
                switch try value(for: argument) {
                case "off": tracingModes = [false]
                case "on": tracingModes = [true]
                case "both": tracingModes = [false, true]
                case let other: throw ParseError(description: "--tracing takes off, on or both, not '\(other)'")
                }
            case "--fixtures":
                fixturesFolder = try value(for: argument)
            case "--long-run":
                let text = try value(for: argument)
                guard let count = Int(text), count > 0 else { throw ParseError(description: "--long-run needs a positive count, not '\(text)'") }
                longRunEvents = count
            default:
                throw ParseError(description: "unknown argument '\(argument)'")
            }
        }
        if size == .quick, !repetitionsGiven {
            repetitions = 3
        }
    }
}
