import Foundation

/// Recognizes two fingers turning around each other; UIKit's `UIRotationGestureRecognizer`.
///
/// Continuous: it begins when the line between the two fingers has turned more than the
/// rotation hysteresis (5°) from its angle when the second finger went down, changes on each
/// move while both are down, and ends when both have lifted. The decisions are the rows of
/// ``TwoFingerRecognition``, which it shares with ``PinchGestureRecognizer``; the hysteresis
/// comes from the window's ``InteractionConstants``.
///
/// ``rotation`` is in radians, UIKit's unit, and positive clockwise on the screen, where y grows
/// down: the angle of the line from the first finger to the second, measured with `atan2` in
/// window coordinates, turned since the second finger went down (the hysteresis included, so a
/// quarter turn reads π/2). Each move adds the turn since the last move the shorter way round,
/// so a turn across ±π is continuous and two full turns read 4π. Setting ``rotation`` makes the
/// value set the new base: later turns add to it, as with UIKit's "set it back to 0" pattern.
///
/// Choices where UIKit does not say: as for ``PinchGestureRecognizer``, a third finger is
/// ignored and the one finger left after the other lifted sends no `.changed`. Fingers on one
/// point have no angle: a move that brings them together adds no turn, and the next move that
/// parts them measures from where they part. A turn computed from touch locations carries
/// rounding errors of about 1e-14°; one within 1e-9° of the hysteresis counts as reaching it,
/// not passing it, so that a turn of exactly 5° does not begin.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// How much of a turn, in degrees, is rounding rather than turning.
    static let angleTolerance = 1e-9

    /// How far the line between the two fingers has turned, in radians, positive clockwise on
    /// the screen; 0 until the rotation begins, unless set.
    ///
    /// Setting it makes the value the base that later turns add to, and ``TwoFingerGestureRecognizer/velocity`` starts
    /// again from zero. A value that is not finite is a programming error and traps.
    public var rotation: Double {
        get {
            guard hasBegun else { return referenceRotation }
            return referenceRotation + (turn - referenceTurn)
        }
        set {
            precondition(newValue.isFinite, "\(traceName): rotation must be finite, not \(newValue)")
            referenceRotation = newValue
            referenceTurn = turn
            restartVelocity(from: newValue)
        }
    }

    /// The angle of the line between the pair when the second went down; nil while they were on one point.
    private var initialAngle: Double?
    /// The angle at the last move that measured one.
    private var lastAngle: Double?
    /// The turn since the initial angle, unwrapped: it goes past ±π instead of jumping.
    private var turn: Double = 0
    private var referenceTurn: Double = 0
    private var referenceRotation: Double = 0

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        // Fingers that went down on one point had no angle; the first move that parts them
        // gives the angle the hysteresis is measured from.
        if recognition == .touchesDown, initialAngle == nil {
            initialAngle = currentAngle
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        initialAngle = nil
        lastAngle = nil
        turn = 0
        referenceTurn = 0
        referenceRotation = 0
    }

    override var value: Double { rotation }

    override func pairMovedBeyondHysteresis(constants: InteractionConstants) -> Bool {
        guard let initial = initialAngle, let angle = currentAngle else { return false }
        let degrees = abs(Self.turn(from: initial, to: angle)) * 180 / .pi
        return followsTransform ? degrees > Self.angleTolerance : degrees > constants.rotationHysteresis + Self.angleTolerance
    }

    override func measureInitialPair() {
        initialAngle = currentAngle
    }

    override func startValue() {
        lastAngle = initialAngle
        measure()
    }

    override func updateValue() {
        measure()
    }

    /// The angle of the line from the first finger of the pair to the second, in (-π, π], while
    /// both are down and apart.
    private var currentAngle: Double? {
        guard isPairDown else { return nil }
        let from = pair[0].locationInWindow
        let to = pair[1].locationInWindow
        guard from != to else { return nil }
        return atan2(to.y - from.y, to.x - from.x)
    }

    /// The turn from `earlier` to `later` the shorter way round, in [-π, π].
    private static func turn(from earlier: Double, to later: Double) -> Double {
        (later - earlier).remainder(dividingBy: 2 * .pi)
    }

    /// Adds the turn since the last measured angle.
    ///
    /// Fingers on one point have no angle: the move that brings them together adds no turn, and
    /// neither does the move that parts them again; the rotation goes on from there.
    private func measure() {
        let angle = currentAngle
        if let angle, let last = lastAngle {
            turn += Self.turn(from: last, to: angle)
        }
        lastAngle = angle
    }
}
