extension ScrollPhysics {
    /// The release speed above which a paging scroll view turns the page the finger was
    /// flicking towards: 300 points per second (a choice from observed behaviour).
    ///
    /// Why this value: a deliberate flick on a phone leaves the finger at 500 pt/s or more,
    /// while a finger that drags slowly and lifts keeps well under 300 pt/s; UIKit turns the
    /// page for the first even when it moved less than half a page, and for the second lets
    /// the page nearest the offset win. 300 pt/s, 5 pt per frame at 60 Hz, lies between the two.
    public static let pagingVelocityThreshold = 300.0

    /// The offset a paging scroll view comes to rest at on one axis, for a release at `offset`
    /// with velocity `velocity` (points per second), pages `pageSize` points long and
    /// `pageCount` pages.
    ///
    /// Why: paging replaces the glide's resting offset with the start of a page; the scroll
    /// view reports this target in `scrollViewWillEndDragging` and moves there.
    ///
    /// With p = offset/pageSize: at a speed up to ``pagingVelocityThreshold`` the page whose
    /// start is nearest, round(p); above it the next page start in the direction of the
    /// velocity, ⌊p⌋ + 1 forwards and ⌈p⌉ − 1 backwards. That is the nearest page moved one
    /// page along the flick when the offset is within half a page past a page start, and never
    /// skips a page: a flick that has already dragged the content most of the way to the next
    /// page lands on that page, not the one after, as in UIKit. An offset within 1e-9 of a page
    /// of a page start counts as on it, so that rounding cannot turn one page into two. The
    /// result, a page index times `pageSize`, is clamped to [0, (pageCount − 1)·pageSize]
    /// (0 for fewer than two pages).
    ///
    /// - Precondition: `pageSize` is positive and finite.
    public static func pagingTarget(
        offset: Double,
        velocity: Double,
        pageSize: Double,
        pageCount: Int,
        velocityThreshold: Double = ScrollPhysics.pagingVelocityThreshold
    ) -> Double {
        precondition(pageSize > 0 && pageSize.isFinite, "page size \(pageSize) is not a positive finite number")
        let position = offset / pageSize
        let nearest = position.rounded()
        let isOnPageStart = (position - nearest).magnitude < 1e-9
        let page: Double
        if velocity > velocityThreshold {
            page = isOnPageStart ? nearest + 1 : position.rounded(.down) + 1
        } else if velocity < -velocityThreshold {
            page = isOnPageStart ? nearest - 1 : position.rounded(.up) - 1
        } else {
            page = nearest
        }
        let lastPage = Double(Swift.max(pageCount - 1, 0))
        return saturated(Swift.min(Swift.max(page, 0), lastPage) * pageSize)
    }
}
