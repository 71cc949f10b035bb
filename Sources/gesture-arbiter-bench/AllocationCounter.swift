import CAllocationCounter

/// Reads the process-wide heap allocation counters of the `CAllocationCounter` target, which
/// replaces glibc's `malloc` family in this executable (see its header for how and why).
///
/// The counts are process-wide, so the benchmark takes them around a single-threaded run and
/// nothing else; they include allocations by the Swift runtime on behalf of the engine (class
/// instances, array and dictionary buffers, strings, closure contexts), which is the point.
enum AllocationCounter {
    struct Snapshot {
        var allocations: UInt64
        var bytes: UInt64
    }

    static func snapshot() -> Snapshot {
        Snapshot(allocations: gab_allocation_count(), bytes: gab_allocated_bytes())
    }

    /// Whether counting works in this process: compiled in, and actually seeing the allocations
    /// that the Swift runtime makes. The check allocates a buffer through the runtime (not by
    /// calling `malloc` from here), so it fails if the replacement was not exported to the
    /// runtime's shared library, instead of reporting zeros that look like a perfect hot path.
    static let isAvailable: Bool = {
        guard gab_allocation_counting_available() != 0 else { return false }
        let before = snapshot()
        let buffer = [UInt8](repeating: 1, count: 1000 + CommandLine.arguments.count)
        let after = snapshot()
        return withExtendedLifetime(buffer) { after.allocations > before.allocations && after.bytes >= before.bytes + 1000 }
    }()
}
