import GestureArbiter

/// Runs generated fixtures with the invariant checker on and reports the first that fails,
/// shrunk to the smallest fixture that still fails the same way.
public enum Fuzzer {
    /// A seed whose fixture broke an invariant (or did not compile, which is the generator's bug).
    public struct Failure: Sendable {
        public var seed: UInt64
        /// What went wrong with the shrunk fixture, as ``Fuzzer/problem(with:)`` says it.
        public var problem: String
        /// The smallest fixture found that fails the same way.
        public var shrunk: Fixture
        /// The fixture as generated.
        public var original: Fixture
    }

    /// What is wrong with running `fixture`, or nil when it compiles, every invariant holds and
    /// the run comes to rest within its limits (the generator makes no fixture that cannot).
    public static func problem(with fixture: Fixture) -> String? {
        let compiled: CompiledFixture
        do {
            compiled = try fixture.compile()
        } catch {
            return "the generated fixture does not compile: \(error)"
        }
        let run = compiled.run()
        return run.violation?.description ?? run.fault.map { "fault: \($0)" }
    }

    /// The kind of a problem, which shrinking must keep: the invariant's name, or the compile error.
    static func kind(of problem: String) -> String {
        if let invariant = Invariant.allCases.first(where: { problem.contains(": \($0.rawValue): ") }) {
            return invariant.rawValue
        }
        return problem.hasPrefix("fault: ") ? "fault" : "compile"
    }

    /// Runs the seeds `first ..< first + count` in order and returns the first failure, shrunk;
    /// `progress` hears each seed before it runs, so that a crash can be traced to its seed.
    public static func run(seeds first: UInt64, count: UInt64, progress: (UInt64) -> Void = { _ in }) -> Failure? {
        var offset: UInt64 = 0
        while offset < count {
            let seed = first &+ offset
            progress(seed)
            let fixture = FixtureGenerator.fixture(seed: seed)
            if let problem = problem(with: fixture) {
                let kind = kind(of: problem)
                let shrinker = FixtureShrinker { candidate in
                    Self.problem(with: candidate).map { Self.kind(of: $0) == kind } ?? false
                }
                let shrunk = shrinker.shrink(fixture)
                return Failure(seed: seed, problem: Self.problem(with: shrunk) ?? problem, shrunk: shrunk, original: fixture)
            }
            offset += 1
        }
        return nil
    }
}
