import GestureArbiterBenchmarks

/// Runs workloads and turns their timings into ``WorkloadMeasurement``s.
///
/// Each repetition prepares a fresh run (a new window and scene, untimed) and times only
/// `run()` with `ContinuousClock`: the virtual clock only ever moves forward, so a run cannot be
/// replayed on the same window. The first run is a warm-up whose time is dropped (it pays for
/// lazy initialisation, page faults and cold caches). Allocations are counted in a separate run,
/// so that the timed runs carry no counting at all.
struct Measurer {
    var size: Workload.Size
    var repetitions: Int

    func measure(_ workload: Workload, tracing: Bool) throws -> WorkloadMeasurement {
        let clock = ContinuousClock()
        var problems: [String] = []
        var nanosecondsPerOperation: [Double] = []
        var operations = 0
        for repetition in 0...repetitions {
            let run = try workload.prepareRun(size: size, tracing: tracing)
            operations = run.operationCount
            let elapsed = try clock.measure { try run.run() }
            if repetition == 0 {
                problems = run.problems
            } else {
                nanosecondsPerOperation.append(elapsed.nanoseconds / Double(operations))
            }
        }
        var allocations: Double?
        var bytes: Double?
        if AllocationCounter.isAvailable {
            let run = try workload.prepareRun(size: size, tracing: tracing)
            let before = AllocationCounter.snapshot()
            try run.run()
            let after = AllocationCounter.snapshot()
            allocations = Double(after.allocations - before.allocations) / Double(run.operationCount)
            bytes = Double(after.bytes - before.bytes) / Double(run.operationCount)
        }
        nanosecondsPerOperation.sort()
        let median = nanosecondsPerOperation.median
        return WorkloadMeasurement(
            workload: workload.name, tracing: tracing, unit: workload.unit, operations: operations,
            repetitions: repetitions,
            minNanosecondsPerOperation: nanosecondsPerOperation.first!,
            medianNanosecondsPerOperation: median,
            maxNanosecondsPerOperation: nanosecondsPerOperation.last!,
            operationsPerSecond: 1e9 / median,
            allocationsPerOperation: allocations,
            allocatedBytesPerOperation: bytes,
            problems: problems)
    }
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

extension [Double] {
    /// The middle value of a sorted array, or the mean of the two middle ones.
    var median: Double {
        count % 2 == 1 ? self[count / 2] : (self[count / 2 - 1] + self[count / 2]) / 2
    }
}
