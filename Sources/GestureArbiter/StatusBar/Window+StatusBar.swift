extension Window {
    /// A tap on the status bar at `point` (window coordinates) at `time`: the scroll to the top
    /// (S12). The window chooses the scroll view UIKit would ask, as ``userInterfaceIdiom``
    /// says, and that scroll view asks its delegate and animates its content to the top.
    ///
    /// The scroll view with ``ScrollView/scrollsToTop`` beneath the tap (it spans the tap's x), the
    /// one nearest the status bar when several are (seed 000: the column under the tap scrolls, a
    /// tap above the margin scrolls nothing); on a phone, only when it is the one scroll view on
    /// screen that may scroll to the top, and none when there are several, as the `UIScrollView`
    /// header says. The status bar is not part of the window's views: its taps are no touches, and
    /// no recognizer sees them.
    ///
    /// Like ``send(_:at:)``, a tap after the clock's now advances the clock to it first; a tap
    /// before it, off the status bar, or on a window without one is refused and changes nothing.
    public func tapStatusBar(_ point: Point, at time: VirtualTime) throws(StatusBarTapError) {
        if callbackDepth > 0 || clock.isAdvancing, time != clock.now {
            throw .sentFromCallbackAtAnotherTime(now: clock.now, requested: time)
        }
        guard time >= clock.now else { throw .timeWentBackward(now: clock.now, requested: time) }
        guard !statusBarFrame.isEmpty else { throw .noStatusBar }
        guard statusBarFrame.contains(point) else { throw .outsideStatusBar(point: point, statusBar: statusBarFrame) }
        if time > clock.now {
            clock.advance(to: time)
        }
        let chosen = scrollViewToScrollToTop(under: point)
        trace.record(.statusBarTap(at: point, scrollView: chosen?.traceName))
        chosen?.statusBarTapped()
    }

    /// The earlier spelling of ``tapStatusBar(_:at:)``, whose time was not labelled `at:` as
    /// every other input's is.
    @available(*, deprecated, renamed: "tapStatusBar(_:at:)")
    public func tapStatusBar(at point: Point, time: VirtualTime) throws(StatusBarTapError) {
        try tapStatusBar(point, at: time)
    }

    /// The scroll view a status bar tap at `point` scrolls, by ``userInterfaceIdiom``; nil when none may.
    func scrollViewToScrollToTop(under point: Point) -> ScrollView? {
        var candidates: [(scrollView: ScrollView, frame: Rect)] = []
        collectScrollViewsThatScrollToTop(in: self, into: &candidates)
        // On a phone, only when one scroll view on screen may; then it too must be under the tap.
        if userInterfaceIdiom == .phone, candidates.count != 1 { return nil }
        var nearest: (scrollView: ScrollView, frame: Rect)?
        for candidate in candidates where candidate.frame.minX <= point.x && point.x < candidate.frame.maxX {
            if nearest.map({ candidate.frame.minY < $0.frame.minY }) ?? true {
                nearest = candidate
            }
        }
        return nearest?.scrollView
    }

    /// The scroll views under `view` that are on screen (shown, and inside the window) and may
    /// scroll to the top, depth first in subview order, each with its frame in the window.
    private func collectScrollViewsThatScrollToTop(in view: View, into candidates: inout [(scrollView: ScrollView, frame: Rect)]) {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
            if let scrollView = subview as? ScrollView, scrollView.scrollsToTop {
                let frame = scrollView.convert(scrollView.bounds, to: nil)
                if frame.intersects(bounds) {
                    candidates.append((scrollView, frame))
                }
            }
            collectScrollViewsThatScrollToTop(in: subview, into: &candidates)
        }
    }
}
