import GestureArbiterFuzzing
import GestureArbiterFuzzDriver
#if canImport(Glibc)
import Glibc
#endif

// A broken invariant, or an error without a place, stops the run with its report, and libFuzzer
// keeps the input.
exit(FuzzDriver.run { start, count in
    if let problem = FixtureFuzzTarget.problem(with: Array(UnsafeBufferPointer(start: start, count: count))) {
        fatalError(problem)
    }
    return 0
})
