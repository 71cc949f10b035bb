/// The timers a window scheduled that are still pending, in the order they were scheduled on its
/// clock: found by a binary search on that order, and removed in constant time on average.
///
/// A removed timer leaves an empty place behind, so that removing the oldest of many (as a
/// touch-down's long presses are cancelled at the lift) moves nothing; the places are closed
/// once they make up half the list.
final class PendingTimerList {
    /// A timer's place: its id, and the timer until it fires or is cancelled.
    private struct Place {
        let id: TimerID
        var timer: PendingTimer?
    }

    private let places = ScratchBuffer<Place>()
    /// How many places are empty.
    private var emptyPlaces = 0

    /// Whether no timer is pending.
    var isEmpty: Bool { places.count == emptyPlaces }

    /// Adds a timer scheduled after every timer in the list.
    func append(_ timer: consuming PendingTimer) {
        let id = timer.id
        places.append(Place(id: id, timer: consume timer))
    }

    /// Takes the pending timer with this id out of the list, if it is there.
    func remove(_ id: TimerID) -> PendingTimer? {
        let index = places.partitionPoint { !$0.id.wasScheduled(before: id) }
        guard index < places.count, places.withElement(at: index, { $0.id == id && $0.timer != nil }) else { return nil }
        // The newest timer, the one most often cancelled, leaves no place behind.
        guard index < places.count - 1 else {
            let timer = places.remove(at: index).timer
            while let last = places.last, last.timer == nil {
                places.removeLast(1)
                emptyPlaces -= 1
            }
            return timer
        }
        let timer = places.withElement(at: index) { $0.timer.take() }
        emptyPlaces += 1
        if 2 * emptyPlaces > places.count {
            places.removeAll { $0.timer == nil }
            emptyPlaces = 0
        }
        return timer
    }
}
