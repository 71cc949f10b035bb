import GestureArbiter

/// A gesture's recent samples on the virtual clock, for its velocity: those of the last 100 ms
/// before the newest (at least two), as the engine's pan measures
/// (``PanGestureRecognizer/velocitySampleWindow``).
struct SampleWindow<Sample> {
    private var samples: [(time: VirtualTime, value: Sample)] = []

    mutating func add(_ value: Sample, at time: VirtualTime) {
        samples.append((time, value))
        while let first = samples.first, time - first.time > PanGestureRecognizer.velocitySampleWindow, samples.count > 2 {
            samples.removeFirst()
        }
    }

    /// The newest sample.
    var newest: (time: VirtualTime, value: Sample)? { samples.last }

    /// The oldest and newest samples and the seconds between them; nil before two samples apart in time.
    var span: (oldest: Sample, newest: Sample, seconds: Double)? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return (first.value, last.value, (last.time - first.time).seconds)
    }

    mutating func removeAll() {
        samples.removeAll()
    }
}
