import Testing
@testable import GestureArbiter

@Suite("Point")
struct PointTests {
    @Test("distance is the straight-line length between two points")
    func distanceIsEuclidean() {
        let a = Point(x: 1, y: 2)
        let b = Point(x: 4, y: 6)

        #expect(a.distance(to: b) == 5)
    }

    @Test("distance is symmetric and zero to itself")
    func distanceIsSymmetric() {
        let a = Point(x: -10, y: 7.5)
        let b = Point(x: 20, y: -32.5)

        #expect(a.distance(to: b) == b.distance(to: a))
        #expect(a.distance(to: b) == 50)
        #expect(a.distance(to: a) == 0)
    }

    @Test("offsetBy moves both coordinates")
    func offset() {
        #expect(Point(x: 1, y: 2).offsetBy(dx: 3, dy: -4) == Point(x: 4, y: -2))
    }
}
