import Foundation

/// Recognizes two fingers turning around each other; UIKit's `UIRotationGestureRecognizer`.
///
/// Continuous: it begins when the line between the two fingers has turned more than the
/// rotation hysteresis (5°) from its angle when the second finger went down, changes on each
/// move while both are down, and ends when both have lifted. The decisions are the rows of
/// ``RotationRecognition``; the hysteresis comes from the window's ``InteractionConstants``.
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
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the velocity looks back.
    static let velocityWindow = VirtualDuration.milliseconds(100)

    /// How much of a turn, in degrees, is rounding rather than turning.
    static let angleTolerance = 1e-9

    /// Where the recognizer is in ``RotationRecognition``.
    public private(set) var recognition = RotationRecognition.State.waitingForTouches

    /// How far the line between the two fingers has turned, in radians, positive clockwise on
    /// the screen; 0 until the rotation begins, unless set.
    ///
    /// Setting it makes the value the base that later turns add to, and ``velocity`` starts
    /// again from zero. A value that is not finite is a programming error and traps.
    public var rotation: Double {
        get {
            guard isRotating else { return referenceRotation }
            return referenceRotation + (turn - referenceTurn)
        }
        set {
            precondition(newValue.isFinite, "\(traceName): rotation must be finite, not \(newValue)")
            referenceRotation = newValue
            referenceTurn = turn
            samples = isRotating ? [(now, newValue)] : []
        }
    }

    /// How fast ``rotation`` changes, in radians per second, over the 100 ms of virtual time
    /// before the moment it is read; zero with fewer than two samples (one per move) in that
    /// window, so it reads zero at `.began` and once the fingers have rested for 100 ms.
    public var velocity: Double {
        let now = self.now
        let recent = samples.filter { now - $0.time <= Self.velocityWindow }
        guard let first = recent.first, let last = recent.last, recent.count >= 2 else { return 0 }
        let seconds = (last.time - first.time).seconds
        guard seconds > 0 else { return 0 }
        let velocity = (last.rotation - first.rotation) / seconds
        return velocity.isFinite ? velocity : 0
    }

    /// The first two fingers of the sequence, in the order they went down.
    private var pair: [Touch] = []
    /// The angle of the line between the pair when the second went down; nil while they were on one point.
    private var initialAngle: Double?
    /// The angle at the last move that measured one.
    private var lastAngle: Double?
    /// The turn since the initial angle, unwrapped: it goes past ±π instead of jumping.
    private var turn: Double = 0
    private var referenceTurn: Double = 0
    private var referenceRotation: Double = 0
    private var samples: [(time: VirtualTime, rotation: Double)] = []

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        advance(.touchesBegan, newTouches: touches, event: event)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        // Fingers that went down on one point had no angle; the first move that parts them
        // gives the angle the hysteresis is measured from.
        if recognition == .touchesDown, initialAngle == nil {
            initialAngle = currentAngle
        }
        advance(.touchesMoved, newTouches: [], event: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        advance(.touchesEnded, newTouches: [], event: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        advance(.touchesCancelled, newTouches: [], event: event)
    }

    open override func reset() {
        super.reset()
        recognition = .waitingForTouches
        pair = []
        initialAngle = nil
        lastAngle = nil
        turn = 0
        referenceTurn = 0
        referenceRotation = 0
        samples = []
    }

    /// Whether the rotation began, so that ``rotation`` follows the fingers.
    private var isRotating: Bool {
        switch recognition {
        case .rotating, .oneTouchLeft, .finished, .interrupted: true
        case .waitingForTouches, .oneTouchDown, .touchesDown, .gaveUp: false
        }
    }

    /// Whether both fingers of the pair are down: a finger lifting in this event is not.
    private var isPairDown: Bool {
        pair.count == 2 && pair.allSatisfy(\.phase.isActive)
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

    private var now: VirtualTime {
        view?.window?.clock.now ?? samples.last?.time ?? .zero
    }

    /// The turn from `earlier` to `later` the shorter way round, in [-π, π].
    private static func turn(from earlier: Double, to later: Double) -> Double {
        (later - earlier).remainder(dividingBy: 2 * .pi)
    }

    private func advance(_ trigger: RotationRecognition.Trigger, newTouches: [Touch], event: Event) {
        let constants = view?.window?.constants ?? .uikit
        let outcome = RotationRecognition.table.lookUp(recognition, on: trigger) { condition in
            switch condition {
            case .pairCompleted:
                return pair.count + newTouches.count >= 2
            case .beyondHysteresis:
                guard let initial = initialAngle, let angle = currentAngle else { return false }
                let degrees = abs(Self.turn(from: initial, to: angle)) * 180 / .pi
                return degrees > constants.rotationHysteresis + Self.angleTolerance
            case .pairDown:
                return isPairDown
            case .bothLifted:
                return pair.allSatisfy { $0.phase == .ended }
            }
        }
        switch outcome {
        case .ignored:
            return
        case .refused:
            preconditionFailure("\(traceName): \(trigger.rawValue) cannot happen in \(recognition.rawValue)")
        case let .transition(row):
            recognition = row.to
            for action in row.actions {
                perform(action, newTouches: newTouches, event: event)
            }
        }
    }

    private func perform(_ action: RotationRecognition.Action, newTouches: [Touch], event: Event) {
        switch action {
        case .pairNewTouches:
            let room = max(0, 2 - pair.count)
            pair += newTouches.prefix(room)
            for touch in newTouches.dropFirst(room) {
                ignore(touch, for: event)
            }
        case .ignoreNewTouches:
            for touch in newTouches {
                ignore(touch, for: event)
            }
        case .measureInitialAngle:
            initialAngle = currentAngle
        case .startRotating:
            lastAngle = initialAngle
            measure()
        case .updateRotation:
            measure()
        case .requestBegan:
            state = .began
        case .requestChanged:
            state = .changed
        case .requestEnded:
            state = .ended
        case .requestCancelled:
            state = .cancelled
        case .failTooShort:
            fail(because: "tooShort")
        case .failCancelled:
            fail(because: "cancelled")
        }
    }

    /// Adds the turn since the last measured angle, and takes a velocity sample of the rotation.
    ///
    /// Fingers on one point have no angle: the move that brings them together adds no turn, and
    /// neither does the move that parts them again; the rotation goes on from there.
    private func measure() {
        let angle = currentAngle
        if let angle, let last = lastAngle {
            turn += Self.turn(from: last, to: angle)
        }
        lastAngle = angle
        samples.append((now, rotation))
        samples.removeAll { now - $0.time > Self.velocityWindow }
    }

    private func fail(because reason: String) {
        failureReason = reason
        state = .failed
    }
}
