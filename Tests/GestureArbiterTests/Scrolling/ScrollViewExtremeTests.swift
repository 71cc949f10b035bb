import Testing
@testable import GestureArbiter

/// The physics must never produce NaN or an offset that never settles, whatever the input.
@Suite("Scroll views under extreme input")
struct ScrollViewExtremeTests {
    /// Flicks a scroll view of the given size and content with the finger moving `distance`
    /// points in 16 ms steps, then runs the clock for `seconds`.
    func flick(viewHeight: Double, contentHeight: Double, distance: Double, steps: Int = 3, rate: DecelerationRate = .normal, bounces: Bool = true, seconds: Double = 60) throws -> ScrollView {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: viewHeight))
        scroll.contentSize = Size(width: 400, height: contentHeight)
        scroll.decelerationRate = rate
        scroll.bounces = bounces
        scroll.alwaysBounceVertical = true
        window.addSubview(scroll)
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 200, y: 1))], at: .zero)
        for step in 1...steps {
            let y = 1 + distance * Double(step) / Double(steps)
            try window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 200, y: y))], at: .milliseconds(16 * Double(step)))
        }
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 200, y: 1 + distance))], at: .milliseconds(16 * Double(steps) + 1))
        window.clock.advance(to: .milliseconds(seconds * 1000))
        #expect(!window.clock.hasPendingTimers, "the motion did not settle within \(seconds) s")
        #expect(scroll.contentOffset.isFinite)
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        return scroll
    }

    @Test("a flick of millions of points per second over a billion-point content settles, finite, inside the content", arguments: [-1e6, 1e6])
    func hugeVelocity(distance: Double) throws {
        let scroll = try flick(viewHeight: 800, contentHeight: 1e9, distance: distance)
        #expect(scroll.contentOffset.y >= scroll.minimumContentOffset.y && scroll.contentOffset.y <= scroll.maximumContentOffset.y)
    }

    @Test("a flick far past the edge of short content springs back to it", arguments: [true, false])
    func pastTheEdge(bounces: Bool) throws {
        let scroll = try flick(viewHeight: 800, contentHeight: 100, distance: -5e5, bounces: bounces)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("a zero-height scroll view and zero-size content never produce NaN")
    func degenerateSizes() throws {
        let scroll = try flick(viewHeight: 0, contentHeight: 0, distance: -300, rate: .fast)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("a rate close to 1 still settles within the cap of a fixture (10 s) for an ordinary flick")
    func slowRate() throws {
        let scroll = try flick(viewHeight: 800, contentHeight: 1e6, distance: -200, rate: DecelerationRate(rawValue: 0.999), seconds: 10)
        #expect(scroll.contentOffset.y > 0)
    }
}
