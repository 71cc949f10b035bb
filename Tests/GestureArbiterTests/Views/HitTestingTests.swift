import Testing
@testable import GestureArbiter

/// Answers with `target` where the default hit-test would answer itself: seed 000's `ExpandableView`.
private final class RedirectingView: View {
    weak var target: View?

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? target : hit
    }
}

/// Lets touches through itself but not through its subviews: seed 000's mask view and seed 003's pager.
private final class PassThroughView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Claims an area grown (negative insets) or shrunk (positive insets) around its bounds: seed 000's `FooView`.
private final class InsetTouchAreaView: View {
    var touchInsets = EdgeInsets.zero

    override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.inset(by: touchInsets).contains(point)
    }
}

@Suite("Hit-testing")
struct HitTestingTests {
    // MARK: H1

    @Test("a hidden or non-interactive view is skipped and its superview gets the hit", arguments: ["hidden", "userInteractionDisabled"])
    func skippedViews(condition: String) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View(id: "box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(box)
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === box)

        if condition == "hidden" { box.isHidden = true } else { box.isUserInteractionEnabled = false }

        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === window)
        #expect(box.hitTest(Point(x: 10, y: 10), with: nil) == nil)
    }

    @Test("a skipped view takes its subviews with it")
    func skippedViewHidesSubviews() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(id: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)

        parent.isUserInteractionEnabled = false

        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test("alpha 0.01 is still hittable in this implementation, alpha 0.009 is not")
    func alphaBoundary() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View(id: "box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(box)

        box.alpha = 0.01
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === box)

        box.alpha = 0.009
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === window)

        box.alpha = 0
        #expect(!box.isHittable)
    }

    @Test("a subview sticking out of its superview is not hit outside the superview's bounds")
    func subviewOutsideSuperview() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let parent = View(id: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let child = View(id: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)

        // (170, 170) is inside both; (220, 220) is inside the child's frame only
        #expect(window.hitTest(Point(x: 170, y: 170), with: nil) === child)
        #expect(window.hitTest(Point(x: 220, y: 220), with: nil) === window)
    }

    @Test("a point outside the window hits nothing")
    func outsideTheWindow() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))

        #expect(window.hitTest(Point(x: 100, y: 50), with: nil) == nil)
        #expect(window.hitTest(Point(x: -1, y: 50), with: nil) == nil)
    }

    @Test("a refused point(inside:) stops the search: no subview of that view is asked")
    func refusedPointInsideStopsTheSearch() throws {
        let window = Window.recording(width: 300, height: 300)
        let parent = View(id: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        parent.addSubview(View(id: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100)))
        window.addSubview(parent)

        try window.send(.began(1, 220, 220), at: 0)

        #expect(window.hitTestLog == [
            "window hitTest point=[220, 220] result=window",
            "window pointInside point=[220, 220] result=true",
            "parent hitTest point=[120, 120] result=null",
            "parent pointInside point=[120, 120] result=false",
        ])
    }

    // MARK: H2

    @Test("overlapping siblings: the one added last is in front and wins")
    func frontMostSiblingWins() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let back = View(id: "back", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let front = View(id: "front", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)

        #expect(window.hitTest(Point(x: 75, y: 75), with: nil) === front)
        #expect(window.hitTest(Point(x: 25, y: 25), with: nil) === back)

        window.insertSubview(front, at: 0)
        #expect(window.hitTest(Point(x: 75, y: 75), with: nil) === back)
    }

    @Test("seed 001: tapping red asks the views in UIKit's order, front-most first")
    func seed001CallOrder() throws {
        // The window is the seed's root view: root ⊃ lightGray, yellow (yellow added last, so in front).
        let root = Window.recording(width: 375, height: 667, id: "root")
        let yellow = View(id: "yellow", frame: Rect(x: 20, y: 40, width: 200, height: 100))
        let lightGray = View(id: "lightGray", frame: Rect(x: 60, y: 200, width: 240, height: 200))
        let red = View(id: "red", frame: Rect(x: 0, y: 0, width: 196, height: 100))
        let green = View(id: "green", frame: Rect(x: 138, y: 57, width: 94, height: 63))
        root.addSubview(lightGray)
        root.addSubview(yellow)
        lightGray.addSubview(red)
        lightGray.addSubview(green)

        // (110, 250) is (50, 50) in lightGray: on red, left of green
        try root.send(.began(1, 110, 250), at: 0)

        #expect(root.hitTestLog == [
            "root hitTest point=[110, 250] result=red",
            "root pointInside point=[110, 250] result=true",
            "yellow hitTest point=[90, 210] result=null",
            "yellow pointInside point=[90, 210] result=false",
            "lightGray hitTest point=[50, 50] result=red",
            "lightGray pointInside point=[50, 50] result=true",
            "green hitTest point=[-88, -7] result=null",
            "green pointInside point=[-88, -7] result=false",
            "red hitTest point=[50, 50] result=red",
            "red pointInside point=[50, 50] result=true",
        ])
        #expect(root.activeTouches.first?.view === red)
    }

    @Test("seed 001: where green overlaps red, green (added later) gets the touch")
    func seed001Overlap() {
        let root = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let lightGray = View(id: "lightGray", frame: Rect(x: 60, y: 200, width: 240, height: 200))
        let red = View(id: "red", frame: Rect(x: 0, y: 0, width: 196, height: 100))
        let green = View(id: "green", frame: Rect(x: 138, y: 57, width: 94, height: 63))
        root.addSubview(lightGray)
        lightGray.addSubview(red)
        lightGray.addSubview(green)

        // (150, 70) in lightGray is inside both red and green
        #expect(root.hitTest(Point(x: 210, y: 270), with: nil) === green)
    }

    // MARK: H3

    @Test("a bounds origin shifts the subviews: y 150 in a view scrolled by 100 is at y 50 on screen")
    func boundsOriginShiftsSubviews() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let scroller = View(id: "scroller", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroller.bounds.origin = Point(x: 0, y: 100)
        let row = View(id: "row", frame: Rect(x: 0, y: 150, width: 300, height: 40))
        window.addSubview(scroller)
        scroller.addSubview(row)

        #expect(window.hitTest(Point(x: 10, y: 55), with: nil) === row)
        #expect(window.hitTest(Point(x: 10, y: 155), with: nil) === scroller)
        #expect(row.convert(Point.zero, to: nil) == Point(x: 0, y: 50))
    }

    @Test("point(inside:) gets the point in the view's bounds space, bounds origin included")
    func pointInsideUsesBoundsSpace() throws {
        let window = Window.recording(width: 300, height: 300)
        let scroller = View(id: "scroller", frame: Rect(x: 20, y: 30, width: 200, height: 200))
        scroller.bounds.origin = Point(x: 0, y: 100)
        window.addSubview(scroller)

        try window.send(.began(1, 25, 35), at: 0)

        #expect(window.hitTestLog.suffix(2) == [
            "scroller hitTest point=[5, 105] result=scroller",
            "scroller pointInside point=[5, 105] result=true",
        ])
    }

    // MARK: H4

    @Test("a touch stays with its view after moving out of it and after the view is hidden")
    func touchStaysBound() throws {
        let window = Window.recording(width: 300, height: 300)
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let other = View(id: "other", frame: Rect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(box)
        window.addSubview(other)

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 120, 10), at: 16)
        box.isHidden = true
        box.isUserInteractionEnabled = false
        try window.send(.moved(1, 130, 10), at: 32)
        try window.send(.ended(1, 130, 10), at: 48)

        #expect(window.touchLog == [
            "box touchesBegan touches=[1] tapCount=[1]",
            "window touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "box touchesMoved touches=[1]",
            "window touchesMoved touches=[1] forwarded=true",
            "box touchesMoved touches=[1]",
            "window touchesMoved touches=[1] forwarded=true",
            "box touchesEnded touches=[1]",
            "window touchesEnded touches=[1] forwarded=true",
        ])
        // hit-testing ran at touch-down only
        let hitTestTimes = window.trace.records.filter { $0.kind == .hitTest }.map(\.time)
        #expect(hitTestTimes == Array(repeating: .zero, count: 6))
    }

    // MARK: H5

    @Test("an override may answer another view: the superview redirects its own hits to the scroll view")
    func redirectingOverride() throws {
        let window = Window.recording(width: 300, height: 300)
        let expandable = RedirectingView(id: "expandable", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let column = View(id: "column", frame: Rect(x: 100, y: 0, width: 100, height: 300))
        let cell = View(id: "cell", frame: Rect(x: 0, y: 0, width: 100, height: 44))
        expandable.target = column
        window.addSubview(expandable)
        expandable.addSubview(column)
        column.addSubview(cell)

        // in the margin: the column's own point(inside:) is false, so no cell sees it
        try window.send(.began(1, 20, 20), at: 0)

        #expect(window.activeTouches.first?.view === column)
        #expect(window.hitTest(Point(x: 120, y: 20), with: nil) === cell)
        #expect(window.touchLog.first == "column touchesBegan touches=[1] tapCount=[1]")
        #expect(window.hitTestLog.contains("expandable hitTest point=[20, 20] result=column"))
    }

    @Test("a pass-through view answers nil for itself, so the sibling beneath gets the touch, while its subviews still do")
    func passThroughOverride() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let header = View(id: "header", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let pager = PassThroughView(id: "pager", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let list = View(id: "list", frame: Rect(x: 0, y: 100, width: 300, height: 200))
        window.addSubview(header)
        window.addSubview(pager)
        pager.addSubview(list)

        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === header)
        #expect(window.hitTest(Point(x: 50, y: 150), with: nil) === list)
    }

    @Test("negative insets in point(inside:) grow the touch area beyond the frame")
    func grownTouchArea() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let button = InsetTouchAreaView(id: "button", frame: Rect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(button)
        #expect(window.hitTest(Point(x: 95, y: 95), with: nil) === window)

        button.touchInsets = EdgeInsets(all: -10)

        #expect(window.hitTest(Point(x: 95, y: 95), with: nil) === button)
        #expect(window.hitTest(Point(x: 129.5, y: 110), with: nil) === button)
        // the grown area ends 10 pt out: maximum edge excluded
        #expect(window.hitTest(Point(x: 130, y: 110), with: nil) === window)
    }

    @Test("positive insets in point(inside:) shrink the touch area, letting the view beneath have the rim")
    func shrunkTouchArea() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let beneath = View(id: "beneath", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let shrunk = InsetTouchAreaView(id: "shrunk", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        shrunk.touchInsets = EdgeInsets(all: 20)
        window.addSubview(beneath)
        window.addSubview(shrunk)

        #expect(window.hitTest(Point(x: 110, y: 110), with: nil) === beneath)
        #expect(window.hitTest(Point(x: 150, y: 150), with: nil) === shrunk)
    }
}
