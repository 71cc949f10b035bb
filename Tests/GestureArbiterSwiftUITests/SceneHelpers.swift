import GestureArbiter

/// A window with a container and a card in it, its trace kept as text, and fingers to move.
struct SwiftUIScene {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let card = View(frame: Rect(x: 50, y: 100, width: 200, height: 200))
    let trace: TraceLines

    /// The trace's records, and their lines as the text rendering prints them.
    final class TraceLines {
        var records: [TraceRecord] = []
        var lines: [String] = []
    }

    init() {
        container.identifier = "container"
        card.identifier = "card"
        window.addSubview(container)
        container.addSubview(card)
        let trace = TraceLines()
        window.trace.addObserver { record in
            trace.records.append(record)
            trace.lines.append(record.textLine)
        }
        self.trace = trace
    }

    /// The events of the `swiftUI` records of `subject`, in order.
    func callbacks(of subject: String) -> [String] {
        trace.records.compactMap { record in
            guard case let .swiftUI(gesture, callback, _) = record.payload, gesture == subject else { return nil }
            return callback
        }
    }

    func touch(_ id: Int, _ phase: Touch.Phase, _ x: Double, _ y: Double, at ms: Double) throws {
        try window.send([TouchInput(id: id, phase: phase, location: Point(x: x, y: y))], at: .milliseconds(ms))
    }

    func tap(_ id: Int, _ x: Double, _ y: Double, at ms: Double) throws {
        try touch(id, .began, x, y, at: ms)
        try touch(id, .ended, x, y, at: ms + 50)
    }
}
