import GestureArbiter

extension TimelineCanvas {
    /// A timer's lane: a bar from each scheduling to its firing or cancelling; a cancelled timer
    /// keeps a dashed outline up to the deadline it never reached, so the time it had left shows.
    mutating func timerLane(_ track: TimerTrack, end: VirtualTime) {
        let height = 44.0
        beginLane(track.owner, summary: "timer " + track.name, height: height)
        let labelBaseline = y + 15
        let middle = y + 26
        var labels = labelRow()
        for run in track.runs {
            let startX = scale.x(run.scheduled)
            let endX = scale.x(run.end ?? end)
            let tooltip = Self.tooltip(run.records.map(\.textLine))
            if run.outcome == .cancelled, run.due > (run.end ?? end) {
                writer.element("rect", [("x", n(endX)), ("y", n(middle - 5)), ("width", n(min(scale.x(run.due), scale.right) - endX)), ("height", "10"),
                                        ("fill", "none"), ("stroke", "#8C8C8C"), ("stroke-width", "1"), ("stroke-dasharray", "3 2")],
                               title: "\(track.name) would have been due at \(Self.ms(run.due))")
            }
            writer.element("rect", [("x", n(startX)), ("y", n(middle - 5)), ("width", n(max(endX - startX, 1))), ("height", "10"),
                                    ("fill", Color.timer), ("stroke", "#6E6E6E"), ("stroke-width", "1")], title: tooltip)
            let delay = TraceValue.format((run.due - run.scheduled).milliseconds) + " ms"
            switch run.outcome {
            case .fired?:
                mark(.fired, x: endX, y: middle, title: tooltip)
                label(["fired after " + delay, "fired"], at: endX, baseline: labelBaseline, row: &labels)
            case .cancelled?:
                mark(.cancelled, x: endX, y: middle, title: tooltip)
                label(["cancelled", "✕"], at: endX, baseline: labelBaseline, row: &labels, color: "#8A5D00")
            case .scheduled?, nil:
                label(["pending at the end (due \(Self.ms(run.due)))", "pending"], at: endX, baseline: labelBaseline, row: &labels)
            }
        }
        endLane(height: height)
    }
}
