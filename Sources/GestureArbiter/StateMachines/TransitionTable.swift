/// A state machine written as data: the rows the engine looks up and the diagrams draw.
///
/// Each row says: in state `from`, on `trigger`, if `guard` holds, go to `to` and ask for
/// `actions`. Pairs of (state, trigger) that must not change anything are declared as ignored,
/// and pairs that are bad input from outside (a finger that moves before it began) are declared
/// as refused with a reason. A pair declared nowhere is a bug in the table: looking it up traps,
/// and the table's tests (see ``unhandledSituations``) find it before any run does.
///
/// Because the engine consults the table, the table cannot drift from the code; because the
/// diagrams in `StateDiagrams/` are rendered from it, neither can the pictures.
///
/// A table never changes once built, and it is a class so that a lookup reads it where it is:
/// as a structure, the whole table was copied out of its machine's constant at every lookup.
public final class TransitionTable<Machine: StateMachineDescription>: Sendable {
    public typealias State = Machine.State
    public typealias Trigger = Machine.Trigger
    public typealias Guard = Machine.Guard
    public typealias Action = Machine.Action
    public typealias Refusal = Machine.Refusal

    /// One declared transition.
    public struct Row: Hashable, Sendable {
        public var from: State
        public var trigger: Trigger
        public var condition: GuardCondition<Guard>
        public var to: State
        public var actions: [Action]
    }

    /// What a lookup found: the row taken, by its index in ``rows``, or why none was.
    public enum Outcome: Hashable, Sendable {
        case transition(row: Int)
        case ignored
        case refused(Refusal)
    }

    public let initial: State
    public let rows: [Row]
    public let ignored: [(state: State, trigger: Trigger)]
    public let refused: [(state: State, trigger: Trigger, condition: GuardCondition<Guard>, refusal: Refusal)]
    /// The same declarations arranged for ``lookUp(_:on:log:subject:where:)``, which runs for
    /// every event: it goes straight to the rows of one (state, trigger) pair.
    let lookupIndex: LookupIndex

    /// Builds a table from its entries, in the order written (which is also the diagram's order).
    public init(initial: State, @TransitionTableBuilder<Machine> _ entries: () -> [TransitionEntry<Machine>]) {
        var rows: [Row] = []
        var ignored: [(State, Trigger)] = []
        var refused: [(State, Trigger, GuardCondition<Guard>, Refusal)] = []
        for entry in entries() {
            switch entry {
            case let .row(states, triggers, condition, to, actions):
                for state in states {
                    for trigger in triggers {
                        rows.append(Row(from: state, trigger: trigger, condition: condition, to: to, actions: actions))
                    }
                }
            case let .ignore(states, triggers):
                for state in states {
                    for trigger in triggers {
                        ignored.append((state, trigger))
                    }
                }
            case let .refuse(states, triggers, condition, refusal):
                for state in states {
                    for trigger in triggers {
                        refused.append((state, trigger, condition, refusal))
                    }
                }
            }
        }
        self.initial = initial
        self.rows = rows
        self.ignored = ignored
        self.refused = refused
        self.lookupIndex = LookupIndex(rows: rows, ignored: ignored, refused: refused)
    }

    /// The declared outcome of `trigger` in `state`, with `answer` answering each named guard.
    ///
    /// The first row declared for the pair whose condition holds wins, in the order written; then
    /// the first refusal whose condition holds; then an ignored declaration. Each guard is
    /// answered at most once per lookup, however many rows name it, so that a guard that asks a
    /// question with a visible effect (a traced delegate call) asks it once. Traps when nothing is
    /// declared for the pair, or when no declared guard holds: both are holes in the table, which
    /// its tests rule out. A row taken is appended to `log` under `subject`.
    ///
    /// A lookup changes nothing; the engine's hosts run their machines with
    /// `run(_:in:log:subject:current:where:enter:perform:)`, which decides the same way.
    public func lookUp(
        _ state: State, on trigger: Trigger, log: TransitionLog? = nil, subject: @autoclosure () -> String = "",
        where answer: (Guard) -> Bool
    ) -> Outcome {
        let first = lookupIndex.firstStep(for: state, on: trigger)
        if case let .transition(row) = first {
            log?.record(machine: Machine.name, subject: subject(), row: Int(row))
            return .transition(row: Int(row))
        }
        return decide(from: first, state, on: trigger, log: log, subject: subject(), where: answer)
    }

