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
