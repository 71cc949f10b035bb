/// The rows a run took, machine by machine and subject by subject, so that a diagram can show
/// which of its transitions a run actually used (`gesture-arbiter run FIXTURE --dot SUBJECT`).
///
/// Off unless a window is given one (``Window/transitionLog``): the engine then appends one entry
/// per row it takes, in the order taken, naming the machine and the subject that runs it (a
/// recognizer, a touch, a scroll view or a control, by its trace name).
public final class TransitionLog {
    /// One taken row.
    public struct Entry: Hashable, Sendable {
        /// The machine's name, as ``StateMachineDescription/name`` gives it.
        public var machine: String
        /// The trace name of what runs the machine: a recognizer, a touch's id, a scroll view, a control.
        public var subject: String
        /// The row's index in the machine's ``TransitionTable/rows``.
        public var row: Int
    }

    /// Every taken row, in the order taken.
    public private(set) var entries: [Entry] = []

    public init() {}

    func record(machine: String, subject: String, row: Int) {
        entries.append(Entry(machine: machine, subject: subject, row: row))
    }
}

extension Array where Element == TransitionLog.Entry {
    /// The subjects that took a row, each with the machines it ran, in order of first appearance.
    public var subjects: [(subject: String, machines: [String])] {
        var result: [(subject: String, machines: [String])] = []
        for entry in self {
            if let index = result.firstIndex(where: { $0.subject == entry.subject }) {
                if !result[index].machines.contains(entry.machine) {
                    result[index].machines.append(entry.machine)
                }
            } else {
                result.append((entry.subject, [entry.machine]))
            }
        }
        return result
    }

    /// The rows of `machine` that `subject` took, in the order taken, repeats included.
    public func rows(of machine: String, subject: String) -> [Int] {
        filter { $0.machine == machine && $0.subject == subject }.map(\.row)
    }
}
