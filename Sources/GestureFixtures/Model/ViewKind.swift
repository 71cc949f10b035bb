import GestureArbiter

/// FixtureFormat.md's view types: the `type` key of a view.
public enum ViewType: String, Hashable, Sendable, CaseIterable {
    case view
    case scrollView
    /// A scroll view of rows that a finger highlights and selects (L1).
    case tableView
    /// A scroll view of items in a flowing grid that a finger highlights and selects (L1).
    case collectionView
    case button
    case slider
    case `switch`
    /// A control of two halves that step a value (C3).
    case stepper
    /// A row of segments, one selected (C4).
    case segmentedControl
    /// A row of page indicators, one current (C5).
    case pageControl
    case control

    /// What messages call a view of this type: "a scroll view", "a button".
    public var noun: String {
        switch self {
        case .scrollView: "scroll view"
        case .tableView: "table view"
        case .collectionView: "collection view"
        case .segmentedControl: "segmented control"
        case .pageControl: "page control"
        case .view, .button, .slider, .switch, .stepper, .control: rawValue
        }
    }

    /// Whether a view of this type is a control: one that tracks its touch and keeps its touches
    /// (`UIControl` does not pass them up the responder chain).
    public var isControl: Bool {
        switch self {
        case .view, .scrollView, .tableView, .collectionView: false
        case .button, .slider, .switch, .stepper, .segmentedControl, .pageControl, .control: true
        }
    }

    /// What a view of this type does with its touches unless the fixture says otherwise:
    /// ``TouchHandling/forward`` for a plain view or a scroll view, as `UIView` does, and
    /// ``TouchHandling/consume`` for a control, as `UIControl` does.
    public var defaultTouchHandling: TouchHandling {
        isControl ? .consume : .forward
    }

    /// Whether a view of this type is a scroll view: a table view is one too.
    public var isScrollView: Bool {
        self == .scrollView || isList
    }

    /// Whether a view of this type is a list: a table view or a collection view.
    public var isList: Bool {
        self == .tableView || self == .collectionView
    }

    /// A view of this type with UIKit's defaults for its own settings.
    public var defaultKind: ViewKind {
        switch self {
        case .view: .view
        case .scrollView: .scrollView(ScrollViewSettings())
        case .tableView: .scrollView(ScrollViewSettings(list: ListSettings(kind: .table)))
        case .collectionView: .scrollView(ScrollViewSettings(list: ListSettings(kind: .collection)))
        case .button: .button
        case .slider: .slider(SliderSettings())
        case .switch: .switch(SwitchSettings())
        case .stepper: .stepper(StepperSettings())
        case .segmentedControl: .segmentedControl(SegmentedControlSettings())
        case .pageControl: .pageControl(PageControlSettings())
        case .control: .control
        }
    }
}

/// A view's type with the settings only that type has; plain views, buttons and bare controls have none.
public enum ViewKind: Hashable, Sendable {
    case view
    case scrollView(ScrollViewSettings)
    case button
    case slider(SliderSettings)
    case `switch`(SwitchSettings)
    case stepper(StepperSettings)
    case segmentedControl(SegmentedControlSettings)
    case pageControl(PageControlSettings)
    case control

    public var type: ViewType {
        switch self {
        case .view: .view
        case let .scrollView(settings):
            switch settings.list?.kind {
            case nil: .scrollView
            case .table?: .tableView
            case .collection?: .collectionView
            }
        case .button: .button
        case .slider: .slider
        case .switch: .switch
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .pageControl: .pageControl
        case .control: .control
        }
    }
}

// MARK: - Scroll views

