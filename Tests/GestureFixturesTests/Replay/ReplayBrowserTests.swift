import Foundation
import GestureArbiter
@testable import GestureFixtures
import Testing

/// The replay page in a real browser: it loads without a console error, and at chosen instants
/// it shows the offsets, recognizer states, highlights, selections and fingers that the trace has
/// there, each worked out here from the trace alone.
@Suite("The replay page in a browser", .serialized, .enabled(if: HeadlessBrowser.chromium != nil || HeadlessBrowser.isRequired))
struct ReplayBrowserTests {
    static let fixtures = [
        "seeds/004-both-flags-quick-drag-scrolls.json",
        "rules/S10-rubber-band-and-bounces.json",
        "rules/L1-taps-select-rows.json",
        "rules/L1-collection-taps-select-items.json",
        "rules/A1-single-tap-requires-double-tap.json",
        "rules/S11-pinch-zoom.json",
        "rules/S13-content-at-its-top-follows-the-safe-area.json",
        "rules/C1-tracking-and-highlight.json",
        "rules/N5-present-and-dismiss-a-sheet.json",
        "rules/R1-a-sideways-drag-reveals-the-trailing-actions.json",
        "rules/P3-wheel-and-trackpad-scroll.json",
        "swiftui/U1-long-press-sequenced-before-a-drag.json",
    ]

