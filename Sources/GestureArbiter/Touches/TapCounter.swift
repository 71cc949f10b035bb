/// Counts taps: a touch that goes down soon after, and near, the lift of a tap continues its count (D7).
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

    /// Remembers a finger lifting after a tap; a cancelled touch, a drag or a long hold breaks the sequence.
    mutating func touchLeft(_ touch: Touch, constants: InteractionConstants) {
        let wasTap = touch.phase == .ended
            && touch.locationInWindow.distance(to: touch.initialLocationInWindow) <= constants.multiTapDistance
            && touch.timestamp - touch.beganTimestamp <= constants.tapMaximumDuration
        lastLift = wasTap ? (touch.locationInWindow, touch.timestamp, touch.tapCount) : nil
    }
}
