/// The last fingers that lifted or were cancelled in a window, in a ring of 16, so that an event
/// that uses one again can say when it ended (``TouchInputError/touchNotDown(id:phase:liftedAt:wasCancelled:)``).
///
/// Bounded, so a host that numbers every touch anew never fills memory with them; a lift writes
/// one entry in place and searches nothing (HotPathIdioms: scratch buffers).
final class RecentLifts {
    /// A finger that lifted or was cancelled, and when.
    struct FingerEnd {
        var id: Int
        var time: VirtualTime
        var cancelled: Bool
    }

    static let capacity = 16

    private let ring = ScratchBuffer<FingerEnd>()
    /// Where the next lift goes once the ring is full.
    private var next = 0

    /// Remembers that the finger of `input` lifted or was cancelled at `time`.
    func note(_ input: TouchInput, at time: VirtualTime) {
        let end = FingerEnd(id: input.id, time: time, cancelled: input.phase == .cancelled)
        if ring.count < Self.capacity {
            ring.append(end)
        } else {
            ring[next] = end
            next = (next + 1) % Self.capacity
        }
    }

    /// When the finger with this id last ended, if the ring still holds it.
    func lastEnd(ofTouch id: Int) -> FingerEnd? {
        let count = ring.count
        let newest = count < Self.capacity ? count - 1 : next - 1 + count
        for offset in 0..<count {
            let end = ring[(newest - offset) % count]
            if end.id == id { return end }
        }
        return nil
    }
}
