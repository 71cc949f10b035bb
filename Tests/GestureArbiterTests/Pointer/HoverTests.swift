import Testing
@testable import GestureArbiter

/// A window with a toolbar (0, 0, 400, 100) holding a button-sized view (20, 20, 100, 44), each
/// with a hover recognizer that logs its states.
private final class HoverScene {
    let window = Window.recording()
    let toolbar = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    let item = View(frame: Rect(x: 20, y: 20, width: 100, height: 44))
    let toolbarHover = HoverGestureRecognizer()
    let itemHover = HoverGestureRecognizer()
    var log: [String] = []

    init() {
        toolbarHover.identifier = "toolbarHover"
        itemHover.identifier = "itemHover"
        toolbarHover.addTarget { [unowned self] in log.append("toolbar \($0.state) \($0.location(in: toolbar))") }
        itemHover.addTarget { [unowned self] in log.append("item \($0.state) \($0.location(in: item))") }
        toolbar.addGestureRecognizer(toolbarHover)
        item.addGestureRecognizer(itemHover)
        toolbar.addSubview(item)
        window.addSubview(toolbar)
    }
}

@Suite("Hover (P2)")
struct HoverTests {
    @Test("the pointer begins, changes and ends the hover of the views it is over, the one it leaves first")
    func entersAndLeaves() throws {
        let scene = HoverScene()
        try scene.window.movePointer(to: Point(x: 200, y: 50), at: .zero)
        try scene.window.movePointer(to: Point(x: 30, y: 30), at: .milliseconds(10))
        try scene.window.movePointer(to: Point(x: 200, y: 500), at: .milliseconds(20))
        #expect(scene.log == [
            "toolbar began (200.0, 50.0)",
            "item began (10.0, 10.0)", "toolbar changed (30.0, 30.0)",
            "item ended (180.0, 480.0)", "toolbar ended (200.0, 500.0)",
        ])
        #expect(scene.toolbarHover.state == .possible && scene.itemHover.state == .possible)
    }

    @Test("a hover recognizer that also takes fingers, hovered, tapped and left in every order, frees its view and window once dropped", arguments: [0, 1, 2, 3])
    func hoverTakingFingersIsReleased(_ order: Int) throws {
        weak var weakWindow: Window?
        weak var weakView: View?
        weak var weakHover: GestureRecognizer?
        do {
            let window = Window.recording()
            window.startCheckingInvariants(response: .record)
            let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            let hover = HoverGestureRecognizer()
            hover.allowedTouchTypes = [.direct, .indirectPointer]
            view.addGestureRecognizer(hover)
            window.addSubview(view)
            (weakWindow, weakView, weakHover) = (window, view, hover)
            let tap = { (time: Double) throws in
                try window.send([.began(1, 50, 50)], at: .milliseconds(time))
                try window.send([.ended(1, 50, 50)], at: .milliseconds(time + 50))
            }
            switch order {
            case 0:
                try window.movePointer(to: Point(x: 50, y: 50), at: .zero)
                try tap(10)
                try window.pointerExited(at: .milliseconds(100))
            case 1:
                try tap(0)
                try window.movePointer(to: Point(x: 50, y: 50), at: .milliseconds(100))
            case 2:
                try window.movePointer(to: Point(x: 50, y: 50), at: .zero)
                try window.send([.began(1, 50, 50)], at: .milliseconds(10))
                try window.movePointer(to: Point(x: 60, y: 50), at: .milliseconds(20))
                try window.send([.ended(1, 50, 50)], at: .milliseconds(30))
            default:
                try window.movePointer(to: Point(x: 50, y: 50), at: .zero)
                try window.send([TouchInput(id: 2, phase: .began, location: Point(x: 50, y: 50), type: .indirectPointer)], at: .milliseconds(10))
                try window.send([TouchInput(id: 2, phase: .ended, location: Point(x: 50, y: 50), type: .indirectPointer)], at: .milliseconds(20))
                try window.movePointer(to: Point(x: 60, y: 50), at: .milliseconds(30))
            }
            window.clock.advance(to: .milliseconds(1000))
            #expect(window.invariantChecker?.violation == nil)
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
        #expect(weakHover == nil)
    }

    @Test("a click ends the hover and takes no part in it; the next move begins it again; leaving the window ends it")
    func clickAndExit() throws {
        let scene = HoverScene()
        try scene.window.movePointer(to: Point(x: 200, y: 50), at: .zero)
        try scene.window.send([TouchInput(id: 1, phase: .began, location: Point(x: 200, y: 50), type: .indirectPointer)], at: .milliseconds(10))
        #expect(scene.toolbarHover.state == .possible && scene.toolbarHover.touches.isEmpty)
        #expect(throws: PointerInputError.buttonDown(touch: 1)) {
            try scene.window.movePointer(to: Point(x: 210, y: 50), at: .milliseconds(20))
        }
        try scene.window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 200, y: 50), type: .indirectPointer)], at: .milliseconds(30))
        try scene.window.movePointer(to: Point(x: 210, y: 50), at: .milliseconds(40))
        #expect(scene.toolbarHover.state == .began)
        try scene.window.pointerExited(at: .milliseconds(50))
        #expect(scene.log.map { $0.components(separatedBy: " ").prefix(2).joined(separator: " ") }
            == ["toolbar began", "toolbar ended", "toolbar began", "toolbar ended"])
        #expect(throws: PointerInputError.pointerNotInWindow) {
            try scene.window.pointerExited(at: .milliseconds(60))
        }
    }

    @Test("refused pointer events change nothing: earlier than the clock, or not a finite location")
    func refused() throws {
        let scene = HoverScene()
        try scene.window.movePointer(to: Point(x: 200, y: 50), at: .milliseconds(100))
        #expect(throws: PointerInputError.timeWentBackward(now: .milliseconds(100), requested: .milliseconds(50))) {
            try scene.window.movePointer(to: Point(x: 30, y: 30), at: .milliseconds(50))
        }
        #expect(throws: PointerInputError.locationNotFinite) {
            try scene.window.movePointer(to: Point(x: .nan, y: 30), at: .milliseconds(150))
        }
        #expect(scene.log == ["toolbar began (200.0, 50.0)"] && scene.itemHover.state == .possible)
    }
}
