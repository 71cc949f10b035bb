import GestureArbiter

/// A gesture's recent samples on the virtual clock, for its velocity: those of the last 100 ms
/// before the newest (at least two), as the engine's pan measures
/// (``PanGestureRecognizer/velocitySampleWindow``).
struct SampleWindow<Sample> {
    struct Entry {
        var time: VirtualTime
        var value: Sample
    }

    /// The samples, the window's starting at `start`: older ones are dropped in batches, so that
    /// a move does not shift the whole window.
    private var entries: [Entry] = []
    private var start = 0

    mutating func add(_ value: Sample, at time: VirtualTime) {
        entries.append(Entry(time: time, value: value))
        while entries.count - start > 2, time - entries[start].time > PanGestureRecognizer.velocitySampleWindow {
            start += 1
        }
        if start >= 64, start * 2 >= entries.count {
            entries.removeFirst(start)
            start = 0
        }
    }

    /// The newest sample.
    var newest: Entry? { entries.last }

    /// The oldest and newest samples of the window and the seconds between them; nil before two
    /// samples apart in time.
    var span: (oldest: Sample, newest: Sample, seconds: Double)? {
        guard let last = entries.last, start < entries.count, last.time > entries[start].time else { return nil }
        return (entries[start].value, last.value, (last.time - entries[start].time).seconds)
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        start = 0
    }
}
