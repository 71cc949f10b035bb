import Testing
@testable import GestureArbiter

@Suite("View hierarchy and geometry")
struct ViewTests {
    private func names(_ views: [View]) -> [String] {
        views.map(\.traceName)
    }

    /// A parent with subviews a, b, c, back to front.
    private func parentWithABC() -> (parent: View, a: View, b: View, c: View) {
        let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(id: "a", frame: .zero)
        let b = View(id: "b", frame: .zero)
        let c = View(id: "c", frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        return (parent, a, b, c)
    }

    // MARK: subviews

    @Test("addSubview puts each view on top and sets its superview")
    func addSubviewAppends() {
        let (parent, a, _, c) = parentWithABC()

        #expect(names(parent.subviews) == ["a", "b", "c"])
        #expect(a.superview === parent)
        #expect(c.superview === parent)
    }

    @Test("insertSubview(at:) puts a new view at the index, clamping indices beyond either end")
    func insertAtIndex() {
        let (parent, _, _, _) = parentWithABC()

        parent.insertSubview(View(id: "x", frame: .zero), at: 1)
        parent.insertSubview(View(id: "front", frame: .zero), at: 99)
        parent.insertSubview(View(id: "back", frame: .zero), at: -5)

        #expect(names(parent.subviews) == ["back", "a", "x", "b", "c", "front"])
    }

    @Test("insertSubview(above:) and (below:) put a new view right next to the sibling")
    func insertAboveAndBelowNewView() {
        let (parent, a, b, _) = parentWithABC()

        parent.insertSubview(View(id: "aboveA", frame: .zero), aboveSubview: a)
        parent.insertSubview(View(id: "belowB", frame: .zero), belowSubview: b)

        #expect(names(parent.subviews) == ["a", "aboveA", "belowB", "b", "c"])
    }

    @Test("insertSubview(above:) moves a subview from below the sibling to right above it")
    func moveAboveASiblingFurtherUp() {
        let (parent, a, b, _) = parentWithABC()

        parent.insertSubview(a, aboveSubview: b)

        #expect(names(parent.subviews) == ["b", "a", "c"])
    }

    @Test("insertSubview(below:) moves a subview from below the sibling to right below it")
    func moveBelowASiblingFurtherUp() {
        let (parent, a, _, c) = parentWithABC()

        parent.insertSubview(a, belowSubview: c)

        #expect(names(parent.subviews) == ["b", "a", "c"])
    }

    @Test("insertSubview(above:) and (below:) move a subview from above the sibling to right next to it")
    func moveNextToASiblingFurtherDown() {
        let (parent, a, b, c) = parentWithABC()

        parent.insertSubview(c, belowSubview: b)
        #expect(names(parent.subviews) == ["a", "c", "b"])

        parent.insertSubview(b, aboveSubview: a)
        #expect(names(parent.subviews) == ["a", "b", "c"])
    }

    @Test("adding a subview again moves it to the top without duplicating it")
    func reAddingMovesToTop() {
        let (parent, a, _, _) = parentWithABC()

        parent.addSubview(a)

        #expect(names(parent.subviews) == ["b", "c", "a"])
        #expect(a.superview === parent)
    }

    @Test("adding a view to another superview takes it out of the first")
    func moveToAnotherSuperview() {
        let (parent, _, b, _) = parentWithABC()
        let other = View(id: "other", frame: .zero)

        other.addSubview(b)

        #expect(names(parent.subviews) == ["a", "c"])
        #expect(names(other.subviews) == ["b"])
        #expect(b.superview === other)
    }

    @Test("removeFromSuperview detaches the view; removing a detached view does nothing")
    func removeFromSuperview() {
        let (parent, _, b, _) = parentWithABC()

        b.removeFromSuperview()
        b.removeFromSuperview()

        #expect(names(parent.subviews) == ["a", "c"])
        #expect(b.superview == nil)
    }

    @Test("a view knows its window only while its hierarchy is in one")
    func windowProperty() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(frame: .zero)
        let child = View(frame: .zero)
        parent.addSubview(child)
        #expect(child.window == nil)

        window.addSubview(parent)
        #expect(child.window === window)
        #expect(window.window === window)

        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    @Test("isDescendant(of:) holds for the view itself and every ancestor, and nothing else")
    func descendants() {
        let root = View(frame: .zero)
        let middle = View(frame: .zero)
        let leaf = View(frame: .zero)
        let stranger = View(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)

        #expect(leaf.isDescendant(of: leaf))
        #expect(leaf.isDescendant(of: middle))
        #expect(leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: stranger))
        middle.removeFromSuperview()
        #expect(!leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: middle))
    }

    @Test("a view's depth counts the views that contain it, and follows it when it moves")
    func depthCountsSuperviews() {
        let root = View(frame: .zero)
        let middle = View(frame: .zero)
        let leaf = View(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)

        #expect(root.depth == 0)
        #expect(middle.depth == 1)
        #expect(leaf.depth == 2)
        middle.removeFromSuperview()
        #expect(leaf.depth == 1)
        root.addSubview(leaf)
        #expect(leaf.depth == 1)
        #expect(middle.depth == 0)
    }

    @Test("adding a view to itself traps")
    func addingToItselfTraps() async {
        await #expect(processExitsWith: .failure) {
            let view = View(frame: .zero)
            view.addSubview(view)
        }
    }

    @Test("adding a view to one of its own descendants traps")
    func addingToDescendantTraps() async {
        await #expect(processExitsWith: .failure) {
            let root = View(frame: .zero)
            let middle = View(frame: .zero)
            let leaf = View(frame: .zero)
            root.addSubview(middle)
            middle.addSubview(leaf)
            leaf.addSubview(root)
        }
    }

    // MARK: geometry

    @Test("a new view's bounds have the frame's size and a zero origin, and its center is the frame's middle")
    func initialGeometry() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))

        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("setting the frame resizes the bounds, keeps the bounds origin and moves the center")
    func settingFrame() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = Point(x: 0, y: 200)

        view.frame = Rect(x: 0, y: 0, width: 40, height: 30)

        #expect(view.bounds == Rect(x: 0, y: 200, width: 40, height: 30))
        #expect(view.center == Point(x: 20, y: 15))
        #expect(view.frame == Rect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test("changing the bounds origin leaves the frame where it is")
    func boundsOriginDoesNotMoveFrame() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))

        view.bounds.origin = Point(x: 30, y: 40)

        #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("changing the bounds size grows the frame around the center")
    func boundsSizeGrowsAroundCenter() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))

        view.bounds.size = Size(width: 120, height: 70)

        #expect(view.frame == Rect(x: 0, y: 10, width: 120, height: 70))
        #expect(view.center == Point(x: 60, y: 45))
    }

    @Test("moving the center moves the frame and keeps the size")
    func movingCenter() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))

        view.center = Point(x: 0, y: 0)

        #expect(view.frame == Rect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test("a view is named in the trace by its identifier, or by its type without one")
    func traceName() {
        let named = View(id: "box", frame: .zero)
        let unnamed = RecordingView(frame: .zero)

        #expect(named.traceName == "box")
        #expect(unnamed.traceName == "RecordingView")
        #expect(View(frame: .zero).traceName == "View")
    }
}
