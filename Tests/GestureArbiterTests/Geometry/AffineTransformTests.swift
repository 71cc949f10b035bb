import Foundation
import Testing
@testable import GestureArbiter

@Suite("Affine transform")
struct AffineTransformTests {
    private func close(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }

    @Test("identity, scale, rotation and translation map points as Core Graphics does")
    func basics() {
        #expect(Point(x: 3, y: 4).applying(.identity) == Point(x: 3, y: 4))
        #expect(Point(x: 3, y: 4).applying(AffineTransform(scaleX: 2, y: -1)) == Point(x: 6, y: -4))
        #expect(Point(x: 3, y: 4).applying(AffineTransform(translationX: 10, y: 20)) == Point(x: 13, y: 24))
        // A quarter turn takes the x axis to the y axis (y down: clockwise on the screen).
        #expect(close(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2)), Point(x: 0, y: 1)))
        #expect(AffineTransform.identity.isIdentity && !AffineTransform(scaleX: 2, y: 2).isIdentity)
    }

    @Test("concatenating applies the receiver first; scaledBy, rotated and translatedBy prepend")
    func order() {
        let scale = AffineTransform(scaleX: 2, y: 2)
        let move = AffineTransform(translationX: 10, y: 0)
        #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
        #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        #expect(move.translatedBy(x: 1, y: 0) == AffineTransform(translationX: 11, y: 0))
        #expect(close(Point(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), Point(x: 10, y: 1)))
    }

    @Test("inverted undoes the transform; a transform scaled to zero cannot be inverted and comes back as it was")
    func inversion() {
        let t = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let p = Point(x: 12.5, y: -4)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(close(Point.zero.applying(t.concatenating(t.inverted())), .zero))
        let flat = AffineTransform(scaleX: 0, y: 1)
        #expect(!flat.isInvertible && flat.inverted() == flat)
    }

    @Test("a rect maps to the box holding its mapped corners; a size keeps its signs")
    func rectsAndSizes() {
        let box = Rect(x: 0, y: 0, width: 10, height: 20).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(box.minX + 20) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
        #expect(Size(width: 10, height: 20).applying(AffineTransform(scaleX: -1, y: 2)) == Size(width: -10, height: 40))
    }
}
