import Foundation
import Testing
@testable import GestureArbiter

/// A table whose data source is told its rows, and may reload the table from inside
/// `cellForRowAt`, as a careless app does.
private final class ReloadingSource: TableViewDataSource {
    var sections: [Int]
    /// Called with each index path asked for, before the cell is made.
    var onCell: (IndexPath) -> Void = { _ in }
    private(set) var asked: [IndexPath] = []

    init(sections: [Int]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        asked.append(indexPath)
        onCell(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.identifier = "row\(indexPath.section).\(indexPath.row)"
        return cell
    }
}

@Suite("Lists at their extremes")
struct ListExtremesTests {
    private static func table(_ source: ReloadingSource, rowHeight: Double = 44) -> (Window, TableView) {
        let window = Window.recording(width: 320, height: 480)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        table.rowHeight = rowHeight
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        return (window, table)
    }

    @Test("reloadData from cellForRowAt during a drag takes effect once the cells are laid out, as Reentrancy promises")
    func reloadFromCellForRow() throws {
        let source = ReloadingSource(sections: [100])
        let (window, table) = Self.table(source)
        var reloaded = false
        source.onCell = { indexPath in
            guard indexPath.row == 15, !reloaded else { return }
            reloaded = true
            source.sections = [30]
            table.reloadData()
        }
        try window.send([.began(1, 100, 400)], at: .zero)
        for step in 1...10 {
            try window.send([.moved(1, 100, 400 - 20 * Double(step))], at: .milliseconds(16 * Double(step)))
        }
        #expect(reloaded)
        #expect(table.numberOfRows(inSection: 0) == 30)
        let shown = (table.indexPathsForVisibleRows ?? []).map(\.row)
        #expect(!shown.isEmpty && shown == Array(shown[0]...shown[shown.count - 1]) && shown.allSatisfy { $0 < 30 })
        #expect(table.visibleCells.map(\.identifier) == shown.map { "row0.\($0)" })
        // Every cell shown is in the table once, and none of them is hidden.
        #expect(table.visibleCells.allSatisfy { cell in !cell.isHidden && table.subviews.filter { $0 === cell }.count == 1 })
        try window.send([.ended(1, 100, 200)], at: .milliseconds(176))
    }

    @Test("rows a thousandth of a point tall: all 100,000 are on screen at once, each cell in the table once, the later made behind the earlier")
    func screenfulOfTinyRows() {
        let source = ReloadingSource(sections: [100_000])
        let (_, table) = Self.table(source, rowHeight: 0.001)
        #expect(table.visibleCells.count == 100_000)
        #expect(source.asked.count == 100_000)
        let cells = table.subviews.prefix(100_000).map(\.identifier)
        #expect(cells.first == "row0.99999" && cells.last == "row0.0")
        #expect(cells == (0..<100_000).reversed().map { "row0.\($0)" })
        // Scrolled away by more than the rows' extent, every cell retires at once.
        table.contentOffset = Point(x: 0, y: 1_000)
        #expect(table.visibleCells.isEmpty)
        #expect(table.subviews.prefix(100_000).allSatisfy { $0.isHidden })
    }

    @Test("300,000 empty sections and a row in the last: the row's index path is found, and its cell made")
    func manyEmptySections() {
        let source = ReloadingSource(sections: Array(repeating: 0, count: 300_000) + [1])
        let (_, table) = Self.table(source)
        #expect(table.numberOfSections == 300_001)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 300_000)])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 300_000)) == Rect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("a collection whose items are 1e-300 pt wide puts no more on a line than it has, and one 1e308 pt apart stays finite")
    func extremeFlows() {
        let tiny = CollectionView.flow(counts: [10], itemSize: Size(width: 1e-300, height: 50), across: 375, interitem: 0, line: 10, vertical: true)
        #expect(tiny.frames.count == 10 && tiny.frames.allSatisfy { $0.minY == 0 } && tiny.extent == 50)
        let apart = CollectionView.flow(counts: [10], itemSize: Size(width: 50, height: 50), across: 375, interitem: 1e308, line: 1e308, vertical: true)
        #expect(apart.frames.map(\.minX) == Array(repeating: 0, count: 10))
        #expect(apart.frames[1].minY == 1e308 + 50 && apart.frames[2].minY == .greatestFiniteMagnitude)
        #expect(apart.extent == .greatestFiniteMagnitude)
    }

    @Test("a data source that claims more than ten million rows traps before the table sets room aside for them")
    func tooManyRowsTraps() async {
        await #expect(processExitsWith: .failure) {
            let source = ReloadingSource(sections: [Int.max / 2])
            _ = Self.table(source)
        }
    }
}
