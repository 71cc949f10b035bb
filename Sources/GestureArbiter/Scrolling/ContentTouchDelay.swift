/// How a scroll view decides whether its content may have a touch; the table of
/// ``ScrollViewDelayedTouchesRecognizer``, drawn in `StateDiagrams/ContentTouchDelay.dot`.
///
/// The recognizer holds the touch back from the content (it delays touchesBegan, A4) and waits
/// 150 ms (S1). Whatever ends the wait first decides: the timer, the finger lifting (S2), or the
/// finger moving beyond 10 pt along an axis the scroll view cannot scroll (S2). Then the scroll
/// view's ``ScrollView/touchesShouldBegin(_:with:in:)`` is asked: yes, and the recognizer fails,
/// which releases the held touch to the content; no, and it recognizes, which withholds the touch
/// for good. With ``ScrollView/delaysContentTouches`` off the question is asked at touch-down
/// (S3). A touch that lands on a decelerating scroll view stops it and reaches no content (S6).
/// A drag that begins first fails this recognizer and withholds the touch: the content never knew.
public enum ContentTouchDelay: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        case waitingForTouch
        /// The touch is held from the content while the timer runs.
        case holding
        /// It asked to fail: the content gets the touch.
        case released
        /// It asked to be recognized: the content never gets the touch.
        case withheld

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouch, .holding: nil
            case .released: .success
            case .withheld: .failure
            }
        }

        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case touchesBegan
        case touchesMoved
        case touchesEnded
        case touchesCancelled
        /// The content-touch delay (150 ms) ran out.
        case delayTimerFired
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The scroll view is moving on after a drag: decelerating or bouncing back.
        case scrollViewMoving
        case delaysContentTouches
        /// The finger moved beyond 10 pt along an axis the scroll view cannot scroll.
        case movedAlongFixedAxis
        /// ``ScrollView/touchesShouldBegin(_:with:in:)`` answers true for the touched content.
        case contentMayBegin
    }

    public enum Action: String, Hashable, Sendable {
        case stopScrolling
        case startDelayTimer
        case stopTimer
        /// Ask to fail: the held touch goes to the content.
        case release
        /// Ask to be recognized: the held touch is withheld.
        case withhold
    }

    public enum Refusal: String, Hashable, Sendable {
        case cannotHappen
    }

    public static let name = "ContentTouchDelay"
    public static let diagramSubtitle = "ScrollViewDelayedTouchesRecognizer: 150 ms before the content sees a touch (S1–S3, S6)"
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "released = the recognizer fails, so its held touch reaches the content (touchesBegan, then any move)",
        "withheld = the recognizer is recognized, so its held touch never reaches the content; it prevents no other recognizer",
        "a drag that begins first fails this recognizer and withholds the touch (the pan cancels its touches)",
    ]

    public static let table = TransitionTable<ContentTouchDelay>(initial: .waitingForTouch) {
        Transition(.waitingForTouch, on: .touchesBegan, when: .when(.scrollViewMoving), to: .withheld, do: .stopScrolling, .withhold)
        Transition(.waitingForTouch, on: .touchesBegan, when: .unless(.scrollViewMoving) && .when(.delaysContentTouches), to: .holding, do: .startDelayTimer)
        Transition(.waitingForTouch, on: .touchesBegan, when: .unless(.scrollViewMoving) && .unless(.delaysContentTouches) && .when(.contentMayBegin), to: .released, do: .release)
        Transition(.waitingForTouch, on: .touchesBegan, when: .unless(.scrollViewMoving) && .unless(.delaysContentTouches) && .unless(.contentMayBegin), to: .withheld, do: .withhold)

        Transition(.holding, on: .touchesBegan, to: .holding)
        Transition(.holding, on: .touchesMoved, when: .unless(.movedAlongFixedAxis), to: .holding)
        Transition(.holding, on: .touchesMoved, when: .when(.movedAlongFixedAxis) && .when(.contentMayBegin), to: .released, do: .stopTimer, .release)
        Transition(.holding, on: .touchesMoved, when: .when(.movedAlongFixedAxis) && .unless(.contentMayBegin), to: .withheld, do: .stopTimer, .withhold)
        Transition(.holding, on: .delayTimerFired, .touchesEnded, when: .when(.contentMayBegin), to: .released, do: .stopTimer, .release)
        Transition(.holding, on: .delayTimerFired, .touchesEnded, when: .unless(.contentMayBegin), to: .withheld, do: .stopTimer, .withhold)
        Transition(.holding, on: .touchesCancelled, to: .withheld, do: .stopTimer, .withhold)

        Ignore(.delayTimerFired, in: .waitingForTouch)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .delayTimerFired, in: .released, .withheld)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouch, because: .cannotHappen)
    }
}