    /// Whether the table ignores `trigger` in `state` with no row or refusal declared for the pair:
    /// what ``lookUp(_:on:log:subject:where:)`` would answer without asking a guard or logging.
    func ignores(_ state: State, on trigger: Trigger) -> Bool {
        if case .ignored = lookupIndex.firstStep(for: state, on: trigger) { true } else { false }
    }

    /// The steps of a decision after its first, which did not decide at once: each asks its
    /// guard, until one decides. Kept apart, so that the first step stays small enough to inline.
    func decide(
        from first: LookupIndex.Step, _ state: State, on trigger: Trigger, log: TransitionLog?,
        subject: @autoclosure () -> String, where answer: (Guard) -> Bool
    ) -> Outcome {
        var step = first
        while true {
            switch step {
            case let .ask(position, ifHeld, ifNot):
                step = lookupIndex.steps[Int(answer(lookupIndex.guards[Int(position)]) ? ifHeld : ifNot)]
            case let .transition(row):
                log?.record(machine: Machine.name, subject: subject(), row: Int(row))
                return .transition(row: Int(row))
            case let .refused(declaration):
                return .refused(refused[Int(declaration)].refusal)
            case .ignored:
                return .ignored
            case .undeclared:
                preconditionFailure("\(Machine.name): no transition declared from \(state) on \(trigger)")
            }
        }
    }
}

/// The vocabulary of one machine: its states, triggers, named guards, named actions and the
/// reasons it refuses input, each an enum so that the code and the diagram use the same names.
public protocol StateMachineDescription: Sendable {
    associatedtype State: Hashable & Sendable & CaseIterable & DiagramState
    associatedtype Trigger: Hashable & Sendable & CaseIterable & RawRepresentable<String>
    associatedtype Guard: Hashable & Sendable & CaseIterable & RawRepresentable<String>
    associatedtype Action: Hashable & Sendable & RawRepresentable<String>
    associatedtype Refusal: Hashable & Sendable & RawRepresentable<String>

    /// The machine's name, as diagrams and trap messages print it.
    static var name: String { get }
    static var table: TransitionTable<Self> { get }
    /// The states this machine uses, in diagram order; all of `State`'s cases unless a machine
    /// shares its state vocabulary with another and uses only some of it.
    static var states: [State] { get }
    /// A few words under the diagram's title: what kind of machine it is.
    static var diagramSubtitle: String { get }
    /// Rules that hold for every state, stated once in the diagram's legend instead of drawn as edges.
    static var diagramNotes: [String] { get }
    /// Triggers whose rows a note in the legend states once (such as the reset of every outcome),
    /// left out of the drawing so that they do not pile up as back-edges.
    static var triggersInLegend: [Trigger] { get }
    /// Which way the diagram runs: left to right unless a machine's edges make that too wide to read.
    static var diagramDirection: DiagramDirection { get }
}

extension StateMachineDescription {
    public static var states: [State] { Array(State.allCases) }
    public static var triggersInLegend: [Trigger] { [] }
    public static var diagramDirection: DiagramDirection { .leftToRight }
}

/// What a diagram needs to know about a state.
public protocol DiagramState: RawRepresentable<String> {
    /// Whether the state ends the machine's story, and how.
    var outcome: DiagramOutcome? { get }
    /// The group the state is drawn in, if any.
    var cluster: String? { get }
}

/// Which way a diagram's states are laid out, from the initial state on (Graphviz's `rankdir`).
public enum DiagramDirection: String, Hashable, Sendable {
    case leftToRight = "LR"
    case topToBottom = "TB"
}

/// The kinds of ending a diagram marks with a double border and a colour-blind-safe hue.
public enum DiagramOutcome: String, Hashable, Sendable {
    case success
    case cancelled
    case failure
}

/// A condition on a row: each listed guard has the listed value, checked in the order written.
///
/// The order matters because some guards ask questions that show in the trace (a delegate's
/// `gestureRecognizerShouldBegin`): checking stops at the first term that fails, so a question is
/// asked only when the terms before it held, exactly as the diagram reads.
public struct GuardCondition<Guard: Hashable & Sendable>: Hashable, Sendable {
    public struct Term: Hashable, Sendable {
        public var guardName: Guard
        public var mustHold: Bool
    }

