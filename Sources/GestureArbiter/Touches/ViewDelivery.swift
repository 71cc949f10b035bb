/// How one touch reaches its view: at once, held back while recognizers decide, or not at all.
/// Drawn in `StateDiagrams/ViewDelivery.dot`.
///
/// The view's touch methods are the last stop of a touch. The window asks this table, for each
/// touch, what each of its phases does to the view: a recognizer that delays touchesBegan (A4)
/// holds the touch until every such recognizer fails, then the view gets touchesBegan at the
/// touch-down location and a touchesMoved to the current one; a recognizer that delays
/// touchesEnded (A5) holds the lift the same way; a recognizer that recognizes cancels the
/// touch in the view if it cancels touches (A3), and always withholds what it held. The
/// multiple- and exclusive-touch rules (D4, D5) withhold a touch from the start, and a view that
/// leaves the window cancels it (D6).
public enum ViewDelivery: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// Bound to a view; its touch-down has not reached the view yet.
        case pending
        /// A recognizer delays touchesBegan: the view has seen nothing yet.
        case held
        /// The view got touchesBegan and follows the touch.
        case tracking
        /// The finger lifted; a recognizer delays touchesEnded.
        case endHeld
        case ended
        case cancelled
        /// The view never gets this touch.
        case withheld

        public var outcome: DiagramOutcome? {
            switch self {
            case .pending, .held, .tracking, .endHeld: nil
            case .ended: .success
            case .cancelled: .cancelled
            case .withheld: .failure
            }
        }

        public var cluster: String? {
            switch self {
            case .held, .endHeld: "held back by recognizers"
            case .pending, .tracking, .ended, .cancelled, .withheld: nil
            }
        }

        /// Whether the view still takes part: it got touchesBegan, or may still get it.
        public var isOpen: Bool {
            switch self {
            case .pending, .held, .tracking, .endHeld: true
            case .ended, .cancelled, .withheld: false
            }
        }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case touchBegan
        case touchMoved
        case touchEnded
        case touchCancelled
        /// A recognizer watching the touch began or recognized.
        case recognized
        /// The arbiter's update pass is over: the recognizers that held the touch may have failed.
        case passEnded
        /// The view left the window.
        case viewRemoved
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The multiple- and exclusive-touch rules let the view have this touch (D4, D5).
        case allowedByTouchRules
        /// An undecided recognizer watching the touch delays touchesBegan (A4).
        case beganDelayed
        /// An undecided recognizer watching the touch delays touchesEnded (A5).
        case endedDelayed
        /// The finger has lifted.
        case fingerUp
        /// The recognizer that recognized cancels touches in the view (A3).
        case cancelsTouches
    }

    public enum Action: String, Hashable, Sendable {
        case deliverBegan
        case deliverMoved
        case deliverEnded
        case deliverCancelled
        /// touchesBegan at the touch-down location, then touchesMoved to the current one if it moved (A4).
        case deliverHeldBegan
    }

    public enum Refusal: String, Hashable, Sendable {
        /// A phase that cannot come in this state, such as a second touch-down: a bug in the window.
        case cannotHappen
    }

    public static let name = "ViewDelivery"
    public static let diagramSubtitle = "how one touch reaches its view's touch methods"
    public static let diagramNotes = [
        "triggers not drawn from a state change nothing there; ended, cancelled and withheld are final",
        "a recognizer that wins on the touch-down itself withholds the touch before touchBegan reaches it",
    ]

    public static let table = TransitionTable<ViewDelivery>(initial: .pending) {
        Transition(.pending, on: .touchBegan, when: .unless(.allowedByTouchRules), to: .withheld)
        Transition(.pending, on: .touchBegan, when: .when(.allowedByTouchRules) && .when(.beganDelayed), to: .held)
        Transition(.pending, on: .touchBegan, when: .when(.allowedByTouchRules) && .unless(.beganDelayed), to: .tracking, do: .deliverBegan)
        Transition(.pending, on: .recognized, when: .when(.cancelsTouches), to: .withheld)
        Transition(.pending, on: .recognized, when: .unless(.cancelsTouches), to: .pending)
        Transition(.pending, on: .viewRemoved, to: .withheld)

        Transition(.held, on: .passEnded, when: .unless(.beganDelayed) && .unless(.fingerUp), to: .tracking, do: .deliverHeldBegan)
        Transition(.held, on: .passEnded, when: .unless(.beganDelayed) && .when(.fingerUp) && .when(.endedDelayed), to: .endHeld, do: .deliverHeldBegan)
        Transition(.held, on: .passEnded, when: .unless(.beganDelayed) && .when(.fingerUp) && .unless(.endedDelayed), to: .ended, do: .deliverHeldBegan, .deliverEnded)
        Transition(.held, on: .passEnded, when: .when(.beganDelayed), to: .held)
        Transition(.held, on: .touchCancelled, .recognized, .viewRemoved, to: .withheld)

        Transition(.tracking, on: .touchMoved, to: .tracking, do: .deliverMoved)
        Transition(.tracking, on: .touchEnded, when: .when(.endedDelayed), to: .endHeld)
        Transition(.tracking, on: .touchEnded, when: .unless(.endedDelayed), to: .ended, do: .deliverEnded)
        Transition(.tracking, on: .touchCancelled, .viewRemoved, to: .cancelled, do: .deliverCancelled)
        Transition(.tracking, on: .recognized, when: .when(.cancelsTouches), to: .cancelled, do: .deliverCancelled)
        Transition(.tracking, on: .recognized, when: .unless(.cancelsTouches), to: .tracking)

        Transition(.endHeld, on: .passEnded, when: .unless(.endedDelayed), to: .ended, do: .deliverEnded)
        Transition(.endHeld, on: .passEnded, when: .when(.endedDelayed), to: .endHeld)
        Transition(.endHeld, on: .recognized, .viewRemoved, to: .cancelled, do: .deliverCancelled)

        Ignore(.passEnded, in: .pending, .tracking)
        Ignore(.touchMoved, .touchEnded, in: .held)
        Ignore(.touchMoved, .touchEnded, .touchCancelled, .recognized, .passEnded, .viewRemoved, in: .ended, .cancelled, .withheld)
        // A recognizer that wins on the touch-down itself withholds the touch before its view hears of it.
        Ignore(.touchBegan, in: .withheld)
        Refuse(.touchMoved, .touchEnded, .touchCancelled, in: .pending, because: .cannotHappen)
        Refuse(.touchBegan, in: .held, .tracking, .endHeld, .ended, .cancelled, because: .cannotHappen)
        // A held touch-down released by its own lift reaches endHeld before the lift's turn comes.
        Ignore(.touchEnded, in: .endHeld)
        Refuse(.touchMoved, .touchCancelled, in: .endHeld, because: .cannotHappen)
    }
}
