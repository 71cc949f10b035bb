import Foundation

/// The cells of a list view (a ``TableView`` or a ``CollectionView``): where each item lies, the
/// cells of the items on screen and those waiting for reuse, the selection, and the run of
/// ``CellSelection`` that a finger on a cell drives (L1).
///
/// The items are laid out in lines along the list's scrolling axis, in index order, so the items
/// on screen are always a run of indexes: a move of the content takes cells off the ends of that
/// run and adds them there, and most moves, which stay inside the same lines, change nothing
/// (HotPathIdioms: nothing for what is skipped).
final class CellList<Host: CellListHost> {
    /// The list view, which owns this and lends itself once it exists (``attach(to:)``).
    var host: Host { hostReference.readPresent { $0 } }
    private var hostReference = UnownedReference<Host>(nil)

    /// How many items each section has, as the data source said at the last load.
    private(set) var counts: [Int] = []
    /// The place among all items of each section's first item.
    private var sectionStarts: [Int] = []
    /// Where each item lies in the content, sections one after the other.
    private(set) var frames: [Rect] = []
    /// Whether the lines run down the list (a table, a vertical collection) or across it.
    private(set) var vertical = true
    /// Whether the items have been loaded since the list came into a window.
    private(set) var isLoaded = false

    /// The cells on screen, in item order, each with its item's place among all items.
    private(set) var shown: [(item: Int, cell: Host.Cell)] = []
    /// The first and last items of ``shown``, read without touching the cells.
    private var shownItems = (first: -1, last: -1)
    /// The size the shown cells were laid out at.
    private var laidOutSize = Size(width: -1, height: -1)
    /// The bounds for which the cells shown stay as they are, read once per move of the content.
    private var steady = SteadyBounds.never
    /// The cell classes registered for reuse, by identifier; looked up, never iterated.
    private var registeredClasses: [String: Host.Cell.Type] = [:]
    /// Cells that scrolled away, waiting to be handed out again, one pool per identifier in the
    /// order first used; a list has few identifiers, so a pool is found by comparing them.
    private var reusePools: [(identifier: String, cells: [Host.Cell])] = []

    var allowsSelection = true
    var allowsMultipleSelection = false
    /// The selected items, kept in order.
    private(set) var selected: [IndexPath] = []

    /// Where the list is in ``CellSelection``.
    private(set) var selectionState = CellSelection.State.idle
    /// The table of ``CellSelection``, kept in a constant (HotPathIdioms: tables in constants).
    private let selectionTable = CellSelection.table
    /// The finger and item the highlight follows.
    private var pressed: (touch: Int, item: Int)?
    /// The item a touch that just began is on, for the run it starts.
    private var pendingItem: Int?
    /// Whether the finger on the highlighted item lifted inside its cell, for the run it starts.
    private var liftedOnItem = false

    /// Whether the cells are being loaded or laid out: a data source or delegate called meanwhile
    /// that reloads the list, or moves it, has its change applied once this is done.
    private var isUpdating = false
    /// A load asked for while the cells were updating, applied once they are done.
    private var pendingLoad: (counts: [Int], frames: [Rect], vertical: Bool)?
    /// Whether the list moved while the cells were updating, so they are laid out again after.
    private var needsLayoutAgain = false
    /// Working storage of a layout, kept from one to the next (HotPathIdioms: scratch buffers):
    /// the new cells to take in, those made above the ones kept, and those leaving the screen.
    private let addedCells = ScratchBuffer<View>()
    private let cellsAbove = ScratchBuffer<(item: Int, cell: Host.Cell)>()
    private let leaving = ScratchBuffer<(item: Int, cell: Host.Cell)>()

    /// The most items a list holds: ten million. A data source that claims more is a
    /// programming error, and traps before the list sets aside room for them.
    static var maximumItems: Int { 10_000_000 }

    /// Made before its list view exists, as the view's stored property; ``attach(to:)`` follows.
    init() {}

    /// Lends the list view, once it exists; it outlives this.
    func attach(to host: Host) {
        hostReference = UnownedReference(host)
    }

    // MARK: Loading

