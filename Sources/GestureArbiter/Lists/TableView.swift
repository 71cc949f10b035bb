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
            reloadIfShown()
        }
    }
    private weak var _dataSource: TableViewDataSource?

    /// The height of a row when the delegate does not say; 44 pt, UIKit's default.
    public var rowHeight: Double = 44 {
        didSet { reloadIfShown() }
    }

    /// Whether a finger can select rows; true by default. When false a finger highlights nothing either.
    public var allowsSelection = true

    /// Whether a tap adds its row to the selection (and a tap on a selected row deselects it)
    /// instead of replacing it; false by default.
    public var allowsMultipleSelection = false

    /// The selected rows in order, nil when none, as UIKit answers.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows
    }

    /// The first selected row, nil when none.
    public var indexPathForSelectedRow: IndexPath? {
        selectedRows.first
    }

    /// The selected rows, kept in order.
    var selectedRows: [IndexPath] = []

    /// How many rows each section has, as the data source said at the last load.
    private(set) var rowCounts: [Int] = []
    /// The top of each row, sections one after the other, and the content's height last.
    private(set) var rowTops: [Double] = [0]
    /// Whether the rows have been loaded since the table came into a window.
    private var isLoaded = false

    /// The cells on screen, in row order, each with the row's place among all rows.
    private(set) var shownCells: [(row: Int, cell: TableViewCell)] = []
    /// The first and last rows of ``shownCells``, read without touching the cells.
    private var shownRows = (first: -1, last: -1)
    /// The width the shown cells were laid out at.
    private var laidOutWidth = -1.0
    /// The cell classes registered for reuse, by identifier; looked up, never iterated.
    private var registeredClasses: [String: TableViewCell.Type] = [:]
    /// Cells that scrolled away, waiting to be handed out again, by identifier; looked up, never iterated.
    private var reusableCells: [String: [TableViewCell]] = [:]

    /// Where the table is in ``CellSelection``.
    public internal(set) var selectionState = CellSelection.State.idle
    /// The table of ``CellSelection``, kept in a constant (HotPathIdioms: tables in constants).
    let selectionTable = CellSelection.table
    /// The finger and row the highlight follows.
    var pressed: (touch: Int, row: Int)?
    /// The row a touch that just began is on, for the ``CellSelection`` run it starts.
    var pendingRow: Int?
    /// Whether the finger on the highlighted row lifted inside its cell, for the run the lift starts.
    var liftedOnRow = false

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The bounds, whose origin is the content offset; every change lays the cells out again.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            super.bounds = newValue
            layoutCells()
        }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event?) {
        selectionTouchesBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event?) {
        selectionTouchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event?) {
        selectionTouchesCancelled(touches)
        super.touchesCancelled(touches, with: event)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, !isLoaded {
            reloadData()
        }
    }

    /// The delegate as a ``TableViewDelegate``, when it is one.
    var tableDelegate: TableViewDelegate? {
        delegate as? TableViewDelegate
    }

    // MARK: Rows

    /// How many sections the table has.
    public var numberOfSections: Int { rowCounts.count }

    /// How many rows `section` has.
    public func numberOfRows(inSection section: Int) -> Int {
        rowCounts[section]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] { shownCells.map(\.cell) }

    /// The rows on screen, in order; nil when none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        shownCells.isEmpty ? nil : shownCells.map { indexPath(ofRow: $0.row) }
    }

    /// The cell of the row at `indexPath` when it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let row = flatRow(indexPath) else { return nil }
        return shownCells.first { $0.row == row }?.cell
    }

    /// The row `cell` shows, when it is one of the cells on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        shownCells.first { $0.cell === cell }.map { indexPath(ofRow: $0.row) }
    }

    /// The row at `point`, in the table's bounds (its content's coordinates); nil outside the rows.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard point.x >= 0, point.x < _bounds.width, point.y >= 0, point.y < rowTops[rowTops.count - 1] else { return nil }
        return indexPath(ofRow: lastRow(startingAtOrAbove: point.y))
    }

    /// Where the row at `indexPath` lies in the content.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard let row = flatRow(indexPath) else { return .zero }
        return Rect(x: 0, y: rowTops[row], width: _bounds.width, height: rowTops[row + 1] - rowTops[row])
    }

    /// Loads the rows again from the data source and the delegate, drops the selection (as UIKit
    /// does) and shows the cells of the rows on screen.
    public func reloadData() {
        isLoaded = true
        retireCells(from: 0, to: -1)
        selectedRows.removeAll()
        let source = dataSource
        let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        rowCounts = (0..<sections).map { section in max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0) }
        let delegate = tableDelegate
        var tops: [Double] = [0]
        tops.reserveCapacity(rowCounts.reduce(0, +) + 1)
        for (section, count) in rowCounts.enumerated() {
            for row in 0..<count {
                let height = delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                tops.append(tops[tops.count - 1] + max(0, height))
            }
        }
        rowTops = tops
        contentSize = Size(width: _bounds.width, height: tops[tops.count - 1])
        layoutCells()
    }

    // MARK: Reuse

    /// Makes ``dequeueReusableCell(withIdentifier:for:)`` create cells of `cellClass` for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell for the row at `indexPath`: one that scrolled away under `identifier`, prepared for
    /// reuse, or a new one of the registered class. An identifier never registered traps, as UIKit's
    /// does (<doc:ProgrammingErrors>).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        // Popped in place: a copy of the waiting cells out of the dictionary would copy them all.
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else {
            preconditionFailure("\(traceName): no cell class registered for the reuse identifier '\(identifier)'")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    // MARK: Layout

    /// Shows a cell for every row on screen and retires the cells of rows that scrolled away.
    ///
    /// The rows on screen are always a run, so a move of the content only takes cells off the ends
    /// of ``shownCells`` and adds them there; most moves, which stay inside the same rows, change
    /// nothing (HotPathIdioms: nothing for what is skipped).
    func layoutCells() {
        guard isLoaded else { return }
        let top = _bounds.minY
        let bottom = _bounds.maxY
        let total = rowTops.count - 1
        guard total > 0, bottom > 0, top < rowTops[total], _bounds.height > 0 else {
            retireCells(from: 0, to: -1)
            return
        }
        let (first, last) = rowsShown(from: max(top, 0), to: min(bottom, rowTops[total]))
        if first == shownRows.first, last == shownRows.last, laidOutWidth == _bounds.width {
            return
        }
        retireCells(from: first, to: last)
        if shownCells.isEmpty {
            for row in first...last {
                if let cell = makeCell(row: row) { shownCells.append((row, cell)) }
            }
        } else {
            let keptFirst = shownRows.first
            let keptLast = shownRows.last
            for row in stride(from: keptFirst - 1, through: first, by: -1) {
                if let cell = makeCell(row: row) { shownCells.insert((row, cell), at: 0) }
            }
            for row in stride(from: keptLast + 1, through: last, by: 1) {
                if let cell = makeCell(row: row) { shownCells.append((row, cell)) }
            }
        }
        shownRows = (first, last)
        if laidOutWidth != _bounds.width {
            laidOutWidth = _bounds.width
            for (row, cell) in shownCells { place(cell, row: row) }
            if _contentSize.width != _bounds.width {
                contentSize = Size(width: _bounds.width, height: _contentSize.height)
            }
        }
    }

    /// The first and last rows between `top` and `bottom`, found from the rows shown before when
    /// the content moved by less than a screen, which is every move of a drag.
    private func rowsShown(from top: Double, to bottom: Double) -> (first: Int, last: Int) {
        var first: Int
        if shownCells.isEmpty {
            first = lastRow(startingAtOrAbove: top)
        } else {
            first = shownRows.first
            while first > 0, rowTops[first] > top { first -= 1 }
            while first < rowTops.count - 2, rowTops[first + 1] <= top { first += 1 }
        }
        var last = max(first, shownCells.isEmpty ? first : shownRows.last)
        while last > first, rowTops[last] >= bottom { last -= 1 }
        while last < rowTops.count - 2, rowTops[last + 1] < bottom { last += 1 }
        return (first, last)
    }

    /// The last row whose top is at or above `y` (the row that holds `y`, for `y` inside the rows).
    private func lastRow(startingAtOrAbove y: Double) -> Int {
        var low = 0
        var high = rowTops.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if rowTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func makeCell(row: Int) -> TableViewCell? {
        guard let source = dataSource else { return nil }
        let indexPath = indexPath(ofRow: row)
        let cell = source.tableView(self, cellForRowAt: indexPath)
        cell.isSelected = selectedRows.contains(indexPath)
        place(cell, row: row)
        cell.fitContentView()
        insertSubview(cell, at: 0)
        return cell
    }

    private func place(_ cell: TableViewCell, row: Int) {
        let frame = Rect(x: 0, y: rowTops[row], width: _bounds.width, height: rowTops[row + 1] - rowTops[row])
        if cell.storedFrame != frame {
            cell.frame = frame
            cell.fitContentView()
        }
    }

    /// Takes off screen the cells of the rows outside `first...last` (all of them when `last` is
    /// before `first`); the rows shown are a run, so these are at its ends.
    private func retireCells(from first: Int, to last: Int) {
        while let entry = shownCells.first, entry.row < first || entry.row > last {
            retireShown(at: 0)
        }
        while let entry = shownCells.last, entry.row > last {
            retireShown(at: shownCells.count - 1)
        }
    }

    /// Takes the shown cell at `index` off screen, ending a highlight on it.
    private func retireShown(at index: Int) {
        let (row, cell) = shownCells.remove(at: index)
        if pressed?.row == row {
            runSelection(.cellLeft)
        }
        retire(cell)
    }

    /// Takes `cell` out of the table and keeps it for reuse under its identifier.
    private func retire(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier {
            reusableCells[identifier, default: []].append(cell)
        }
    }

    // MARK: Index paths

    /// The place of `indexPath` among all rows; nil for a row the table does not have.
    func flatRow(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < rowCounts.count,
              indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section] else { return nil }
        return rowCounts[..<indexPath.section].reduce(0, +) + indexPath.row
    }

    /// The index path of the row at place `row` among all rows.
    func indexPath(ofRow row: Int) -> IndexPath {
        var remaining = row
        for (section, count) in rowCounts.enumerated() {
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return IndexPath(row: remaining, section: max(rowCounts.count - 1, 0))
    }

    private func reloadIfShown() {
        if window != nil {
            reloadData()
        }
    }
}
