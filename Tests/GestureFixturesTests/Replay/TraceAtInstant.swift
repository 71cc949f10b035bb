import Foundation
import GestureArbiter
@testable import GestureFixtures

/// What a run's trace says at an instant, worked out from the records alone, for holding the
/// replay page to it: each record at or before the instant applied, in order.
struct TraceAtInstant {
    var recordCount = 0
    /// Every recognizer's state, `possible` until its first `gesture` record.
    var recognizers: [String: String] = [:]
    /// Each scroll view's offset: the last `didScroll`, or where the engine put it before the first.
    var offsets: [String: [Double]] = [:]
    /// Each list's highlighted and selected rows, as `"section,row"`.
    var highlighted: [String: Set<String>] = [:]
    var selected: [String: Set<String>] = [:]
    /// The fingers down, from the script, with the view the window's hit test gave each.
    var fingers: [Finger] = []

    struct Finger: Equatable, CustomStringConvertible {
        var id: Int
        var location: [Double]
        var view: String?
        var description: String { "touch \(id) at \(location) on \(view ?? "nothing")" }
    }

    /// A number as the trace prints it, rounded to three decimals.
    static func printed(_ number: Double) -> Double {
        Double(TraceValue.format(number)) ?? number
    }

    init(_ fixture: CompiledFixture, run: FixtureRun, time: Double) {
        let records = run.records
        let film = fixture.filmedRun().film
        // The scene's recognizers, which the final records list, and the engine's own that the trace names.
        for record in records {
            if case let .final(subject, state) = record.payload, state.contains(where: { $0.name == "state" }) {
                recognizers[subject] = "possible"
            }
            if case let .gesture(recognizer, _, _) = record.payload {
                recognizers[recognizer] = "possible"
            }
        }
        // Before its first didScroll a scroll view is where the scene put it (a safe area adjusts it).
        let first = film.views(through: 0).values
        for record in records where record.kind == .final {
            if case let .final(subject, state) = record.payload, state.contains(where: { $0.name == "contentOffset" }),
               let view = first.first(where: { $0.name == subject }) {
                offsets[subject] = [view.bounds.minX, view.bounds.minY].map(Self.printed)
            }
        }
        for record in records where Self.printed(record.time.milliseconds) <= time && record.kind != .final && record.kind != .settle {
            recordCount += 1
            switch record.payload {
            case let .gesture(recognizer, state, _):
                recognizers[recognizer] = state
            case let .scroll(scrollView, "didScroll", fields):
                if case let .list(values)? = fields.first(where: { $0.name == "offset" })?.value {
                    offsets[scrollView] = values.compactMap { if case let .number(n) = $0 { Self.printed(n) } else { nil } }
                }
            case let .list(list, callback, fields):
                guard case let .list(path)? = fields.first(where: { $0.name == "indexPath" })?.value else { continue }
                let row = path.compactMap { if case let .number(n) = $0 { String(Int(n)) } else { nil } }.joined(separator: ",")
                if callback.hasPrefix("didHighlight") { highlighted[list, default: []].insert(row) }
                if callback.hasPrefix("didUnhighlight") { highlighted[list, default: []].remove(row) }
                if callback.hasPrefix("didSelect") { selected[list, default: []].insert(row) }
                if callback.hasPrefix("didDeselect") { selected[list, default: []].remove(row) }
            default:
                continue
            }
        }
        // The final and settle records come last; they are among those at or before the end.
        recordCount += records.filter { ($0.kind == .final || $0.kind == .settle) && Self.printed($0.time.milliseconds) <= time }.count
        var down: [Int: Finger] = [:]
        for step in fixture.script.steps where Self.printed(step.time.milliseconds) <= time {
            guard case let .touches(inputs) = step.action else { continue }
            for input in inputs {
                switch input.phase {
                case .began:
                    let view = records.first { record in
                        if case let .hitTest("window", point, _) = record.payload { return record.time == step.time && point == input.location }
                        return false
                    }
                    var name: String?
                    if case let .hitTest(_, _, result)? = view?.payload { name = result }
                    down[input.id] = Finger(id: input.id, location: [input.location.x, input.location.y].map(Self.printed), view: name)
                case .moved, .stationary:
                    down[input.id]?.location = [input.location.x, input.location.y].map(Self.printed)
                case .ended, .cancelled:
                    down[input.id] = nil
                }
            }
        }
        fingers = down.values.sorted { $0.id < $1.id }
    }

    /// Instants to look at, as the trace prints times: the start, each time a recognizer changes state and halfway to the
    /// next record, and every seventh other record's time, up to the end.
    static func instants(in records: [TraceRecord]) -> [Double] {
        let times = records.map(\.time.milliseconds)
        var chosen: Set<Double> = [0]
        for (index, record) in records.enumerated() {
            if record.kind == .gesture || record.kind == .list || index % 7 == 0 {
                chosen.insert(times[index])
                if let next = times[index...].first(where: { $0 > times[index] }) {
                    chosen.insert((times[index] + next) / 2)
                }
            }
        }
        return chosen.map(printed).sorted().prefix(120).map { $0 }
    }
}
