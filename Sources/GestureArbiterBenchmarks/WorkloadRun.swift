/// One prepared run of a workload: building it sets the scene up, ``run()`` is the part timed.
///
/// Keeping the scene's construction out of ``run()`` is what lets the benchmark report the cost
/// of the events themselves (a touch, a move, a fixture check) rather than of building views.
/// A run is used once: the events it sends advance its window's clock, which never goes back.
public protocol WorkloadRun: AnyObject {
    /// How many operations one call of ``run()`` performs: window events for the touch
    /// workloads, fixtures for the fixture workloads; the benchmark divides its time by this.
    var operationCount: Int { get }

    /// Performs the operations.
    func run() throws

    /// What went wrong in the last ``run()``, if the workload did not do what its name says (the
    /// drag did not scroll, a tap was lost, a fixture failed); empty when it did. The benchmark
    /// prints these, since numbers from a workload that stopped working are meaningless.
    var problems: [String] { get }
}
