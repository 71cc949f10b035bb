/// Recognizes two fingers moving toward or away from each other; UIKit's `UIPinchGestureRecognizer`.
///
/// Continuous: it begins when the distance between the two fingers has changed by more than the
/// pinch hysteresis (10 pt) from the distance when the second finger went down, changes on each
/// move while both are down, and ends when both have lifted. The decisions are the rows of
/// ``PinchRecognition``; the hysteresis comes from the window's ``InteractionConstants``.
///
/// ``scale`` is the distance between the fingers over a reference distance, times a reference
/// scale. The reference starts as the initial distance and 1, so that fingers 100 pt apart that
/// spread to 200 pt read a scale of 2, the hysteresis included (at `.began` the scale is already
/// more than 10 pt's worth away from 1). Setting
/// ``scale`` makes the value set and the distance at that moment the new reference: UIKit's
/// scale is "relative to the points of the two touches", so the usual handler that applies the
/// scale to a transform and sets it back to 1 then reads only what changed since.
///
/// Choices where UIKit does not say: a third finger of a sequence is ignored, even after one of
/// the pair has lifted; moves of the one finger left after the other lifted send no `.changed`
/// (there is no distance to measure); two fingers that go down on the same point have no
/// initial distance to divide by, so the scale is measured from the distance at which the pinch
/// began (it reads 1 at `.began`); after ``scale`` is set while the fingers touch, likewise from
/// the first distance that is not zero.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far the velocity looks back.
    static let velocityWindow = VirtualDuration.milliseconds(100)

    /// Where the recognizer is in ``PinchRecognition``.
    public private(set) var recognition = PinchRecognition.State.waitingForTouches

    /// The distance between the two fingers over its reference; 1 until the pinch begins, unless set.
    ///
    /// Setting it rebases the measure: later changes multiply the value set, and ``velocity``
    /// starts again from zero. A value that is not finite is a programming error and traps.
    public var scale: Double {
        get {
            guard isScaling, let distance = lastDistance, let ratio = Self.ratio(distance, referenceDistance) else {
                return referenceScale
            }
            return referenceScale * ratio
        }
        set {
            precondition(newValue.isFinite, "\(traceName): scale must be finite, not \(newValue)")
            referenceScale = newValue
            if isScaling, let distance = lastDistance {
                referenceDistance = distance
                samples = [(now, newValue)]
            } else {
                samples = []
            }
        }
    }

    /// How fast ``scale`` changes, in scale per second, over the 100 ms of virtual time before
    /// the moment it is read; zero with fewer than two samples (one per move) in that window, so
    /// it reads zero at `.began` and once the fingers have rested for 100 ms.
    public var velocity: Double {
        let now = self.now
        let recent = samples.filter { now - $0.time <= Self.velocityWindow }
        guard let first = recent.first, let last = recent.last, recent.count >= 2 else { return 0 }
        let seconds = (last.time - first.time).seconds
        guard seconds > 0 else { return 0 }
        let velocity = (last.scale - first.scale) / seconds
        return velocity.isFinite ? velocity : 0
    }

    /// The first two fingers of the sequence, in the order they went down.
    private var pair: [Touch] = []
    private var initialDistance: Double = 0
    /// The distance the scale is measured from; zero while it waits for fingers that are apart.
    private var referenceDistance: Double = 0
    private var referenceScale: Double = 1
    /// The distance at the last move of both fingers, which the scale reads; a lift does not change it.
    private var lastDistance: Double?
    private var samples: [(time: VirtualTime, scale: Double)] = []

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        advance(.touchesBegan, newTouches: touches, event: event)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
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
        initialDistance = 0
        referenceDistance = 0
        referenceScale = 1
        lastDistance = nil
        samples = []
    }

    /// Whether the pinch began, so that ``scale`` follows the fingers.
    private var isScaling: Bool {
        switch recognition {
        case .pinching, .oneTouchLeft, .finished, .interrupted: true
        case .waitingForTouches, .oneTouchDown, .touchesDown, .gaveUp: false
        }
    }

    /// The distance between the pair while both fingers are down.
    private var currentDistance: Double? {
        guard isPairDown else { return nil }
        return pair[0].locationInWindow.distance(to: pair[1].locationInWindow)
    }

    /// Whether both fingers of the pair are down: a finger lifting in this event is not.
    private var isPairDown: Bool {
        pair.count == 2 && pair.allSatisfy(\.phase.isActive)
    }

    private var now: VirtualTime {
        view?.window?.clock.now ?? samples.last?.time ?? .zero
    }

    private func advance(_ trigger: PinchRecognition.Trigger, newTouches: [Touch], event: Event) {
        let constants = view?.window?.constants ?? .uikit
        let outcome = PinchRecognition.table.lookUp(recognition, on: trigger) { condition in
            switch condition {
            case .pairCompleted:
                return pair.count + newTouches.count >= 2
            case .beyondHysteresis:
                guard let distance = currentDistance else { return false }
                return abs(distance - initialDistance) > constants.pinchHysteresis
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

    private func perform(_ action: PinchRecognition.Action, newTouches: [Touch], event: Event) {
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
        case .measureInitialDistance:
            initialDistance = currentDistance ?? 0
        case .startScaling:
            referenceDistance = initialDistance
            measure()
        case .updateScale:
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

    /// Takes the distance of this move, and a velocity sample of the scale it gives.
    private func measure() {
        guard let distance = currentDistance else { return }
        if Self.ratio(distance, referenceDistance) == nil, distance > 0 {
            referenceDistance = distance
        }
        lastDistance = distance
        samples.append((now, scale))
        samples.removeAll { now - $0.time > Self.velocityWindow }
    }

    /// `numerator / denominator`, or nil when that is not a finite number.
    private static func ratio(_ numerator: Double, _ denominator: Double) -> Double? {
        guard denominator > 0 else { return nil }
        let ratio = numerator / denominator
        return ratio.isFinite ? ratio : nil
    }

    private func fail(because reason: String) {
        failureReason = reason
        state = .failed
    }
}
