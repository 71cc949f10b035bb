/// A scroll view's built-in pan; UIKit's `UIScrollView.panGestureRecognizer`. Its decisions are
/// the rows of ``ScrollPanRecognition``; after it begins it is a ``PanGestureRecognizer``, whose
/// translation and velocity the scroll view follows.
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    public override var traceName: String {
        identifier ?? ((view?.traceName).map { $0 + ".pan" } ?? "pan")
    }

    private var scrollView: ScrollView? {
        view as? ScrollView
    }

    /// The scroll view's own pinch and pan recognize together (zooming while moving), as in UIKit.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        !(other.view === view && other is ScrollViewPinchGestureRecognizer)
    }

    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        !(other.view === view && other is ScrollViewPinchGestureRecognizer)
    }

    /// The table of ``ScrollPanRecognition``, kept in a constant (HotPathIdioms: tables in constants).
    private let recognitionTable = ScrollPanRecognition.table

    override func run(_ trigger: PanRecognition.Trigger, newTouches: [Touch], event: Event) -> Bool {
        run(trigger, by: recognitionTable, newTouches: newTouches, event: event)
    }

    /// Answers the scroll view's own guards; off a scroll view, they do not hold. The finger
    /// counts are the plain pan's, answered without looking the scroll view up, since every
    /// touch-down and lift asks them.
    override func evaluate(_ condition: PanRecognition.Guard) -> Bool {
        switch condition {
        case .beyondHysteresisAlongScrollableAxis:
            guard let scrollView else { return false }
            let hysteresis = hysteresis
            return (scrollView.scrollsHorizontally && abs(travel.x) > hysteresis)
                || (scrollView.scrollsVertically && abs(travel.y) > hysteresis)
        case .contentKeepsTouch:
            guard let scrollView else { return false }
            return sequenceTouches.contains { touch in
                guard let content = touch.view, content !== scrollView, touch.viewDelivery == .tracking else { return false }
                return !scrollView.canCancelContentTouches || !scrollView.askTouchesShouldCancel(in: content)
            }
        case .handsDragToParent:
            return scrollView?.handsDrag(travel) ?? false
        case .tooManyTouches, .enoughTouches, .allLifted, .beyondHysteresis, .startedNearEdge, .movedInward:
            return super.evaluate(condition)
        }
    }
}
