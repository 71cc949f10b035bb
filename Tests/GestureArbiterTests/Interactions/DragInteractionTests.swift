import Foundation
import Testing
@testable import GestureArbiter

/// A pad's window with a photo to drag and an album to drop on, whose delegates log what they hear (I1–I7).
private final class DragScene: DragInteractionDelegate, DropInteractionDelegate {
    let window = Window(frame: Rect(x: 0, y: 0, width: 768, height: 1024))
    let photo = View(frame: Rect(x: 20, y: 100, width: 200, height: 150))
    let album = View(frame: Rect(x: 400, y: 100, width: 300, height: 300))
    lazy var drag = DragInteraction(delegate: self)
    lazy var drop = DropInteraction(delegate: self)
    var calls: [String] = []
    var proposal = DropOperation.copy

    init(idiom: UserInterfaceIdiom = .pad) {
        window.userInterfaceIdiom = idiom
        window.addSubview(photo)
        window.addSubview(album)
        photo.addInteraction(drag)
        album.addInteraction(drop)
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        calls.append("items")
        return [DragItem(localObject: "photo")]
    }
    func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: DragAnimating, session: DragSession) {
        animator.addCompletion { [unowned self] position in calls.append("lifted \(position)") }
    }
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) { calls.append("begin") }
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation) { calls.append("willEnd \(operation)") }
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) { calls.append("didEnd \(operation)") }
    func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: DragAnimating) {
        animator.addCompletion { [unowned self] position in calls.append("returned \(position)") }
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) { calls.append("enter") }
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal { DropProposal(operation: proposal) }
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) { calls.append("exit") }
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        calls.append("drop \(session.items.count) at \(session.location(in: album).x),\(session.location(in: album).y)")
    }
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) { calls.append("end") }

    /// Holds a finger on the photo past the lift, then moves it to `point`.
    func carry(to point: Point) throws {
        try window.send([.began(1, 100, 150)], at: .zero)
        try window.send([.moved(1, point.x, point.y)], at: .milliseconds(600))
    }

    var preview: DragPreviewView? { window.subviews.compactMap { $0 as? DragPreviewView }.first }
}

@Suite("Drag and drop (I1–I7)")
struct DragInteractionTests {
    @Test("isEnabled follows the window's idiom until set: a pad's drags lift, a phone's do not")
    func enabledByDefault() throws {
        #expect(DragInteraction.isEnabledByDefault(for: .pad) && !DragInteraction.isEnabledByDefault(for: .phone))
        let phone = DragScene(idiom: .phone)
        #expect(!phone.drag.isEnabled)
        try phone.window.send([.began(1, 100, 150)], at: .zero)
        phone.window.clock.advance(to: .milliseconds(600))
        #expect(phone.drag.state == .idle && phone.calls.isEmpty)
        phone.drag.isEnabled = true
        try phone.window.send([.ended(1, 100, 150)], at: .milliseconds(700))
        try phone.window.send([.began(2, 100, 150)], at: .milliseconds(800))
        phone.window.clock.advance(to: .milliseconds(1300))
        #expect(phone.drag.state == .lifted && phone.calls == ["items", "lifted end"])
    }

    @Test("the preview covers the photo at the lift, follows the finger where it held it, and fades where it was dropped")
    func previewFollowsTheFinger() throws {
        let scene = DragScene()
        try scene.window.send([.began(1, 100, 150)], at: .zero)
        scene.window.clock.advance(to: .milliseconds(500))
        #expect(scene.preview?.frame == Rect(x: 20, y: 100, width: 200, height: 150))
        try scene.window.send([.moved(1, 500, 200)], at: .milliseconds(600))
        #expect(scene.preview?.center == Point(x: 520, y: 225))
        #expect(scene.drag.state == .dragging && scene.drag.itemCount == 1)
        try scene.window.send([.ended(1, 500, 200)], at: .milliseconds(700))
        #expect(scene.drag.state == .dropping)
        scene.window.clock.advance(to: .milliseconds(850))
        let alpha = try #require(scene.preview?.alpha)
        #expect(alpha > 0.05 && alpha < 0.2, "halfway through the 300 ms ease-out the preview is nearly gone: \(alpha)")
        scene.window.clock.advance(to: .milliseconds(1100))
        #expect(scene.preview == nil && scene.drag.state == .idle)
        #expect(scene.calls == ["items", "lifted end", "begin", "enter", "willEnd copy", "drop 1 at 100.0,100.0", "didEnd copy", "end"])
    }

