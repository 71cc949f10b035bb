/// How a scroll view's pan decides to start a drag; the table of ``ScrollViewPanGestureRecognizer``,
/// drawn in `StateDiagrams/ScrollPanRecognition.dot`. It shares ``PanRecognition``'s vocabulary.
///
/// The drag begins once the finger has moved more than 10 pt along an axis the scroll view can
/// scroll, and never for movement along one it cannot, which is why a horizontal pager inside a
/// vertical list lets vertical drags through (S4, S7). Two vetoes come first, in order: content
/// that already tracks the touch keeps it when the scroll view cannot cancel content touches or
/// its `touchesShouldCancel(in:)` answers false, as it does for controls (S5); and at its edge in
/// the drag's direction the scroll view hands the drag to an enclosing scroll view (S7, iOS 17.4).
public enum ScrollPanRecognition: StateMachineDescription {
    public typealias State = PanRecognition.State
    public typealias Trigger = PanRecognition.Trigger
    public typealias Guard = PanRecognition.Guard
    public typealias Action = PanRecognition.Action
    public typealias Refusal = PanRecognition.Refusal

    public static let name = "ScrollPanRecognition"
    public static let diagramSubtitle = "ScrollViewPanGestureRecognizer: 10 pt along a scrollable axis, content veto, edge hand-off"
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "the recognizer's reset() returns it to waitingForTouches",
        "the scroll view holds back the 10 pt threshold and moves the content by the rest: no jump (S4)",
    ]

    public static let table = TransitionTable<ScrollPanRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchesDown, do: .startTracking)
        PanRecognition.rowsAfterTouchDown(
            beginningWhen: .beyondHysteresisAlongScrollableAxis,
            unless: [(.contentKeepsTouch, .failContentKeepsTouch), (.handsDragToParent, .failHandedToParent)]
        )

        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .succeeded, .interrupted, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, because: .cannotHappen)
    }
}
