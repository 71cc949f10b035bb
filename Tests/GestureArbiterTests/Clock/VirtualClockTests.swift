import Testing
@testable import GestureArbiter

@Suite("VirtualClock")
struct VirtualClockTests {
    @Test("a new clock starts at zero with nothing pending")
    func startsAtZero() {
        let clock = VirtualClock()

        #expect(clock.now == .zero)
        #expect(!clock.hasPendingTimers)
        #expect(clock.nextDeadline == nil)
        #expect(clock.framesPerSecond == 60)
    }

    @Test("timers run in deadline order, whatever order they were scheduled in")
    func runsByDeadline() {
        let clock = VirtualClock()
        var ran: [String] = []
        clock.schedule(at: .milliseconds(30)) { ran.append("c") }
        clock.schedule(at: .milliseconds(10)) { ran.append("a") }
        clock.schedule(at: .milliseconds(20)) { ran.append("b") }

        clock.advance(to: .milliseconds(100))

        #expect(ran == ["a", "b", "c"])
        #expect(clock.now == .milliseconds(100))
    }

    @Test("timers with the same deadline run in the order they were scheduled")
    func tiesRunInSchedulingOrder() {
        let clock = VirtualClock()
        var ran: [Int] = []
        clock.schedule(at: .milliseconds(50)) { ran.append(1) }
        clock.schedule(at: .milliseconds(10)) { ran.append(0) }
        clock.schedule(at: .milliseconds(50)) { ran.append(2) }
        clock.schedule(after: .milliseconds(50)) { ran.append(3) }

        clock.advance(to: .milliseconds(50))

        #expect(ran == [0, 1, 2, 3])
    }

    @Test("now is each timer's own deadline while it runs, and the target time afterwards")
    func nowIsTheDeadlineDuringATimer() {
        let clock = VirtualClock()
        var seen: [VirtualTime] = []
        clock.schedule(at: .milliseconds(15)) { seen.append(clock.now) }
        clock.schedule(at: .milliseconds(40)) { seen.append(clock.now) }

        clock.advance(to: .milliseconds(70))

        #expect(seen == [.milliseconds(15), .milliseconds(40)])
        #expect(clock.now == .milliseconds(70))
    }

    @Test("a timer that a running timer schedules runs in the same advance only if it is due by the target time")
    func timersScheduledByTimers() {
        let clock = VirtualClock()
        var ran: [(String, VirtualTime)] = []
        clock.schedule(at: .milliseconds(10)) {
            ran.append(("first", clock.now))
            clock.schedule(after: .milliseconds(20)) { ran.append(("within", clock.now)) }
            clock.schedule(after: .milliseconds(60)) { ran.append(("beyond", clock.now)) }
        }

        clock.advance(to: .milliseconds(50))

        #expect(ran.map(\.0) == ["first", "within"])
        #expect(ran.map(\.1) == [.milliseconds(10), .milliseconds(30)])
        #expect(clock.pendingTimerCount == 1)
        #expect(clock.nextDeadline == .milliseconds(70))

        clock.advance(to: .milliseconds(70))

        #expect(ran.map(\.0) == ["first", "within", "beyond"])
    }

    @Test("a timer due exactly at the target time runs in that advance")
    func deadlineEqualToTargetRuns() {
        let clock = VirtualClock()
        var ran = false
        clock.schedule(at: .milliseconds(25)) { ran = true }

        clock.advance(to: .milliseconds(24.999999))
        #expect(!ran)

        clock.advance(to: .milliseconds(25))
        #expect(ran)
    }

    @Test("cancelling a pending timer returns true once, then false, and the timer never runs")
    func cancellation() {
        let clock = VirtualClock()
        var ran = false
        let id = clock.schedule(at: .milliseconds(10)) { ran = true }
        #expect(clock.isPending(id))

        #expect(clock.cancel(id))
        #expect(!clock.cancel(id))
        #expect(!clock.isPending(id))

        clock.advance(to: .milliseconds(100))
        #expect(!ran)
        #expect(!clock.hasPendingTimers)
    }

    @Test("cancelling a timer that already ran returns false")
    func cancellingAfterRunning() {
        let clock = VirtualClock()
        var runs = 0
        let id = clock.schedule(at: .milliseconds(10)) { runs += 1 }
        clock.advance(to: .milliseconds(10))

        #expect(!clock.cancel(id))
        #expect(runs == 1)
    }

    @Test("cancelling one timer leaves the others, including those with the same deadline")
    func cancellingOneOfSeveral() {
        let clock = VirtualClock()
        var ran: [String] = []
        clock.schedule(at: .milliseconds(10)) { ran.append("a") }
        let b = clock.schedule(at: .milliseconds(10)) { ran.append("b") }
        clock.schedule(at: .milliseconds(10)) { ran.append("c") }

        clock.cancel(b)
        clock.advance(to: .milliseconds(10))

        #expect(ran == ["a", "c"])
    }

    @Test("a timer can cancel a later timer before it is due")
    func timerCancelsTimer() {
        let clock = VirtualClock()
        var ran: [String] = []
        let later = clock.schedule(at: .milliseconds(20)) { ran.append("later") }
        clock.schedule(at: .milliseconds(10)) {
            ran.append("earlier")
            clock.cancel(later)
        }

        clock.advance(to: .milliseconds(30))

        #expect(ran == ["earlier"])
    }

