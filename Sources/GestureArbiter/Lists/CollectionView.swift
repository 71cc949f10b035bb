import Foundation

/// A scroll view of items in a grid that flows along one axis; UIKit's `UICollectionView` with a
/// flow layout of equal items, without drawing.
///
/// Items of ``itemSize`` fill lines across the view, as many as fit with
/// ``minimumInteritemSpacing`` between them, spread evenly over the line; lines follow one
/// another ``minimumLineSpacing`` apart down the view (``ScrollDirection/vertical``, the default)
/// or across it (``ScrollDirection/horizontal``), and each section starts a new line. As in a
/// ``TableView``, only the items on screen have cells, real subviews that go back for reuse, and
/// a finger highlights and selects an item as UIKit does (L1, ``CellSelection``).
open class CollectionView: ScrollView {
    /// Which way the lines of items follow one another; UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        case vertical
        case horizontal
    }

    /// What the collection shows; held weakly. Setting it reloads the collection once it is in a window.
    public var dataSource: CollectionViewDataSource? {
        get { _dataSource }
        set {
            _dataSource = newValue
            reloadIfShown()
        }
    }
    private weak var _dataSource: CollectionViewDataSource?

    /// Every item's size; 50 × 50 pt, the flow layout's default.
    public var itemSize = Size(width: 50, height: 50) {
        didSet { reloadIfShown() }
    }

    /// The least room between two items of a line; 10 pt, the flow layout's default.
    public var minimumInteritemSpacing = 10.0 {
        didSet { reloadIfShown() }
    }

    /// The room between two lines; 10 pt, the flow layout's default.
    public var minimumLineSpacing = 10.0 {
        didSet { reloadIfShown() }
    }

    /// Which way the lines follow one another, and so which way the collection scrolls.
    public var scrollDirection = ScrollDirection.vertical {
        didSet { reloadIfShown() }
    }

    /// Whether a finger can select items; true by default. When false a finger highlights nothing either.
    public var allowsSelection: Bool {
        get { cellList.allowsSelection }
        set { cellList.allowsSelection = newValue }
    }

    /// Whether a tap adds its item to the selection (and a tap on a selected item deselects it)
    /// instead of replacing it; false by default.
    public var allowsMultipleSelection: Bool {
        get { cellList.allowsMultipleSelection }
        set { cellList.allowsMultipleSelection = newValue }
    }

    /// The selected items in order, nil when none.
    public var indexPathsForSelectedItems: [IndexPath]? {
        cellList.selected.isEmpty ? nil : cellList.selected
    }

    /// Where the collection is in ``CellSelection``.
    public var selectionState: CellSelection.State { cellList.selectionState }

    /// The items' cells, their places and their selection.
    let cellList = CellList<CollectionView>()
    /// The row swiped to show its actions, once the collection has a list layout (R6).
    private(set) var rowSwipes: RowSwipeController<CollectionView>?

    /// The list layout, or nil for the flow layout that ``itemSize`` and the spacings describe;
    /// UIKit's `collectionViewLayout`. A list lays its items out as rows as wide as the
    /// collection, and their swipes show the actions of its configuration (R6).
    public var collectionViewLayout: CollectionViewCompositionalLayout? {
        didSet {
            if collectionViewLayout != nil, rowSwipes == nil {
                let swipes = RowSwipeController<CollectionView>()
                swipes.attach(to: self)
                rowSwipes = swipes
            }
            rowSwipes?.close()
            reloadIfShown()
        }
    }
    /// The menus its items open (M5).
    private(set) lazy var contextMenus = ListContextMenu(host: self)

    /// A ``CollectionViewDelegate`` also gives its items' menus, whose interaction the collection
    /// then puts on itself (M5).
    override func delegateDidChange() {
        contextMenus.update(hasListDelegate: delegate is CollectionViewDelegate)
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        cellList.attach(to: self)
    }

    /// A collection with `layout`; UIKit's `init(frame:collectionViewLayout:)`.
    public convenience init(frame: Rect, collectionViewLayout layout: CollectionViewCompositionalLayout) {
        self.init(frame: frame)
        collectionViewLayout = layout
    }

    /// The bounds, whose origin is the content offset; every change lays the cells out again.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            super.bounds = newValue
            cellList.boundsChanged(to: _bounds)
            rowSwipes?.tableMoved()
        }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event?) {
        // A finger that closed an open row selects nothing (R5, R6).
        cellList.touchesBegan(rowSwipes?.selectingTouches(touches) ?? touches)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event?) {
        cellList.touchesEnded(touches)
        rowSwipes?.touchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event?) {
        cellList.touchesCancelled(touches)
        rowSwipes?.touchesEnded(touches)
        super.touchesCancelled(touches, with: event)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // A swiped row closes at once when the collection leaves its window, whose clock moves it.
        if window == nil {
            rowSwipes?.close()
        }
        if window != nil, !cellList.isLoaded {
            reloadData()
        }
    }

    /// The delegate as a ``CollectionViewDelegate``, when it is one.
    var collectionDelegate: CollectionViewDelegate? {
        delegate as? CollectionViewDelegate
    }

    // MARK: Items

    /// How many sections the collection has.
    public var numberOfSections: Int { cellList.counts.count }

    /// How many items `section` has.
    public func numberOfItems(inSection section: Int) -> Int {
        cellList.counts[section]
    }

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] { cellList.shownCells }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { cellList.shownIndexPaths }

    /// The cell of the item at `indexPath` when it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        cellList.cell(at: indexPath)
    }

    /// The item `cell` shows, when it is one of the cells on screen.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cellList.indexPath(of: cell)
    }

    /// The item at `point`, in the collection's bounds (its content's coordinates); nil between items.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        cellList.item(at: point).map(cellList.indexPath(ofItem:))
    }

    /// Where the item at `indexPath` lies in the content; nil for an item the collection does not have.
    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        cellList.flatItem(indexPath).map { cellList.frames[$0] }
    }

    /// Loads the items again from the data source, lays them out, drops the selection (as UIKit
    /// does) and shows the cells of the items on screen.
    public func reloadData() {
        rowSwipes?.close()
        let source = dataSource
        let sections = CellList<CollectionView>.sectionCount(source?.numberOfSections(in: self) ?? 0, in: traceName)
        let counts = (0..<sections).map { section in max(0, source?.collectionView(self, numberOfItemsInSection: section) ?? 0) }
        _ = CellList<CollectionView>.itemCount(of: counts, in: traceName)
        // A list's rows are a flow of items as wide as the collection, with no room between them.
        let isList = collectionViewLayout != nil
        let vertical = isList || scrollDirection == .vertical
        let (frames, extent) = Self.flow(counts: counts, itemSize: isList ? Size(width: _bounds.width, height: CollectionLayoutListConfiguration.rowHeight) : itemSize,
                                         across: vertical ? _bounds.width : _bounds.height, interitem: isList ? 0 : minimumInteritemSpacing,
                                         line: isList ? 0 : minimumLineSpacing, vertical: vertical)
        contentSize = vertical ? Size(width: _bounds.width, height: extent) : Size(width: extent, height: _bounds.height)
        cellList.load(counts: counts, frames: frames, vertical: vertical)
    }

    /// The frames of a flow of equal items, sections starting new lines, and how far the lines
    /// reach along the scrolling axis. A line holds as many items as fit `across` with
    /// `interitem` between them (at least one, and no more than the largest section has), spread
    /// evenly over it; every line of the flow has the spacing of a full line. Lines that would lie
    /// past the largest finite number lie at it, so that extreme sizes give a finite layout.
    static func flow(counts: [Int], itemSize: Size, across: Double, interitem: Double, line: Double, vertical: Bool) -> (frames: [Rect], extent: Double) {
        let itemAcross = vertical ? itemSize.width : itemSize.height
        let itemAlong = vertical ? itemSize.height : itemSize.width
        let fitting = ((across + interitem) / max(itemAcross + interitem, .leastNonzeroMagnitude)).rounded(.down)
        let perLine = max(1, Int(min(fitting.isNaN ? 1 : fitting, Double(counts.max() ?? 1))))
        let gap = perLine > 1 ? (across - Double(perLine) * itemAcross) / Double(perLine - 1) : 0
        var frames: [Rect] = []
        frames.reserveCapacity(counts.reduce(0, +))
        var along = 0.0
        var lines = 0
        for count in counts where count > 0 {
            for item in 0..<count {
                let column = item % perLine
                if column == 0 {
                    if lines > 0 { along = min(along + itemAlong + line, .greatestFiniteMagnitude) }
                    lines += 1
                }
                let offset = Double(column) * (itemAcross + gap)
                frames.append(vertical ? Rect(x: offset, y: along, width: itemSize.width, height: itemSize.height)
                                       : Rect(x: along, y: offset, width: itemSize.width, height: itemSize.height))
            }
        }
        return (frames, lines > 0 ? min(along + itemAlong, .greatestFiniteMagnitude) : 0)
    }

    // MARK: Reuse

    /// Makes ``dequeueReusableCell(withReuseIdentifier:for:)`` create cells of `cellClass` for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellList.register(cellClass, for: identifier)
    }

    /// A cell for the item at `indexPath`: one that scrolled away under `identifier`, prepared for
    /// reuse, or a new one of the registered class. An identifier never registered traps, as UIKit's does.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        cellList.dequeue(identifier)
    }

    // MARK: Selection from code

    /// Selects the item at `indexPath` (nil: deselects every item), replacing the selection unless
    /// ``allowsMultipleSelection``, and scrolls it to `scrollPosition` (empty: not at all), as
    /// UIKit's `selectItem(at:animated:scrollPosition:)`. The delegate hears nothing, as in UIKit.
    /// An item the collection does not have traps (<doc:ProgrammingErrors>).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let indexPath {
            precondition(cellList.flatItem(indexPath) != nil, "\(traceName): selectItem(at:) with an item the collection does not have, \(indexPath)")
        }
        cellList.select(indexPath)
        if let indexPath, !scrollPosition.isEmpty {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Selects the item at `indexPath` and, when `scrolls`, scrolls as little as it takes to show it.
    @available(*, deprecated, message: "use selectItem(at:animated:scrollPosition:), as UIKit's")
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollsToShow scrolls: Bool) {
        selectItem(at: indexPath, animated: animated, scrollPosition: [])
        if scrolls, let indexPath, let frame = frameForItem(at: indexPath) {
            scrollRectToVisible(frame, animated: animated)
        }
    }

    /// Scrolls the item at `indexPath` to `scrollPosition` on each axis the position names (an
    /// axis it does not name keeps its offset), within the content; UIKit's
    /// `scrollToItem(at:at:animated:)`. An item the collection does not have, or two positions on
    /// one axis, traps (<doc:ProgrammingErrors>).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = frameForItem(at: indexPath) else {
            preconditionFailure("\(traceName): scrollToItem(at:) with an item the collection does not have, \(indexPath)")
        }
        let inset = adjustedContentInset
        let clear = Size(width: _bounds.width - inset.left - inset.right, height: _bounds.height - inset.top - inset.bottom)
        let x = scrollPosition.offset(along: [.left, .centeredHorizontally, .right], from: frame.minX, to: frame.maxX,
                                      clear: clear.width, inset: inset.left) ?? _bounds.minX
        let y = scrollPosition.offset(along: [.top, .centeredVertically, .bottom], from: frame.minY, to: frame.maxY,
                                      clear: clear.height, inset: inset.top) ?? _bounds.minY
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        setContentOffset(Point(x: min(max(x, minimum.x), max(minimum.x, maximum.x)),
                               y: min(max(y, minimum.y), max(minimum.y, maximum.y))), animated: animated)
    }

    /// Deselects the item at `indexPath`; the delegate hears nothing, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        cellList.setItem(indexPath, selected: false)
    }

    private func reloadIfShown() {
        if window != nil {
            reloadData()
        }
    }
}
