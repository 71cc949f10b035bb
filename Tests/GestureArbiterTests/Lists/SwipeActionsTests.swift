import Foundation
import Testing
@testable import GestureArbiter

/// A table of 40 rows whose delegate offers trailing actions (R1–R5) and logs what it hears.
private final class SwipeScene: TableViewDataSource, TableViewDelegate {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    var calls: [String] = []
    var completion: ((Bool) -> Void)?
    /// Whether a handler calls its completion at once; otherwise it keeps it in ``completion``.
    var completesAtOnce = true
    var fullSwipe = true

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
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        calls.append("ask \(indexPath.row)")
        let actions = ["Delete", "Flag"].map { title in
            ContextualAction(style: .normal, title: title) { [unowned self] action, source, completion in
                calls.append("handler \(action.title ?? "") \(indexPath.row) from \(source is Button ? "button" : "table")")
                if completesAtOnce { completion(true) } else { self.completion = completion }
            }
        }
        let configuration = SwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { calls.append("willBegin \(indexPath.row)") }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) { calls.append("didEnd \(indexPath?.row ?? -1)") }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }

    /// A drag along y from `from` to `to` in x, in `steps` moves 16 ms apart starting at `start`.
    func drag(y: Double, from: Double, to: Double, at start: Double, steps: Int = 10, lift: Bool = true) throws {
        try window.send([.began(1, from, y)], at: .milliseconds(start))
        for step in 1...steps {
            try window.send([.moved(1, from + (to - from) * Double(step) / Double(steps), y)], at: .milliseconds(start + 16 * Double(step)))
        }
        if lift {
            try window.send([.ended(1, to, y)], at: .milliseconds(start + 16 * Double(steps)))
        }
    }
}

@Suite("Swipe actions (R1–R5)")
struct SwipeActionsTests {
    @Test("a sideways drag opens the row to its buttons' width, the buttons laid out from the edge, and a tap elsewhere closes it without selecting")
    func opensAndCloses() throws {
        let scene = SwipeScene()
        try scene.drag(y: 66, from: 280, to: 120, at: 0)
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(scene.table.rowSwipeState == .open)
        #expect(scene.table.swipedIndexPath == IndexPath(row: 1, section: 0))
        #expect(scene.table.rowSwipeOffset == -148)
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.contentView.frame.minX == -148)
        let buttons = cell.subviews.compactMap { $0 as? SwipeActionPullView }.first?.buttons ?? []
        #expect(buttons.map(\.frame.minX) == [74, 0], "the first action's button at the trailing edge")
        try scene.window.send([.began(1, 100, 300)], at: .milliseconds(1100))
        try scene.window.send([.ended(1, 100, 300)], at: .milliseconds(1150))
        scene.window.clock.advance(to: .milliseconds(2000))
        #expect(scene.table.rowSwipeState == .closed)
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.subviews.contains { $0 is SwipeActionPullView })
        #expect(scene.calls == ["ask 1", "willBegin 1", "didEnd 1"], "the closing tap asks nothing and selects nothing")
    }

    @Test("a full swipe performs the first action with its button as the source, and the row closes once the handler completes, not before")
    func fullSwipeWaitsForCompletion() throws {
        let scene = SwipeScene()
        scene.completesAtOnce = false
        try scene.drag(y: 66, from: 310, to: 20, at: 0)
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(scene.table.rowSwipeState == .performing)
        #expect(scene.table.rowSwipeOffset == -320, "the row slid out across the table")
        let completion = try #require(scene.completion)
        completion(true)
        completion(false)
        scene.window.clock.advance(to: .milliseconds(2000))
        #expect(scene.table.rowSwipeState == .closed)
        #expect(scene.calls == ["ask 1", "willBegin 1", "handler Delete 1 from button", "didEnd 1"])
    }

    @Test("without a full swipe the row resists past its buttons and the same drag only opens it")
    func noFullSwipe() throws {
        let scene = SwipeScene()
        scene.fullSwipe = false
        try scene.drag(y: 66, from: 310, to: 20, at: 0, lift: false)
        // 290 pt of finger, 10 of them the threshold: 148 + (280 − 148) × 0.4.
        #expect(abs(scene.table.rowSwipeOffset + 200.8) < 1e-9)
        try scene.window.send([.ended(1, 20, 66)], at: .milliseconds(500))
        scene.window.clock.advance(to: .milliseconds(1500))
        #expect(scene.table.rowSwipeState == .open)
        #expect(scene.table.rowSwipeOffset == -148)
    }

    @Test("a vertical drag scrolls and swipes nothing; a reload closes an open row at once")
    func verticalDragAndReload() throws {
        let scene = SwipeScene()
        try scene.window.send([.began(1, 160, 300)], at: .milliseconds(0))
        try scene.window.send([.moved(1, 163, 250)], at: .milliseconds(16))
        #expect(scene.table.isDragging)
        #expect(scene.table.rowSwipeState == .closed)
        try scene.window.send([.ended(1, 163, 250)], at: .milliseconds(500))
        scene.window.clock.advance(to: .milliseconds(3000))
        let row = scene.table.indexPathForRow(at: Point(x: 100, y: scene.table.contentOffset.y + 100))
        try scene.drag(y: 100, from: 280, to: 120, at: 4000)
        scene.window.clock.advance(to: .milliseconds(5000))
        #expect(scene.table.rowSwipeState == .open)
        #expect(scene.table.swipedIndexPath == row)
        scene.table.reloadData()
        #expect(scene.table.rowSwipeState == .closed)
        #expect(scene.calls.last == "didEnd \(row?.row ?? -1)")
    }

    @Test("a table that leaves its window mid-settle closes its row at once, and nothing is left pending on the clock")
    func leavingTheWindowCloses() throws {
        let scene = SwipeScene()
        try scene.drag(y: 66, from: 280, to: 120, at: 0)
        #expect(scene.table.rowSwipeState == .settling)
        scene.table.removeFromSuperview()
        #expect(scene.table.rowSwipeState == .closed && scene.table.rowSwipeOffset == 0)
        #expect(scene.calls.last == "didEnd 1")
        scene.window.clock.advance(to: .milliseconds(2000))
        #expect(scene.table.rowSwipeState == .closed)
    }

    @Test("a delegate that implements neither configuration is asked once, and the swipe pan never takes a finger")
    func delegateWithoutActions() throws {
        final class Plain: TableViewDataSource, TableViewDelegate {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        let plain = Plain()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = plain
        table.delegate = plain
        window.addSubview(table)
        try window.send([.began(1, 280, 66)], at: .milliseconds(0))
        #expect(table.rowSwipes.delegateLacking == ObjectIdentifier(plain))
        try window.send([.moved(1, 120, 66)], at: .milliseconds(16))
        try window.send([.ended(1, 120, 66)], at: .milliseconds(32))
        #expect(table.rowSwipes.pan.state == .possible)
        #expect(table.rowSwipeState == .closed)
    }
}
