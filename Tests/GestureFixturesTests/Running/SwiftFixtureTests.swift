import GestureArbiter
import GestureFixtures
import Testing

/// A fixture built in Swift runs exactly as the same fixture read from JSON.
@Suite("Fixtures built in Swift")
struct SwiftFixtureTests {
    static let json = """
        {
          "fixture": 1,
          "views": [
            { "id": "root", "frame": [0, 0, 375, 667], "controller": "controller",
              "subviews": [ { "id": "red", "frame": [10, 10, 30, 30], "pointInside": { "insets": [-5, -5, -5, -5] } } ] }
          ],
          "events": [
            { "t": 0, "drag": { "touch": 1, "from": [20, 20], "to": [60, 20], "duration": 50 } },
            { "t": 30, "set": { "id": "red", "key": "hidden", "value": true } }
          ],
          "expect": { "trace": [ { "subject": "red", "event": "touchesEnded" } ], "final": { "red.hidden": true } }
        }
        """

    static let swift = Fixture(
        views: [
            ViewSpec(id: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667), controller: "controller", subviews: [
                ViewSpec(id: "red", frame: Rect(x: 10, y: 10, width: 30, height: 30), pointInside: .area(insets: EdgeInsets(all: -5), add: [], subtract: [])),
            ]),
        ],
        events: [
            FixtureEvent(time: 0, .drag(Drag(touch: 1, from: Point(x: 20, y: 20), to: Point(x: 60, y: 20), duration: 50))),
            FixtureEvent(time: 30, .set(id: "red", property: .hidden(true))),
        ],
        expectations: Expectations(
            trace: [RecordPattern([TraceField("subject", .string("red")), TraceField("event", .string("touchesEnded"))])],
            final: [FinalExpectation(subject: "red", key: "hidden", value: .bool(true))]
        )
    )

    @Test("the Swift model equals the decoded JSON, and both runs print the same trace")
    func sameAsJSON() throws {
        let fromJSON = try FixtureLoader.load(json: Array(Self.json.utf8), file: "inline.json")
        #expect(fromJSON.fixture == Self.swift)
        let fromSwift = try Self.swift.compile()
        let jsonTrace = fromJSON.run().records.map(\.textLine)
        #expect(fromSwift.run().records.map(\.textLine) == jsonTrace)
        #expect(jsonTrace.contains { $0.contains("controller") && $0.contains("touchesEnded") })
    }

    @Test("the run meets the expectations written in Swift, and a wrong final value fails with a diff")
    func checkingInSwift() throws {
        let run = try Self.swift.compile().run()
        #expect(run.check(try #require(Self.swift.expectations)).passed)

        let wrong = Expectations(final: [FinalExpectation(subject: "red", key: "hidden", value: .bool(false))])
        let report = run.check(wrong)
        #expect(report.failures.map(\.description) == [
            "expect.final[\"red.hidden\"]: expected false, got true\n    - red.hidden = false\n    + red.hidden = true",
        ])
    }
}
