/// How a drag scrolls the scroll view it is carried near the edge of (I6): inside a band of
/// ``band`` points along an edge that has content beyond it, the content moves towards that edge
/// at a speed that grows from nothing at the band's inner side to ``topSpeed`` at the edge (a
/// marked choice: UIKit documents no figures, <doc:DragAndDrop>).
struct DragAutoscroll {
    /// The depth of the band along each edge, in points.
    static let band = 44.0
    /// The speed at the edge, in points a second.
    static let topSpeed = 800.0

    /// The velocity, in points a second, at which `scrollView` scrolls for a finger at `point`
    /// in its coordinates; zero where it does not.
    static func velocity(of scrollView: ScrollView, at point: Point) -> Point {
        guard scrollView.isScrollEnabled else { return .zero }
        let visible = scrollView.bounds
        let lowest = scrollView.minimumContentOffset
        let highest = scrollView.maximumContentOffset
        return Point(x: speed(point.x, from: visible.minX, to: visible.maxX, offset: visible.minX, lowest: lowest.x, highest: highest.x),
                     y: speed(point.y, from: visible.minY, to: visible.maxY, offset: visible.minY, lowest: lowest.y, highest: highest.y))
    }

    /// Scrolls `scrollView` by `velocity` over `elapsed` seconds, within its content's range.
    static func step(_ scrollView: ScrollView, velocity: Point, over elapsed: Double) {
        let lowest = scrollView.minimumContentOffset
        let highest = scrollView.maximumContentOffset
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(Point(x: min(max(offset.x + velocity.x * elapsed, lowest.x), max(lowest.x, highest.x)),
                                          y: min(max(offset.y + velocity.y * elapsed, lowest.y), max(lowest.y, highest.y))), animated: false)
    }

    /// The speed along one axis: negative near the low edge with content before it, positive
    /// near the high edge with content after it.
    private static func speed(_ position: Double, from low: Double, to high: Double, offset: Double, lowest: Double, highest: Double) -> Double {
        let band = min(Self.band, (high - low) / 2)
        guard band > 0 else { return 0 }
        if position < low + band, offset > lowest {
            return -topSpeed * min(1, (low + band - position) / band)
        }
        if position > high - band, offset < highest {
            return topSpeed * min(1, (position - (high - band)) / band)
        }
        return 0
    }
}
