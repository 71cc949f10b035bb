/// A control whose action is a tap; UIKit's `UIButton`, without its content.
///
/// It tracks anywhere on it, is highlighted while the finger is inside (within the 70 pt slop
/// of ``Control/trackingSlop``), and on a lift inside sends `touchUpInside` and then
/// `primaryActionTriggered`. An ancestor's one-finger single tap does not take its tap away (A6):
/// see ``defaultActionOverlaps(_:)``.
open class Button: Control {
    /// A button's primary action is its `touchUpInside` (Apple: "a semantic action triggered by buttons").
    open override var triggersPrimaryActionOnTouchUpInside: Bool { true }

    /// A one-finger single tap on an ancestor would do what the button does, so the button refuses
    /// it and keeps its action (A6); double taps, long presses, pans and swipes go on as usual.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
