import Foundation
import GestureArbiter

/// What a fixture gives a scroll view beyond its own properties: its delegate's answers and the
/// overrides of its content-touch questions. Shared by the fixture's scroll views and table views.
final class FixtureScrollAnswers {
    /// Kept here since a scroll view holds its delegate weakly; the delegate only while it answers.
    var delegate = FixtureScrollViewDelegate()
    var touchesShouldBeginDenied: [String] = []
    var touchesShouldCancel = TouchesShouldCancelOverride()
}

/// A fixture's scroll view or table view: both take the scroll view keys of a `set`.
protocol FixtureScrolling: ScrollView, SceneView {
    var answers: FixtureScrollAnswers { get }
    func apply(_ property: ScrollViewProperty)
}

extension FixtureScrolling {
    func apply(own property: OwnViewProperty) {
        if case let .scrollView(property) = property {
            apply(property)
        }
    }

    /// Sets one of the scroll view keys, as the scene and a `set` ask.
    func applyScrollProperty(_ property: ScrollViewProperty) {
        switch property {
        case let .contentSize(size): contentSize = size
        case let .contentOffset(offset): setContentOffset(offset, animated: false)
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
        case let .touchesShouldBegin(denied): answers.touchesShouldBeginDenied = denied
        case let .touchesShouldCancel(overrides): answers.touchesShouldCancel = overrides
        case let .minimumZoomScale(scale): minimumZoomScale = scale
        case let .maximumZoomScale(scale): maximumZoomScale = scale
        case let .bouncesZoom(bounces): bouncesZoom = bounces
        case let .viewForZooming(id):
            answers.delegate.zoomedID = id
            delegate = answers.delegate.isNeeded ? answers.delegate : nil
        case let .zoomScale(scale): setZoomScale(scale, animated: false)
        case let .scrollsToTop(scrolls): scrollsToTop = scrolls
        case let .contentInsetAdjustmentBehavior(behavior): contentInsetAdjustmentBehavior = behavior
        case let .shouldScrollToTop(should):
            answers.delegate.shouldScrollToTop = should
            delegate = answers.delegate.isNeeded ? answers.delegate : nil
        case let .refreshControl(has):
            guard has != (refreshControl != nil) else { return }
            if has {
                let control = RefreshControl()
                control.identifier = traceName + ".refreshControl"
                refreshControl = control
            } else {
                refreshControl = nil
            }
        case let .refreshing(refreshing):
            if refreshing { refreshControl?.beginRefreshing() } else { refreshControl?.endRefreshing() }
        case .sections, .rowHeight, .allowsSelection, .allowsMultipleSelection, .itemSize, .scrollDirection,
             .minimumLineSpacing, .minimumInteritemSpacing, .swipeActions, .contextMenu, .listLayout, .dragAndDrop, .movesRows, .editing, .allowsSelectionDuringEditing:
            // A list's own keys; the compile step lets them through for the lists that have them.
            (self as? FixtureList)?.applyListProperty(property)
        }
    }

    /// `touchesShouldBegin(_:with:in:)` as the fixture answers it, or nil for the class's answer.
    func fixtureAnswer(shouldBeginIn view: View) -> Bool? {
        answers.touchesShouldBeginDenied.contains(view.traceName) ? false : nil
    }
}

/// A scroll view with the fixture's overrides, whose `touchesShouldBegin` and `touchesShouldCancel`
/// answers for the content views the fixture lists come from its keys.
final class FixtureScrollView: ScrollView, SceneView, FixtureScrolling {
    var overrides = ViewOverrides()
    let answers = FixtureScrollAnswers()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
    override func touchesBegan(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesBegan(touches, with: event) } }
    override func touchesMoved(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesMoved(touches, with: event) } }
    override func touchesEnded(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesEnded(touches, with: event) } }
    override func touchesCancelled(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesCancelled(touches, with: event) } }
    override func touchesShouldBegin(_ touches: [Touch], with event: Event?, in view: View) -> Bool {
        fixtureAnswer(shouldBeginIn: view) ?? super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: View) -> Bool {
        answers.touchesShouldCancel.answer(for: view.traceName) ?? super.touchesShouldCancel(in: view)
    }

    func apply(_ property: ScrollViewProperty) {
        applyScrollProperty(property)
    }
}

/// A fixture's table view or collection view, which takes the list keys of a `set`.
protocol FixtureList: FixtureScrolling {
    /// Sets one of the list's own keys; new items or sizes reload it.
    func applyListProperty(_ property: ScrollViewProperty)
}

