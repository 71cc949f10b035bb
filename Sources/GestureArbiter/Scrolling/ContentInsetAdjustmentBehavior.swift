/// How a scroll view adds the safe area to its ``ScrollView/contentInset``; UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    /// As ``scrollableAxes``: UIKit's automatic adjustment differs only for a scroll view that a
    /// navigation controller's view controller owns, which the engine has no notion of.
    case automatic
    /// The safe area on the axes along which the content scrolls: larger than the view (with the
    /// content inset), or always bouncing.
    case scrollableAxes
    /// No adjustment: ``ScrollView/adjustedContentInset`` is the content inset.
    case never
    /// The safe area on every edge.
    case always
}
