/// The back swipe: UIKit's `interactivePopGestureRecognizer` (N3).
extension NavigationController {
    /// The screen-edge pan on the container's left edge that pops the top controller with the
    /// finger, as UIKit's: a ``ScreenEdgePanGestureRecognizer`` (20 pt from the window's left
    /// edge, begun past 10 pt inward) on the container's view.
    ///
    /// Its delegate, until the app sets its own, lets it begin only while the stack holds more
    /// than one controller and no transition runs. An app that sets its own delegate answers
    /// that itself, as in UIKit; here a swipe that begins with nothing to pop moves nothing, where
    /// UIKit's would leave the screen unresponsive. Once it begins, the content's touches are
    /// cancelled (it keeps `cancelsTouchesInView`), the top controller's view follows the finger,
    /// and the lift finishes or cancels the pop (``NavigationTransition``).
    ///
    /// An app's recognizer that must not take the swipe requires it to fail (`require(toFail:)`),
    /// the usual way to "tie it to the behavior of other gesture recognizers", as Apple's
    /// documentation of the property puts it: a horizontal scroll view's pan, for one, which
    /// otherwise begins on the same movement and wins.
    public var interactivePopGestureRecognizer: GestureRecognizer? { popRecognizer }

    func popRecognizerChanged(_ state: GestureRecognizer.State) {
        switch state {
        case .began: handle(.popGestureBegan)
        case .changed: handle(.popGestureMoved)
        case .ended: handle(.popGestureEnded)
        case .cancelled, .failed: handle(.popGestureCancelled)
        case .possible: break
        }
    }

    /// Whether the back swipe may begin now: something to pop, nothing moving.
    var interactivePopIsAllowed: Bool {
        children.count > 1 && transitionState == .idle
    }
}

/// The pop recognizer's delegate until the app sets another: it allows the swipe while there is
/// something to pop and no transition runs.
final class InteractivePopGate: GestureRecognizerDelegate {
    weak var controller: NavigationController?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        controller?.interactivePopIsAllowed ?? false
    }
}
