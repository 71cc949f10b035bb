import Testing
@testable import GestureArbiter

@Suite("Window timers")
struct WindowTimersTests {
    @Test("a window timer records scheduled, then fired at its due time, under its owner's name")
    func scheduledThenFired() {
        let window = Window.recording()
        window.clock.advance(to: .milliseconds(20))
        var firedAt: VirtualTime?

        let timer = window.scheduleTimer(named: "contentTouchDelay", owner: "scroll", after: .milliseconds(150)) {
            firedAt = window.clock.now
        }
        window.clock.advance(to: .milliseconds(500))

        #expect(timer.due == .milliseconds(170))
        #expect(timer.name == "contentTouchDelay")
        #expect(timer.owner == "scroll")
        #expect(firedAt == .milliseconds(170))
        #expect(window.trace.records == [
            TraceRecord(time: .milliseconds(20), payload: .timer(name: "contentTouchDelay", owner: "scroll", change: .scheduled, due: .milliseconds(170))),
            TraceRecord(time: .milliseconds(170), payload: .timer(name: "contentTouchDelay", owner: "scroll", change: .fired, due: .milliseconds(170))),
        ])
    }

    @Test("the fired record comes before anything the timer's action records")
    func firedBeforeAction() {
        let window = Window.recording()
        window.scheduleTimer(named: "first", owner: "a", after: .milliseconds(10)) {
            window.scheduleTimer(named: "second", owner: "b", after: .milliseconds(5)) {}
        }

        window.clock.advance(to: .milliseconds(100))

        #expect(window.trace.records.map(\.textLine) == [
            "        0  timer      a               scheduled         name=first due=10",
            "       10  timer      a               fired             name=first due=10",
            "       10  timer      b               scheduled         name=second due=15",
            "       15  timer      b               fired             name=second due=15",
        ])
    }

    @Test("cancelling a pending window timer records cancelled once, and the action never runs")
    func cancelled() {
        let window = Window.recording()
        var ran = false
        let timer = window.scheduleTimer(named: "longPress", owner: "press", after: .milliseconds(500)) { ran = true }
        window.clock.advance(to: .milliseconds(100))

        #expect(timer.isPending)
        timer.cancel()
        timer.cancel()
        #expect(!timer.isPending)
        window.clock.advance(to: .milliseconds(1000))

        #expect(!ran)
        #expect(!window.clock.hasPendingTimers)
        #expect(window.trace.records.map(\.summary) == [
            "press scheduled name=longPress due=500",
            "press cancelled name=longPress due=500",
        ])
        #expect(window.trace.records.last?.time == .milliseconds(100))
    }

    @Test("cancelling a window timer that already fired records nothing")
    func cancelAfterFiring() {
        let window = Window.recording()
        let timer = window.scheduleTimer(named: "delay", owner: "scroll", after: .milliseconds(150)) {}
        window.clock.advance(to: .milliseconds(150))
        #expect(!timer.isPending)

        timer.cancel()

        #expect(window.trace.records.map(\.event) == ["scheduled", "fired"])
    }

    @Test("windows sharing a clock each run their own timers in the clock's order, and keep none once they fired or were cancelled")
    func sharedClock() {
        let clock = VirtualClock()
        let first = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let second = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        first.trace.isRecording = true
        second.trace.isRecording = true
        var ran: [String] = []
        first.scheduleTimer(named: "a", owner: "first", after: .milliseconds(10)) { ran.append("first a") }
        second.scheduleTimer(named: "b", owner: "second", after: .milliseconds(10)) { ran.append("second b") }
        let cancelled = first.scheduleTimer(named: "c", owner: "first", after: .milliseconds(10)) { ran.append("first c") }
        second.scheduleTimer(named: "d", owner: "second", after: .milliseconds(5)) { ran.append("second d") }

        cancelled.cancel()
        clock.advance(to: .milliseconds(20))

        #expect(ran == ["second d", "first a", "second b"])
        #expect(first.trace.records.map(\.summary) == [
            "first scheduled name=a due=10",
            "first scheduled name=c due=10",
            "first cancelled name=c due=10",
            "first fired name=a due=10",
        ])
        #expect(second.trace.records.map(\.summary) == [
            "second scheduled name=b due=10",
            "second scheduled name=d due=5",
            "second fired name=d due=5",
            "second fired name=b due=10",
        ])
        #expect(first.pendingTimers.isEmpty)
        #expect(second.pendingTimers.isEmpty)
    }

    @Test("window timers still run when nobody records the trace")
    func runsWithoutRecording() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var ran = false
        window.scheduleTimer(named: "delay", owner: "scroll", after: .milliseconds(1)) { ran = true }

        window.clock.advance(to: .milliseconds(1))

        #expect(ran)
        #expect(window.trace.records.isEmpty)
    }

    @Test("a timer's handle does not keep its window alive, and cancels nothing once the window has gone")
    func handleOutlivesWindow() {
        let clock = VirtualClock()
        weak var gone: Window?
        var ran = false
        let timer: ScheduledTimer
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
            timer = window.scheduleTimer(named: "late", owner: "box", after: .milliseconds(10)) { ran = true }
            #expect(timer.isPending)
            gone = window
        }
        #expect(gone == nil)
        #expect(!timer.isPending)
        timer.cancel()
        clock.advance(to: .milliseconds(20))
        #expect(!ran)
    }
}
