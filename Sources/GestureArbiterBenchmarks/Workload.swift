/// A named benchmark workload: what it sends, in what unit it is counted, and how to prepare one
/// run of it at a given size.
///
/// The catalogue lives in this library rather than in the executable so that the tests can run
/// every workload with a tiny budget and check that it does what its name says: a benchmark that
/// silently stopped scrolling, or tapped nothing, would still print plausible numbers.
public struct Workload: Sendable {
    /// The name `--workload` selects, such as `drag-moves`.
    public let name: String
    /// What one operation is: `event` (one `Window.send`) or `fixture` (one fixture checked).
    public let unit: String
    /// One line on what the workload does, for `--list`.
    public let summary: String
    /// The tracing modes the workload can run in; the fixture runner always records its trace
    /// (the expectations are checked against it), so the fixture workloads only run with it on.
    public let tracingModes: [Bool]
    private let prepare: @Sendable (_ size: Size, _ tracing: Bool) throws -> any WorkloadRun

    /// How much work one run does.
    public enum Size: Sendable {
        /// The counts the issue asks for.
        case full
        /// About a tenth of them, for a quick look (`--quick`).
        case quick
    }

    public init(name: String, unit: String, summary: String, tracingModes: [Bool] = [false, true],
                prepare: @escaping @Sendable (_ size: Size, _ tracing: Bool) throws -> any WorkloadRun) {
        self.name = name
        self.unit = unit
        self.summary = summary
        self.tracingModes = tracingModes
        self.prepare = prepare
    }

    /// Builds the scene of one run; nothing of it is timed.
    public func prepareRun(size: Size, tracing: Bool) throws -> any WorkloadRun {
        try prepare(size, tracing)
    }
}

extension Workload {
    /// Every workload of issue 7, in the order the benchmark prints them; the corpus workload
    /// reads its fixtures from `fixturesFolder`.
    public static func all(fixturesFolder: String) -> [Workload] {
        [
            Workload(name: "drag-moves", unit: "event",
                     summary: "200,000 moves 1 ms apart, in a triangle wave, of a drag through a scroll view holding a button") { size, tracing in
                try DragMoves(moves: size == .full ? 200_000 : 20_000, tracing: tracing)
            },
            Workload(name: "quick-taps", unit: "event",
                     summary: "20,000 press/release pairs on a button in a scroll view, released 20 ms after the press") { size, tracing in
                TapCycles(kind: .quick, cycles: size == .full ? 20_000 : 2_000, tracing: tracing)
            },
            Workload(name: "held-taps", unit: "event",
                     summary: "2,000 press/release pairs released 200 ms after the press, after the 150 ms delay timer fired") { size, tracing in
                TapCycles(kind: .held, cycles: size == .full ? 2_000 : 200, tracing: tracing)
            },
            Workload(name: "hit-test-10", unit: "event",
                     summary: "20,000 touch-downs (and lifts) on a cell of a 10-view scene: 1 container of 9 cells") { size, tracing in
                TouchDowns(scene: .small, touches: size == .full ? 20_000 : 2_000, tracing: tracing)
            },
            Workload(name: "hit-test-10000", unit: "event",
                     summary: "20,000 touch-downs (and lifts) on a cell of the front-most of 100 containers of 100 cells") { size, tracing in
                TouchDowns(scene: .large, touches: size == .full ? 20_000 : 2_000, tracing: tracing)
            },
            Workload(name: "fixture-corpus", unit: "fixture",
                     summary: "parse, compile, run and check every fixture under \(fixturesFolder)", tracingModes: [true]) { _, _ in
                try FixtureCorpus(folder: fixturesFolder)
            },
            Workload(name: "generated-fixtures", unit: "fixture",
                     summary: "compile, run and check 1,000 fixtures made by the fuzzer's generator (seeds 1...1000)", tracingModes: [true]) { size, _ in
                GeneratedFixtures(seeds: 1...(size == .full ? 1_000 : 100))
            },
        ]
    }
}