/// A scroll view's settings, with `UIScrollView`'s defaults.
public struct ScrollViewSettings: Hashable, Sendable {
    /// The size of the scrollable content; zero by default, as in UIKit.
    public var contentSize: Size
    /// The content offset, which is the scroll view's bounds origin.
    public var contentOffset: Point
    public var contentInset: EdgeInsets
    public var delaysContentTouches: Bool
    public var canCancelContentTouches: Bool
    public var isScrollEnabled: Bool
    public var bounces: Bool
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var isPagingEnabled: Bool
    public var isDirectionalLockEnabled: Bool
    public var decelerationRate: DecelerationRate
    public var transfersVerticalScrollingToParent: Bool
    public var transfersHorizontalScrollingToParent: Bool
    /// Ids of content views for which `touchesShouldBegin(_:with:in:)` answers false; for the
    /// others it keeps the class's answer (true).
    public var touchesShouldBeginDenied: [String]
    /// The content views for which `touchesShouldCancel(in:)` answers other than the class does.
    public var touchesShouldCancel: TouchesShouldCancelOverride
    /// The scroll views inside this one that move with it as one, if any; not among
    /// ``properties``, since no `set` changes it: the scene chains them once every view exists.
    public var chain: ScrollChainSpec?
    public var minimumZoomScale: Double = 1
    public var maximumZoomScale: Double = 1
    public var bouncesZoom = true
    /// The id of the view the scroll view zooms (its delegate's `viewForZooming(in:)`), inside it.
    public var viewForZooming: String?
    /// The scale the zoomed view starts at; applied once every view exists, like ``chain``.
    public var zoomScale: Double = 1
    /// Whether a status bar tap may scroll it to the top (S12).
    public var scrollsToTop = true
    /// Its delegate's answer to `scrollViewShouldScrollToTop(_:)`.
    public var shouldScrollToTop = true
    /// How the window's safe area adds to its content inset (S13).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// A table or collection view's items; nil for a plain scroll view.
    public var list: ListSettings?
    /// Whether it has a pull-to-refresh control, `<id>.refreshControl` (S15).
    public var hasRefreshControl = false
    /// Whether that control starts refreshing.
    public var isRefreshing = false

    public init(
        contentSize: Size = .zero,
        contentOffset: Point = .zero,
        contentInset: EdgeInsets = .zero,
        delaysContentTouches: Bool = true,
        canCancelContentTouches: Bool = true,
        isScrollEnabled: Bool = true,
        bounces: Bool = true,
        alwaysBounceVertical: Bool = false,
        alwaysBounceHorizontal: Bool = false,
        isPagingEnabled: Bool = false,
        isDirectionalLockEnabled: Bool = false,
        decelerationRate: DecelerationRate = .normal,
        transfersVerticalScrollingToParent: Bool = true,
        transfersHorizontalScrollingToParent: Bool = true,
        touchesShouldBeginDenied: [String] = [],
        touchesShouldCancel: TouchesShouldCancelOverride = TouchesShouldCancelOverride(),
        chain: ScrollChainSpec? = nil,
        list: ListSettings? = nil
    ) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
        self.isScrollEnabled = isScrollEnabled
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.isPagingEnabled = isPagingEnabled
        self.isDirectionalLockEnabled = isDirectionalLockEnabled
        self.decelerationRate = decelerationRate
        self.transfersVerticalScrollingToParent = transfersVerticalScrollingToParent
        self.transfersHorizontalScrollingToParent = transfersHorizontalScrollingToParent
        self.touchesShouldBeginDenied = touchesShouldBeginDenied
        self.touchesShouldCancel = touchesShouldCancel
        self.chain = chain
        self.list = list
    }

    /// Sets the property as a `set` event would, so that a scroll view's keys and `set`'s keys mean the same.
    public mutating func apply(_ property: ScrollViewProperty) {
        switch property {
        case let .contentSize(size): contentSize = size
        case let .contentOffset(offset): contentOffset = offset
        case let .contentInset(insets): contentInset = insets
        case let .delaysContentTouches(delays): delaysContentTouches = delays
        case let .canCancelContentTouches(cancels): canCancelContentTouches = cancels
        case let .scrollEnabled(enabled): isScrollEnabled = enabled
        case let .bounces(bounces): self.bounces = bounces
        case let .alwaysBounceVertical(bounces): alwaysBounceVertical = bounces
        case let .alwaysBounceHorizontal(bounces): alwaysBounceHorizontal = bounces
        case let .pagingEnabled(enabled): isPagingEnabled = enabled
        case let .directionalLockEnabled(enabled): isDirectionalLockEnabled = enabled
        case let .decelerationRate(rate): decelerationRate = rate
        case let .transfersVerticalScrollingToParent(transfers): transfersVerticalScrollingToParent = transfers
        case let .transfersHorizontalScrollingToParent(transfers): transfersHorizontalScrollingToParent = transfers
        case let .touchesShouldBegin(denied): touchesShouldBeginDenied = denied
        case let .touchesShouldCancel(answers): touchesShouldCancel = answers
        case let .minimumZoomScale(scale): minimumZoomScale = scale
        case let .maximumZoomScale(scale): maximumZoomScale = scale
        case let .bouncesZoom(bounces): bouncesZoom = bounces
        case let .viewForZooming(id): viewForZooming = id
        case let .zoomScale(scale): zoomScale = scale
        case let .scrollsToTop(scrolls): scrollsToTop = scrolls
        case let .shouldScrollToTop(should): shouldScrollToTop = should
        case let .contentInsetAdjustmentBehavior(behavior): contentInsetAdjustmentBehavior = behavior
        case let .sections(rows): list?.sections = rows
        case let .rowHeight(height): list?.rowHeight = height
        case let .allowsSelection(allows): list?.allowsSelection = allows
        case let .allowsMultipleSelection(allows): list?.allowsMultipleSelection = allows
        case let .itemSize(size): list?.itemSize = size
        case let .scrollDirection(vertical): list?.isVertical = vertical
        case let .minimumLineSpacing(spacing): list?.minimumLineSpacing = spacing
        case let .minimumInteritemSpacing(spacing): list?.minimumInteritemSpacing = spacing
        case let .refreshControl(has): hasRefreshControl = has
        case let .refreshing(refreshing): isRefreshing = refreshing
        }
    }

    /// The settings as the `set` properties that give a fresh scroll view them, so that the scene
    /// builds a scroll view the same way a `set` changes one; the offset last, after the sizes.
    /// The ``chain`` is not one of them: it needs the scroll views inside, which come later.
    public var properties: [ScrollViewProperty] {
        [
            .contentSize(contentSize), .contentInset(contentInset),
            .delaysContentTouches(delaysContentTouches), .canCancelContentTouches(canCancelContentTouches),
            .scrollEnabled(isScrollEnabled), .bounces(bounces),
            .alwaysBounceVertical(alwaysBounceVertical), .alwaysBounceHorizontal(alwaysBounceHorizontal),
            .pagingEnabled(isPagingEnabled), .directionalLockEnabled(isDirectionalLockEnabled),
            .decelerationRate(decelerationRate),
            .transfersVerticalScrollingToParent(transfersVerticalScrollingToParent),
            .transfersHorizontalScrollingToParent(transfersHorizontalScrollingToParent),
            .touchesShouldBegin(deny: touchesShouldBeginDenied), .touchesShouldCancel(touchesShouldCancel),
            .minimumZoomScale(minimumZoomScale), .maximumZoomScale(maximumZoomScale), .bouncesZoom(bouncesZoom),
            .viewForZooming(viewForZooming), .scrollsToTop(scrollsToTop), .shouldScrollToTop(shouldScrollToTop),
            .contentInsetAdjustmentBehavior(contentInsetAdjustmentBehavior),
            .refreshControl(hasRefreshControl), .refreshing(isRefreshing),
        ] + (list.map(\.properties) ?? [])
            + [.contentOffset(contentOffset)]
    }
}

