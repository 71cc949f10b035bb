/// Counts taps (D7): a touch that goes down soon after the lift of a tap, near where the
/// sequence's first tap went down, continues the sequence's count.
///
/// UIKit documents none of this; the thresholds are its tap recognizer's (see
/// ``InteractionConstants/uikit``): each gap at most 350 ms, every touch-down within 45 pt of the
/// first, and each earlier touch a tap, down at most 750 ms and never 45 pt from where it began.
struct TapCounter {
    private var sequence: (origin: Point, lastLift: VirtualTime, tapCount: Int)?

    /// The tap count of a touch going down at `location` at `time`.
    func tapCount(at location: Point, time: VirtualTime, constants: InteractionConstants) -> Int {
        guard let sequence,
              time - sequence.lastLift <= constants.tapMaximumGap,
              location.distance(to: sequence.origin) <= constants.tapAllowableMovement
        else { return 1 }
        return sequence.tapCount + 1
    }

    /// Remembers a finger lifting: a tap continues or starts a sequence; anything else ends it.
    mutating func touchLeft(_ touch: Touch, constants: InteractionConstants) {
        let wasTap = touch.phase == .ended
            && !touch.hasLeftTapRadius
            && touch.timestamp - touch.beganTimestamp <= constants.tapMaximumDuration
        guard wasTap else {
            sequence = nil
            return
        }
        let origin = touch.tapCount > 1 ? sequence?.origin ?? touch.initialLocationInWindow : touch.initialLocationInWindow
        sequence = (origin, touch.timestamp, touch.tapCount)
    }
}
