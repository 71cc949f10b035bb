/// How a ``Stepper`` steps under a finger: once at touch-down, then again and again while the
/// finger stays on the half it pressed (C3); drawn in `StateDiagrams/StepperRepeat.dot`.
///
/// The stepper runs it from its tracking: `pressed` from `beginTracking`, `movedOut` and
/// `movedIn` from `continueTracking` as the finger leaves and comes back within the tracking slop,
/// `lifted` and `cancelled` from the end of tracking, `timerFired` from its repeat timer.
public enum StepperRepeat: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        case idle
        /// The finger is on a half and stepped once; the first repeat waits ``Stepper/repeatDelay``.
        case pressed
        /// The finger is still there: a step every ``Stepper/repeatInterval``, faster later.
        case repeating
        /// The finger went off the stepper (beyond the slop): no steps until it comes back.
        case outside
        /// A repeat found the pressed half at its limit (without ``Stepper/wraps``): nothing
        /// could change, so no more repeats wait while the finger stays.
        case atLimit

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case pressed
        case timerFired
        case movedOut
        case movedIn
        case lifted
        case cancelled
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// ``Stepper/autorepeat`` is on.
        case autorepeat
        /// The pressed half can change the value (``Stepper/canStep(_:)``).
        case canStep
    }

    public enum Action: String, Hashable, Sendable {
        /// Changes the value by one step of the pressed half (clamped, or wrapped with
        /// ``Stepper/wraps``), and sends `valueChanged` when ``Stepper/isContinuous``.
        case step
        /// Starts the wait before the first repeat.
        case startDelay
        /// Starts the wait before the next repeat.
        case startRepeat
        case stopTimer
        /// Sends the `valueChanged` a stepper that is not continuous owes for the whole touch.
        case reportChange
    }

    public enum Refusal: String, Hashable, Sendable {
        /// A timer or a move for a touch that is not there: a bug in the stepper.
        case cannotHappen
    }

    public static let name = "StepperRepeat"
    public static let diagramSubtitle = "a stepper's steps under a held finger (C3)"
    public static let diagramNotes = [
        "a step at touch-down, the first repeat 500 ms later, then one every 100 ms, every 50 ms after ten",
        "a half at its limit (without wraps) does not step, and a repeat that finds it there waits for no other",
        "a stepper that is not continuous sends one valueChanged at the end",
    ]

    public static let table = TransitionTable<StepperRepeat>(initial: .idle) {
        Transition(.idle, on: .pressed, when: .when(.autorepeat), to: .pressed, do: .step, .startDelay)
        Transition(.idle, on: .pressed, when: .unless(.autorepeat), to: .pressed, do: .step)
        Transition(.pressed, .repeating, on: .timerFired, when: .when(.canStep), to: .repeating, do: .step, .startRepeat)
        Transition(.pressed, .repeating, on: .timerFired, when: .unless(.canStep), to: .atLimit)
        Transition(.pressed, .repeating, .atLimit, on: .movedOut, to: .outside, do: .stopTimer)
        Transition(.outside, on: .movedIn, when: .when(.autorepeat), to: .pressed, do: .startDelay)
        Transition(.outside, on: .movedIn, when: .unless(.autorepeat), to: .pressed)
        Transition(.pressed, .repeating, .outside, .atLimit, on: .lifted, .cancelled, to: .idle, do: .stopTimer, .reportChange)

        Ignore(.movedIn, in: .pressed, .repeating, .atLimit)
        Ignore(.movedOut, in: .outside)
        Ignore(.lifted, .cancelled, .movedIn, .movedOut, in: .idle)
        Refuse(.timerFired, in: .idle, .outside, .atLimit, because: .cannotHappen)
        Refuse(.pressed, in: .pressed, .repeating, .outside, .atLimit, because: .cannotHappen)
    }
}