extension FixtureList {
    /// Gives the list the delegate of the class its swipe actions and context menu need.
    func updateListDelegate() {
        answers.delegate = answers.delegate.matchingListAnswers(in: self)
        delegate = answers.delegate.isNeeded ? answers.delegate : nil
    }
}

/// A table view with the fixture's overrides and rows: its cells are named `<table>[section,row]`
/// and hold copies of the fixture's `cellSubviews`, named `<id>[section,row]`. Its touches always
/// go on up the responder chain after it uses them, as UIKit's do.
final class FixtureTableView: TableView, SceneView, FixtureList {
    var overrides = ViewOverrides()
    let answers = FixtureScrollAnswers()
    /// Makes the rows' cells; kept here since a table holds its data source weakly.
    let rows: FixtureListDataSource
    /// The drag and drop delegates, kept here since a table holds them weakly.
    private var dragDelegateKept: FixtureTableDragDelegate?
    private var dropDelegateKept: FixtureTableDropDelegate?

    init(frame: Rect, scene: Scene, cellSubviews: [ViewSpec]) {
        rows = FixtureListDataSource(scene: scene, cellSubviews: cellSubviews)
        super.init(frame: frame)
        register(TableViewCell.self, forCellReuseIdentifier: FixtureListDataSource.reuseIdentifier)
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
    override func touchesShouldBegin(_ touches: [Touch], with event: Event?, in view: View) -> Bool {
        fixtureAnswer(shouldBeginIn: view) ?? super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: View) -> Bool {
        answers.touchesShouldCancel.answer(for: view.traceName) ?? super.touchesShouldCancel(in: view)
    }

    func apply(_ property: ScrollViewProperty) {
        applyScrollProperty(property)
    }

    func applyListProperty(_ property: ScrollViewProperty) {
        switch property {
        case let .sections(counts):
            rows.sections = counts
            dataSource = rows
        case let .rowHeight(height): rowHeight = height
        case let .allowsSelection(allows): allowsSelection = allows
        case let .allowsMultipleSelection(allows): allowsMultipleSelection = allows
        case let .swipeActions(spec):
            answers.delegate.swipeActions = spec
            updateListDelegate()
        case let .contextMenu(spec):
            answers.delegate.contextMenu = spec
            updateListDelegate()
        case let .dragAndDrop(spec):
            dragDelegateKept = spec?.dragDelegate.map(FixtureTableDragDelegate.init)
            dropDelegateKept = spec?.dropDelegate.map(FixtureTableDropDelegate.init)
            dragDelegate = dragDelegateKept
            dropDelegate = dropDelegateKept
            if let enabled = spec?.dragInteractionEnabled { dragInteractionEnabled = enabled }
        case let .movesRows(moves): rows.movesRows = moves
        case let .editing(editing): isEditing = editing
        case let .allowsSelectionDuringEditing(allows): allowsSelectionDuringEditing = allows
        default: break
        }
    }
}

/// A collection view with the fixture's overrides and items, named as a table's cells are.
final class FixtureCollectionView: CollectionView, SceneView, FixtureList {
    var overrides = ViewOverrides()
    let answers = FixtureScrollAnswers()
    /// Makes the items' cells; kept here since a collection holds its data source weakly.
    let items: FixtureListDataSource

