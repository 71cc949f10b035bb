import Testing
import GestureArbiter

/// The README's frame loop, at the refresh rates hosts run: every step is exactly one frame of
/// the window's clock, so what a host draws after a step is that frame.
@Suite("The host's frame loop")
struct FrameLoopTests {
    @Test("stepping with advanceToNextFrame lands on every frame and draws it, at 60, 90, 120 and 144 Hz", arguments: [60, 90, 120, 144])
    func everyStepIsAFrame(framesPerSecond: Int) throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), framesPerSecond: framesPerSecond)
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        list.contentSize = Size(width: 375, height: 2000)
        window.addSubview(list)
        var drawnWhileGliding = 0
        for step in 0..<framesPerSecond {
            let y = 400 - Double(min(step, 5)) * 40
            let phase: Touch.Phase = step == 0 ? .began : step == 5 ? .ended : .moved
            if step <= 5 {
                try window.send([TouchInput(id: 1, phase: phase, location: Point(x: 200, y: y))], at: window.clock.now)
            }
            let gliding = list.isDecelerating
            // Frame k is at k / framesPerSecond seconds, rounded up to a nanosecond; where the
            // content will be then is read before the step.
            let k = Int64(step + 1)
            let frameK = VirtualTime(nanoseconds: (k * 1_000_000_000 + Int64(framesPerSecond) - 1) / Int64(framesPerSecond))
            let expected = list.presentationOffset(at: frameK)
            let frame = window.clock.advanceToNextFrame()
            #expect(frame == frameK && window.clock.now == frameK)
            // What the host draws now is that frame: it was produced.
            #expect(list.contentOffset == expected)
            if gliding {
                #expect(window.takeChanges().views.contains { $0 === list })
                drawnWhileGliding += 1
            } else {
                _ = window.takeChanges()
            }
        }
        #expect(drawnWhileGliding >= framesPerSecond / 2)
    }

    @Test("a host that adds its own 120 Hz period lands a nanosecond short of the third frame, which advanceToNextFrame reaches")
    func ownPeriodFallsShort() {
        let clock = VirtualClock(framesPerSecond: 120)
        let period = VirtualDuration.milliseconds(1000.0 / 120)
        let hostTime = VirtualTime.zero + period + period + period
        #expect(hostTime.nanoseconds == 24_999_999)
        clock.advanceToNextFrame()
        clock.advanceToNextFrame()
        #expect(clock.advanceToNextFrame() == .milliseconds(25))
        #expect(hostTime < clock.now)
    }
}
