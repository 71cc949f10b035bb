/// The questions a control asks about an ancestor's recognizer to decide whether it overlaps the
/// control's default action (A6).
///
/// Apple lists the overlaps: "a single finger single tap on a UIButton, UISwitch, UIStepper,
/// UISegmentedControl, and UIPageControl; a single finger swipe on the knob of a UISlider, in a
/// direction parallel to the slider; a single finger pan gesture on the knob of a UISwitch, in a
/// direction parallel to the switch." The answers are asked when the recognizer tries to leave
/// possible, so a stroke's direction is the way the finger has gone by then.
extension Control {
    /// The direction a control's track or knob moves in.
    public enum TrackAxis: Hashable, Sendable {
        case horizontal
        case vertical
    }

    /// Whether `recognizer` is a tap recognizer needing one tap of one finger.
    public func isSingleFingerSingleTap(_ recognizer: GestureRecognizer) -> Bool {
        guard let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether `recognizer` is a one-finger swipe or pan whose finger went down on this control,
    /// inside `area` (in the control's bounds space), and has since gone at least as far along
    /// `axis` as across it.
    ///
    /// A swipe counts when it needs one finger; a pan (a screen-edge pan included) when it
    /// watches one finger. "Parallel" is measured from the touch-down to where the finger is when
    /// the question is asked: a swipe then has gone its 50 pt, a pan its 10 pt.
    public func isSingleFingerStroke(_ recognizer: GestureRecognizer, startingIn area: Rect, along axis: TrackAxis) -> Bool {
        switch recognizer {
        case let swipe as SwipeGestureRecognizer:
            guard swipe.numberOfTouchesRequired == 1 else { return false }
        case is PanGestureRecognizer:
            break
        default:
            return false
        }
        let touches = recognizer.sequenceTouches
        guard touches.count == 1, let touch = touches.first, touch.view === self else { return false }
        let start = convert(touch.initialLocationInWindow, from: nil)
        guard area.contains(start) else { return false }
        let now = touch.location(in: self)
        let dx = abs(now.x - start.x)
        let dy = abs(now.y - start.y)
        switch axis {
        case .horizontal: return dx >= dy
        case .vertical: return dy >= dx
        }
    }
}