    /// Takes new items: `counts` per section, each item at its frame, in lines running
    /// `vertical`ly or not; drops the cells and the selection, and shows the items on screen.
    /// A load from a callback while the cells update waits until they are done, so that it takes
    /// effect in its turn (Reentrancy).
    func load(counts: [Int], frames: [Rect], vertical: Bool) {
        guard !isUpdating else {
            pendingLoad = (counts, frames, vertical)
            return
        }
        isUpdating = true
        isLoaded = true
        retireCells(from: 0, to: -1)
        selected.removeAll()
        self.counts = counts
        var start = 0
        sectionStarts = counts.map { count in
            defer { start += count }
            return start
        }
        self.frames = frames
        self.vertical = vertical
        laidOutSize = Size(width: -1, height: -1)
        isUpdating = false
        layout()
    }

    /// `sections`, trapping past ``maximumItems``, before the list asks for each one's count.
    static func sectionCount(_ sections: Int, in list: String) -> Int {
        precondition(sections <= maximumItems, "\(list): the data source claims more than \(maximumItems) sections, the most a list holds")
        return max(0, sections)
    }

    /// The item count of `counts`, trapping past ``maximumItems``: a list's data source said so.
    static func itemCount(of counts: [Int], in list: String) -> Int {
        var total = 0
        for count in counts {
            total += count
            precondition(total <= maximumItems, "\(list): the data source claims more than \(maximumItems) items, the most a list holds")
        }
        return total
    }

    // MARK: Reuse

