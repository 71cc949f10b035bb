import Foundation

/// A scroll view of rows in sections; UIKit's `UITableView`, without drawing.
///
/// Its rows are laid out from the top, one under the other, each as tall as
/// ``TableViewDelegate/tableView(_:heightForRowAt:)`` says (``rowHeight`` by default), and only
/// the rows on screen have cells: real subviews, which its ``dataSource`` makes, usually from
/// ``dequeueReusableCell(withIdentifier:for:)``, and which go back for reuse when they scroll
/// away, so a row off screen costs nothing per event. A finger on a cell highlights and selects
/// its row as UIKit does (L1, ``CellSelection``); code selects with ``selectRow(at:animated:scrollPosition:)``.
open class TableView: ScrollView {
    /// Where ``scrollToRow(at:at:animated:)`` and ``selectRow(at:animated:scrollPosition:)`` bring a
    /// row; UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
        /// As little as it takes to show the row (``ScrollView/scrollRectToVisible(_:animated:)``).
        case none
        case top
        case middle
        case bottom
    }

    /// What the table shows; held weakly. Setting it reloads the table once it is in a window.
    public var dataSource: TableViewDataSource? {
        get { _dataSource }
        set {
            _dataSource = newValue
            dataSourceLacksMoveRowAt = false
            reloadIfShown()
        }
    }
    private weak var _dataSource: TableViewDataSource?
    /// Set when the data source protocol's default `moveRowAt` ran: this data source moves no rows.
    var dataSourceLacksMoveRowAt = false

    /// The height of a row when the delegate does not say; 44 pt, UIKit's default.
    public var rowHeight: Double = 44 {
        didSet { reloadIfShown() }
    }

    /// Whether a finger can select rows outside editing mode; true by default. When false a
    /// finger highlights nothing either.
    public var allowsSelection = true {
        didSet { updateSelectionAllowance() }
    }

    /// Whether a finger can select rows in editing mode; false by default, as in UIKit.
    public var allowsSelectionDuringEditing = false {
        didSet { updateSelectionAllowance() }
    }

    /// Whether the table is in editing mode, where rows show their reorder controls (I9); false
    /// by default. Setting it is ``setEditing(_:animated:)`` without animation.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false

    /// Whether a tap adds its row to the selection (and a tap on a selected row deselects it)
    /// instead of replacing it; false by default.
    public var allowsMultipleSelection: Bool {
        get { cellList.allowsMultipleSelection }
        set { cellList.allowsMultipleSelection = newValue }
    }

    /// The selected rows in order, nil when none, as UIKit answers.
    public var indexPathsForSelectedRows: [IndexPath]? {
        cellList.selected.isEmpty ? nil : cellList.selected
    }

    /// The first selected row, nil when none.
    public var indexPathForSelectedRow: IndexPath? {
        cellList.selected.first
    }

    /// Where the table is in ``CellSelection``.
    public var selectionState: CellSelection.State { cellList.selectionState }

    /// The rows' cells, their places and their selection.
    let cellList = CellList<TableView>()
    /// The row swiped to show its actions (R1–R5).
    let rowSwipes = RowSwipeController<TableView>()
    /// Drags out of the rows and drops onto them, once a delegate for either is set (I8).
    var dragAndDrop: TableDragAndDrop?
    /// The row moved by its reorder control, once the table has been in editing mode (I9).
    var rowReorder: RowReorderController?
    /// The menus its rows open (M5).
    private(set) lazy var contextMenus = ListContextMenu(host: self)

    /// A ``TableViewDelegate`` also gives its rows' menus, whose interaction the table then puts on itself (M5).
    override func delegateDidChange() {
        contextMenus.update(hasListDelegate: delegate is TableViewDelegate)
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        cellList.attach(to: self)
        rowSwipes.attach(to: self)
    }

    /// The bounds, whose origin is the content offset; every change lays the cells out again.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            super.bounds = newValue
            cellList.boundsChanged(to: _bounds)
            if rowSwipes.state != .closed {
                rowSwipes.tableMoved()
            }
        }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event?) {
        // A finger that closed an open row selects nothing (R5).
        cellList.touchesBegan(rowSwipes.selectingTouches(touches))
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event?) {
        cellList.touchesEnded(touches)
        rowSwipes.touchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event?) {
        cellList.touchesCancelled(touches)
        rowSwipes.touchesEnded(touches)
        super.touchesCancelled(touches, with: event)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // A swiped row closes at once when the table leaves its window, whose clock moves it.
        if window == nil {
            rowSwipes.close()
        }
        if window == nil {
            rowReorder?.close()
        }
        if window != nil, !cellList.isLoaded {
            reloadData()
        }
    }

    /// The delegate as a ``TableViewDelegate``, when it is one.
    var tableDelegate: TableViewDelegate? {
        delegate as? TableViewDelegate
    }

    // MARK: Rows

    /// How many sections the table has.
    public var numberOfSections: Int { cellList.counts.count }

    /// How many rows `section` has.
    public func numberOfRows(inSection section: Int) -> Int {
        cellList.counts[section]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] { cellList.shownCells }

    /// The rows on screen, in order; nil when none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = cellList.shownIndexPaths
        return rows.isEmpty ? nil : rows
    }

    /// The cell of the row at `indexPath` when it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        cellList.cell(at: indexPath)
    }

    /// The row `cell` shows, when it is one of the cells on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cellList.indexPath(of: cell)
    }

    /// The row at `point`, in the table's bounds (its content's coordinates); nil outside the rows.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        cellList.item(at: point).map(cellList.indexPath(ofItem:))
    }

    /// Where the row at `indexPath` lies in the content.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        cellList.flatItem(indexPath).map { cellList.frames[$0] } ?? .zero
    }

    /// Loads the rows again from the data source and the delegate, drops the selection (as UIKit
    /// does) and shows the cells of the rows on screen.
    public func reloadData() {
        rowSwipes.close()
        rowReorder?.close()
        let source = dataSource
        let sections = CellList<TableView>.sectionCount(source?.numberOfSections(in: self) ?? 0, in: traceName)
        let counts = (0..<sections).map { section in max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0) }
        let delegate = tableDelegate
        let width = _bounds.width
        var frames: [Rect] = []
        frames.reserveCapacity(CellList<TableView>.itemCount(of: counts, in: traceName))
        var top = 0.0
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                let asked = delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                let height = asked > 0 ? asked : 0
                frames.append(Rect(x: 0, y: top, width: width, height: height))
                // Rows past the largest finite number lie at it, as a collection's lines do.
                top = min(top + height, .greatestFiniteMagnitude)
            }
        }
        contentSize = Size(width: width, height: top)
        cellList.load(counts: counts, frames: frames, vertical: true)
    }

    // MARK: Reuse

    /// Makes ``dequeueReusableCell(withIdentifier:for:)`` create cells of `cellClass` for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellList.register(cellClass, for: identifier)
    }

    /// A cell for the row at `indexPath`: one that scrolled away under `identifier`, prepared for
    /// reuse, or a new one of the registered class. An identifier never registered traps, as UIKit's
    /// does (<doc:ProgrammingErrors>).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        cellList.dequeue(identifier)
    }

    // MARK: Selection from code

    /// Selects the row at `indexPath` (nil: deselects every row), replacing the selection unless
    /// ``allowsMultipleSelection``, and scrolls it to `scrollPosition`. The delegate hears nothing,
    /// as in UIKit. A row the table does not have traps (<doc:ProgrammingErrors>).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let indexPath {
            precondition(cellList.flatItem(indexPath) != nil, "\(traceName): selectRow(at:) with a row the table does not have, \(indexPath)")
        }
        cellList.select(indexPath)
        if let indexPath, scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row at `indexPath`; the delegate hears nothing, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        cellList.setItem(indexPath, selected: false)
    }

    /// Scrolls the row at `indexPath` to `scrollPosition` inside the part of the table its
    /// adjusted inset leaves clear, within the offset's range. A row the table does not have traps.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        precondition(cellList.flatItem(indexPath) != nil, "\(traceName): scrollToRow(at:) with a row the table does not have, \(indexPath)")
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let clear = _bounds.height - inset.top - inset.bottom
        let y: Double
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - clear / 2
        case .bottom: y = rect.maxY - inset.top - clear
        }
        let minimum = minimumContentOffset.y
        let maximum = max(minimum, maximumContentOffset.y)
        setContentOffset(Point(x: _bounds.minX, y: min(max(y, minimum), maximum)), animated: animated)
    }

    private func reloadIfShown() {
        if window != nil {
            reloadData()
        }
    }
}
