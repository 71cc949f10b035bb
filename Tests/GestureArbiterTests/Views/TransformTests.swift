import Foundation
import Testing
@testable import GestureArbiter

/// Views under a transform: where they are, how points convert, and where they are hit.
@Suite("View transforms")
struct TransformTests {
    private func close(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }

    @Test("the frame is the box of the bounds transformed about the center; bounds and center do not change")
    func frameUnderTransform() {
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: 50, y: 75, width: 200, height: 100))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == Point(x: 150, y: 125))
        view.transform = AffineTransform(translationX: 10, y: -5)
        #expect(view.frame == Rect(x: 110, y: 95, width: 100, height: 50))
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        let rotated = view.frame
        #expect(abs(rotated.width - 50) < 1e-9 && abs(rotated.height - 100) < 1e-9 && abs(rotated.midX - 150) < 1e-9)
    }

    @Test("setting the frame under a scale resizes the bounds by the scale and centers the view (a choice)")
    func settingFrame() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = AffineTransform(scaleX: 2, y: 4)
        view.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        #expect(view.bounds.size == Size(width: 100, height: 50))
        #expect(view.center == Point(x: 100, y: 100))
        #expect(view.frame == Rect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("conversion goes through every transform on the way, both ways")
    func conversion() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let badge = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(badge)
        window.addSubview(card)
        card.transform = AffineTransform(rotationAngle: .pi / 2)
        // The card's top-left corner (0, 0) is at its center (150, 150) minus (50, 50) turned a
        // quarter: (-50, -50) becomes (50, -50), so the corner is at (200, 100) in the window.
        #expect(close(card.convert(Point.zero, to: nil), Point(x: 200, y: 100)))
        #expect(close(card.convert(Point(x: 200, y: 100), from: nil), .zero))
        // The badge's origin, at (10, 10) in the card, is 10 pt along both turned axes from there.
        #expect(close(badge.convert(Point.zero, to: nil), Point(x: 190, y: 110)))
        #expect(close(badge.convert(Point(x: 190, y: 110), from: window), .zero))
        let box = badge.convert(badge.bounds, to: nil)
        #expect(abs(box.minX - 170) < 1e-9 && abs(box.minY - 110) < 1e-9 && abs(box.width - 20) < 1e-9)
    }

    @Test("a rotated or scaled view is hit where it is drawn, point(inside:) gets untransformed points, and a view scaled to zero is never hit")
    func hitTesting() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let bar = View(id: "bar", frame: Rect(x: 150, y: 190, width: 100, height: 20))
        window.addSubview(bar)
        #expect(window.hitTest(Point(x: 200, y: 160), with: nil) === window)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)
        // Turned upright, the bar covers x 190...210 and y 150...250.
        #expect(window.hitTest(Point(x: 200, y: 160), with: nil) === bar)
        #expect(window.hitTest(Point(x: 160, y: 200), with: nil) === window)
        bar.transform = AffineTransform(scaleX: 3, y: 1)
        #expect(window.hitTest(Point(x: 110, y: 200), with: nil) === bar)
        bar.transform = AffineTransform(scaleX: 0, y: 1)
        #expect(window.hitTest(Point(x: 200, y: 200), with: nil) === window)
    }

    @Test("a pan on a rotated view reports its translation and velocity in the view's turned space")
    func panUnderRotation() throws {
        let harness = RecognizerHarness(PanGestureRecognizer(), size: Size(width: 400, height: 400))
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        harness.view.addSubview(card)
        card.transform = AffineTransform(rotationAngle: .pi / 2)
        try harness.touchDown(at: Point(x: 200, y: 200), time: 0)
        try harness.move(to: Point(x: 200, y: 260), time: 50)
        let pan = harness.recognizer
        // 60 pt down the window is 60 pt along the card's own x axis, turned a quarter.
        let inCard = pan.translation(in: card)
        #expect(abs(inCard.x - 60) < 1e-9 && abs(inCard.y) < 1e-9)
        #expect(abs(pan.translation(in: nil).y - 60) < 1e-9)
        #expect(abs(pan.velocity(in: card).x - 1200) < 1e-6)
    }
}
