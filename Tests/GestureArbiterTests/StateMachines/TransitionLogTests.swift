import Testing
@testable import GestureArbiter

/// The transition log: which rows a run took, for drawing them on the diagrams.
@Suite("Transition log")
struct TransitionLogTests {
    @Test("a lookup given a log records the row it takes under the machine and subject, and nothing when it ignores")
    func lookupRecords() {
        let log = TransitionLog()
        _ = TapRecognition.table.lookUp(.waitingForTouches, on: .touchesBegan, log: log, subject: "tap") { _ in false }
        _ = TapRecognition.table.lookUp(.gaveUp, on: .touchesMoved, log: log, subject: "tap") { _ in false }
        #expect(log.entries.count == 1)
        let entry = log.entries[0]
        #expect(entry.machine == "TapRecognition" && entry.subject == "tap")
        #expect(TapRecognition.table.rows[entry.row].to == .touchesDown)
    }

    @Test("a window with a log records a tap's path through the touch's, the delivery's, the tap's and the lifecycle's machines")
    func windowRecordsEveryMachine() throws {
        let window = Window.quiet()
        window.transitionLog = TransitionLog()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let tap = TapGestureRecognizer()
        tap.identifier = "tap"
        view.addGestureRecognizer(tap)
        try window.send(.began(1, 50, 50), at: 0)
        try window.send(.ended(1, 50, 50), at: 40)
        let entries = try #require(window.transitionLog?.entries)
        #expect(entries.subjects.map(\.subject) == ["touch 1", "tap"])
        #expect(entries.subjects[0].machines == ["TouchLifecycle", "ViewDelivery"])
        #expect(entries.subjects[1].machines == ["TapRecognition", "DiscreteGestureLifecycle"])
        let tapStates = entries.rows(of: "TapRecognition", subject: "tap").map { TapRecognition.table.rows[$0].to }
        #expect(tapStates == [.touchesDown, .succeeded])
        let touchStates = entries.rows(of: "TouchLifecycle", subject: "touch 1").map { TouchLifecycle.table.rows[$0].to }
        #expect(touchStates.count == 2)
    }

    @Test("a window without a log keeps none")
    func noLogByDefault() throws {
        let window = Window.quiet()
        window.addSubview(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        try window.send(.began(1, 50, 50), at: 0)
        #expect(window.transitionLog == nil)
    }

    @Test("a run's diagram draws taken edges bold and blue with their counts, reached states bold, the rest faded")
    func highlightedDiagram() throws {
        let table = TapRecognition.table
        let down = try #require(table.rows.firstIndex { $0.from == .waitingForTouches && $0.to == .touchesDown })
        let lifted = try #require(table.rows.firstIndex { $0.from == .touchesDown && $0.to == .succeeded })
        let dot = table.diagram(takenRows: [down, lifted, down], caption: "tap in a test")
        let lines = dot.split(separator: "\n").map(String.init)
        let downEdge = try #require(lines.first { $0.hasPrefix("  \"waitingForTouches\" -> \"touchesDown\"") })
        #expect(downEdge.contains("color=\"#0072B2\", penwidth=2.6") && downEdge.contains("×2"))
        let failEdge = try #require(lines.first { $0.hasPrefix("  \"touchesDown\" -> \"gaveUp\"") })
        #expect(failEdge.contains("color=\"#C4C7CC\"") && !failEdge.contains("×"))
        #expect(lines.contains { $0.contains("\"succeeded\" [") && $0.contains("label=<<b>succeeded</b>>") })
        #expect(lines.contains { $0.contains("\"waitingForNextTap\" [") && $0.contains("fontcolor=\"#9AA0A6\"") })
        #expect(dot.contains("tap in a test</b>: 3 transitions taken"))
        // The same table with no run is the checked-in diagram, unmarked.
        #expect(!table.diagram.contains("penwidth=2.6"))
    }
}