    let scratch = NSTemporaryDirectory() + "replay-browser-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    static func browser(_ engine: HeadlessBrowser.Engine) throws -> HeadlessBrowser {
        try #require(HeadlessBrowser.find(engine), "no \(engine) on the PATH (\(HeadlessBrowser.names[engine] ?? [])); CI installs it")
    }

    /// Writes the fixture's page and loads it with `fragment`; the load must raise no error.
    func load(_ name: String, fragment: String, in engine: HeadlessBrowser.Engine = .chromium) throws
        -> (page: ReplayPage, fixture: CompiledFixture, load: HeadlessBrowser.Load) {
        let fixture = try SceneFilmTests.load(name)
        let page = ReplayPage(fixture, title: name)
        let file = scratch + "/" + name.replacingOccurrences(of: "/", with: "-") + ".html"
        try page.document.write(toFile: file, atomically: false, encoding: .utf8)
        let load = try Self.browser(engine).load(file, fragment: fragment, scratch: scratch)
        #expect(load.consoleErrors.isEmpty, "\(name) in \(engine): \(load.consoleErrors)")
        #expect(load.pageError == nil, "\(name): \(load.pageError ?? "")")
        #expect(load.document.contains("data-ready=\"true\""), "\(name): the page's code did not finish")
        return (page, fixture, load)
    }

    /// The JSON text of the page's script element `id`.
    static func script(_ id: String, in document: String) throws -> Any {
        let start = try #require(document.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
        let end = try #require(document.range(of: "</script>", range: start.upperBound..<document.endIndex))
        return try JSONSerialization.jsonObject(with: Data(document[start.upperBound..<end.lowerBound].utf8))
    }

    @Test("at instants through the run, the page's state is the trace's", arguments: fixtures)
    func statesMatchTheTrace(_ name: String) throws {
        try checkStates(name, in: .chromium)
    }

    @Test("Firefox shows the same states", .enabled(if: HeadlessBrowser.firefox != nil || HeadlessBrowser.isRequired),
          arguments: ["rules/S10-rubber-band-and-bounces.json", "rules/L1-taps-select-rows.json", "rules/N5-present-and-dismiss-a-sheet.json"])
    func firefox(_ name: String) throws {
        try checkStates(name, in: .firefox)
    }

    func checkStates(_ name: String, in engine: HeadlessBrowser.Engine) throws {
        let fixture = try SceneFilmTests.load(name)
        let run = fixture.run()
        let instants = TraceAtInstant.instants(in: run.records)
        let (_, _, load) = try self.load(name, fragment: "probe=" + instants.map { TraceValue.format($0) }.joined(separator: ","), in: engine)
        let states = try #require(try Self.script("probe", in: load.document) as? [[String: Any]])
        try #require(states.count == instants.count)
        for (time, state) in zip(instants, states) {
            let expected = TraceAtInstant(fixture, run: run, time: time)
            let place = "\(name) at \(TraceValue.format(time)) ms in \(engine)"
            #expect(state["record"] as? Int == expected.recordCount, "\(place)")
            #expect(state["recognizers"] as? [String: String] == expected.recognizers, "\(place)")
            let offsets = try #require(state["offsets"] as? [String: [Double]])
            for (scrollView, offset) in expected.offsets {
                #expect(offsets[scrollView] == offset, "\(place): \(scrollView)")
            }
            for (list, rows) in expected.highlighted {
                #expect(Set((state["highlighted"] as? [String: [String]])?[list] ?? []) == rows, "\(place): \(list) highlighted")
            }
            for (list, rows) in expected.selected {
                #expect(Set((state["selected"] as? [String: [String]])?[list] ?? []) == rows, "\(place): \(list) selected")
            }
            let touches = (state["touches"] as? [[String: Any]] ?? []).map { touch in
                TraceAtInstant.Finger(id: touch["id"] as? Int ?? -1, location: touch["location"] as? [Double] ?? [], view: touch["view"] as? String)
            }
            #expect(touches == expected.fingers, "\(place)")
        }
    }

    @Test("at the end, every control reads as its final record")
    func controlsAtTheEnd() throws {
        let name = "rules/C1-slider-and-switch.json"
        let fixture = try SceneFilmTests.load(name)
        let run = fixture.run()
        let (_, _, load) = try self.load(name, fragment: "probe=1000000")
        let state = try #require((try Self.script("probe", in: load.document) as? [[String: Any]])?.first)
        let controls = try #require(state["controls"] as? [String: [String: Any]])
        var checked = 0
        for record in run.records {
            guard case let .final(subject, fields) = record.payload, fields.contains(where: { $0.name == "isHighlighted" }) else { continue }
            let shown = try #require(controls[subject], "\(subject)")
            for field in fields where ["isHighlighted", "isSelected", "isEnabled", "value", "on"].contains(field.name) {
                switch field.value {
                case let .bool(value): #expect(shown[field.name] as? Bool == value, "\(subject).\(field.name)")
                case let .number(value): #expect(shown[field.name] as? Double == value, "\(subject).\(field.name)")
                default: Issue.record("\(subject).\(field.name) is neither a flag nor a number")
                }
                checked += 1
            }
        }
        #expect(checked >= 8)
    }

    @Test("the document at #t= carries the state in its elements: badges, a control's badge, the scroll view's offset, the finger and its view")
    func documentAttributes() throws {
        let name = "seeds/004-both-flags-quick-drag-scrolls.json"
        let (_, fixture, load) = try self.load(name, fragment: "t=150")
        let expected = TraceAtInstant(fixture, run: fixture.run(), time: 150)
        let document = load.document
        #expect(document.contains("data-time=\"150\""))
        for (recognizer, state) in expected.recognizers where fixture.fixture.viewTrees.isEmpty == false {
            if recognizer.hasSuffix(".delay") || recognizer.hasSuffix(".pan") || recognizer.hasSuffix("Swipe") {
                #expect(document.contains("data-recognizer=\"\(recognizer)\" data-state=\"\(state)\""), "\(recognizer) \(state)")
            }
        }
        let offset = try #require(expected.offsets["scroll"])
        #expect(document.contains("data-offset=\"\(offset.map { TraceValue.format($0) }.joined(separator: ","))\""))
        #expect(document.contains("data-control=\"slider\">value 0</div>"), "the slider's badge")
        let finger = try #require(expected.fingers.first)
        #expect(document.contains("data-touch=\"\(finger.id)\" data-view=\"\(finger.view ?? "")\""))
        #expect(document.contains("data-touches=\"\(finger.id)\""), "the finger's view is marked")
    }

    @Test("a step to a record shows the state right after it: an outcome before the reset that follows it")
    func recordSteps() throws {
        let name = "rules/A1-single-tap-requires-double-tap.json"
        let fixture = try SceneFilmTests.load(name)
        let records = fixture.run().records
        let outcome = try #require(records.firstIndex {
            if case let .gesture(_, state, _) = $0.payload { return state == "recognized" || state == "ended" }
            return false
        })
        guard case let .gesture(recognizer, state, _) = records[outcome].payload else { return }
        let (_, _, load) = try self.load(name, fragment: "record=\(outcome)")
        let shown = try #require(try Self.script("replay-state", in: load.document) as? [String: Any])
        #expect(shown["record"] as? Int == outcome + 1)
        #expect(shown["time"] as? Double == records[outcome].time.milliseconds)
        #expect((shown["recognizers"] as? [String: String])?[recognizer] == state)
        // At the same instant by time, the reset that follows is applied too.
        let (_, _, byTime) = try self.load(name, fragment: "t=\(TraceValue.format(records[outcome].time.milliseconds))")
        let later = try #require(try Self.script("replay-state", in: byTime.document) as? [String: Any])
        #expect((later["recognizers"] as? [String: String])?[recognizer] == "possible")
    }

    @Test("an error in the page's code is seen: on its console and on its root element", arguments: [HeadlessBrowser.Engine.chromium, .firefox])
    func errorsAreSeen(_ engine: HeadlessBrowser.Engine) throws {
        guard engine == .chromium || HeadlessBrowser.firefox != nil || HeadlessBrowser.isRequired else { return }
        let page = ReplayPage(try SceneFilmTests.load("rules/D7-tap-count.json"), title: "broken")
        let file = scratch + "/broken-\(engine).html"
        try page.document.replacingOccurrences(of: "\"use strict\";", with: "\"use strict\"; notDefinedAnywhere();")
            .write(toFile: file, atomically: false, encoding: .utf8)
        let load = try Self.browser(engine).load(file, fragment: "t=0", scratch: scratch)
        #expect(load.pageError?.contains("notDefinedAnywhere") == true)
        #expect(load.consoleErrors.contains { $0.contains("notDefinedAnywhere") }, "\(load.consoleErrors)")
        #expect(!load.document.contains("data-ready=\"true\""))
    }

    @Test("following a finger lists only its records")
    func following() throws {
        let name = "rules/A1-single-tap-requires-double-tap.json"
        let (_, fixture, load) = try self.load(name, fragment: "follow=touch%201&t=2000")
        let rows = load.document.components(separatedBy: "<li ").count - 1
        let expected = fixture.run().records.filter { record in
            if case let .touches(_, _, ids, _, _, _) = record.payload { return ids.contains(1) }
            return false
        }
        #expect(rows == min(expected.count, 60))
        #expect(rows > 0)
    }
}