    init(frame: Rect, scene: Scene, cellSubviews: [ViewSpec]) {
        items = FixtureListDataSource(scene: scene, cellSubviews: cellSubviews)
        super.init(frame: frame)
        register(CollectionViewCell.self, forCellWithReuseIdentifier: FixtureListDataSource.reuseIdentifier)
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
    override func touchesShouldBegin(_ touches: [Touch], with event: Event?, in view: View) -> Bool {
        fixtureAnswer(shouldBeginIn: view) ?? super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: View) -> Bool {
        answers.touchesShouldCancel.answer(for: view.traceName) ?? super.touchesShouldCancel(in: view)
    }

    func apply(_ property: ScrollViewProperty) {
        applyScrollProperty(property)
    }

    func applyListProperty(_ property: ScrollViewProperty) {
        switch property {
        case let .sections(counts):
            items.sections = counts
            dataSource = items
        case let .itemSize(size): itemSize = size
        case let .scrollDirection(vertical): scrollDirection = vertical ? .vertical : .horizontal
        case let .minimumLineSpacing(spacing): minimumLineSpacing = spacing
        case let .minimumInteritemSpacing(spacing): minimumInteritemSpacing = spacing
        case let .allowsSelection(allows): allowsSelection = allows
        case let .allowsMultipleSelection(allows): allowsMultipleSelection = allows
        case let .contextMenu(spec):
            answers.delegate.contextMenu = spec
            updateListDelegate()
        case let .listLayout(isList):
            self.isList = isList
            updateLayout()
        case let .swipeActions(spec):
            swipeActions = spec
            updateLayout()
        default: break
        }
    }

    /// The list layout and its swipe actions, kept to make the layout again when either changes.
    private var isList = false
    private var swipeActions: SwipeActionsSpec?

    private func updateLayout() {
        let layout = isList ? CollectionViewCompositionalLayout.list(using: swipeActions?.listConfiguration() ?? CollectionLayoutListConfiguration(appearance: .plain)) : nil
        if layout != nil || collectionViewLayout != nil {
            collectionViewLayout = layout
        }
    }
}

/// A fixture list's rows or items: the counts of its sections, and cells named after their index
/// paths holding fresh copies of the fixture's `cellSubviews`.
final class FixtureListDataSource: TableViewDataSource, CollectionViewDataSource {
    static let reuseIdentifier = "row"
    var sections: [Int] = [0]
    private let cellSubviews: [ViewSpec]
    private unowned let scene: Scene

    init(scene: Scene, cellSubviews: [ViewSpec]) {
        self.scene = scene
        self.cellSubviews = cellSubviews
    }

    /// Whether rows may move; a move changes the counts of the sections it leaves and enters.
    var movesRows = false

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movesRows }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        sections[sourceIndexPath.section] -= 1
        sections[destinationIndexPath.section] += 1
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        configure(cell, content: cell.contentView, in: tableView, at: indexPath)
        return cell
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        configure(cell, content: cell.contentView, in: collectionView, at: indexPath)
        return cell
    }

    /// Names the cell after its list and index path and gives its content view fresh copies of the `cellSubviews`.
    private func configure(_ cell: View, content: View, in list: View, at indexPath: IndexPath) {
        let suffix = "[\(indexPath.section),\(indexPath[1])]"
        cell.identifier = list.traceName + suffix
        content.identifier = cell.traceName + ".contentView"
        for old in content.subviews {
            old.removeFromSuperview()
        }
        for spec in cellSubviews {
            content.addSubview(scene.makeCellView(spec, suffix: suffix))
        }
    }
}

/// A fixture scroll view's delegate when it zooms, refuses to scroll to the top, or is a list's
/// with swipe actions or a context menu: `viewForZooming(in:)` answers the view inside it with the
/// fixture's id, looked up when asked, so that a view removed is no longer zoomed;
/// `scrollViewShouldScrollToTop(_:)` the fixture's `shouldScrollToTop`. A list's answers come
/// from the subclass of its kind, which ``matchingListAnswers(in:)`` picks.
class FixtureScrollViewDelegate: ScrollViewDelegate {
    var zoomedID: String?
    var shouldScrollToTop = true
    /// A table's swipe actions and a list's context menu.
    var swipeActions: SwipeActionsSpec?
    var contextMenu: ListContextMenuSpec?

    /// Whether any answer differs from having no delegate.
    var isNeeded: Bool { zoomedID != nil || !shouldScrollToTop || swipeActions != nil || contextMenu != nil }

    /// This delegate, or one with its answers of the class that answers its list's questions:
    /// only those the fixture gives, so that the list records no call UIKit would not make.
    func matchingListAnswers(in list: ScrollView) -> FixtureScrollViewDelegate {
        let type: FixtureScrollViewDelegate.Type = switch (list is CollectionView, swipeActions != nil, contextMenu != nil) {
        case (true, _, true): FixtureMenuCollectionDelegate.self
        case (false, true, true): FixtureSwipingMenuTableDelegate.self
        case (false, true, false): FixtureSwipingTableDelegate.self
        case (false, false, true): FixtureMenuTableDelegate.self
        case (_, _, false): FixtureScrollViewDelegate.self
        }
        guard Swift.type(of: self) != type else { return self }
        let copy = type.init()
        copy.zoomedID = zoomedID
        copy.shouldScrollToTop = shouldScrollToTop
        copy.swipeActions = swipeActions
        copy.contextMenu = contextMenu
        return copy
    }

    required init() {}

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        shouldScrollToTop
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        guard let zoomedID else { return nil }
        var pending = scrollView.subviews
        while let view = pending.popLast() {
            if view.traceName == zoomedID { return view }
            pending += view.subviews
        }
        return nil
    }
}
