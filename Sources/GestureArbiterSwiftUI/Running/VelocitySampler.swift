import GestureArbiter

/// A finger's recent positions on the virtual clock, for a gesture's velocity: the displacement
/// over the last 100 ms before the newest sample, divided by the time it took, as the engine's
/// pan recognizer measures (``PanGestureRecognizer/velocitySampleWindow``).
struct VelocitySampler {
    private var samples: [(time: VirtualTime, point: Point)] = []

    mutating func add(_ point: Point, at time: VirtualTime) {
        samples.append((time, point))
        let window = PanGestureRecognizer.velocitySampleWindow
        while let first = samples.first, time - first.time > window, samples.count > 2 {
            samples.removeFirst()
        }
    }

    /// Points per second along each axis; zero before two samples apart in time.
    var velocity: Size {
        guard let first = samples.first, let last = samples.last else { return .zero }
        let seconds = (last.time - first.time).seconds
        guard seconds > 0 else { return .zero }
        return Size(width: (last.point.x - first.point.x) / seconds, height: (last.point.y - first.point.y) / seconds)
    }

    mutating func removeAll() {
        samples.removeAll()
    }
}
