import GestureArbiter
import GestureFixtures

/// The fixture fuzz target: bytes go through the loader, the compile step and the runner, with
/// the invariant checker on, as a fixture file would.
///
/// Any bytes may be refused with a located error; what must never happen is a crash, a hang, a
/// broken invariant, or an error without a place. To keep each execution short, a fixture that
/// compiles to more than ``maximumSteps`` steps or plays past ``maximumTime`` is not run, and its
/// settle limit is cut to ``maximumSettle``: the full limits are the loader's own tests' to check.
public enum FixtureFuzzTarget {
    public static let maximumSteps = 2_000
    public static let maximumTime = VirtualTime.milliseconds(60_000)
    public static let maximumSettle = VirtualDuration.milliseconds(10_000)

    /// What went wrong with these bytes, or nil when they were refused properly or ran soundly.
    public static func problem(with bytes: [UInt8]) -> String? {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return error.position.line >= 1 && error.position.column >= 1 ? nil : "a JSON error without a place: \(error)"
        }
        var fixture: Fixture
        do {
            fixture = try FixtureDecoder.decode(document)
        } catch {
            return unexplained(error)
        }
        fixture.settleLimit = min(fixture.settleLimit, maximumSettle)
        let compiled: CompiledFixture
        do {
            compiled = try fixture.compile()
        } catch {
            return unexplained(error)
        }
        guard compiled.script.steps.count <= maximumSteps, compiled.script.steps.allSatisfy({ $0.time <= maximumTime }) else {
            return nil
        }
        let run = compiled.run()
        if let violation = run.violation {
            return violation.description
        }
        if let fault = run.fault, fault.path.isEmpty {
            return "a fault without a place: \(fault)"
        }
        return nil
    }

    /// Nil when the error says why; its path, which may be empty for the document as a whole,
    /// is what the loader turns into a place.
    private static func unexplained(_ error: FixtureError) -> String? {
        error.reason.isEmpty ? "an error without a reason at \(error.path)" : nil
    }
}