/// `touchesShouldCancel`: `{"allow": [ids], "deny": [ids]}`, the content views for which a scroll
/// view's `touchesShouldCancel(in:)` answers true or false whatever the class would answer
/// (false for controls, true for other views).
public struct TouchesShouldCancelOverride: Hashable, Sendable {
    public var allow: [String]
    public var deny: [String]

    public init(allow: [String] = [], deny: [String] = []) {
        self.allow = allow
        self.deny = deny
    }

    /// The answer for the content view with this id, or nil to keep the class's answer.
    public func answer(for id: String) -> Bool? {
        if allow.contains(id) { return true }
        if deny.contains(id) { return false }
        return nil
    }
}

/// A scroll view property that a `set` event changes, with the same keys and values as the scene.
public enum ScrollViewProperty: Hashable, Sendable {
    case contentSize(Size)
    /// Sets the offset without animation, stopping any glide or bounce, as `setContentOffset(_:animated: false)`.
    case contentOffset(Point)
    case contentInset(EdgeInsets)
    case delaysContentTouches(Bool)
    case canCancelContentTouches(Bool)
    /// Turning it off mid-drag ends the drag at once.
    case scrollEnabled(Bool)
    case bounces(Bool)
    case alwaysBounceVertical(Bool)
    case alwaysBounceHorizontal(Bool)
    case pagingEnabled(Bool)
    case directionalLockEnabled(Bool)
    case decelerationRate(DecelerationRate)
    case transfersVerticalScrollingToParent(Bool)
    case transfersHorizontalScrollingToParent(Bool)
    case touchesShouldBegin(deny: [String])
    case touchesShouldCancel(TouchesShouldCancelOverride)
    case minimumZoomScale(Double)
    case maximumZoomScale(Double)
    case bouncesZoom(Bool)
    /// The id of the view inside the scroll view that it zooms; nil: it does not zoom.
    case viewForZooming(String?)
    /// Zooms without animation, as `setZoomScale(_:animated: false)`.
    case zoomScale(Double)
    case scrollsToTop(Bool)
    /// The delegate's answer to `scrollViewShouldScrollToTop(_:)`.
    case shouldScrollToTop(Bool)
    case contentInsetAdjustmentBehavior(ContentInsetAdjustmentBehavior)
    /// A table view's row counts, one per section; the table reloads.
    case sections([Int])
    /// A table view's row height; the table reloads.
    case rowHeight(Double)
    case allowsSelection(Bool)
    case allowsMultipleSelection(Bool)
    /// A collection view's item size; the collection reloads.
    case itemSize(Size)
    /// Whether a collection view's lines follow one another down it (true) or across it; it reloads.
    case scrollDirection(vertical: Bool)
    case minimumLineSpacing(Double)
    case minimumInteritemSpacing(Double)
    /// Gives the scroll view a pull-to-refresh control, `<id>.refreshControl`, or takes it away.
    case refreshControl(Bool)
    /// Begins or ends the refresh control's refresh, as `beginRefreshing()` and `endRefreshing()`.
    case refreshing(Bool)
}