    public var terms: [Term]

    public init(terms: [Term] = []) {
        self.terms = terms
    }

    /// No condition: the row applies whenever its state and trigger match.
    public static var always: GuardCondition { GuardCondition() }

    /// The guard holds.
    public static func when(_ guardName: Guard) -> GuardCondition { GuardCondition(terms: [Term(guardName: guardName, mustHold: true)]) }

    /// The guard does not hold.
    public static func unless(_ guardName: Guard) -> GuardCondition { GuardCondition(terms: [Term(guardName: guardName, mustHold: false)]) }

    /// Both conditions, the left one checked first.
    public static func && (lhs: GuardCondition, rhs: GuardCondition) -> GuardCondition {
        GuardCondition(terms: lhs.terms + rhs.terms)
    }

    public var isAlways: Bool { terms.isEmpty }

    /// The guards the condition names, in order.
    public var guards: [Guard] { terms.map(\.guardName) }

    public func isSatisfied(by holds: (Guard) -> Bool) -> Bool {
        terms.allSatisfy { holds($0.guardName) == $0.mustHold }
    }
}

extension GuardCondition where Guard: RawRepresentable<String> {
    /// The condition as the diagrams print it: `shouldBegin && !prevented`.
    public var text: String {
        terms.map { ($0.mustHold ? "" : "!") + $0.guardName.rawValue }.joined(separator: " && ")
    }
}

/// One entry of a table as written.
public enum TransitionEntry<Machine: StateMachineDescription>: Sendable {
    case row(from: [Machine.State], on: [Machine.Trigger], condition: GuardCondition<Machine.Guard>, to: Machine.State, actions: [Machine.Action])
    case ignore(in: [Machine.State], on: [Machine.Trigger])
    case refuse(in: [Machine.State], on: [Machine.Trigger], condition: GuardCondition<Machine.Guard>, because: Machine.Refusal)
}

/// A table entry: in any of the states, on any of the triggers, if the condition holds, go to the
/// target state and ask for the actions.
public struct Transition<Machine: StateMachineDescription>: Sendable {
    let entry: TransitionEntry<Machine>

    public init(
        _ states: Machine.State..., on triggers: Machine.Trigger..., when condition: GuardCondition<Machine.Guard> = .always,
        to target: Machine.State, do actions: Machine.Action...
    ) {
        entry = .row(from: states, on: triggers, condition: condition, to: target, actions: actions)
    }
}

/// A table entry: in any of the states, the triggers change nothing.
public struct Ignore<Machine: StateMachineDescription>: Sendable {
    let entry: TransitionEntry<Machine>

    public init(_ triggers: Machine.Trigger..., in states: Machine.State...) {
        entry = .ignore(in: states, on: triggers)
    }
}

/// A table entry: in any of the states, the triggers are bad input from outside, refused with a reason.
public struct Refuse<Machine: StateMachineDescription>: Sendable {
    let entry: TransitionEntry<Machine>

    public init(
        _ triggers: Machine.Trigger..., in states: Machine.State..., when condition: GuardCondition<Machine.Guard> = .always,
        because reason: Machine.Refusal
    ) {
        entry = .refuse(in: states, on: triggers, condition: condition, because: reason)
    }
}

/// Lets a table be written as a list of ``Transition``, ``Ignore`` and ``Refuse`` entries.
@resultBuilder
public enum TransitionTableBuilder<Machine: StateMachineDescription> {
    public static func buildExpression(_ transition: Transition<Machine>) -> [TransitionEntry<Machine>] {
        [transition.entry]
    }

    public static func buildExpression(_ transitions: [Transition<Machine>]) -> [TransitionEntry<Machine>] {
        transitions.map(\.entry)
    }

    public static func buildExpression(_ ignore: Ignore<Machine>) -> [TransitionEntry<Machine>] {
        [ignore.entry]
    }

    public static func buildExpression(_ refuse: Refuse<Machine>) -> [TransitionEntry<Machine>] {
        [refuse.entry]
    }

    public static func buildBlock(_ entries: [TransitionEntry<Machine>]...) -> [TransitionEntry<Machine>] {
        entries.flatMap { $0 }
    }
}
