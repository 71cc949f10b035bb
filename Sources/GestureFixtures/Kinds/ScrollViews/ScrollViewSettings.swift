import GestureArbiter

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

    /// Which type of view the settings are for: a scroll view, or a list's type.
    var type: ViewType {
        switch list?.kind {
        case nil: .scrollView
        case .table?: .tableView
        case .collection?: .collectionView
        }
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
        case let .swipeActions(spec): list?.swipeActions = spec
        case let .contextMenu(spec): list?.contextMenu = spec
        case let .listLayout(isList): list?.isListLayout = isList
        case let .dragAndDrop(spec): list?.dragAndDrop = spec
        case let .movesRows(moves): list?.movesRows = moves
        case let .editing(editing): list?.isEditing = editing
        case let .allowsSelectionDuringEditing(allows): list?.allowsSelectionDuringEditing = allows
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
