/// A row of page indicators, one of them current; UIKit's `UIPageControl`, without drawing.
///
/// A tap moves one page: to the previous page when it lifts left of the current page's indicator,
/// to the next when it lifts right of it (or on it), within the tracking slop; `valueChanged` comes
/// from `endTracking` when the page changed (C5). The indicators sit ``indicatorSpacing`` apart,
/// centred in the control. With ``hidesForSinglePage`` and one page or none, the control is not
/// shown, so hit-testing passes it by. Like a button, it refuses an ancestor's one-finger single
/// tap (A6). The continuous interaction of iOS 14, scrubbing along the indicators, is left out.
open class PageControl: Control {
    /// How many pages; 0 by default. The current page stays among them; a negative count traps
    /// (<doc:ProgrammingErrors>).
    open var numberOfPages = 0 {
        didSet {
            precondition(numberOfPages >= 0, "\(traceName): numberOfPages must not be negative, got \(numberOfPages)")
            currentPage = _currentPage
        }
    }

    /// The current page, from 0; setting it clamps it to the pages and sends no event, as in UIKit.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = min(max(newValue, 0), max(numberOfPages - 1, 0))
            noteChange()
        }
    }
    private var _currentPage = 0

    /// Whether a control with one page or none is not shown; false by default.
    open var hidesForSinglePage = false

    /// The distance between two indicators' centres: 16 pt (a choice).
    public static let indicatorSpacing = 16.0

    /// Where the indicator of `page` is, along the control, in its bounds.
    public func indicatorCenter(of page: Int) -> Double {
        _bounds.midX + (Double(page) - Double(numberOfPages - 1) / 2) * Self.indicatorSpacing
    }

    /// Not hit while hidden for a single page.
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        hidesForSinglePage && numberOfPages <= 1 ? nil : super.hitTest(point, with: event)
    }

    /// Moves one page toward the side of the current indicator the finger lifted on.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, isTouchInside, numberOfPages > 0 else { return }
        let x = touch.location(in: self).x
        let page = min(max(currentPage + (x < indicatorCenter(of: currentPage) ? -1 : 1), 0), numberOfPages - 1)
        guard page != currentPage else { return }
        currentPage = page
        send(.valueChanged)
    }

    /// A one-finger single tap on an ancestor would turn the page: the control refuses it.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
