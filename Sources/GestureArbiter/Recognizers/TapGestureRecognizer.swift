/// Recognizes one or more taps of one or more fingers; UIKit's `UITapGestureRecognizer`.
///
/// Discrete: it is recognized when the last required tap lifts, and fails when a finger too many
/// goes down, a finger strays beyond the allowable movement (45 pt) from where it went down, a
/// later tap lands farther than that from every finger of the first tap, a press lasts too long
/// (750 ms), or the next tap comes too late (350 ms). The decisions are
/// the rows of ``TapRecognition``; the limits come from the window's ``InteractionConstants``.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    public var numberOfTapsRequired: Int {
        get { _numberOfTapsRequired }
        set { _numberOfTapsRequired = newValue }
    }
    // Read of every pair a winner could prevent (HotPathIdioms: private storage behind an accessor).
    private var _numberOfTapsRequired = 1

    /// How many fingers each tap needs; 1 by default.
    public var numberOfTouchesRequired = 1

    open override var isDiscrete: Bool { true }

    /// Where the recognizer is in ``TapRecognition``.
    public private(set) var recognition = TapRecognition.State.waitingForTouches
    /// The table of ``TapRecognition``, kept in a constant (HotPathIdioms: tables in constants).
    private let recognitionTable = TapRecognition.table

    private var tapsCompleted = 0
    private var mostTouchesDown = 0
    /// Where the fingers of the first tap went down: later taps must land near them.
    private var firstTapLocations: [Point] = []

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if tapsCompleted == 0 {
            firstTapLocations += touches.map(\.initialLocationInWindow)
        }
        mostTouchesDown = max(mostTouchesDown, numberOfTouchesDown)
        advance(.touchesBegan, newTouches: touches)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        advance(.touchesMoved, newTouches: [])
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        advance(.touchesEnded, newTouches: [])
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        advance(.touchesCancelled, newTouches: [])
    }

    /// A tap does not prevent a tap recognizer that needs more taps, so a double tap still sees
    /// its second tap after a single tap on the same touches recognized. That is why a single tap
    /// that must not fire during a double tap requires the double tap to fail (A1); without the
    /// requirement both fire, as commonly observed in UIKit.
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let otherTap = other as? TapGestureRecognizer else { return true }
        return otherTap._numberOfTapsRequired <= _numberOfTapsRequired
    }

    open override func reset() {
        super.reset()
        stopTimer()
        recognition = .waitingForTouches
        tapsCompleted = 0
        mostTouchesDown = 0
        firstTapLocations = []
    }

    /// The longest a tap's fingers may stay down, and the longest gap between taps.
    static let pressTimer = RecognizerTimer("tapPress"), gapTimer = RecognizerTimer("tapGap")

    open override func timerFired(_ timer: RecognizerTimer) {
        advance(timer == Self.pressTimer ? .pressTimerFired : .gapTimerFired, newTouches: [])
    }

    private func advance(_ trigger: TapRecognition.Trigger, newTouches: [Touch]) {
        let constants = self.constants
        recognitionTable.run(trigger, log: transitionLog, name: traceName, state: { recognition }) {
            holds($0, on: trigger, newTouches: newTouches, constants: constants)
        } enter: { state, _ in
            recognition = state
        } perform: {
            perform($0, constants: constants)
        }
    }

    private func holds(_ condition: TapRecognition.Guard, on trigger: TapRecognition.Trigger, newTouches: [Touch], constants: InteractionConstants) -> Bool {
        switch condition {
        case .tooManyTouches:
            return numberOfTouchesDown > numberOfTouchesRequired
        case .movedTooFar:
            // A finger strays when it moves too far from its own touch-down; a later tap's
            // finger strays when it lands too far from every finger of the first tap.
            if trigger == .touchesBegan {
                return newTouches.contains { touch in
                    !firstTapLocations.contains { touch.locationInWindow.distance(to: $0) <= constants.tapAllowableMovement }
                }
            }
            return touches.contains { $0.phase.isActive && $0.locationInWindow.distance(to: $0.initialLocationInWindow) > constants.tapAllowableMovement }
        case .allLifted:
            return numberOfTouchesDown == 0
        case .enoughTouches:
            return mostTouchesDown == numberOfTouchesRequired
        case .lastTap:
            return tapsCompleted + 1 >= numberOfTapsRequired
        }
    }

    private func perform(_ action: TapRecognition.Action, constants: InteractionConstants) {
        switch action {
        case .startPressTimer:
            mostTouchesDown = numberOfTouchesDown
            startTimer(Self.pressTimer, after: constants.tapMaximumDuration)
        case .startGapTimer:
            startTimer(Self.gapTimer, after: constants.tapMaximumGap)
        case .stopTimer:
            stopTimer()
        case .countTap:
            tapsCompleted += 1
        case .requestRecognized:
            state = .recognized
        case .failTooManyTouches:
            fail(because: "touches")
        case .failTooFewTouches:
            fail(because: "touches")
        case .failMovement:
            fail(because: "movement")
        case .failTimeout:
            fail(because: "timeout")
        case .failCancelled:
            fail(because: "cancelled")
        }
    }

}
