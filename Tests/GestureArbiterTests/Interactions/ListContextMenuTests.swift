import Foundation
import Testing
@testable import GestureArbiter

/// A table of 40 rows whose delegate gives even rows a menu and logs what it hears (M5).
private final class MenuTable: TableViewDataSource, TableViewDelegate {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    var calls: [String] = []

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        calls.append("ask \(indexPath.row) at \(point.y)")
        guard indexPath.row.isMultiple(of: 2) else { return nil }
        return ContextMenuConfiguration { [unowned self] _ in
            Menu(children: [Action(title: "Delete") { [unowned self] _ in calls.append("delete") }])
        }
    }
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        calls.append("willDisplay")
    }
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        calls.append("willEnd")
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }

    /// A finger held at `y` from `start` for `duration` ms, then lifted.
    func hold(y: Double, at start: Double, for duration: Double = 600, id: Int = 1) throws {
        try window.send([.began(id, 100, y)], at: .milliseconds(start))
        window.clock.advance(to: .milliseconds(start + duration))
        try window.send([.ended(id, 100, y)], at: .milliseconds(start + duration))
    }

    var menuView: ContextMenuView? { window.subviews.compactMap { $0 as? ContextMenuView }.first }
}

/// A table delegate with no menus: the table keeps its touches as before.
private final class PlainDelegate: TableViewDelegate, CollectionViewDelegate {}

@Suite("Context menus of rows and items (M5)")
struct ListContextMenuTests {
    @Test("a list delegate puts the interaction on the table and a plain scroll view delegate takes it off, as the collection's does")
    func interactionFollowsTheDelegate() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.contextMenuInteraction == nil && collection.contextMenuInteraction == nil)
        let delegate = PlainDelegate()
        table.delegate = delegate
        collection.delegate = delegate
        let interaction = table.contextMenuInteraction
        #expect(interaction != nil && table.interactions.count == 1 && collection.contextMenuInteraction != nil)
        #expect(table.gestureRecognizers.contains { $0 === interaction?.press })
        final class Scrolling: ScrollViewDelegate {}
        let scrolling = Scrolling()
        table.delegate = scrolling
        collection.delegate = scrolling
        #expect(table.contextMenuInteraction == nil && table.interactions.isEmpty && collection.contextMenuInteraction == nil)
        #expect(!table.gestureRecognizers.contains { $0 === interaction?.press })
    }

    @Test("the delegate is asked as the finger lands; a row with a menu opens it at 500 ms under the row, one without is left to the table")
    func asksAtTouchDown() throws {
        let scene = MenuTable()
        try scene.window.send([.began(1, 100, 100)], at: .zero)
        #expect(scene.calls == ["ask 2 at 100.0"])
        scene.window.clock.advance(to: .milliseconds(499))
        #expect(scene.table.contextMenuInteraction?.presentationState == .closed)
        scene.window.clock.advance(to: .milliseconds(500))
        #expect(scene.table.contextMenuInteraction?.presentationState == .open)
        #expect(scene.calls == ["ask 2 at 100.0", "willDisplay"])
        // The preview is row 2 (88 to 132 pt); the menu lies 8 pt under it.
        #expect(scene.menuView?.buttons.first?.frame == Rect(x: 8, y: 140, width: 250, height: 44))
        try scene.window.send([.ended(1, 100, 100)], at: .milliseconds(600))
        try scene.window.send([.began(2, 100, 150)], at: .milliseconds(700))
        try scene.window.send([.ended(2, 100, 150)], at: .milliseconds(750))
        #expect(scene.calls == ["ask 2 at 100.0", "willDisplay", "willEnd", "delete"])

        try scene.hold(y: 150, at: 1000)
        #expect(scene.calls.suffix(2) == ["ask 3 at 150.0", "didSelect 3"])
        #expect(scene.table.contextMenuInteraction?.presentationState == .closed)
    }

    @Test("a delegate without menus is asked through the protocol's default, which the trace does not record")
    func defaultRecordsNothing() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let (rows, delegate) = (Rows(), PlainDelegate())
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        (table.dataSource, table.delegate) = (rows, delegate)
        window.addSubview(table)
        window.trace.isRecording = true
        try window.send([.began(1, 100, 100)], at: .zero)
        window.clock.advance(to: .milliseconds(700))
        try window.send([.ended(1, 100, 100)], at: .milliseconds(700))
        let listCalls = window.trace.records.filter { $0.kind == .list }.map(\.event)
        #expect(listCalls.contains("didSelectRow") && !listCalls.contains("contextMenuConfigurationForRowAt"))
        #expect(!window.trace.records.contains { $0.subject.hasSuffix(".contextMenu") })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
}
