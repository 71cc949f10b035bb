/// Recognizes fingers held down in place; UIKit's `UILongPressGestureRecognizer`.
///
/// Continuous: after the required taps (none by default), it begins when the required fingers
/// have been held for the minimum press duration (500 ms) without any of them moving more than
/// the allowable movement (10 pt) from where it went down; then every move is a change, however
/// far, and lifting a finger ends it. It fails when a finger moves too far, lifts or is
/// cancelled before that, when a finger too many goes down, or when a required tap breaks the
/// tap limits. The decisions are the rows of ``LongPressRecognition``; the limits come from the
/// window's ``InteractionConstants`` unless set here.
///
/// With `cancelsTouchesInView` (the default) the view's touch is cancelled when the press
/// begins, not when the finger lifts (A3).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held, in seconds, as UIKit's `TimeInterval`: 0.5 by default.
    ///
    /// Until it is set it reads the window's ``InteractionConstants/longPressMinimumDuration``
    /// (UIKit's 0.5 s unless the window was given other constants), so a recognizer follows the
    /// constants of whichever window its view is in.
    public var minimumPressDuration: Double {
        get { (pressDuration ?? constants.longPressMinimumDuration).seconds }
        set { pressDuration = .seconds(newValue) }
    }
    /// The duration set through ``minimumPressDuration``; nil while the window's applies.
    private var pressDuration: VirtualDuration?

    /// How far, in points, each finger may move from where it went down before the press begins:
    /// 10 by default. Until it is set it reads the window's
    /// ``InteractionConstants/longPressAllowableMovement``.
    public var allowableMovement: Double {
        get { movementLimit ?? constants.longPressAllowableMovement }
        set { movementLimit = newValue }
    }
    /// The distance set through ``allowableMovement``; nil while the window's applies.
    private var movementLimit: Double?

    /// How many taps come before the press; 0 by default.
    public var numberOfTapsRequired = 0

    /// How many fingers each tap and the press need; 1 by default.
    public var numberOfTouchesRequired = 1

    /// Where the recognizer is in ``LongPressRecognition``.
    public private(set) var recognition = LongPressRecognition.State.waitingForTouches
    /// The table of ``LongPressRecognition``, kept in a constant (HotPathIdioms: tables in constants).
    private let recognitionTable = LongPressRecognition.table

    private var tapsCompleted = 0
    private var mostTouchesDown = 0
    private var firstTouchDown: Point?

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if firstTouchDown == nil {
            firstTouchDown = touches.first?.locationInWindow
        }
        mostTouchesDown = max(mostTouchesDown, numberOfTouchesDown)
        advance(.touchesBegan, touches: touches, event: event)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        advance(.touchesMoved, touches: touches, event: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        advance(.touchesEnded, touches: touches, event: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        advance(.touchesCancelled, touches: touches, event: event)
    }

    open override func reset() {
        super.reset()
        stopTimer()
        recognition = .waitingForTouches
        tapsCompleted = 0
        mostTouchesDown = 0
        firstTouchDown = nil
    }

    /// The press's minimum duration; the taps before it use the tap's timers.
    static let pressTimer = RecognizerTimer("longPress")

    open override func timerFired(_ timer: RecognizerTimer) {
        switch timer {
        case TapGestureRecognizer.pressTimer: advance(.tapTimerFired)
        case TapGestureRecognizer.gapTimer: advance(.gapTimerFired)
        default: advance(.pressTimerFired)
        }
    }

    /// Runs `trigger` through ``LongPressRecognition``; `changed` are the touches of the call
    /// (none for a timer).

    private func advance(_ trigger: LongPressRecognition.Trigger, touches changed: [Touch] = [], event: Event? = nil) {
        let constants = self.constants
        recognitionTable.run(trigger, log: transitionLog, name: traceName, state: { recognition }) {
            holds($0, on: trigger, changed: changed, constants: constants)
        } enter: { state, _ in
            recognition = state
        } perform: {
            perform($0, changed: changed, event: event, constants: constants)
        }
    }

    private func holds(_ condition: LongPressRecognition.Guard, on trigger: LongPressRecognition.Trigger, changed: [Touch], constants: InteractionConstants) -> Bool {
        switch condition {
        case .tooManyTouches:
            return numberOfTouchesDown > numberOfTouchesRequired
        case .tapsRemaining:
            return tapsCompleted < numberOfTapsRequired
        case .strayedFromFirstTap:
            guard let origin = firstTouchDown else { return false }
            let watched = trigger == .touchesBegan ? changed : touches.filter { $0.phase.isActive }
            return watched.contains { $0.locationInWindow.distance(to: origin) > constants.tapAllowableMovement }
        case .allLifted:
            return numberOfTouchesDown == 0
        case .tapHadEnoughTouches:
            return mostTouchesDown == numberOfTouchesRequired
        case .enoughTouchesDown:
            return numberOfTouchesDown == numberOfTouchesRequired
        case .movedTooFar:
            let limit = allowableMovement
            return touches.contains { $0.phase.isActive && $0.locationInWindow.distance(to: $0.initialLocationInWindow) > limit }
        }
    }

    private func perform(_ action: LongPressRecognition.Action, changed: [Touch], event: Event?, constants: InteractionConstants) {
        switch action {
        case .startTapTimer:
            mostTouchesDown = numberOfTouchesDown
            startTimer(TapGestureRecognizer.pressTimer, after: constants.tapMaximumDuration)
        case .startGapTimer:
            startTimer(TapGestureRecognizer.gapTimer, after: constants.tapMaximumGap)
        case .startPressTimer:
            startTimer(Self.pressTimer, after: pressDuration ?? constants.longPressMinimumDuration)
        case .stopTimer:
            stopTimer()
        case .countTap:
            tapsCompleted += 1
        case .requestBegan:
            state = .began
        case .requestChanged:
            state = .changed
        case .requestEnded:
            state = .ended
        case .requestCancelled:
            state = .cancelled
        case .ignoreNewTouches:
            guard let event else { return }
            for touch in changed {
                ignore(touch, for: event)
            }
        case .failTooManyTouches, .failTooFewTouches:
            fail(because: "touches")
        case .failMovement:
            fail(because: "movement")
        case .failTooShort:
            fail(because: "tooShort")
        case .failTimeout:
            fail(because: "timeout")
        case .failCancelled:
            fail(because: "cancelled")
        }
    }

}
