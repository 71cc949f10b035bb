import GestureArbiter

extension TimelineCanvas {
    /// A drag source's lane: a bar per drag, a pale band while the items are lifted in place,
    /// a blue bar while the finger carries them (a held row's from the press), then a green bar
    /// while a drop fades or an outlined one, in the cancelled colour, while the items go back.
    mutating func dragLane(_ track: DragTrack, end: VirtualTime) {
        let height = 44.0
        let dropped = track.drags.filter { $0.operation.map { !Self.wentBack($0) } ?? false }.count
        beginLane(track.view, summary: "\(track.drags.count) drags, \(dropped) dropped", height: height)
        let top = y + 24
        for span in track.drags {
            let title = "\(track.view) lifted at \(Self.ms(span.lift))" + (span.operation.map { ", ended with \($0)" } ?? "")
                + "\n" + Self.tooltip(span.records.map(\.textLine))
            let carried = span.begin ?? span.release ?? span.end ?? end
            bar(from: span.lift, to: carried, top: top, [("fill", "#DCEFFA"), ("stroke", Color.touchEdge), ("stroke-width", "1")], height: 12, title: title)
            if let begin = span.begin {
                bar(from: begin, to: span.release ?? span.end ?? end, top: top + 3, [("fill", Color.recognizing)], height: 6, title: title)
            }
            if let release = span.release {
                let settled: [(String, String)] = span.operation.map(Self.wentBack) == true
                    ? [("fill", "none"), ("stroke", Color.cancelled), ("stroke-width", "1.5")]
                    : [("fill", Color.success)]
                bar(from: release, to: span.end ?? end, top: top + 3, settled, height: 6, title: title)
            }
        }
        endLane(height: height)
    }

    /// Whether a drag's items went back: a cancelled drag's, or a held row's put down in its place.
    private static func wentBack(_ operation: String) -> Bool {
        operation == "cancel" || operation == "back"
    }

    private mutating func bar(from start: VirtualTime, to finish: VirtualTime, top: Double, _ style: [(String, String)], height: Double, title: String) {
        let startX = scale.x(start)
        writer.element("rect", [("x", n(startX)), ("y", n(top)), ("width", n(max(scale.x(finish) - startX, 2))), ("height", n(height))] + style, title: title)
    }
}
