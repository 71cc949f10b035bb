import GestureArbiter

/// A scroll view property that a `set` event changes, with the same keys and values as the scene.
public enum ScrollViewProperty: Hashable, Sendable, ViewKindProperty {
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
    /// A table view's swipe actions (R1–R5); nil: none.
    case swipeActions(SwipeActionsSpec?)
    /// Whether a collection has a list layout (R6); it reloads.
    case listLayout(Bool)
    /// A table's or collection's context menu (M5); nil: none.
    case contextMenu(ListContextMenuSpec?)
    /// A table view's drag and drop delegates (I8); nil: none.
    case dragAndDrop(TableDragAndDropSpec?)
    /// Whether a table's data source lets rows move and moves them (I8, I9).
    case movesRows(Bool)
    /// Whether a table is in editing mode, with its rows' reorder controls (I9).
    case editing(Bool)
    /// Whether a finger selects a table's rows in editing mode.
    case allowsSelectionDuringEditing(Bool)
}

extension ScrollViewProperty {
    var key: String {
        switch self {
        case .contentSize: "contentSize"
        case .contentOffset: "contentOffset"
        case .contentInset: "contentInset"
        case .delaysContentTouches: "delaysContentTouches"
        case .canCancelContentTouches: "canCancelContentTouches"
        case .scrollEnabled: "scrollEnabled"
        case .bounces: "bounces"
        case .alwaysBounceVertical: "alwaysBounceVertical"
        case .alwaysBounceHorizontal: "alwaysBounceHorizontal"
        case .pagingEnabled: "pagingEnabled"
        case .directionalLockEnabled: "directionalLockEnabled"
        case .decelerationRate: "decelerationRate"
        case .transfersVerticalScrollingToParent: "transfersVerticalScrollingToParent"
        case .transfersHorizontalScrollingToParent: "transfersHorizontalScrollingToParent"
        case .touchesShouldBegin: "touchesShouldBegin"
        case .touchesShouldCancel: "touchesShouldCancel"
        case .minimumZoomScale: "minimumZoomScale"
        case .maximumZoomScale: "maximumZoomScale"
        case .zoomScale: "zoomScale"
        case .bouncesZoom: "bouncesZoom"
        case .viewForZooming: "viewForZooming"
        case .scrollsToTop: "scrollsToTop"
        case .shouldScrollToTop: "shouldScrollToTop"
        case .contentInsetAdjustmentBehavior: "contentInsetAdjustmentBehavior"
        case .sections: "sections"
        case .rowHeight: "rowHeight"
        case .allowsSelection: "allowsSelection"
        case .allowsMultipleSelection: "allowsMultipleSelection"
        case .itemSize: "itemSize"
        case .scrollDirection: "scrollDirection"
        case .minimumLineSpacing: "minimumLineSpacing"
        case .minimumInteritemSpacing: "minimumInteritemSpacing"
        case .refreshControl: "refreshControl"
        case .refreshing: "refreshing"
        case .swipeActions: "swipeActions"
        case .contextMenu: "contextMenu"
        case .listLayout: "layout"
        case .dragAndDrop: "dragAndDrop"
        case .movesRows: "movesRows"
        case .editing: "editing"
        case .allowsSelectionDuringEditing: "allowsSelectionDuringEditing"
        }
    }

    var json: String {
        switch self {
        case let .contentSize(size), let .itemSize(size): JSONText.size(size)
        case let .contentOffset(offset): JSONText.point(offset)
        case let .contentInset(insets): JSONText.insets(insets)
        case let .delaysContentTouches(flag), let .canCancelContentTouches(flag), let .scrollEnabled(flag), let .bounces(flag),
             let .alwaysBounceVertical(flag), let .alwaysBounceHorizontal(flag), let .pagingEnabled(flag), let .directionalLockEnabled(flag),
             let .transfersVerticalScrollingToParent(flag), let .transfersHorizontalScrollingToParent(flag), let .bouncesZoom(flag),
             let .scrollsToTop(flag), let .shouldScrollToTop(flag), let .allowsSelection(flag), let .allowsMultipleSelection(flag),
             let .refreshControl(flag), let .refreshing(flag), let .movesRows(flag), let .editing(flag), let .allowsSelectionDuringEditing(flag):
            "\(flag)"
        case let .decelerationRate(rate):
            rate == .normal ? "\"normal\"" : rate == .fast ? "\"fast\"" : JSONText.number(rate.rawValue)
        case let .touchesShouldBegin(denied): "{\"deny\": \(JSONText.strings(denied))}"
        case let .touchesShouldCancel(answers):
            "{" + [("allow", answers.allow), ("deny", answers.deny)].filter { !$0.1.isEmpty }
                .map { "\"\($0.0)\": \(JSONText.strings($0.1))" }.joined(separator: ", ") + "}"
        case let .minimumZoomScale(number), let .maximumZoomScale(number), let .zoomScale(number),
             let .rowHeight(number), let .minimumLineSpacing(number), let .minimumInteritemSpacing(number):
            JSONText.number(number)
        case let .viewForZooming(id): id.map(JSONText.string) ?? "null"
        case let .contentInsetAdjustmentBehavior(behavior): JSONText.string(behavior.rawValue)
        case let .sections(rows): JSONText.integers(rows)
        case let .scrollDirection(vertical): vertical ? "\"vertical\"" : "\"horizontal\""
        case let .swipeActions(spec): spec?.json ?? "null"
        case let .contextMenu(spec): spec?.json ?? "null"
        case let .listLayout(isList): isList ? "\"list\"" : "\"flow\""
        case let .dragAndDrop(spec): spec?.json ?? "null"
        }
    }
}
