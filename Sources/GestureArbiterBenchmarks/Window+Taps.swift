import GestureArbiter

extension Window {
    /// Sends `count` taps, the first one `period` from now: `press`, then `release` once
    /// `pressDuration` has passed, and the next press `period` after the last. The inputs and
    /// durations are made by the caller, once, so that the loop times the window alone.
    func sendTaps(_ count: Int, press: [TouchInput], release: [TouchInput], pressDuration: VirtualDuration, period: VirtualDuration) throws {
        var start = clock.now + period
        for _ in 0..<count {
            try send(press, at: start)
            try send(release, at: start + pressDuration)
            start = start + period
        }
    }
}