    @Test("a cancelled drag's item completions run when the preview is back, with the item's animator")
    func cancelReturns() throws {
        let scene = DragScene()
        scene.proposal = .forbidden
        try scene.carry(to: Point(x: 500, y: 200))
        try scene.window.send([.ended(1, 500, 200)], at: .milliseconds(700))
        #expect(scene.calls.suffix(3) == ["enter", "exit", "willEnd cancel"])
        scene.window.clock.advance(to: .milliseconds(990))
        #expect(scene.preview != nil && !scene.calls.contains("returned end"))
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(scene.preview == nil)
        #expect(scene.calls.suffix(3) == ["returned end", "didEnd cancel", "end"])
    }

    @Test("a view leaving its window mid-drag ends the drag at once: the target hears it leave, nothing is left on the clock or the window")
    func viewLeavingEndsTheDrag() throws {
        let scene = DragScene()
        try scene.carry(to: Point(x: 500, y: 200))
        scene.photo.removeFromSuperview()
        #expect(scene.drag.state == .idle && scene.preview == nil && scene.window.carriedDrag == nil)
        #expect(scene.calls.suffix(5) == ["exit", "willEnd cancel", "returned end", "didEnd cancel", "end"])
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("autoscroll speed: none outside the band or without content beyond the edge, the top speed at the edge, in proportion between")
    func autoscrollVelocity() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        scrollView.contentSize = Size(width: 300, height: 2000)
        #expect(DragAutoscroll.velocity(of: scrollView, at: Point(x: 150, y: 300)) == .zero)
        #expect(DragAutoscroll.velocity(of: scrollView, at: Point(x: 150, y: 600)) == Point(x: 0, y: 800))
        #expect(DragAutoscroll.velocity(of: scrollView, at: Point(x: 150, y: 578)) == Point(x: 0, y: 400))
        #expect(DragAutoscroll.velocity(of: scrollView, at: Point(x: 150, y: 10)) == .zero, "nothing above the top to scroll to")
        scrollView.contentOffset = Point(x: 0, y: 1400)
        #expect(DragAutoscroll.velocity(of: scrollView, at: Point(x: 150, y: 1400 + 600)) == .zero, "nothing below the end")
        #expect(DragAutoscroll.velocity(of: scrollView, at: Point(x: 150, y: 1400 + 11)) == Point(x: 0, y: -600))
        scrollView.isScrollEnabled = false
        #expect(DragAutoscroll.velocity(of: scrollView, at: Point(x: 150, y: 1400 + 11)) == .zero)
    }
}

/// A phone's window with a table whose drag and drop delegates and data source log what they hear (I8).
private final class TableDragScene: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    var rows = Array(0..<20)
    var calls: [String] = []
    var canMove = true

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.dragDelegate = self
        table.dropDelegate = self
        window.addSubview(table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(localObject: rows[indexPath.row])]
    }
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        calls.append("performDrop from \(coordinator.items.map { $0.sourceIndexPath?.row ?? -1 }) to \(coordinator.destinationIndexPath?.row ?? -1)")
    }

    /// Lifts row 2 and lets it go over row 6.
    func reorder() throws {
        try window.send([.began(1, 100, 110)], at: .zero)
        try window.send([.moved(1, 100, 200)], at: .milliseconds(600))
        try window.send([.moved(1, 100, 290)], at: .milliseconds(650))
        try window.send([.ended(1, 100, 290)], at: .milliseconds(700))
        window.clock.advance(to: .milliseconds(1100))
    }
}

/// The same scene whose data source moves rows.
private final class MovingTableDragScene: TableViewDataSource {
    let scene = TableDragScene()
    init() { scene.table.dataSource = self }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { scene.rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { scene.tableView(tableView, cellForRowAt: indexPath) }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { scene.canMove }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        scene.rows.insert(scene.rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        scene.calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    }
}

@Suite("Table drag and drop (I8)")
struct TableDragAndDropTests {
    @Test("a table lifts rows on a phone too (dragInteractionEnabled is true by default) and puts its interactions on itself while it has delegates")
    func enabledOnAPhone() {
        let scene = TableDragScene()
        #expect(scene.table.dragInteractionEnabled)
        #expect(scene.table.interactions.count == 2)
        scene.table.dragDelegate = nil
        scene.table.dropDelegate = nil
        #expect(scene.table.interactions.isEmpty)
    }

    @Test("a data source that moves rows gets the drop of its own row as moveRowAt, and the table shows the new order")
    func reorderMovesTheRow() throws {
        let moving = MovingTableDragScene()
        try moving.scene.reorder()
        #expect(moving.scene.calls == ["move 2 to 6"])
        #expect(moving.scene.rows.prefix(7) == [0, 1, 3, 4, 5, 6, 2])
        #expect(!moving.scene.table.hasActiveDrag)
    }

