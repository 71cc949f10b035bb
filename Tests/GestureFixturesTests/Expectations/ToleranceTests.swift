import GestureArbiter
import GestureFixtures
import Testing

/// Expectations that can fail: every number matches to the trace's printing precision unless the
/// fixture says otherwise, per kind of number.
@Suite("Tolerances")
struct ToleranceTests {
    /// A slider dragged from its middle to near its right end: value 0.547 after the drag.
    private func check(_ expect: String) throws -> ExpectationReport {
        let json = """
        {"fixture": 1,
         "views": [{"id": "volume", "type": "slider", "frame": [0, 0, 200, 40], "value": 0.5}],
         "events": [{"t": 0, "drag": {"touch": 1, "from": [100, 20], "to": [108, 20], "duration": 50}}],
         "expect": \(expect)}
        """
        let compiled = try FixtureLoader.load(json: Array(json.utf8), file: "tolerance.json")
        let run = compiled.run()
        return run.check(compiled.fixture.expectations ?? Expectations())
    }

    @Test("by default a value that differs in its third decimal fails; the value itself passes")
    func defaultIsTight() throws {
        let actual = try check(#"{"final": {"volume.value": 0.547}}"#)
        #expect(actual.passed)
        let wrong = try check(#"{"final": {"volume.value": 0.9}}"#)
        #expect(!wrong.passed)
        #expect(wrong.failures.first?.headline == #"expect.final["volume.value"]: expected 0.9, got 0.547"#)
        #expect(try !check(#"{"final": {"volume.value": 0.549}}"#).passed)
    }

    @Test("`tolerance` widens every number; `tolerances` one kind of number at a time")
    func overrides() throws {
        #expect(try check(#"{"final": {"volume.value": 0.9}, "tolerance": 0.5}"#).passed)
        #expect(try check(#"{"final": {"volume.value": 0.55}, "tolerances": {"value": 0.005}}"#).passed)
        // A looser allowance for positions does not loosen values.
        #expect(try !check(#"{"final": {"volume.value": 0.55}, "tolerances": {"position": 1}}"#).passed)
    }

    @Test("each field's number is read as the kind it is")
    func quantities() {
        #expect(Tolerances.Quantity(field: "t") == .time)
        #expect(Tolerances.Quantity(field: "offset") == .position)
        #expect(Tolerances.Quantity(field: "contentOffset") == .position)
        #expect(Tolerances.Quantity(field: "velocity") == .velocity)
        #expect(Tolerances.Quantity(field: "touches") == .count)
        #expect(Tolerances.Quantity(field: "value") == .value)
        let tolerances = Tolerances()
        #expect(tolerances.allowance(forField: "touches") == 0)
        #expect(tolerances.allowance(forField: "offset") == 0.001)
        #expect(Tolerances(uniform: 0.25).allowance(forField: "touches") == 0.25)
    }

    @Test("a kind the checker does not know, or a negative allowance, is an error that says where")
    func badTolerances() {
        let unknown = #expect(throws: FixtureError.self) { try check(#"{"tolerances": {"angle": 1}}"#) }
        #expect(unknown?.path == "expect.tolerances.angle")
        let negative = #expect(throws: FixtureError.self) { try check(#"{"tolerances": {"time": -1}}"#) }
        #expect(negative?.path == "expect.tolerances.time")
    }
}
