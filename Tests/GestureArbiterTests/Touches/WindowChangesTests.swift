import Foundation
import Testing
@testable import GestureArbiter

/// A renderer learns what to redraw from the window, without polling the tree.
@Suite("Window changes")
struct WindowChangesTests {
    private func scene() -> (Window, ScrollView, Button, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        list.contentSize = Size(width: 400, height: 4000)
        let button = Button(frame: Rect(x: 100, y: 100, width: 200, height: 44))
        let label = View(frame: Rect(x: 0, y: 300, width: 400, height: 40))
        list.addSubview(button)
        list.addSubview(label)
        window.addSubview(list)
        return (window, list, button, label)
    }

    @Test("building the scene lists the views whose subviews changed; taking the changes empties them")
    func building() {
        let (window, list, _, _) = scene()
        let changes = window.takeChanges()
        #expect(changes.views.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        #expect(window.takeChanges().isEmpty)
        list.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(window.takeChanges().views.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
    }

    @Test("setNeedsDisplay lists a view whose own state changed, once until taken; outside a window it lists nothing")
    func setNeedsDisplay() {
        let (window, _, _, label) = scene()
        _ = window.takeChanges()
        label.setNeedsDisplay()
        label.setNeedsDisplay()
        #expect(window.takeChanges().views.map(ObjectIdentifier.init) == [ObjectIdentifier(label)])
        label.removeFromSuperview()
        label.setNeedsDisplay()
        #expect(window.takeChanges().views.allSatisfy { $0 !== label })
    }

    @Test("a table scrolled by whole rows lists its cells that moved, not their content views, whose frames stayed")
    func cellContentViewsThatStayAreNotListed() {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let rows = Rows()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        window.addSubview(table)
        _ = window.takeChanges()
        for page in 1...5 {
            table.contentOffset = Point(x: 0, y: Double(page) * 440)
            let listed = window.takeChanges().views
            #expect(listed.contains { $0 is TableViewCell })
            #expect(!listed.contains { view in table.visibleCells.contains { $0.contentView === view } })
        }
    }

    @Test("a held tap lists the button as it highlights and as it unhighlights, and the recognizers that changed")
    func tap() throws {
        let (window, list, button, label) = scene()
        _ = window.takeChanges()
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 150, y: 120))], at: .milliseconds(0))
        window.clock.advance(to: .milliseconds(200))
        let pressed = window.takeChanges()
        #expect(pressed.views.map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
        #expect(pressed.recognizers.contains { $0 === list.delayRecognizer })
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 150, y: 120))], at: .milliseconds(250))
        let released = window.takeChanges()
        #expect(released.views.map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
        #expect(!released.views.contains { $0 === label })
    }

    @Test("a drag lists the scroll view once per event or frame however many times its offset changed")
    func drag() throws {
        let (window, list, _, _) = scene()
        _ = window.takeChanges()
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 600))], at: .milliseconds(0))
        try window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 50, y: 560))], at: .milliseconds(16))
        #expect(window.takeChanges().views.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        try window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 50, y: 500))], at: .milliseconds(32))
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 50, y: 500))], at: .milliseconds(32))
        _ = window.takeChanges()
        window.clock.advance(to: .milliseconds(50))
        let frame = window.takeChanges()
        #expect(frame.views.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        #expect(frame.recognizers.isEmpty)
    }

    @Test("a view that changed and then left the window is neither listed nor kept alive by the list")
    func removedViewIsReleased() {
        let (window, list, _, _) = scene()
        _ = window.takeChanges()
        weak var weakBadge: View?
        do {
            let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            list.addSubview(badge)
            badge.alpha = 0.5
            badge.removeFromSuperview()
            weakBadge = badge
        }
        #expect(weakBadge == nil)
        #expect(window.takeChanges().views.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
    }

    @Test("a view that changed in a window that went, its changes never taken, is listed again when it changes in the next window")
    func viewOutlivesItsWindow() {
        let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        do {
            let first = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            first.addSubview(badge)
            badge.alpha = 0.5
        }
        #expect(badge.window == nil)
        let second = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        second.addSubview(badge)
        _ = second.takeChanges()
        badge.alpha = 0.75
        #expect(second.takeChanges().views.map(ObjectIdentifier.init) == [ObjectIdentifier(badge)])
    }
}
