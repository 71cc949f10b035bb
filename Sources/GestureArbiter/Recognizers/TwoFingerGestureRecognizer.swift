/// What ``PinchGestureRecognizer`` and ``RotationGestureRecognizer`` share: two fingers, paired
/// and followed by the rows of ``TwoFingerRecognition``.
///
/// This class does everything the table says about fingers: the first two fingers of a sequence
/// are the pair and any later finger is ignored (`ignore(_:for:)`), even after one of the pair has
/// lifted; a finger lifting before the gesture began fails it ("tooShort"); a cancelled touch
/// fails it ("cancelled") before it began and cancels it after; it ends when both fingers have
/// lifted. It also samples the value for ``velocity``. What the fingers mean is the subclass's:
/// it answers the one question the table asks about them (have they moved beyond the
/// hysteresis?), and it is told when to measure the pair, when to start its value and when to
/// update it. Those hooks are internal, so a two-finger recognizer of another measure is written
/// in this module, next to the pinch and the rotation.
open class TwoFingerGestureRecognizer: GestureRecognizer {
    /// How far the velocity looks back.
    static let velocityWindow = VirtualDuration.milliseconds(100)

    /// Where the recognizer is in ``TwoFingerRecognition``.
    public private(set) var recognition = TwoFingerRecognition.State.waitingForTouches
    /// The table of ``TwoFingerRecognition``, kept in a constant (HotPathIdioms: tables in constants).
    private let recognitionTable = TwoFingerRecognition.table

    /// How fast the value changes per second (``PinchGestureRecognizer/scale`` in scale per
    /// second, ``RotationGestureRecognizer/rotation`` in radians per second), over the 100 ms of
    /// virtual time before the moment it is read; zero with fewer than two samples (one per move)
    /// in that window, so it reads zero at `.began` and once the fingers have rested for 100 ms.
    public var velocity: Double {
        let now = clockTime
        let recent = samples.filter { now - $0.time <= Self.velocityWindow }
        guard let first = recent.first, let last = recent.last, recent.count >= 2 else { return 0 }
        let seconds = (last.time - first.time).seconds
        guard seconds > 0 else { return 0 }
        let velocity = (last.value - first.value) / seconds
        return velocity.isFinite ? velocity : 0
    }

    /// The first two fingers of the sequence, in the order they went down.
    private(set) var pair: [Touch] = []
    private var samples: [(time: VirtualTime, value: Double)] = []

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
        samples = []
    }

    /// Whether the gesture began, so that its value follows the fingers.
    var hasBegun: Bool {
        switch recognition {
        case .transforming, .oneTouchLeft, .finished, .interrupted: true
        case .waitingForTouches, .oneTouchDown, .touchesDown, .gaveUp: false
        }
    }

    /// Whether both fingers of the pair are down: a finger lifting in this event is not.
    var isPairDown: Bool {
        pair.count == 2 && pair.allSatisfy(\.phase.isActive)
    }

    /// Makes ``velocity`` start again from `value`, which the subclass's value was just set to:
    /// a set value is a new base, not a movement of the fingers.
    func restartVelocity(from value: Double) {
        samples = hasBegun ? [(clockTime, value)] : []
    }

    // MARK: What the subclass measures

    /// A pinch and a rotation interpret a trackpad's transform events (P4).
    override var acceptsTransform: Bool { true }

    /// Whether the pair is a trackpad's transform (P4), which needs no hysteresis: every change
    /// of it is meant.
    var followsTransform: Bool { sequenceTouches.first?.windowGesture == .transform }

    /// The value ``velocity`` samples: the pinch's scale or the rotation's rotation.
    var value: Double {
        preconditionFailure("\(traceName): a two-finger recognizer's subclass gives its value")
    }

    /// Whether the pair has moved beyond the subclass's hysteresis from its initial measure; asked
    /// only while both fingers are down and the gesture has not begun.
    func pairMovedBeyondHysteresis(constants: InteractionConstants) -> Bool {
        preconditionFailure("\(traceName): a two-finger recognizer's subclass answers whether the pair moved beyond its hysteresis")
    }

    /// The second finger of the pair just went down: measure the pair, the start of the hysteresis.
    func measureInitialPair() {
        preconditionFailure("\(traceName): a two-finger recognizer's subclass measures its pair")
    }

    /// The gesture is beginning: measure the value from the initial measure.
    func startValue() {
        preconditionFailure("\(traceName): a two-finger recognizer's subclass starts its value")
    }

    /// Both fingers of the pair moved after the gesture began: measure the value again.
    func updateValue() {
        preconditionFailure("\(traceName): a two-finger recognizer's subclass updates its value")
    }

    /// Why the gesture fails where it would begin, if it does: nil for the library's own
    /// recognizers, which begin; a scroll view's pinch with nothing to zoom does not.
    var reasonNotToBegin: String? { nil }

    // MARK: Deciding

    /// The virtual time on the window's clock, or of the last sample once the view has left it.
    private var clockTime: VirtualTime {
        readWindow { $0.clock.now } ?? samples.last?.time ?? .zero
    }

    private func advance(_ trigger: TwoFingerRecognition.Trigger, newTouches: [Touch], event: Event) {
        let constants = self.constants
        recognitionTable.run(trigger, log: transitionLog, name: traceName, state: { recognition }) {
            holds($0, newTouches: newTouches, constants: constants)
        } enter: { state, _ in
            recognition = state
        } perform: {
            perform($0, newTouches: newTouches, event: event)
        }
    }

    private func holds(_ condition: TwoFingerRecognition.Guard, newTouches: [Touch], constants: InteractionConstants) -> Bool {
        switch condition {
        case .pairCompleted:
            return pair.count + newTouches.count >= 2
        case .beyondHysteresis:
            return pairMovedBeyondHysteresis(constants: constants)
        case .pairDown:
            return isPairDown
        case .bothLifted:
            return pair.allSatisfy { $0.phase == .ended }
        }
    }

    private func perform(_ action: TwoFingerRecognition.Action, newTouches: [Touch], event: Event) {
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
        case .measureInitialPair:
            measureInitialPair()
        case .startValue:
            startValue()
            sampleValue()
        case .updateValue:
            updateValue()
            sampleValue()
        case .requestBegan:
            if let reason = reasonNotToBegin {
                fail(because: reason)
            } else {
                state = .began
            }
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

    /// Takes a velocity sample of the value the subclass just measured, at the time of the event
    /// that moved the fingers (earlier than the clock's now for input that trails the frame).
    private func sampleValue() {
        let now = readWindow { $0.event.timestamp } ?? clockTime
        samples.append((now, value))
        samples.removeAll { now - $0.time > Self.velocityWindow }
    }

}
