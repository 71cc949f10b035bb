import GestureFixtures

/// The fuzzing workload: what `gesture-arbiter fuzz` does for each seed that passes, minus making
/// the fixture: compile it, run it (trace, invariant checks, the replay) and check it.
///
/// The fixtures are generated when the run is prepared, so the timing is the engine's and the
/// runner's, not the random generator's. A generated fixture expects nothing of its trace, so its
/// check passes unless an invariant broke; ``violations`` counts those (the fuzzer's job, not the
/// benchmark's, but a benchmark on a broken engine should say so).
public final class GeneratedFixtures: WorkloadRun {
    public let fixtures: [Fixture]
    public var operationCount: Int { fixtures.count }
    /// Fixtures of the last run that did not compile, or whose run broke an invariant.
    public private(set) var violations = 0

    public init(seeds: ClosedRange<UInt64>) {
        fixtures = seeds.map { FixtureGenerator.fixture(seed: $0) }
    }

    public func run() throws {
        violations = 0
        for fixture in fixtures {
            let compiled = try fixture.compile()
            let run = compiled.run()
            if let expectations = fixture.expectations, !run.check(expectations).passed {
                violations += 1
            }
        }
    }

    public var problems: [String] {
        violations == 0 ? [] : ["\(violations) generated fixtures broke an invariant (run `gesture-arbiter fuzz` to shrink them)"]
    }
}
