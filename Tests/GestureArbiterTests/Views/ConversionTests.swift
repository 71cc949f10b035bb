import Testing
@testable import GestureArbiter

@Suite("Coordinate conversion")
struct ConversionTests {
    /// window ⊃ a (10, 20), b (50, 70) ⊃ inner (5, 5); b's bounds origin is (0, 30), like a scroll view scrolled down 30 pt.
    private struct Scene {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(id: "a", frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let b = View(id: "b", frame: Rect(x: 50, y: 70, width: 200, height: 200))
        let inner = View(id: "inner", frame: Rect(x: 5, y: 5, width: 50, height: 50))

        init() {
            window.addSubview(a)
            window.addSubview(b)
            b.addSubview(inner)
            b.bounds.origin = Point(x: 0, y: 30)
        }
    }

    @Test("a point converts between siblings by the difference of their origins")
    func betweenSiblings() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let b = View(frame: Rect(x: 50, y: 70, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)

        #expect(a.convert(Point(x: 0, y: 0), to: b) == Point(x: -40, y: -50))
        #expect(b.convert(Point(x: 0, y: 0), from: a) == Point(x: -40, y: -50))
        #expect(b.convert(Point(x: 1, y: 2), to: a) == Point(x: 41, y: 52))
    }

    @Test("nil stands for the window's coordinate space")
    func nilIsTheWindow() {
        let scene = Scene()

        #expect(scene.a.convert(Point(x: 1, y: 2), to: nil) == Point(x: 11, y: 22))
        #expect(scene.a.convert(Point(x: 11, y: 22), from: nil) == Point(x: 1, y: 2))
        #expect(scene.a.convert(Point(x: 1, y: 2), to: nil) == scene.a.convert(Point(x: 1, y: 2), to: scene.window))
    }

    @Test("a superview's bounds origin shifts where its subviews are")
    func boundsOrigin() {
        let scene = Scene()

        // inner's frame is at (5, 5) in b's bounds space, which starts 30 pt down
        #expect(scene.inner.convert(Point.zero, to: nil) == Point(x: 55, y: 45))
        #expect(scene.inner.convert(Point(x: 55, y: 45), from: nil) == Point.zero)
        #expect(scene.b.convert(Point.zero, to: nil) == Point(x: 50, y: 40))
        #expect(scene.inner.convert(Point.zero, to: scene.b) == Point(x: 5, y: 5))
    }

    @Test("a view's own bounds origin is part of its coordinate space")
    func ownBoundsOrigin() {
        let scene = Scene()

        // b's top-left corner on screen is (0, 30) in its own space
        #expect(scene.b.convert(Point(x: 50, y: 70), from: nil) == Point(x: 0, y: 30))
    }

    @Test("a rectangle converts its origin and keeps its size")
    func rectConversion() {
        let scene = Scene()
        let rect = Rect(x: 1, y: 2, width: 30, height: 40)

        #expect(scene.inner.convert(rect, to: scene.a) == Rect(x: 46, y: 27, width: 30, height: 40))
        #expect(scene.a.convert(rect, from: scene.inner) == Rect(x: 46, y: 27, width: 30, height: 40))
        #expect(scene.inner.convert(Rect(x: 46, y: 27, width: 30, height: 40), from: scene.a) == rect)
        #expect(scene.inner.convert(rect, to: nil) == Rect(x: 56, y: 47, width: 30, height: 40))
    }

    @Test("converting there and back returns the original point", arguments: [
        Point(x: 0, y: 0), Point(x: -12.5, y: 300), Point(x: 1e6, y: -1e6),
    ])
    func roundTrips(point: Point) {
        let scene = Scene()
        let views: [View?] = [scene.window, scene.a, scene.b, scene.inner, nil]

        for from in views.compactMap({ $0 }) {
            for to in views {
                let there = from.convert(point, to: to)
                let back = from.convert(there, from: to)
                #expect(back == point, "from \(from.traceName) to \(to?.traceName ?? "nil")")
            }
        }
    }

    @Test("to: and from: are inverse ways of asking the same conversion")
    func toAndFromAgree() {
        let scene = Scene()
        let point = Point(x: 7, y: -3)

        #expect(scene.inner.convert(point, to: scene.a) == scene.a.convert(point, from: scene.inner))
        #expect(scene.a.convert(point, to: scene.inner) == scene.inner.convert(point, from: scene.a))
    }

    @Test("a view converts to itself unchanged")
    func identity() {
        let scene = Scene()

        #expect(scene.inner.convert(Point(x: 3, y: 4), to: scene.inner) == Point(x: 3, y: 4))
    }

    @Test("views outside any window convert through their own root")
    func detachedHierarchy() {
        let root = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(child)

        #expect(child.convert(Point.zero, to: nil) == Point(x: 10, y: 20))
        #expect(child.convert(Point.zero, to: root) == Point(x: 10, y: 20))
    }
}
