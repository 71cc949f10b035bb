/// What the benchmark found for one workload in one tracing mode; `Codable` so that `--json`
/// prints exactly these fields.
struct WorkloadMeasurement: Codable {
    var workload: String
    var tracing: Bool
    var unit: String
    /// Operations per run.
    var operations: Int
    var repetitions: Int
    var minNanosecondsPerOperation: Double
    var medianNanosecondsPerOperation: Double
    var maxNanosecondsPerOperation: Double
    /// From the median.
    var operationsPerSecond: Double
    /// Heap allocations per operation in one extra run; nil when counting is unavailable.
    var allocationsPerOperation: Double?
    var allocatedBytesPerOperation: Double?
    /// What the workload reported as not working; the numbers mean little when this is not empty.
    var problems: [String]
}
