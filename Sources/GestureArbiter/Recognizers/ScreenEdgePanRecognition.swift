/// How a ``ScreenEdgePanGestureRecognizer`` decides, as a table; drawn in
/// `StateDiagrams/ScreenEdgePanRecognition.dot`.
///
/// A screen-edge pan is a pan that starts at an edge of the window and drags inward, like the
/// back-swipe of a navigation stack. It differs from ``PanRecognition`` in two decisions, which is
/// why it has its own table: the first finger must go down within the screen-edge region (20 pt)
/// of one of the recognizer's enabled edges, or it fails at once ("edge"); and it begins only
/// when the centroid has moved more than the hysteresis (10 pt) inward from that edge: away from
/// the left edge is +x, from the right edge −x, from the top +y, from the bottom −y. Movement along
/// the edge or outward does not begin it and does not fail it (a choice: UIKit does not say); the
/// finger lifting before it began fails it ("tooShort") as for any pan.
///
/// Everything after touch-down is the pan's: the same vocabulary and the same rows
/// (`PanRecognition.rowsAfterTouchDown(beginningWhen:unless:)`), with ``PanRecognition/Guard/movedInward``
/// in place of ``PanRecognition/Guard/beyondHysteresis``. "Within 20 pt" includes 20 pt itself,
/// as "more than 10 pt" excludes 10 pt itself.
public enum ScreenEdgePanRecognition: StateMachineDescription {
    public typealias State = PanRecognition.State
    public typealias Trigger = PanRecognition.Trigger
    public typealias Guard = PanRecognition.Guard
    public typealias Action = PanRecognition.Action
    public typealias Refusal = PanRecognition.Refusal

    public static let name = "ScreenEdgePanRecognition"
    public static let diagramSubtitle = "ScreenEdgePanGestureRecognizer: starts within 20 pt of an enabled window edge, begins past 10 pt inward"
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "the recognizer's reset() returns it to waitingForTouches",
        "the first finger decides whether it started near an edge; later fingers may go down anywhere",
        "the translation counts from touch-down, the 10 pt before beginning included: no jump (S4)",
    ]

    public static let table = TransitionTable<ScreenEdgePanRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.startedNearEdge), to: .gaveUp, do: .failNotAtEdge)
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.startedNearEdge) && .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.startedNearEdge) && .unless(.tooManyTouches), to: .touchesDown, do: .startTracking)
        PanRecognition.rowsAfterTouchDown(beginningWhen: .movedInward)

        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .succeeded, .interrupted, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, because: .cannotHappen)
    }
}
