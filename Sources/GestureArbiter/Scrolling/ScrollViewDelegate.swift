/// Hears what a scroll view does, in UIKit's order (S9); UIKit's `UIScrollViewDelegate`.
///
/// Every method has an empty default, so a delegate implements only what it uses. The scroll
/// view records each call as a `scroll` trace record whether or not it has a delegate.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by a drag, a deceleration, a bounce, an animation or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag passed the pan's threshold and starts moving the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted; `targetContentOffset` is where the content will come to rest and may be changed.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by `setContentOffset(_:animated: true)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view the scroll view scales when it zooms; nil (the default) means it does not zoom.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed: by a pinch, an animation or code.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom ended at `scale`: a pinch lifted (after bouncing back inside the limits), or an animated zoom finished.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
    /// A tap on the status bar chose this scroll view to scroll to the top: false keeps it where
    /// it is. True by default.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll to the top that a status bar tap started has finished.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// ``ScrollView/adjustedContentInset`` changed: the content inset, the safe area or the part
    /// of it the scroll view covers (S13).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
