import GestureArbiter

/// A window with one card in a container, its trace kept as text lines, and one finger's moves.
struct SwiftUIScene {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let card = View(frame: Rect(x: 50, y: 100, width: 200, height: 200))
    let lines: Lines

    final class Lines {
        var all: [String] = []
    }

    init() {
        container.identifier = "container"
        card.identifier = "card"
        window.addSubview(container)
        container.addSubview(card)
        let lines = Lines()
        window.trace.addObserver { lines.all.append($0.textLine) }
        self.lines = lines
    }

    /// The trace's lines of `kind`, without their time column's padding.
    func records(_ kind: String) -> [String] {
        lines.all.filter { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) == kind }
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
    }

    func touch(_ id: Int, _ phase: Touch.Phase, _ x: Double, _ y: Double, at ms: Double) throws {
        try window.send([TouchInput(id: id, phase: phase, location: Point(x: x, y: y))], at: .milliseconds(ms))
    }

    /// A finger going down at `from`, moving in `steps` even steps 16 ms apart to `to`, and lifting there.
    func drag(_ id: Int, from: Point, to: Point, steps: Int, at start: Double, lift: Bool = true) throws {
        try touch(id, .began, from.x, from.y, at: start)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            try touch(id, .moved, from.x + (to.x - from.x) * fraction, from.y + (to.y - from.y) * fraction, at: start + 16 * Double(step))
        }
        if lift { try touch(id, .ended, to.x, to.y, at: start + 16 * Double(steps) + 16) }
    }
}
