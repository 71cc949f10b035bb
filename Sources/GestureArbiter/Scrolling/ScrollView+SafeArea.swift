/// The scroll view's adjusted content inset: its content inset plus the safe area it covers (S13).
extension ScrollView {
    /// Works ``adjustedContentInset`` out again and, if it changed, records `didChangeAdjustedContentInset`
    /// and tells ``adjustedContentInsetDidChange()`` and the delegate.
    ///
    /// Content resting at its top stays at its top when the safe area's part of the top inset
    /// changes (the window's insets, a view that moved, how the scroll view adjusts, content that
    /// now scrolls): the offset moves to the new top, as UIKit's does (a list under a notch starts
    /// at −47, one under a navigation bar at −88). A change of ``contentInset`` alone leaves the
    /// offset where it is, as in UIKit.
    func updateAdjustedContentInset() {
        let adjusted = adjustedContentInset(for: safeAreaInsets)
        guard adjusted != _adjustedContentInset else { return }
        let oldTop = minimumContentOffset.y
        // Only in a window: one leaving its window keeps its offset, whatever its insets become.
        let restsAtTop = window != nil && motion == .idle && zoomMotion == .idle && !isTracking && _bounds.origin.y == oldTop
        _adjustedContentInset = adjusted
        let oldSafeTop = safeAreaTopInset
        safeAreaTopInset = adjusted.top - adjustedContentInset(for: .zero).top
        noteChange()
        limitsChanged()
        report("didChangeAdjustedContentInset", [TraceField("inset", .insets(adjusted))])
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if restsAtTop, safeAreaTopInset != oldSafeTop, _bounds.origin.y == oldTop, minimumContentOffset.y != oldTop {
            contentOffset = Point(x: _bounds.origin.x, y: minimumContentOffset.y)
            // The x it keeps may now lie outside the new sides, as UIKit leaves it: the content is
            // at rest where it was put, which the invariant checker hears again.
            limitsChanged()
        }
    }

    /// A refresh control's room changed (S15): the adjusted inset follows, and content that rested
    /// at its top when a refresh ends moves up into the room it leaves, over 300 ms.
    func refreshingChanged() {
        let oldTop = minimumContentOffset.y
        updateAdjustedContentInset()
        let newTop = minimumContentOffset.y
        if newTop > oldTop, motion == .idle, _bounds.origin.y == oldTop {
            setContentOffset(Point(x: _bounds.origin.x, y: newTop), animated: true)
        }
    }

    /// ``contentInset`` plus the parts of `safeArea` that ``contentInsetAdjustmentBehavior`` adds,
    /// plus the room of a refresh control that is refreshing.
    private func adjustedContentInset(for safeArea: EdgeInsets) -> EdgeInsets {
        var inset = _contentInset
        if refreshControl?.isRefreshing == true {
            inset.top += RefreshControl.height
        }
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || _contentSize.height + inset.top + inset.bottom > _bounds.height
            horizontal = alwaysBounceHorizontal || _contentSize.width + inset.left + inset.right > _bounds.width
        }
        return EdgeInsets(
            top: inset.top + (vertical ? safeArea.top : 0),
            left: inset.left + (horizontal ? safeArea.left : 0),
            bottom: inset.bottom + (vertical ? safeArea.bottom : 0),
            right: inset.right + (horizontal ? safeArea.right : 0)
        )
    }
}
