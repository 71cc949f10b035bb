import Foundation
import Testing
@testable import GestureArbiter

/// A table of `rows` rows in one section, or of the given sections; it logs the delegate's calls
/// as the trace names them and can put a button in every cell.
private final class ListScene: TableViewDataSource, TableViewDelegate {
    let window = Window.recording(width: 320, height: 480)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let sections: [Int]
    var withButtons = false
    var buttonTaps = 0
    var calls: [String] = []
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var shouldHighlight = true

    init(sections: [Int] = [100], configure: (ListScene) -> Void = { _ in }) {
        self.sections = sections
        table.identifier = "list"
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        configure(self)
        window.addSubview(table)
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.identifier = "row\(indexPath.section).\(indexPath.row)"
        if withButtons, cell.contentView.subviews.isEmpty {
            let button = Button(frame: Rect(x: 260, y: 4, width: 50, height: 36))
            button.addAction(Action { [unowned self] _ in buttonTaps += 1 }, for: .touchUpInside)
            cell.contentView.addSubview(button)
        }
        return cell
    }

    func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { shouldHighlight }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { calls.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(name(indexPath))")
        return willSelect(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(name(indexPath))") }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(name(indexPath))") }

    func tap(_ x: Double, _ y: Double, at start: Double, holding: Double = 50) throws {
        try window.send([.began(1, x, y)], at: .milliseconds(start))
        try window.send([.ended(1, x, y)], at: .milliseconds(start + holding))
    }
}

