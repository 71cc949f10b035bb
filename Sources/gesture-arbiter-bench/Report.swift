import Foundation

/// Prints measurements: a table for people, one line per workload and tracing mode, or JSON for
/// scripts that track the numbers over time.
struct Report: Codable {
    var machine: Machine
    var allocationCounting: String
    var measurements: [WorkloadMeasurement]

    static let header = [
        pad("workload", 20), pad("tracing", 8), pad("unit", 8), lpad("ops/run", 8), lpad("min ns/op", 12),
        lpad("median ns/op", 13), lpad("max ns/op", 12), lpad("ops/s", 12), lpad("allocs/op", 10), lpad("bytes/op", 10),
    ].joined(separator: " ")

    static func line(_ m: WorkloadMeasurement) -> String {
        var line = [
            pad(m.workload, 20), pad(m.tracing ? "on" : "off", 8), pad(m.unit, 8), lpad("\(m.operations)", 8),
            lpad(format(m.minNanosecondsPerOperation, 1), 12), lpad(format(m.medianNanosecondsPerOperation, 1), 13),
            lpad(format(m.maxNanosecondsPerOperation, 1), 12), lpad(format(m.operationsPerSecond, 0), 12),
            lpad(m.allocationsPerOperation.map { format($0, 2) } ?? "n/a", 10),
            lpad(m.allocatedBytesPerOperation.map { format($0, 0) } ?? "n/a", 10),
        ].joined(separator: " ")
        for problem in m.problems {
            line += "\n    WARNING: \(problem)"
        }
        return line
    }

    var preamble: String {
        "machine: \(machine.cpu), \(machine.cores) cores; build: \(machine.build); allocation counting: \(allocationCounting)"
    }

    var legend: String {
        """
        op = one Window.send (touch workloads: a lift counts like a press) or one fixture checked (fixture workloads);
        min/median/max over the timed runs; ops/s from the median; allocs and bytes from one extra counted run.
        """
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func lpad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    private static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
