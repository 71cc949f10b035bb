/// What changed in a window since its host last asked: the views whose drawn state changed and
/// the recognizers whose state changed, so that a renderer redraws those and polls nothing.
///
/// Beyond UIKit, which has no such list (a UIKit renderer is the system's). Always on: noting a
/// change costs a flag test, and each view or recognizer is listed once however often it changes.
public struct WindowChanges {
    /// The views in the window whose frame, bounds, center, transform, hidden state, alpha,
    /// subviews, control state (`isHighlighted`, `isSelected`, `isEnabled`, a slider's or a
    /// stepper's `value`, a stepper's repeating half, a switch's `isOn`, a segmented control's
    /// `selectedSegmentIndex` and highlighted segment, a page control's `currentPage`, a refresh
    /// control's refreshing, a label's text), scroll state (`contentOffset`, `contentSize`, `contentInset`,
    /// `adjustedContentInset`; a zoom changes the content size), list state (a cell's highlight and selection, a
    /// list's selected rows) changed, or that asked to be redrawn (``View/setNeedsDisplay()``):
    /// the window first if it did, then the others in the order they first changed. A view added
    /// or removed shows as a change of its superview; a view that has left the window is not listed.
    public var views: [View]
    /// The recognizers in the window whose ``GestureRecognizer/state`` changed, in the order they
    /// first changed.
    public var recognizers: [GestureRecognizer]

    /// Whether nothing changed.
    public var isEmpty: Bool { views.isEmpty && recognizers.isEmpty }
}

extension Window {
    /// The changes since the last call, and forgets them: call it after each event sent or frame
    /// advanced, and redraw what it lists.
    public func takeChanges() -> WindowChanges {
        changeFeed.take(for: self)
    }
}
