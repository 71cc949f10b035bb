extension Touch.Phase {
    /// The phases present among some touches, one bit each: what the delivery loops check before
    /// scanning the touches once per phase, since most events hold a single phase.
    struct Mask {
        private var bits: UInt8 = 0

        init(_ touches: [Touch]) {
            for touch in touches {
                bits |= Self.bit(for: touch.phase)
            }
        }

        func contains(_ phase: Touch.Phase) -> Bool {
            bits & Self.bit(for: phase) != 0
        }

        /// The phase, when the touches all have one.
        @inline(__always)
        var onlyPhase: Touch.Phase? {
            switch bits {
            case Self.bit(for: .began): .began
            case Self.bit(for: .moved): .moved
            case Self.bit(for: .stationary): .stationary
            case Self.bit(for: .ended): .ended
            case Self.bit(for: .cancelled): .cancelled
            default: nil
            }
        }

        private static func bit(for phase: Touch.Phase) -> UInt8 {
            switch phase {
            case .began: 1
            case .moved: 2
            case .stationary: 4
            case .ended: 8
            case .cancelled: 16
            }
        }
    }
}
