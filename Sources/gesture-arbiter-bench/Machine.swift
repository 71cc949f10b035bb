import Foundation

/// Where the numbers were measured: they only compare with numbers from the same kind of machine
/// and build, which the targets (measured on a 2-core machine) assume.
struct Machine: Codable {
    var cpu: String
    var cores: Int
    var build: String

    static var current: Machine {
        #if DEBUG
        let build = "debug (invariant checker on: numbers are not representative)"
        #else
        let build = "release"
        #endif
        return Machine(cpu: cpuModel ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount, build: build)
    }

    /// The `model name` line of /proc/cpuinfo, on Linux.
    private static var cpuModel: String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