/// A table or collection view's items and selection settings, with UIKit's defaults.
public struct ListSettings: Hashable, Sendable {
    /// Which list: a table view or a collection view.
    public enum Kind: String, Hashable, Sendable {
        case table
        case collection
    }

    public var kind: Kind
    /// How many rows or items each section has; one empty section by default.
    public var sections: [Int]
    /// A table's rows' height: 44 pt, UIKit's default.
    public var rowHeight: Double
    /// A collection's items' size: 50 × 50 pt, the flow layout's default.
    public var itemSize: Size
    /// Whether a collection's lines follow one another down it (the default) or across it.
    public var isVertical: Bool
    /// A collection's room between lines and between items of a line: 10 pt each, the flow layout's defaults.
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var allowsSelection: Bool
    public var allowsMultipleSelection: Bool
    /// The views every cell shows in its content view, each cell with copies of its own named
    /// `<id>[section,item]`; only in the scene.
    public var cellSubviews: [ViewSpec]

    public init(kind: Kind, sections: [Int] = [0], rowHeight: Double = 44, itemSize: Size = Size(width: 50, height: 50), isVertical: Bool = true,
                minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10, allowsSelection: Bool = true,
                allowsMultipleSelection: Bool = false, cellSubviews: [ViewSpec] = []) {
        self.kind = kind
        self.sections = sections
        self.rowHeight = rowHeight
        self.itemSize = itemSize
        self.isVertical = isVertical
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.allowsSelection = allowsSelection
        self.allowsMultipleSelection = allowsMultipleSelection
        self.cellSubviews = cellSubviews
    }

    /// The settings as `set` properties, the rows or items last, so that the list loads once with the rest in place.
    var properties: [ScrollViewProperty] {
        let shape: [ScrollViewProperty] = switch kind {
        case .table: [.rowHeight(rowHeight)]
        case .collection: [.itemSize(itemSize), .scrollDirection(vertical: isVertical), .minimumLineSpacing(minimumLineSpacing), .minimumInteritemSpacing(minimumInteritemSpacing)]
        }
        return shape + [.allowsSelection(allowsSelection), .allowsMultipleSelection(allowsMultipleSelection), .sections(sections)]
    }
}

// MARK: - Controls

/// A slider's settings, with `UISlider`'s defaults.
public struct SliderSettings: Hashable, Sendable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    /// Whether the track runs bottom (minimum) to top (maximum); the fixtures' `vertical`.
    public var isVertical: Bool

    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, isVertical: Bool = false) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.isVertical = isVertical
    }

    public mutating func apply(_ property: SliderProperty) {
        switch property {
        case let .value(value): self.value = value
        case let .minimumValue(minimum): minimumValue = minimum
        case let .maximumValue(maximum): maximumValue = maximum
        case let .vertical(vertical): isVertical = vertical
        }
    }

    /// The settings as `set` properties, the range before the value, which it clamps.
    public var properties: [SliderProperty] {
        [.vertical(isVertical), .minimumValue(minimumValue), .maximumValue(maximumValue), .value(value)]
    }
}

/// A slider property that a `set` event changes; as in UIKit, a value outside the range is
/// clamped into it and a range that excludes the value clamps the value, without `valueChanged`.
public enum SliderProperty: Hashable, Sendable {
    case value(Double)
    case minimumValue(Double)
    case maximumValue(Double)
    case vertical(Bool)
}

