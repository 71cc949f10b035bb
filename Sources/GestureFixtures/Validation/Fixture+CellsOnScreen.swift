import GestureArbiter

extension Fixture {
    /// The most views the cells of one list may hold at once: the cells that can be on screen
    /// together, each with its content view and its copies of `cellSubviews` (a segmented
    /// control counting its segments). Only the cells on screen exist, so this bounds what a
    /// list builds and lays out, whatever its rows' sizes.
    public static let maximumCellViews = 1_000_000

    /// Refuses a list whose cells could hold more than ``maximumCellViews`` views at once: the
    /// rows or items that fit in the largest frame the list ever has, at the smallest row
    /// height or item size it ever has (each counted from the scene and every `set`), times the
    /// views of one cell.
    static func checkCellsOnScreen(in views: [ViewSpec], under root: FixturePath, steps: [ScriptStep]) throws(FixtureError) {
        var lists: [(path: FixturePath, id: String, bound: CellBound)] = []
        var stack = views.indices.reversed().map { (views[$0], root.index($0)) }
        while let (view, path) = stack.popLast() {
            if case let .scrollView(settings) = view.kind, let list = settings.list {
                lists.append((path, view.id, CellBound(list, frame: view.frame)))
            }
            stack += view.subviews.indices.reversed().map { (view.subviews[$0], path.key("subviews").index($0)) }
        }
        guard !lists.isEmpty else { return }
        let index = Dictionary(lists.indices.map { (lists[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for step in steps {
            guard case let .set(id, property) = step.action, let list = index[id] else { continue }
            lists[list].bound.take(property)
        }
        for list in lists {
            let count = list.bound.viewsAtOnce
            guard count <= Double(maximumCellViews) else {
                throw list.path.error("its cells could hold \(TraceValue.format(count)) views at once (\(TraceValue.format(list.bound.cellsAtOnce)) cells on screen of \(TraceValue.format(list.bound.viewsPerCell)) views each, at its smallest rows and largest frame), more than the \(maximumCellViews) a list may show")
            }
        }
    }
}

/// What one list could show at once, from every size it takes in the scene and in `set` events.
private struct CellBound {
    var kind: ListSettings.Kind
    /// The longest side any of its frames has.
    var longestSide: Double
    /// Every row height (a table) or every item side (a collection) it takes.
    var rowSides: [Double]
    /// The most rows or items it ever has.
    var mostRows: Double
    /// The views in one cell: the cell, its content view, and the copies of `cellSubviews`.
    var viewsPerCell: Double

    init(_ list: ListSettings, frame: Rect) {
        kind = list.kind
        longestSide = max(frame.width, frame.height)
        rowSides = list.kind == .table ? [list.rowHeight] : [list.itemSize.width, list.itemSize.height]
        mostRows = Double(list.sections.reduce(0, +))
        viewsPerCell = 2 + Self.views(in: list.cellSubviews)
    }

    mutating func take(_ property: ViewProperty) {
        switch property {
        case let .frame(frame):
            longestSide = max(longestSide, frame.width, frame.height)
        case let .own(.scrollView(.rowHeight(height))):
            rowSides.append(height)
        case let .own(.scrollView(.itemSize(size))):
            rowSides += [size.width, size.height]
        case let .own(.scrollView(.sections(rows))):
            mostRows = max(mostRows, Double(rows.reduce(0, +)))
        default:
            break
        }
    }

    /// The cells that can be on screen at once: a table's rows that fit along its longest side;
    /// a collection's lines that fit, times the items a line holds (spacing left out, which only
    /// lowers both). A row 0 pt tall ends where it starts, so at most one is on screen.
    var cellsAtOnce: Double {
        let fitting = rowSides.map { side in side > 0 ? (longestSide / side).rounded(.down) + 2 : 1 }.max() ?? 1
        let cells = kind == .table ? fitting : fitting * fitting
        return min(cells, mostRows)
    }

    var viewsAtOnce: Double { cellsAtOnce * viewsPerCell }

    /// The views `specs` make, nested views included, and the views their types make inside them.
    private static func views(in specs: [ViewSpec]) -> Double {
        var count = 0.0
        var stack = specs
        while let spec = stack.popLast() {
            count += 1 + Double(spec.kind.type.descriptor.viewsInside(spec.kind))
            stack += spec.subviews
        }
        return count
    }
}
