/// Scrolling a rect of the content into view (S14).
extension ScrollView {
    /// Scrolls as little as it takes to show `rect` (in the content's coordinates, the scroll
    /// view's bounds space) inside the part of the view its ``adjustedContentInset`` leaves clear;
    /// nothing when it is shown already (S14). On each axis, a rect above or left of what is shown
    /// comes to its top or left edge, one below or right of it to the bottom or right edge, and one
    /// larger than what is shown to its top or left edge; the offset stays in its range.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        precondition(rect.origin.isFinite && rect.width.isFinite && rect.height.isFinite, "\(traceName): scrollRectToVisible needs a finite rect, not \(rect)")
        let inset = _adjustedContentInset
        let offset = _bounds.origin
        func axis(_ offset: Double, _ low: Double, _ high: Double, _ size: Double, _ before: Double, _ after: Double, _ minimum: Double, _ maximum: Double) -> Double {
            let shownLow = offset + before
            let shownHigh = offset + size - after
            var target = offset
            if high - low > shownHigh - shownLow || low < shownLow {
                target = low - before
            } else if high > shownHigh {
                target = high - size + after
            }
            return min(max(target, minimum), max(minimum, maximum))
        }
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let target = Point(
            x: axis(offset.x, rect.minX, rect.maxX, _bounds.width, inset.left, inset.right, minimum.x, maximum.x),
            y: axis(offset.y, rect.minY, rect.maxY, _bounds.height, inset.top, inset.bottom, minimum.y, maximum.y)
        )
        guard target != offset else { return }
        setContentOffset(target, animated: animated)
    }
}
