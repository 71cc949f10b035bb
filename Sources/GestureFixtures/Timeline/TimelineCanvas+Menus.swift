import GestureArbiter

extension TimelineCanvas {
    /// A view's or list's menu lane: a bar per menu from its display to its end, green when an
    /// action or the preview ended it, outlined when it was dismissed, with what was chosen
    /// written over its end.
    mutating func menuLane(_ track: MenuTrack, end: VirtualTime) {
        let height = 44.0
        let chosen = track.menus.filter { $0.choice != nil }.count
        beginLane(track.view, summary: "\(track.menus.count) menus, \(chosen) ended by a choice", height: height)
        let top = y + 24
        for span in track.menus {
            let startX = scale.x(span.open)
            let endX = scale.x(span.end ?? end)
            let title = "\(track.view)'s menu open from \(Self.ms(span.open))" + (span.end.map { " to \(Self.ms($0))" } ?? " to the end")
                + (span.choice.map { ", chose \($0)" } ?? "") + "\n" + Self.tooltip(span.records.map(\.textLine))
            // Filled when something was chosen, outlined when dismissed: the shape tells them apart, not only the hue.
            let bar: [(String, String)] = span.choice == nil
                ? [("fill", "none"), ("stroke", Color.cancelled), ("stroke-width", "1.5")]
                : [("fill", Color.success)]
            writer.element("rect", [("x", n(startX)), ("y", n(top + 3)), ("width", n(max(endX - startX, 2))), ("height", "6")] + bar, title: title)
            if let choice = span.choice {
                writer.text(choice, [("x", n(endX)), ("y", n(top - 2)), ("font-size", "10"), ("fill", Color.ink), ("text-anchor", "middle")])
            }
        }
        endLane(height: height)
    }
}
