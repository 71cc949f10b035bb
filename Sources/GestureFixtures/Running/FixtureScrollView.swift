import Foundation
import GestureArbiter

/// What a fixture gives a scroll view beyond its own properties: its delegate's answers and the
/// overrides of its content-touch questions. Shared by the fixture's scroll views and table views.
final class FixtureScrollAnswers {
    /// Kept here since a scroll view holds its delegate weakly; the delegate only while it answers.
    let delegate = FixtureScrollViewDelegate()
    var touchesShouldBeginDenied: [String] = []
    var touchesShouldCancel = TouchesShouldCancelOverride()
}

/// A fixture's scroll view or table view: both take the scroll view keys of a `set`.
protocol FixtureScrolling: ScrollView {
    var answers: FixtureScrollAnswers { get }
    func apply(_ property: ScrollViewProperty)
}

extension FixtureScrolling {
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
        case .sections, .rowHeight, .allowsSelection, .allowsMultipleSelection:
            // A table view's own keys; the compile step lets them through for table views only.
            (self as? FixtureTableView)?.applyTableProperty(property)
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

/// A table view with the fixture's overrides and rows: its cells are named `<table>[section,row]`
/// and hold copies of the fixture's `cellSubviews`, named `<id>[section,row]`. Its touches always
/// go on up the responder chain after it uses them, as UIKit's do.
final class FixtureTableView: TableView, SceneView, FixtureScrolling {
    var overrides = ViewOverrides()
    let answers = FixtureScrollAnswers()
    /// Makes the rows' cells; kept here since a table holds its data source weakly.
    let rows: FixtureTableDataSource

    init(frame: Rect, scene: Scene, cellSubviews: [ViewSpec]) {
        rows = FixtureTableDataSource(scene: scene, cellSubviews: cellSubviews)
        super.init(frame: frame)
        register(TableViewCell.self, forCellReuseIdentifier: FixtureTableDataSource.reuseIdentifier)
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

    /// Sets one of the table view's own keys; new rows or heights reload it.
    func applyTableProperty(_ property: ScrollViewProperty) {
        switch property {
        case let .sections(counts):
            rows.sections = counts
            dataSource = rows
        case let .rowHeight(height): rowHeight = height
        case let .allowsSelection(allows): allowsSelection = allows
        case let .allowsMultipleSelection(allows): allowsMultipleSelection = allows
        default: break
        }
    }
}

/// A fixture table's rows: the row counts of its sections, and cells named after their rows
/// holding fresh copies of the fixture's `cellSubviews`.
final class FixtureTableDataSource: TableViewDataSource {
    static let reuseIdentifier = "row"
    var sections: [Int] = [0]
    private let cellSubviews: [ViewSpec]
    private unowned let scene: Scene

    init(scene: Scene, cellSubviews: [ViewSpec]) {
        self.scene = scene
        self.cellSubviews = cellSubviews
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let suffix = "[\(indexPath.section),\(indexPath.row)]"
        cell.identifier = tableView.traceName + suffix
        cell.contentView.identifier = cell.traceName + ".contentView"
        for old in cell.contentView.subviews {
            old.removeFromSuperview()
        }
        for spec in cellSubviews {
            cell.contentView.addSubview(scene.makeCellView(spec, suffix: suffix))
        }
        return cell
    }
}

/// A fixture scroll view's delegate when it zooms or refuses to scroll to the top:
/// `viewForZooming(in:)` answers the view inside it with the fixture's id, looked up when asked,
/// so that a view removed is no longer zoomed; `scrollViewShouldScrollToTop(_:)` the fixture's
/// `shouldScrollToTop`.
final class FixtureScrollViewDelegate: ScrollViewDelegate {
    var zoomedID: String?
    var shouldScrollToTop = true

    /// Whether any answer differs from having no delegate.
    var isNeeded: Bool { zoomedID != nil || !shouldScrollToTop }

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