    func register(_ cellClass: Host.Cell.Type, for identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell that scrolled away under `identifier`, prepared for reuse, or a new one of the
    /// registered class; an identifier never registered traps, as UIKit's does.
    func dequeue(_ identifier: String) -> Host.Cell {
        // Popped in place: a copy of the waiting cells out of the dictionary would copy them all.
        if let pool = reusePools.firstIndex(where: { $0.identifier == identifier }), let cell = reusePools[pool].cells.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else {
            preconditionFailure("\(host.traceName): no cell class registered for the reuse identifier '\(identifier)'")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    // MARK: Layout

    /// Lays the cells out again for the list's new bounds, unless the same items stay on screen,
    /// as they do for most moves of the content (HotPathIdioms: nothing for what is skipped).
    @inline(__always)
    func boundsChanged(to bounds: Rect) {
        if !steady.holds(bounds) {
            layout()
        }
    }

    /// Shows a cell for every item on screen and retires the cells of items that scrolled away;
    /// a reload or a move from a data source or delegate it calls is applied after, in its turn.
    func layout() {
        guard !isUpdating else {
            needsLayoutAgain = true
            return
        }
        isUpdating = true
        repeat {
            needsLayoutAgain = false
            layOutOnce()
            if let load = pendingLoad {
                pendingLoad = nil
                isUpdating = false
                self.load(counts: load.counts, frames: load.frames, vertical: load.vertical)
                isUpdating = true
            }
        } while needsLayoutAgain
        isUpdating = false
    }

    private func layOutOnce() {
        let bounds = host._bounds
        guard isLoaded, !steady.holds(bounds) else { return }
        let (low, high) = vertical ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX)
        guard !frames.isEmpty, high > 0, low < lineEnd(frames.count - 1), high > low else {
            retireCells(from: 0, to: -1)
            return
        }
        let (first, last) = itemsShown(from: max(low, 0), to: high)
        let lastIndex = frames.count - 1
        steady = SteadyBounds(
            vertical: vertical, size: bounds.size,
            lowFrom: first > 0 ? lineEnd(first - 1) : -.infinity, lowTo: lineEnd(first),
            highAbove: last > first ? lineStart(last) : -.infinity, highTo: last < lastIndex ? lineStart(last + 1) : .infinity)
        if first == shownItems.first, last == shownItems.last, laidOutSize == bounds.size {
            return
        }
        retireCells(from: first, to: last)
        // New cells go behind the list's other subviews, each made later behind those before,
        // all in one insertion (a screenful of tiny rows costs no more per cell than one row).
        addedCells.removeAll()
        if shown.isEmpty {
            for item in first...last {
                if let cell = makeCell(item: item) { shown.append((item, cell)) }
            }
        } else {
            let keptFirst = shownItems.first
            let keptLast = shownItems.last
            cellsAbove.removeAll()
            for item in stride(from: keptFirst - 1, through: first, by: -1) {
                if let cell = makeCell(item: item) { cellsAbove.append((item, cell)) }
            }
            if !cellsAbove.isEmpty {
                shown.insert(contentsOf: cellsAbove.reversed(), at: 0)
                cellsAbove.removeAll()
            }
            for item in stride(from: keptLast + 1, through: last, by: 1) {
                if let cell = makeCell(item: item) { shown.append((item, cell)) }
            }
        }
        if !addedCells.isEmpty {
            host.insertSubviews(addedCells.reversed(), at: 0)
            addedCells.removeAll()
        }
        shownItems = (first, last)
        if laidOutSize != bounds.size {
            laidOutSize = bounds.size
            for (item, cell) in shown { place(cell, item: item) }
        }
    }

    /// Where the line of item `index` starts and ends along the scrolling axis.
    private func lineStart(_ index: Int) -> Double { vertical ? frames[index].minY : frames[index].minX }
    private func lineEnd(_ index: Int) -> Double { vertical ? frames[index].maxY : frames[index].maxX }

    /// The first and last items between `low` and `high` along the axis, found from the items
    /// shown before when the content moved by less than a screen, which is every move of a drag.
    /// The frames are read through a local copy, which checks no exclusive access per read.
    private func itemsShown(from low: Double, to high: Double) -> (first: Int, last: Int) {
        let frames = frames
        let vertical = vertical
        func start(_ index: Int) -> Double { vertical ? frames[index].minY : frames[index].minX }
        func end(_ index: Int) -> Double { vertical ? frames[index].maxY : frames[index].maxX }
        let lastIndex = frames.count - 1
        let isEmpty = shown.isEmpty
        var first = isEmpty ? firstItem(endingAfter: low) : shownItems.first
        while first > 0, end(first - 1) > low { first -= 1 }
        while first < lastIndex, end(first) <= low { first += 1 }
        var last = max(first, isEmpty ? first : shownItems.last)
        while last > first, start(last) >= high { last -= 1 }
        while last < lastIndex, start(last + 1) < high { last += 1 }
        return (first, last)
    }

    /// The first item whose line ends after `position` along the axis.
    private func firstItem(endingAfter position: Double) -> Int {
        var low = 0
        var high = frames.count - 1
        while low < high {
            let middle = (low + high) / 2
            if lineEnd(middle) > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The item whose frame holds `point`, if any.
    func item(at point: Point) -> Int? {
        guard !frames.isEmpty else { return nil }
        var index = firstItem(endingAfter: vertical ? point.y : point.x)
        while index < frames.count, lineStart(index) <= (vertical ? point.y : point.x) {
            if frames[index].contains(point) { return index }
            index += 1
        }
        return nil
    }

    /// The data source's cell for `item`, placed and shown: a reused cell is still in the list,
    /// hidden, and is shown again where it is; a new one waits in ``addedCells`` for the list to take in.
    private func makeCell(item: Int) -> Host.Cell? {
        let indexPath = indexPath(ofItem: item)
        guard let cell = host.makeCell(at: indexPath) else { return nil }
        cell.setSelected(selected.contains(indexPath), animated: false)
        place(cell, item: item)
        cell.fitContentView()
        if cell.superview === host {
            cell.isHidden = false
        } else {
            addedCells.append(cell)
        }
        return cell
    }

    private func place(_ cell: Host.Cell, item: Int) {
        let frame = frames[item]
        if cell.storedFrame != frame {
            cell.frame = frame
            cell.fitContentView()
        }
    }

    /// Takes off screen the cells of the items outside `first...last` (all of them when `last` is
    /// before `first`); the items shown are a run, so these are at its ends.
    private func retireCells(from first: Int, to last: Int) {
        if last < first {
            shownItems = (-1, -1)
            steady = .never
        }
        // Taken off `shown` at once, front and back, then retired front first and back from the
        // end, so that retiring a whole screen is linear; most layouts retire none.
        var front = 0
        while front < shown.count, shown[front].item < first || shown[front].item > last { front += 1 }
        var back = shown.count
        while back > front, shown[back - 1].item > last { back -= 1 }
        guard front > 0 || back < shown.count else { return }
        leaving.removeAll()
        for index in 0..<front { leaving.append(shown[index]) }
        for index in stride(from: shown.count - 1, through: back, by: -1) { leaving.append(shown[index]) }
        shown.removeSubrange(back..<shown.count)
        shown.removeSubrange(0..<front)
        for index in leaving.indices {
            retire(leaving[index].cell, item: leaving[index].item)
        }
        leaving.removeAll()
    }

    /// Takes the cell of `item` off screen, ending a highlight on it: a cell with a reuse
    /// identifier stays in the list, hidden, until it is handed out again, as UIKit keeps its
    /// reusable cells; one without leaves the list.
    private func retire(_ cell: Host.Cell, item: Int) {
        if pressed?.item == item {
            runSelection(.cellLeft)
        }
        if let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            if let pool = reusePools.firstIndex(where: { $0.identifier == identifier }) {
                reusePools[pool].cells.append(cell)
            } else {
                reusePools.append((identifier, [cell]))
            }
        } else {
            cell.removeFromSuperview()
        }
    }

    // MARK: Index paths

    var numberOfItems: Int { frames.count }

    /// The place of `indexPath` among all items; nil for an item the list does not have.
    func flatItem(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count,
              indexPath[1] >= 0, indexPath[1] < counts[indexPath.section] else { return nil }
        return sectionStarts[indexPath.section] + indexPath[1]
    }

    /// The index path of the item at place `item` among all items: its section found by halving.
    func indexPath(ofItem item: Int) -> IndexPath {
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return IndexPath(row: item - (sectionStarts.isEmpty ? 0 : sectionStarts[low]), section: low)
    }

    /// The cell of the item at `indexPath` when it is on screen.
    func cell(at indexPath: IndexPath) -> Host.Cell? {
        guard let item = flatItem(indexPath) else { return nil }
        return shown.first { $0.item == item }?.cell
    }

    /// The item `cell` shows, when it is on screen.
    func indexPath(of cell: View) -> IndexPath? {
        shown.first { $0.cell === cell }.map { indexPath(ofItem: $0.item) }
    }

    var shownIndexPaths: [IndexPath] { shown.map { indexPath(ofItem: $0.item) } }
    var shownCells: [Host.Cell] { shown.map(\.cell) }

    // MARK: Touches

    /// Touches that reached the list: a touch on a cell may highlight its item.
    func touchesBegan(_ touches: [Touch]) {
        for touch in touches where selectionState == .idle {
            let item = shownItem(under: touch)
            pendingItem = item
            runSelection(.touchBegan)
            if selectionState == .highlighted, let item {
                pressed = (touch.id, item)
            }
        }
    }

    /// Touches that lifted: the finger on the highlighted item selects it if it lifts on it.
    func touchesEnded(_ touches: [Touch]) {
        guard let pressed, let touch = touches.first(where: { $0.id == pressed.touch }) else { return }
        liftedOnItem = shown.first { $0.item == pressed.item }.map { entry in
            entry.cell._bounds.contains(touch.location(in: entry.cell))
        } ?? false
        runSelection(.touchEnded)
    }

    /// Touches that were cancelled: the highlighted item's, if among them, selects nothing.
    func touchesCancelled(_ touches: [Touch]) {
        if let pressed, touches.contains(where: { $0.id == pressed.touch }) {
            runSelection(.touchCancelled)
        }
    }

    /// The item of the cell `touch` is on, when it is on one of the cells on screen.
    private func shownItem(under touch: Touch) -> Int? {
        var view = touch.view
        while let current = view, current !== host {
            if current.superview === host, let entry = shown.first(where: { $0.cell === current }) {
                return entry.item
            }
            view = current.superview
        }
        return nil
    }

    // MARK: The machine

    /// Runs `trigger` through ``CellSelection/table``.
    private func runSelection(_ trigger: CellSelection.Trigger) {
        selectionTable.run(trigger, log: host.readWindow { $0.transitionLog } ?? nil, name: host.traceName, state: { selectionState }) {
            holds($0)
        } enter: { state, _ in
            selectionState = state
        } perform: {
            perform($0)
        }
        if selectionState == .idle {
            pressed = nil
        }
    }

    private func holds(_ condition: CellSelection.Guard) -> Bool {
        switch condition {
        case .onRow:
            return pendingItem != nil
        case .mayHighlight:
            guard allowsSelection, let item = pendingItem else { return false }
            return host.askShouldHighlight(indexPath(ofItem: item))
        case .endedOnRow:
            return liftedOnItem
        case .maySelect:
            guard let item = pressed?.item else { return false }
            let indexPath = indexPath(ofItem: item)
            return host.askMaySelect(indexPath, isSelected: selected.contains(indexPath))
        }
    }

    private func perform(_ action: CellSelection.Action) {
        switch action {
        case .highlight:
            guard let item = pendingItem else { return }
            shown.first { $0.item == item }?.cell.setHighlighted(true, animated: false)
            host.tellHighlight(indexPath(ofItem: item), on: true)
        case .unhighlight:
            guard let item = pressed?.item else { return }
            shown.first { $0.item == item }?.cell.setHighlighted(false, animated: false)
            host.tellHighlight(indexPath(ofItem: item), on: false)
        case .select:
            guard let item = pressed?.item else { return }
            tapped(indexPath(ofItem: item))
        }
    }

    /// A tap selected `indexPath`: with multiple selection a selected item is deselected;
    /// otherwise the delegate may move or refuse the selection, and the items selected before
    /// are deselected first.
    private func tapped(_ indexPath: IndexPath) {
        if allowsMultipleSelection, selected.contains(indexPath) {
            deselectAsked(indexPath, replacing: false)
            return
        }
        guard let target = host.askWillSelect(indexPath), flatItem(target) != nil else { return }
        if !allowsMultipleSelection {
            for other in selected where other != target {
                deselectAsked(other, replacing: true)
            }
        }
        setItem(target, selected: true)
        host.tellSelection(target, selected: true)
    }

    private func deselectAsked(_ indexPath: IndexPath, replacing: Bool) {
        guard let target = host.askWillDeselect(indexPath, replacing: replacing), selected.contains(target) else { return }
        setItem(target, selected: false)
        host.tellSelection(target, selected: false)
    }

    // MARK: Selection

    /// Adds `indexPath` to the selection or takes it out, and restyles its cell if it is on screen.
    func setItem(_ indexPath: IndexPath, selected isSelected: Bool) {
        if isSelected {
            guard !selected.contains(indexPath) else { return }
            let place = selected.firstIndex { $0 > indexPath } ?? selected.count
            selected.insert(indexPath, at: place)
        } else {
            guard selected.contains(indexPath) else { return }
            selected.removeAll { $0 == indexPath }
        }
        host.noteChange()
        cell(at: indexPath)?.setSelected(isSelected, animated: false)
    }

    /// Selects `indexPath` from code, replacing the selection unless multiple selection is on;
    /// nil deselects every item. The delegate hears nothing, as in UIKit.
    func select(_ indexPath: IndexPath?) {
        guard let indexPath else {
            for item in selected { setItem(item, selected: false) }
            return
        }
        if !allowsMultipleSelection {
            for item in selected where item != indexPath { setItem(item, selected: false) }
        }
        setItem(indexPath, selected: true)
    }
}

/// The bounds of a list for which the items on screen stay the same: the bounds' size unchanged,
/// their near edge along the scrolling axis (from 0) within `lowFrom..<lowTo`, and their far edge
/// above `highAbove` and at most `highTo`.
private struct SteadyBounds {
    var vertical: Bool
    var size: Size
    var lowFrom: Double
    var lowTo: Double
    var highAbove: Double
    var highTo: Double

    /// Holds for no bounds: the next layout looks at the items again.
    static let never = SteadyBounds(vertical: true, size: Size(width: -1, height: -1), lowFrom: 0, lowTo: 0, highAbove: 0, highTo: 0)

    @inline(__always)
    func holds(_ bounds: Rect) -> Bool {
        let (low, high) = vertical ? (max(bounds.minY, 0), bounds.maxY) : (max(bounds.minX, 0), bounds.maxX)
        return low >= lowFrom && low < lowTo && high > highAbove && high <= highTo && bounds.size == size
    }
}
