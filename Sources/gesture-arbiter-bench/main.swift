import Foundation
import GestureArbiterBenchmarks

// `swift run -c release gesture-arbiter-bench [--json] [--quick] [--workload NAME]`: times the
// workloads (Performance.md) and prints one line per workload and tracing mode (see BenchmarkOptions).

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("gesture-arbiter-bench: \(message)\n".utf8))
    exit(status)
}

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\n\n\(BenchmarkOptions.usage)", status: 2)
}
if options.help {
    print(BenchmarkOptions.usage)
    exit(0)
}

if let events = options.longRunEvents {
    print("long run: \(events) mixed events through one window per mode; resident memory every \(max(1, events / 20)) events")
    for mode in LongRun.Mode.allCases {
        var run = LongRun(mode: mode)
        let samples: [LongRun.Sample]
        do {
            samples = try run.run(events: events, sampleEvery: max(1, events / 20), resident: ResidentMemory.bytes)
        } catch {
            fail("long run (\(mode.rawValue)): \(error)", status: 1)
        }
        let megabytes = samples.map { String(format: "%.1f", Double($0.residentBytes) / 1_048_576) }
        print("\(mode.rawValue): \(run.events) events, resident MiB: \(megabytes.joined(separator: " "))")
    }
    exit(0)
}

let catalogue = Workload.all(fixturesFolder: options.fixturesFolder)
if options.list {
    for workload in catalogue {
        print("\(workload.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(workload.summary)")
    }
    exit(0)
}
let unknown = options.workloads.filter { name in !catalogue.contains { $0.name == name } }
if !unknown.isEmpty {
    fail("unknown workload \(unknown.joined(separator: ", ")); --list shows them", status: 2)
}
let selected = options.workloads.isEmpty ? catalogue : catalogue.filter { options.workloads.contains($0.name) }

var report = Report(
    machine: .current,
    allocationCounting: AllocationCounter.isAvailable
        ? "glibc malloc family replaced in this executable (count of malloc/calloc/realloc/memalign calls)"
        : "unavailable on this platform",
    measurements: [])
if !options.json {
    print(report.preamble)
    print(Report.header)
}
let measurer = Measurer(size: options.size, repetitions: options.repetitions)
for workload in selected {
    for tracing in workload.tracingModes where options.tracingModes.contains(tracing) {
        let measurement: WorkloadMeasurement
        do {
            measurement = try measurer.measure(workload, tracing: tracing)
        } catch {
            fail("\(workload.name): \(error)", status: 1)
        }
        report.measurements.append(measurement)
        if !options.json {
            print(Report.line(measurement))
        }
    }
}
if options.json {
    do {
        print(try report.json())
    } catch {
        fail("cannot write JSON: \(error)", status: 1)
    }
} else {
    print(report.legend)
}
