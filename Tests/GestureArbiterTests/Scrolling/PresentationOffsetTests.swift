import Testing
import GestureArbiter

/// Where the content is between the clock's frames, for a host that presents at instants of its
/// own choosing.
@Suite("Presentation offset")
struct PresentationOffsetTests {
    /// A tall scroll view flicked up 200 pt in 100 ms, finger moves every 10 ms, in a window
    /// drawing `framesPerSecond` frames a second; the clock is left at the lift.
    private func flicked(framesPerSecond: Int) throws -> (Window, ScrollView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), framesPerSecond: framesPerSecond)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = Size(width: 375, height: 5000)
        window.addSubview(scroll)
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 500))], at: .milliseconds(0))
        for step in 1...10 {
            let phase: Touch.Phase = step == 10 ? .ended : .moved
            try window.send([TouchInput(id: 1, phase: phase, location: Point(x: 100, y: 500 - Double(step) * 20))], at: .milliseconds(Double(step) * 10))
        }
        return (window, scroll)
    }

    @Test("read before a frame, it is where that frame then puts the content")
    func matchesTheNextFrame() throws {
        let (window, scroll) = try flicked(framesPerSecond: 60)
        window.clock.advance(to: .milliseconds(383.3))
        #expect(scroll.isDecelerating)
        let ahead = scroll.presentationOffset(at: .milliseconds(400))
        #expect(ahead.y > scroll.contentOffset.y)
        window.clock.advance(to: .milliseconds(400))
        #expect(scroll.contentOffset == ahead)
    }

    @Test("between frames it does not depend on the frame rate")
    func independentOfTheFrameRate() throws {
        let (slow, slowScroll) = try flicked(framesPerSecond: 30)
        let (fast, fastScroll) = try flicked(framesPerSecond: 240)
        slow.clock.advance(to: .milliseconds(370))
        fast.clock.advance(to: .milliseconds(389))
        let atSlow = slowScroll.presentationOffset(at: .milliseconds(390))
        let atFast = fastScroll.presentationOffset(at: .milliseconds(390))
        #expect(abs(atSlow.y - atFast.y) < 1e-9, "\(atSlow) \(atFast)")
        #expect(atSlow.y != slowScroll.contentOffset.y)
    }

    @Test("at rest, and for an instant the clock has passed, it is the content offset")
    func restingAndPast() throws {
        let (window, scroll) = try flicked(framesPerSecond: 60)
        window.clock.advance(to: .milliseconds(200))
        #expect(scroll.presentationOffset(at: .milliseconds(150)) == scroll.contentOffset)
        window.clock.advance(to: .milliseconds(10_000))
        #expect(!scroll.isDecelerating)
        #expect(scroll.presentationOffset(at: .milliseconds(10_500)) == scroll.contentOffset)
    }
}