    @Test("without moveRowAt, or when the row may not move, the drop goes to performDropWith with the item's source row")
    func otherwisePerformDrop() throws {
        let scene = TableDragScene()
        try scene.reorder()
        #expect(scene.calls == ["performDrop from [2] to 6"])
        let moving = MovingTableDragScene()
        moving.scene.canMove = false
        try moving.scene.reorder()
        #expect(moving.scene.calls == ["performDrop from [2] to 6"])
    }

    @Test("dragInteractionEnabled set to false: a held row lifts nothing")
    func disabled() throws {
        let scene = TableDragScene()
        scene.table.dragInteractionEnabled = false
        try scene.reorder()
        #expect(scene.calls.isEmpty && !scene.table.dragInteractionEnabled)
    }
}

/// A phone's table in editing mode whose data source moves rows and whose delegate keeps row 0 in place (I9).
private final class ReorderScene: TableViewDataSource, TableViewDelegate {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    var rows = Array(0..<30)
    var calls: [String] = []

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)
        table.isEditing = true
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 5 }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    }
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath.row == 0 ? IndexPath(row: 1, section: 0) : proposedDestinationIndexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { calls.append("select \(indexPath.row)") }
}

@Suite("Reorder controls (I9)")
struct RowReorderTests {
    @Test("a row held by its control and let go over another row moves there, and the table shows the new order; the delegate's redirect wins")
    func movesTheRow() throws {
        let scene = ReorderScene()
        try scene.window.send([.began(1, 360, 3 * 44 + 20)], at: .zero)
        scene.window.clock.advance(to: .zero)
        #expect(scene.table.rowReorderState == .tracking, "the press begins as the finger goes down")
        try scene.window.send([.moved(1, 360, 6 * 44 + 20)], at: .milliseconds(100))
        try scene.window.send([.ended(1, 360, 6 * 44 + 20)], at: .milliseconds(150))
        #expect(scene.calls == ["move 3 to 6"] && scene.table.rowReorderState == .settling)
        scene.window.clock.advance(to: .milliseconds(500))
        #expect(scene.table.rowReorderState == .idle && scene.rows.prefix(7) == [0, 1, 2, 4, 5, 6, 3])
        try scene.window.send([.began(2, 360, 2 * 44 + 20)], at: .milliseconds(600))
        try scene.window.send([.moved(2, 360, 10)], at: .milliseconds(700))
        try scene.window.send([.ended(2, 360, 10)], at: .milliseconds(750))
        #expect(scene.calls.last == "move 2 to 1", "the delegate keeps row 0 where it is")
    }

    @Test("a touch away from the control, or on a row that may not move, holds nothing; a tap selects nothing in editing mode unless allowed")
    func controlOnly() throws {
        let scene = ReorderScene()
        try scene.window.send([.began(1, 100, 3 * 44 + 20)], at: .zero)
        try scene.window.send([.ended(1, 100, 3 * 44 + 20)], at: .milliseconds(50))
        try scene.window.send([.began(2, 360, 5 * 44 + 20)], at: .milliseconds(200))
        #expect(scene.table.rowReorderState == .idle)
        try scene.window.send([.ended(2, 360, 5 * 44 + 20)], at: .milliseconds(250))
        #expect(scene.calls.isEmpty)
        scene.table.allowsSelectionDuringEditing = true
        try scene.window.send([.began(3, 100, 3 * 44 + 20)], at: .milliseconds(400))
        try scene.window.send([.ended(3, 100, 3 * 44 + 20)], at: .milliseconds(450))
        #expect(scene.calls == ["select 3"])
    }

    @Test("leaving editing mode puts a held row down at once, without a move, and nothing is left on the clock")
    func leavingEditing() throws {
        let scene = ReorderScene()
        try scene.window.send([.began(1, 360, 3 * 44 + 20)], at: .zero)
        try scene.window.send([.moved(1, 360, 640)], at: .milliseconds(100))
        scene.table.setEditing(false, animated: true)
        #expect(scene.table.rowReorderState == .idle && !scene.table.isEditing)
        #expect(!scene.window.subviews.contains { $0 is DragPreviewView })
        try scene.window.send([.ended(1, 360, 640)], at: .milliseconds(150))
        scene.window.clock.advance(to: .milliseconds(600))
        #expect(scene.calls.isEmpty && !scene.window.clock.hasPendingTimers)
    }
}