@Suite("Table views (L1)")
struct TableViewTests {
    @Test("only the rows on screen have cells, laid out from the top; scrolling retires and reuses them")
    func cellsOnScreen() {
        let scene = ListScene()
        #expect(scene.table.contentSize == Size(width: 320, height: 4400))
        #expect(scene.table.indexPathsForVisibleRows == (0..<11).map { IndexPath(row: $0, section: 0) })
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == Rect(x: 0, y: 132, width: 320, height: 44))
        let firstCell = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))
        scene.table.contentOffset = Point(x: 0, y: 1000)
        #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 22, section: 0))
        #expect(scene.table.indexPathsForVisibleRows?.last == IndexPath(row: 33, section: 0))
        #expect(scene.table.visibleCells.count == 12)
        #expect(scene.table.visibleCells.contains { $0 === firstCell })
        #expect(firstCell?.superview === scene.table)
        #expect(scene.table.indexPathForRow(at: Point(x: 10, y: 1000)) == IndexPath(row: 22, section: 0))
        #expect(scene.table.subviews.count == 12 + scene.table.subviews.filter { !($0 is TableViewCell) }.count)
    }

    @Test("a cell that leaves the screen stays in the table, hidden, until it is handed out again")
    func retiredCellsWaitHidden() {
        let scene = ListScene()
        let cells = scene.table.visibleCells
        #expect(cells.count == 11)
        scene.table.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        #expect(scene.table.visibleCells.map { ObjectIdentifier($0) } == cells.prefix(5).map { ObjectIdentifier($0) })
        let waiting = cells.suffix(6)
        #expect(waiting.allSatisfy { $0.isHidden && $0.superview === scene.table })
        #expect(scene.table.subviews.filter { $0 is TableViewCell }.count == 11)
        #expect(SceneGraph(window: scene.window).views.contains { $0.name == "4 more cells on screen" })

        scene.table.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        // The six come back for rows 5 to 10; no cell is made and none is left hidden.
        #expect(scene.table.visibleCells.count == 11 && scene.table.visibleCells.allSatisfy { !$0.isHidden })
        #expect(Set(scene.table.visibleCells.map { ObjectIdentifier($0) }) == Set(cells.map { ObjectIdentifier($0) }))
        #expect(scene.table.subviews.filter { $0 is TableViewCell }.count == 11)
    }

    @Test("sections follow one another, and the delegate's heights place the rows")
    func sectionsAndHeights() {
        let scene = ListScene(sections: [2, 3])
        #expect(scene.table.numberOfSections == 2 && scene.table.numberOfRows(inSection: 1) == 3)
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)) == Rect(x: 0, y: 88, width: 320, height: 44))
        #expect(scene.table.indexPathForRow(at: Point(x: 5, y: 100)) == IndexPath(row: 0, section: 1))
        #expect(scene.table.indexPathForRow(at: Point(x: 5, y: 300)) == nil)
    }

    @Test("a quick tap highlights, unhighlights and selects at the lift, when the delay hands the touch to the cell")
    func quickTap() throws {
        let scene = ListScene()
        try scene.tap(100, 100, at: 0)
        #expect(scene.calls == ["didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2", "didSelect 0.2"])
        let records = scene.window.trace.records.filter { $0.kind == .list }
        #expect(records.map(\.event) == ["shouldHighlightRow", "didHighlightRow", "didUnhighlightRow", "willSelectRow", "didSelectRow"])
        #expect(records.allSatisfy { $0.time == .milliseconds(50) })
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test("a held finger highlights when the 150 ms delay ends, and a tap on another row deselects the first")
    func heldTapAndReplacement() throws {
        let scene = ListScene()
        try scene.tap(100, 100, at: 0)
        scene.calls.removeAll()
        try scene.window.send([.began(2, 100, 200)], at: .milliseconds(1000))
        scene.window.clock.advance(to: .milliseconds(1149))
        #expect(scene.calls.isEmpty)
        scene.window.clock.advance(to: .milliseconds(1151))
        #expect(scene.calls == ["didHighlight 0.4"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0))?.isHighlighted == true)
        try scene.window.send([.ended(2, 100, 200)], at: .milliseconds(1400))
        #expect(scene.calls == ["didHighlight 0.4", "didUnhighlight 0.4", "willSelect 0.4", "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.4"])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("a drag that becomes a scroll unhighlights and selects nothing; a touch that stops a glide selects nothing")
    func dragAndGlide() throws {
        let scene = ListScene()
        try scene.window.send([.began(1, 100, 300)], at: .zero)
        scene.window.clock.advance(to: .milliseconds(200))
        #expect(scene.calls == ["didHighlight 0.6"])
        for step in 1...5 {
            try scene.window.send([.moved(1, 100, 300 - 20 * Double(step))], at: .milliseconds(200 + 16 * Double(step)))
        }
        try scene.window.send([.ended(1, 100, 200)], at: .milliseconds(300))
        #expect(scene.calls == ["didHighlight 0.6", "didUnhighlight 0.6"])
        #expect(scene.table.isDecelerating)
        try scene.tap(100, 100, at: 400)
        #expect(scene.calls == ["didHighlight 0.6", "didUnhighlight 0.6"])
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    @Test("a tap on a button in a cell fires the button and leaves the row alone")
    func controlInCell() throws {
        let scene = ListScene { $0.withButtons = true }
        try scene.tap(280, 100, at: 0)
        #expect(scene.buttonTaps == 1)
        #expect(scene.calls.isEmpty)
        try scene.tap(100, 100, at: 1000)
        #expect(scene.calls.last == "didSelect 0.2")
    }

    @Test("willSelectRowAt may move the selection or refuse it; shouldHighlightRowAt false skips the whole selection")
    func delegateShapes() throws {
        let scene = ListScene()
        scene.willSelect = { _ in IndexPath(row: 9, section: 0) }
        try scene.tap(100, 100, at: 0)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 9, section: 0))
        scene.willSelect = { _ in nil }
        try scene.tap(100, 200, at: 1000)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 9, section: 0))
        #expect(scene.calls.suffix(3) == ["didHighlight 0.4", "didUnhighlight 0.4", "willSelect 0.4"])
        scene.shouldHighlight = false
        scene.calls.removeAll()
        try scene.tap(100, 300, at: 2000)
        #expect(scene.calls.isEmpty)
        #expect(scene.window.trace.records.last { $0.kind == .list }?.event == "shouldHighlightRow")
    }

    @Test("with multiple selection a tap adds its row and a tap on a selected row deselects it; without selection nothing highlights")
    func multipleAndNone() throws {
        let scene = ListScene { $0.table.allowsMultipleSelection = true }
        try scene.tap(100, 100, at: 0)
        try scene.tap(100, 200, at: 1000)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)])
        try scene.tap(100, 100, at: 2000)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(scene.calls.suffix(2) == ["willDeselect 0.2", "didDeselect 0.2"])

        let locked = ListScene { $0.table.allowsSelection = false }
        try locked.tap(100, 100, at: 0)
        #expect(locked.calls.isEmpty && locked.table.indexPathForSelectedRow == nil)
    }

    @Test("selecting from code tells the delegate nothing and scrolls the row where asked")
    func fromCode() {
        let scene = ListScene()
        scene.table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        #expect(scene.table.contentOffset.y == 2200)
        #expect(scene.table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        scene.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        #expect(scene.table.contentOffset.y == 4400 - 480)
        scene.table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
        #expect(scene.table.contentOffset.y == 440 + 22 - 240)
        scene.table.deselectRow(at: IndexPath(row: 50, section: 0), animated: false)
        #expect(scene.table.indexPathsForSelectedRows == nil)
        #expect(scene.calls.isEmpty)
    }
}
