import Testing
@testable import GestureArbiter

@Suite("Rect")
struct RectTests {
    @Test("the minimum edges are inside and the maximum edges are not")
    func containsIsHalfOpen() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)

        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!rect.contains(Point(x: 9.999, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 19.999)))
    }

    @Test("two adjacent rectangles never both contain the point on their shared edge")
    func adjacentRectanglesShareNoPoint() {
        let left = Rect(x: 0, y: 0, width: 50, height: 50)
        let right = Rect(x: 50, y: 0, width: 50, height: 50)
        let edge = Point(x: 50, y: 25)

        #expect(!left.contains(edge))
        #expect(right.contains(edge))
    }

    @Test("an empty rectangle contains nothing, not even its origin")
    func emptyRectangleContainsNothing() {
        let empty = Rect(x: 5, y: 5, width: 0, height: 10)

        #expect(!empty.contains(Point(x: 5, y: 5)))
    }

    @Test("positive insets move each edge inward by its own amount")
    func positiveInsetsShrink() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)

        let inset = rect.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))

        #expect(inset == Rect(x: 10, y: 5, width: 70, height: 30))
    }

    @Test("negative insets move each edge outward")
    func negativeInsetsGrow() {
        let rect = Rect(x: 20, y: 30, width: 100, height: 50)

        let grown = rect.inset(by: EdgeInsets(all: -10))

        #expect(grown == Rect(x: 10, y: 20, width: 120, height: 70))
        #expect(grown.contains(Point(x: 10, y: 20)))
        #expect(!rect.contains(Point(x: 10, y: 20)))
    }

    @Test("zero insets leave the rectangle unchanged")
    func zeroInsets() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)

        #expect(rect.inset(by: .zero) == rect)
    }

    @Test("min, mid and max follow from the origin and size")
    func derivedEdges() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)

        #expect([rect.minX, rect.midX, rect.maxX] == [10, 25, 40])
        #expect([rect.minY, rect.midY, rect.maxY] == [20, 40, 60])
        #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 30, height: 40))
    }

    @Test("a rectangle is finite only when all four numbers are", arguments: [
        (Rect(x: 0, y: 0, width: 10, height: 10), true),
        (Rect(x: .nan, y: 0, width: 10, height: 10), false),
        (Rect(x: 0, y: -.infinity, width: 10, height: 10), false),
        (Rect(x: 0, y: 0, width: .infinity, height: 10), false),
        (Rect(x: 0, y: 0, width: 10, height: .nan), false),
    ])
    func finiteness(rect: Rect, isFinite: Bool) {
        #expect(rect.isFinite == isFinite)
    }

    @Test("points and sizes are finite only when both numbers are")
    func pointAndSizeFiniteness() {
        #expect(Point(x: 1, y: -1).isFinite)
        #expect(!Point(x: .infinity, y: 0).isFinite)
        #expect(!Point(x: 0, y: .nan).isFinite)
        #expect(Size(width: 0, height: 0).isFinite)
        #expect(!Size(width: 1, height: .infinity).isFinite)
    }

    @Test("intersection, intersects and union follow Core Graphics: touching edges do not intersect, null adds nothing")
    func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        let b = Rect(x: 60, y: 20, width: 100, height: 100)
        #expect(a.intersection(b) == Rect(x: 60, y: 20, width: 40, height: 30))
        #expect(a.intersects(b) && b.intersects(a))
        let touching = Rect(x: 100, y: 0, width: 10, height: 10)
        #expect(a.intersection(touching).isNull)
        #expect(!a.intersects(touching))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 160, height: 120))
        #expect(a.union(.null) == a && Rect.null.union(b) == b)
        #expect(Rect.null.isNull && Rect.null.isEmpty && !a.isNull && !a.isEmpty)
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    }

    @Test("a negative size reads standardized; contains a rect, insetBy and its null")
    func standardizedContainsInset() {
        let flipped = Rect(x: 100, y: 50, width: -100, height: -50)
        #expect(flipped.standardized == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(flipped.intersection(Rect(x: 90, y: 40, width: 20, height: 20)) == Rect(x: 90, y: 40, width: 10, height: 10))
        let box = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(box.contains(Rect(x: 0, y: 0, width: 100, height: 50)))
        #expect(box.contains(Rect(x: 10, y: 10, width: 20, height: 20)))
        #expect(!box.contains(Rect(x: 90, y: 10, width: 20, height: 20)))
        #expect(box.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(box.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
        #expect(box.insetBy(dx: 51, dy: 0).isNull)
        #expect(box.midX == 50 && box.midY == 25)
        #expect(box.offsetBy(dx: 3, dy: -4) == Rect(x: 3, y: -4, width: 100, height: 50))
    }
}
