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

    /// Two fingers around (200, 200) on a card turned 30° and doubled, moved to `a` and `b` in eight
    /// steps; the window is returned so that it outlives the call.
    private static func twoFingers<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, to a: Point, _ b: Point) throws -> (Recognizer, View, Window) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let card = View(frame: Rect(x: 150, y: 150, width: 100, height: 100))
        card.transform = AffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 2)
        window.addSubview(card)
        card.addGestureRecognizer(recognizer)
        let start = (Point(x: 180, y: 200), Point(x: 220, y: 200))
        try window.send([TouchInput(id: 1, phase: .began, location: start.0), TouchInput(id: 2, phase: .began, location: start.1)], at: .zero)
        for step in 1...8 {
            let f = Double(step) / 8
            try window.send([
                TouchInput(id: 1, phase: .moved, location: Point(x: start.0.x + (a.x - start.0.x) * f, y: start.0.y + (a.y - start.0.y) * f)),
                TouchInput(id: 2, phase: .moved, location: Point(x: start.1.x + (b.x - start.1.x) * f, y: start.1.y + (b.y - start.1.y) * f)),
            ], at: .milliseconds(16 * Double(step)))
        }
        return (recognizer, card, window)
    }

    @Test("a pinch and a rotation on a turned, scaled view read the fingers' scale and angle, and their location in the space asked for")
    func twoFingersUnderTransform() throws {
        let (pinch, card, window) = try Self.twoFingers(PinchGestureRecognizer(), to: Point(x: 160, y: 200), Point(x: 240, y: 200))
        // 40 pt apart to 80 pt apart, beginning at 55 pt (the first step more than 10 pt from 40):
        // 80 / 55, whatever the card's own scale.
        #expect(pinch.state == .changed && abs(pinch.scale - 80.0 / 55) < 1e-9)
        let middle = pinch.location(in: card)
        let expected = card.convert(Point(x: 200, y: 200), from: nil)
        #expect(abs(middle.x - expected.x) < 1e-9 && abs(middle.y - expected.y) < 1e-9)
        // The window's middle is the card's center, (50, 50) in its own bounds.
        #expect(abs(middle.x - 50) < 1e-9 && abs(middle.y - 50) < 1e-9)
        #expect(card.window === window)

        // A quarter turn clockwise on the screen, about the same middle.
        let (rotation, _, _) = try Self.twoFingers(RotationGestureRecognizer(), to: Point(x: 200, y: 180), Point(x: 200, y: 220))
        #expect(rotation.state == .changed && abs(rotation.rotation - .pi / 2) < 1e-9)
    }
}
