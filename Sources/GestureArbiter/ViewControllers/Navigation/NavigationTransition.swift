/// How a ``NavigationController`` moves from one top controller to another: at once, animated on
/// the window's clock, or following the back swipe's finger and then animated to where the lift
/// sent it; drawn in `StateDiagrams/NavigationTransition.dot` (N2–N4).
///
/// Every change of the stack goes through the same rows: its will-calls when it begins, its
/// did-calls when it completes. An interactive pop can also be reverted, with the calls that undo
/// its beginning. A change asked for while another runs ends the running one first, at its end
/// (or at its start, for a pop the finger had not committed), so the stack is never between two
/// transitions.
public enum NavigationTransition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No transition: the top controller's view fills the container.
        case idle
        /// A push, pop or new stack animating on the clock.
        case animating
        /// The back swipe's finger drags the top controller's view (`isInteractive`).
        case tracking
        /// The finger lifted past the threshold: the pop animates to its end.
        case finishing
        /// The finger lifted short of it, or the swipe was cancelled: the pop animates back (`isCancelled`).
        case cancelling

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// Code changed the stack: a push, a pop, a pop to a controller or to the root, new controllers.
        case changeRequested
        /// The interactive pop recognizer began.
        case popGestureBegan
        /// It changed.
        case popGestureMoved
        /// It ended: the finger lifted.
        case popGestureEnded
        /// It was cancelled.
        case popGestureCancelled
        /// The clock reached the next animation frame.
        case frameTicked
        /// A frame found the container out of its window: what runs ends at once.
        case leftWindow
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The change was asked for animated and the container is in a window.
        case animates
        /// The stack holds a controller below the top to go back to.
        case canPop
        /// At the lift, the swipe went far or fast enough to pop (N3).
        case passesThreshold
        /// The animation has reached its end at this frame.
        case arrived
    }

    public enum Action: String, Hashable, Sendable {
        /// Applies the requested stack: containment and will-calls, the delegate's `willShow`, the views placed at their start.
        case beginChange
        /// Pops the top for the finger: the same calls as an animated pop's beginning.
        case beginInteractivePop
        /// Moves the views with the finger.
        case followFinger
        /// Tells the transition coordinator's interaction handlers that the finger let go, and whether the pop is cancelled.
        case endInteraction
        /// Starts the animation from where the views are to the end (finishing) or the start (cancelling).
        case animateToRest
        case startFrames
        /// Moves the views to where the animation is at this frame.
        case advanceFrame
        case stopFrames
        /// Ends the transition at its destination: the old view leaves, the did-calls, the delegate's `didShow`.
        case complete
        /// Ends an interactive pop where it began: the popped controller is back on top, with the calls that undo the will-calls.
        case revert
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// The back swipe began again without having ended: a bug in the recognizer.
        case cannotHappen
    }

    public static let name = "NavigationTransition"
    public static let diagramSubtitle = "a navigation controller's push and pop: at once, animated, or following the back swipe"
    public static let diagramNotes = [
        "will-calls in beginChange and beginInteractivePop; did-calls in complete; revert undoes an interactive pop",
        "a change asked for while another runs ends the running one first (complete, or revert for an uncommitted pop)",
    ]

    public static let table = TransitionTable<NavigationTransition>(initial: .idle) {
        Transition(.idle, on: .changeRequested, when: .when(.animates), to: .animating, do: .beginChange, .startFrames)
        Transition(.idle, on: .changeRequested, when: .unless(.animates), to: .idle, do: .beginChange, .complete)
        Transition(.animating, .finishing, on: .changeRequested, when: .when(.animates), to: .animating, do: .stopFrames, .complete, .beginChange, .startFrames)
        Transition(.animating, .finishing, on: .changeRequested, when: .unless(.animates), to: .idle, do: .stopFrames, .complete, .beginChange, .complete)
        Transition(.tracking, .cancelling, on: .changeRequested, when: .when(.animates), to: .animating, do: .stopFrames, .revert, .beginChange, .startFrames)
        Transition(.tracking, .cancelling, on: .changeRequested, when: .unless(.animates), to: .idle, do: .stopFrames, .revert, .beginChange, .complete)

        Transition(.animating, on: .frameTicked, when: .unless(.arrived), to: .animating, do: .advanceFrame)
        Transition(.finishing, on: .frameTicked, when: .unless(.arrived), to: .finishing, do: .advanceFrame)
        Transition(.animating, .finishing, on: .frameTicked, when: .when(.arrived), to: .idle, do: .advanceFrame, .complete)
        Transition(.cancelling, on: .frameTicked, when: .unless(.arrived), to: .cancelling, do: .advanceFrame)
        Transition(.cancelling, on: .frameTicked, when: .when(.arrived), to: .idle, do: .advanceFrame, .revert)

        Transition(.idle, on: .popGestureBegan, when: .when(.canPop), to: .tracking, do: .beginInteractivePop)
        // A swipe that began with nothing to pop (its delegate replaced by the app's) moves nothing.
        Transition(.idle, on: .popGestureBegan, when: .unless(.canPop), to: .idle)
        Transition(.tracking, on: .popGestureMoved, to: .tracking, do: .followFinger)
        Transition(.tracking, on: .popGestureEnded, when: .when(.passesThreshold), to: .finishing, do: .endInteraction, .animateToRest, .startFrames)
        Transition(.tracking, on: .popGestureEnded, when: .unless(.passesThreshold), to: .cancelling, do: .endInteraction, .animateToRest, .startFrames)
        Transition(.tracking, on: .popGestureCancelled, to: .cancelling, do: .endInteraction, .animateToRest, .startFrames)

        Transition(.animating, .finishing, on: .leftWindow, to: .idle, do: .stopFrames, .complete)
        Transition(.tracking, .cancelling, on: .leftWindow, to: .idle, do: .stopFrames, .revert)

        Ignore(.popGestureBegan, in: .animating, .finishing, .cancelling)
        Ignore(.popGestureMoved, .popGestureEnded, .popGestureCancelled, in: .idle, .animating, .finishing, .cancelling)
        Ignore(.frameTicked, .leftWindow, in: .idle)
        Ignore(.frameTicked, in: .tracking)
        Refuse(.popGestureBegan, in: .tracking, because: .cannotHappen)
    }
}
