import GestureArbiter

/// The values a view, a recognizer or a `set` gives: each in the range its key takes.
extension FixtureChecker {
    /// A scroll view's own recognizers are the library's, whose prevention answers no fixture can
    /// replace; everything else a `set` changes on any recognizer.
    func checkBuiltInGestureProperty(_ property: GestureProperty, of id: String, at path: FixturePath) throws(FixtureError) {
        switch property {
        case .canPrevent:
            throw path.error("'canPrevent' cannot be set on '\(id)': a scroll view's own recognizers keep their class's answers")
        case .canBePrevented:
            throw path.error("'canBePrevented' cannot be set on '\(id)': a scroll view's own recognizers keep their class's answers")
        case .enabled, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .requireToFail, .simultaneousWith,
             .shouldBegin, .shouldReceive, .allowedTouchTypes, .requiresExclusiveTouchType, .allowedScrollTypesMask, .setting:
            break
        }
    }

    func checkGestureProperty(_ property: GestureProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .requireToFail(ids), let .simultaneousWith(ids):
            for (index, id) in ids.enumerated() {
                try checkGestureID(id, at: path.index(index))
            }
        case let .canPrevent(ids), let .canBePrevented(ids):
            for (index, id) in (ids ?? []).enumerated() {
                try checkGestureID(id, at: path.index(index))
            }
        case .enabled, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .shouldBegin, .shouldReceive,
             .allowedTouchTypes, .requiresExclusiveTouchType, .allowedScrollTypesMask, .setting:
            break
        }
    }

    func checkProperty(_ property: ViewProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .frame(rect):
            try checkRect(rect, at: path)
        case let .boundsOrigin(origin):
            try checkPoint(origin, at: path)
        case let .transform(transform):
            for value in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] where !value.isFinite {
                throw path.error("a transform's components must be finite numbers, got \(transform)")
            }
        case let .alpha(alpha):
            guard alpha.isFinite, (0...1).contains(alpha) else {
                throw path.error("alpha must be between 0 and 1, got \(format(alpha))")
            }
        case let .hitTest(hitTest):
            if let hitTest { try checkHitTest(hitTest, at: path) }
        case let .pointInside(pointInside):
            if let pointInside { try checkPointInside(pointInside, at: path) }
        case let .refusedGestures(ids):
            for (index, id) in ids.enumerated() {
                try checkGestureID(id, at: path.key("deny").index(index))
            }
        case let .scrollView(property):
            try checkScrollViewProperty(property, at: path)
        case let .slider(.value(number)), let .slider(.minimumValue(number)), let .slider(.maximumValue(number)):
            guard number.isFinite else { throw path.error("expected a finite number, got \(format(number))") }
        case let .stepper(.stepValue(step)):
            guard step.isFinite, step > 0 else { throw path.error("stepValue must be greater than 0, got \(format(step))") }
        case .stepper(.wraps), .stepper(.continuous), .stepper(.autorepeat):
            break
        case let .segmentedControl(.selectedSegmentIndex(index)):
            guard index >= -1 else { throw path.error("selectedSegmentIndex must be a segment's index or -1 for none, got \(index)") }
        case let .segmentedControl(.disabledSegments(indexes)):
            if let index = indexes.firstIndex(where: { $0 < 0 }) {
                throw path.index(index).error("a segment's index must not be negative, got \(indexes[index])")
            }
        case .segmentedControl(.momentary), .pageControl(.hidesForSinglePage):
            break
        case let .pageControl(.numberOfPages(count)), let .pageControl(.currentPage(count)):
            guard count >= 0, count <= Fixture.maximumRows else {
                throw path.error("a page count or index must be between 0 and \(Fixture.maximumRows), got \(count)")
            }
        case .hidden, .userInteractionEnabled, .multipleTouchEnabled, .exclusiveTouch, .touches, .slider(.vertical), .switch:
            break
        }
    }

    func checkScrollViewProperty(_ property: ScrollViewProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .sections(rows):
            guard !rows.isEmpty else { throw path.error("a table view needs at least one section") }
            guard rows.count <= Fixture.maximumRows else {
                throw path.error("a table view may have at most \(Fixture.maximumRows) sections, got \(rows.count)")
            }
            if let index = rows.firstIndex(where: { $0 < 0 }) {
                throw path.index(index).error("a row count must not be negative, got \(rows[index])")
            }
            guard rows.reduce(0, { $0 + min($1, Fixture.maximumRows) }) <= Fixture.maximumRows else {
                throw path.error("a table view may have at most \(Fixture.maximumRows) rows in all")
            }
        case let .rowHeight(height):
            try checkNonNegative(height, "rowHeight", at: path)
        case let .itemSize(size):
            try checkPositive(size.width, "width", at: path)
            try checkPositive(size.height, "height", at: path)
        case let .minimumLineSpacing(spacing), let .minimumInteritemSpacing(spacing):
            try checkNonNegative(spacing, "spacing", at: path)
        case .scrollDirection, .refreshControl, .refreshing:
            break
        case .allowsSelection, .allowsMultipleSelection:
            break
        case let .contentSize(size):
            try checkNonNegative(size.width, "width", at: path)
            try checkNonNegative(size.height, "height", at: path)
        case let .contentOffset(offset):
            try checkPoint(offset, at: path)
        case let .contentInset(insets):
            for value in [insets.top, insets.left, insets.bottom, insets.right] where !value.isFinite {
                throw path.error("expected finite numbers, got \(format(value))")
            }
        case let .decelerationRate(rate):
            // The physics divides by 1 − rate and takes its logarithm.
            guard rate.rawValue > 0, rate.rawValue < 1 else {
                throw path.error("decelerationRate must be between 0 and 1, got \(format(rate.rawValue))")
            }
        case let .touchesShouldBegin(denied):
            for (index, id) in denied.enumerated() {
                try checkViewID(id, at: path.key("deny").index(index))
            }
        case let .touchesShouldCancel(answers):
            for (key, ids) in [("allow", answers.allow), ("deny", answers.deny)] {
                for (index, id) in ids.enumerated() {
                    try checkViewID(id, at: path.key(key).index(index))
                }
            }
            if let (index, id) = answers.deny.enumerated().first(where: { answers.allow.contains($0.element) }) {
                throw path.key("deny").index(index).error("'\(id)' is both allowed and denied")
            }
        case let .minimumZoomScale(scale), let .maximumZoomScale(scale), let .zoomScale(scale):
            guard scale.isFinite, scale > 0 else {
                throw path.error("a zoom scale must be a positive finite number, got \(format(scale))")
            }
        case let .viewForZooming(id):
            if let id { try checkViewID(id, at: path) }
        case .delaysContentTouches, .canCancelContentTouches, .scrollEnabled, .bounces, .alwaysBounceVertical,
             .alwaysBounceHorizontal, .pagingEnabled, .directionalLockEnabled, .transfersVerticalScrollingToParent,
             .transfersHorizontalScrollingToParent, .bouncesZoom, .scrollsToTop, .shouldScrollToTop, .contentInsetAdjustmentBehavior:
            break
        }
    }

    /// A paging scroll view pages by its bounds size, so it needs one on every axis along which
    /// its content can scroll (larger than the bounds, or always bouncing); whether scrolling is
    /// enabled does not matter, since a `set` may enable it.
    func checkPaging(_ settings: ScrollViewSettings, frame: Rect, at path: FixturePath) throws(FixtureError) {
        guard settings.isPagingEnabled else { return }
        let insets = settings.contentInset
        let scrollsHorizontally = settings.alwaysBounceHorizontal || settings.contentSize.width + insets.left + insets.right > frame.width
        let scrollsVertically = settings.alwaysBounceVertical || settings.contentSize.height + insets.top + insets.bottom > frame.height
        if (scrollsHorizontally && frame.width == 0) || (scrollsVertically && frame.height == 0) {
            throw path.error("paging needs a non-zero page size")
        }
    }

    func checkRect(_ rect: Rect, at path: FixturePath) throws(FixtureError) {
        for (name, value) in [("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height)] where !value.isFinite {
            throw path.error("\(name) must be a finite number, got \(format(value))")
        }
        try checkNonNegative(rect.width, "width", at: path)
        try checkNonNegative(rect.height, "height", at: path)
    }

    func checkPoint(_ point: Point, at path: FixturePath) throws(FixtureError) {
        guard point.isFinite else { throw path.error("a location must be finite numbers, got \(point)") }
    }

    func checkTime(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        try checkNonNegative(value, name, at: path)
        guard value <= Fixture.maximumTime else {
            throw path.error("\(name) must be at most \(format(Fixture.maximumTime)) ms, got \(format(value))")
        }
    }

    func checkNonNegative(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        guard value.isFinite else { throw path.error("\(name) must be a finite number, got \(format(value))") }
        guard value >= 0 else { throw path.error("\(name) must not be negative, got \(format(value))") }
    }

    func checkPositive(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        guard value.isFinite, value > 0 else { throw path.error("\(name) must be a positive number, got \(format(value))") }
    }

    func format(_ value: Double) -> String {
        TraceValue.format(value)
    }
}
