import Foundation
import Testing
@testable import GestureArbiter

/// A table of 20 rows whose cells show "Row n" in their text label.
private final class TitledRows: TableViewDataSource {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        window.addSubview(table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@Suite("Table view cells' default content")
struct TableViewCellTests {
    @Test("a cell's text label sits in its content view with 16 pt side margins, and a reused cell shows its new row's text")
    func textLabel() throws {
        let scene = TitledRows()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let label = try #require(cell.textLabel)
        #expect(label.text == "Row 2" && label.superview === cell.contentView && cell.textLabel === label)
        #expect(label.frame == Rect(x: 16, y: 0, width: 288, height: 44))
        scene.table.contentOffset = Point(x: 0, y: 44 * 12)
        #expect(scene.table.cellForRow(at: IndexPath(row: 14, section: 0))?.textLabel?.text == "Row 14")
        #expect(scene.table.visibleCells.allSatisfy { $0.contentView.subviews.count == 1 })
    }

    @Test("a label takes no touches, as UIKit's: a touch on a cell's text hits the content view beneath")
    func labelIsNotHit() throws {
        let scene = TitledRows()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.isUserInteractionEnabled == false)
        #expect(scene.window.hitTest(Point(x: 100, y: 22), with: nil) === cell.contentView)
    }

    @Test("new text lists the label among the window's changes; the same text again does not")
    func textChangeIsNoted() throws {
        let scene = TitledRows()
        let label = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        _ = scene.window.takeChanges()
        label.text = "Renamed"
        #expect(scene.window.takeChanges().views.contains { $0 === label })
        label.text = "Renamed"
        #expect(!scene.window.takeChanges().views.contains { $0 === label })
    }
}
