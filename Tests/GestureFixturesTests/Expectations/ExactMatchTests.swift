import GestureArbiter
import GestureFixtures
import Testing

/// An `exact` expectation without `kinds` looks at the kinds of the records its patterns describe.
@Suite("Exact expectations")
struct ExactMatchTests {
    func run(_ patterns: [[TraceField]]) throws -> ExpectationReport {
        let fixture = Fixture(
            views: [ViewSpec(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100), touches: .consume)],
            events: [FixtureEvent(time: 0, .tap(Tap(touch: 1, location: Point(x: 50, y: 50))))]
        )
        let expectations = Expectations(match: .exact, trace: patterns.map(RecordPattern.init))
        return try fixture.compile().run().check(expectations)
    }

    @Test("patterns without a kind are compared with the records of the kinds they match: here touches only")
    func inferredKinds() throws {
        let report = try run([
            [TraceField("subject", .string("card")), TraceField("event", .string("touchesBegan"))],
            [TraceField("subject", .string("card")), TraceField("event", .string("touchesEnded"))],
        ])
        #expect(report.passed)
    }

    @Test("a missing touches record still fails the exact match, with a diff")
    func missingRecordFails() throws {
        let report = try run([
            [TraceField("subject", .string("card")), TraceField("event", .string("touchesBegan"))],
        ])
        #expect(!report.passed)
        #expect(report.failures.first?.headline == "expect.trace (exact, touches): 0 missing, 1 unexpected")
    }
}