    @Test("advancing to the current time is allowed and runs what is due now")
    func advancingToNow() {
        let clock = VirtualClock()
        clock.advance(to: .milliseconds(40))
        var ran = false
        clock.schedule(after: .zero) { ran = true }

        clock.advance(to: .milliseconds(40))

        #expect(ran)
        #expect(clock.now == .milliseconds(40))
    }

    @Test("advance(by:) moves forward from now")
    func advanceBy() {
        let clock = VirtualClock()
        clock.advance(by: .milliseconds(12))
        clock.advance(by: .seconds(1))

        #expect(clock.now == VirtualTime(nanoseconds: 1_012_000_000))
    }

    @Test("advancing backward traps")
    func advancingBackwardTraps() async {
        await #expect(processExitsWith: .failure) {
            let clock = VirtualClock()
            clock.advance(to: .milliseconds(10))
            clock.advance(to: .milliseconds(9))
        }
    }

    @Test("advancing from inside a timer traps")
    func reentrantAdvanceTraps() async {
        await #expect(processExitsWith: .failure) {
            let clock = VirtualClock()
            clock.schedule(at: .milliseconds(10)) { clock.advance(to: .milliseconds(20)) }
            clock.advance(to: .milliseconds(30))
        }
    }

    @Test("a deadline in the past runs at the next advance, without moving now back")
    func pastDeadline() {
        let clock = VirtualClock()
        clock.advance(to: .milliseconds(100))
        var ranAt: VirtualTime?
        clock.schedule(at: .milliseconds(40)) { ranAt = clock.now }

        #expect(clock.nextDeadline == .milliseconds(100))
        clock.advance(to: .milliseconds(100))

        #expect(ranAt == .milliseconds(100))
        #expect(clock.now == .milliseconds(100))
    }

    @Test("frame boundaries at 60 Hz are frame k at k/60 s, rounded up to a nanosecond")
    func framesAt60Hz() {
        let clock = VirtualClock(framesPerSecond: 60)

        #expect(clock.nextFrame(after: .zero) == VirtualTime(nanoseconds: 16_666_667))
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 16_666_666)) == VirtualTime(nanoseconds: 16_666_667))
        // strictly after: a time on a boundary goes to the next one
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 16_666_667)) == VirtualTime(nanoseconds: 33_333_334))
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 33_333_334)) == VirtualTime(nanoseconds: 50_000_000))
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 49_999_999)) == VirtualTime(nanoseconds: 50_000_000))
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 50_000_000)) == VirtualTime(nanoseconds: 66_666_667))
    }

    @Test("frame boundaries at 120 Hz are frame k at k/120 s, rounded up to a nanosecond")
    func framesAt120Hz() {
        let clock = VirtualClock(framesPerSecond: 120)

        #expect(clock.nextFrame(after: .zero) == VirtualTime(nanoseconds: 8_333_334))
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 8_333_334)) == VirtualTime(nanoseconds: 16_666_667))
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 16_666_667)) == VirtualTime(nanoseconds: 25_000_000))
        #expect(clock.nextFrame(after: VirtualTime(nanoseconds: 99_999_999_999)) == .milliseconds(100_000))
    }

    @Test("stepping frame by frame does not drift: frame 6000 at 60 Hz is exactly 100 s", arguments: [60, 120])
    func noDrift(framesPerSecond: Int) {
        let clock = VirtualClock(framesPerSecond: framesPerSecond)
        let rate = Int64(framesPerSecond)
        var time = VirtualTime.zero
        var mismatches: [Int64] = []

        for frame in 1...(100 * rate) {
            time = clock.nextFrame(after: time)
            if time.nanoseconds != (frame * 1_000_000_000 + rate - 1) / rate {
                mismatches.append(frame)
            }
        }

        #expect(mismatches.isEmpty)
        #expect(time == VirtualTime(nanoseconds: 100_000_000_000))
    }

    @Test("scheduleAtNextFrame runs at the next boundary strictly after now")
    func scheduleAtNextFrame() {
        let clock = VirtualClock()
        clock.advance(to: VirtualTime(nanoseconds: 16_666_667))
        var ranAt: VirtualTime?
        clock.scheduleAtNextFrame { ranAt = clock.now }

        clock.advance(to: VirtualTime(nanoseconds: 33_333_333))
        #expect(ranAt == nil)

        clock.advance(to: VirtualTime(nanoseconds: 40_000_000))
        #expect(ranAt == VirtualTime(nanoseconds: 33_333_334))
    }

    @Test("an animation that asks again each frame runs once per frame")
    func frameLoop() {
        let clock = VirtualClock()
        var frames: [Int64] = []
        func tick() {
            frames.append(clock.now.nanoseconds)
            if frames.count < 4 { clock.scheduleAtNextFrame(tick) }
        }
        clock.scheduleAtNextFrame(tick)

        clock.advance(to: .milliseconds(1000))

        #expect(frames == [16_666_667, 33_333_334, 50_000_000, 66_666_667])
    }
}