/// A switch's settings, with `UISwitch`'s defaults.
public struct SwitchSettings: Hashable, Sendable {
    public var isOn: Bool

    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    public mutating func apply(_ property: SwitchProperty) {
        switch property {
        case let .on(isOn): self.isOn = isOn
        }
    }

    public var properties: [SwitchProperty] {
        [.on(isOn)]
    }
}

/// A switch property that a `set` event changes; as in UIKit, setting it sends no `valueChanged`.
public enum SwitchProperty: Hashable, Sendable {
    case on(Bool)
}

/// A stepper's settings, with `UIStepper`'s defaults. Its `value`, `minimumValue` and
/// `maximumValue` are a slider's keys and properties.
public struct StepperSettings: Hashable, Sendable {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
    public var wraps = false
    public var isContinuous = true
    public var autorepeat = true

    public init() {}

    /// Sets a range property, as for a slider.
    public mutating func apply(_ property: SliderProperty) {
        switch property {
        case let .value(value): self.value = value
        case let .minimumValue(minimum): minimumValue = minimum
        case let .maximumValue(maximum): maximumValue = maximum
        case .vertical: break
        }
    }

    public mutating func apply(_ property: StepperProperty) {
        switch property {
        case let .stepValue(step): stepValue = step
        case let .wraps(wraps): self.wraps = wraps
        case let .continuous(continuous): isContinuous = continuous
        case let .autorepeat(autorepeat): self.autorepeat = autorepeat
        }
    }

    /// The settings as the `set` properties that give a fresh stepper them: the range first, then the value.
    public var properties: [ViewProperty] {
        [.slider(.minimumValue(minimumValue)), .slider(.maximumValue(maximumValue)), .stepper(.stepValue(stepValue)),
         .stepper(.wraps(wraps)), .stepper(.continuous(isContinuous)), .stepper(.autorepeat(autorepeat)), .slider(.value(value))]
    }
}

/// A segmented control's settings, with `UISegmentedControl`'s defaults.
public struct SegmentedControlSettings: Hashable, Sendable {
    /// The segments' titles; their count is the control's number of segments.
    public var segments: [String] = []
    /// The selected segment, or -1 for none.
    public var selectedSegmentIndex = -1
    public var isMomentary = false
    /// The segments that may not be selected.
    public var disabledSegments: [Int] = []

    public init(segments: [String] = []) {
        self.segments = segments
    }

    public mutating func apply(_ property: SegmentedControlProperty) {
        switch property {
        case let .selectedSegmentIndex(index): selectedSegmentIndex = index
        case let .momentary(momentary): isMomentary = momentary
        case let .disabledSegments(indexes): disabledSegments = indexes
        }
    }

    /// The settings as `set` properties, the segments aside: the scene makes the control with them.
    public var properties: [SegmentedControlProperty] {
        [.momentary(isMomentary), .disabledSegments(disabledSegments), .selectedSegmentIndex(selectedSegmentIndex)]
    }
}

/// A segmented control property that a `set` event changes; as in UIKit, none sends an event.
public enum SegmentedControlProperty: Hashable, Sendable {
    case selectedSegmentIndex(Int)
    case momentary(Bool)
    case disabledSegments([Int])
}

/// A page control's settings, with `UIPageControl`'s defaults.
public struct PageControlSettings: Hashable, Sendable {
    public var numberOfPages = 0
    public var currentPage = 0
    public var hidesForSinglePage = false

    public init() {}

    public mutating func apply(_ property: PageControlProperty) {
        switch property {
        case let .numberOfPages(pages): numberOfPages = pages
        case let .currentPage(page): currentPage = page
        case let .hidesForSinglePage(hides): hidesForSinglePage = hides
        }
    }

    /// The settings as `set` properties: the pages before the current page.
    public var properties: [PageControlProperty] {
        [.numberOfPages(numberOfPages), .hidesForSinglePage(hidesForSinglePage), .currentPage(currentPage)]
    }
}

/// A page control property that a `set` event changes; as in UIKit, none sends an event.
public enum PageControlProperty: Hashable, Sendable {
    case numberOfPages(Int)
    /// Clamped to the pages, as UIKit clamps it.
    case currentPage(Int)
    case hidesForSinglePage(Bool)
}

/// A stepper property that a `set` event changes, beside the range it shares with a slider.
public enum StepperProperty: Hashable, Sendable {
    case stepValue(Double)
    case wraps(Bool)
    case continuous(Bool)
    case autorepeat(Bool)
}
