/// Recognizes the pointer moving over its view, with no button down; UIKit's
/// `UIHoverGestureRecognizer` (P2).
///
/// Continuous: it begins when the pointer comes over the view (the view, or one inside it, is
/// where hit-testing finds the pointer), changes as the pointer moves there, and ends when the
/// pointer leaves the view or the window, or a button goes down. ``HoverTracking`` runs it from
/// the window's pointer input (``Window/movePointer(to:at:)``, ``Window/pointerExited(at:)``);
/// it never has touches, and it neither prevents nor is prevented by the recognizers of touches.
open class HoverGestureRecognizer: GestureRecognizer {
    /// Where the pointer was at the last hover event, in the window's coordinates.
    private var pointerLocation = Point.zero
    /// Where the recognizer is in ``HoverTracking``.
    public private(set) var hoverState = HoverTracking.State.away
    private let hoverTable = HoverTracking.table

    /// A hover recognizer takes no touches: its ``GestureRecognizer/allowedTouchTypes`` start
    /// empty, so that a click or a finger on its view leaves it alone (a choice; UIKit's hover
    /// recognizer is driven by hover events only).
    public override init(target action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(target: action)
        allowedTouchTypes = []
    }

    /// A finger that lifts is let go of at once: a hover's gesture is the pointer's, and goes on
    /// after the finger, so keeping the finger's touch until the hover resets would keep its view,
    /// and through it this recognizer, after the window is gone.
    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        for touch in touches { ignore(touch, for: event) }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        for touch in touches { ignore(touch, for: event) }
    }

    /// Where the pointer is, in `view`'s coordinates (the window's for nil).
    open override func location(in view: View?) -> Point {
        view?.convert(pointerLocation, from: nil) ?? pointerLocation
    }

    /// Runs one pointer event through ``HoverTracking``.
    func hover(_ trigger: HoverTracking.Trigger, at location: Point?) {
        if let location { pointerLocation = location }
        hoverTable.run(trigger, log: readWindow { $0.transitionLog } ?? nil, name: traceName, state: { hoverState }) { condition in
            switch condition {
            case .recognizing: lifecycle == .began || lifecycle == .changed
            }
        } enter: { state, _ in
            hoverState = state
        } perform: { action in
            switch action {
            case .requestBegan: state = .began
            case .requestChanged: state = .changed
            case .requestEnded: state = .ended
            }
        }
    }

    /// Whether the pointer is over the view, as ``HoverTracking`` last saw it.
    var isHovering: Bool { hoverState == .over }
}
