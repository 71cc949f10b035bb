/// Counts taps: a touch that goes down soon after, and near, the previous lift continues its count (D7).
struct TapCounter {
    private var lastLift: (location: Point, time: VirtualTime, tapCount: Int)?

    /// The tap count of a touch going down at `location` at `time`.
    func tapCount(at location: Point, time: VirtualTime, constants: InteractionConstants) -> Int {
        guard let lastLift,
              time - lastLift.time <= constants.multiTapInterval,
              location.distance(to: lastLift.location) <= constants.multiTapDistance
        else { return 1 }
        return lastLift.tapCount + 1
    }

    /// Remembers a finger lifting; a cancelled touch breaks the sequence instead.
    mutating func touchLeft(_ touch: Touch) {
        lastLift = touch.phase == .ended ? (touch.locationInWindow, touch.timestamp, touch.tapCount) : nil
    }
}
