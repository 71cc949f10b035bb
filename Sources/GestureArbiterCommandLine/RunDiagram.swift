import GestureArbiter
import GestureFixtures

/// `gesture-arbiter run FIXTURE --dot SUBJECT [--machine NAME]`: one subject's state diagram with
/// the transitions this run took drawn bold, so that a reader sees which path the machine went.
enum RunDiagram {
    /// The machines every recognizer shares; a recognizer's own diagram is the other one it runs.
    static let sharedLifecycles = ["DiscreteGestureLifecycle", "ContinuousGestureLifecycle"]

    /// The DOT for `subject`'s machine in `run`, or a message saying what the run offers instead.
    static func dot(for subject: String, machine requested: String?, in run: FixtureRun, fixtureName: String) -> Swift.Result<String, UsageError> {
        let subjects = run.transitions.subjects
        guard let found = subjects.first(where: { $0.subject == subject }) else {
            let names = subjects.map { "'\($0.subject)'" }.joined(separator: ", ")
            return .failure(UsageError("'\(subject)' took no transition in this run; subjects that did: \(names)"))
        }
        let machine: String
        if let requested {
            guard found.machines.contains(requested) else {
                return .failure(UsageError("'\(subject)' did not run \(requested); it ran \(found.machines.joined(separator: ", "))"))
            }
            machine = requested
        } else {
            machine = found.machines.first { !sharedLifecycles.contains($0) } ?? found.machines[0]
        }
        guard let entry = StateDiagrams.entry(named: machine) else {
            return .failure(UsageError("no diagram for machine \(machine)"))
        }
        let caption = "\(subject) in \(fixtureName)"
        return .success(entry.diagram(takenRows: run.transitions.rows(of: machine, subject: subject), caption: caption))
    }
}
