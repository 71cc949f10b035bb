extension TransitionTable {
    /// Runs `trigger` through a machine: the one way every machine of the engine is run, so that
    /// a machine's host needs nothing but the table, a guard function and an action function.
    ///
    /// The host keeps the machine's state: `state` reads it and `enter` stores a new one, with the
    /// row it comes from. The row is decided as ``lookUp(_:on:log:subject:where:)`` decides it
    /// (`holds` answers each guard the pair's rows name, at most once, in the order written) and
    /// recorded in `log` under `name` (both read only when a row may be recorded); then the host enters the row's state and `perform` carries
    /// out its actions in order. A guard or an action may call back into code that moves the
    /// machine on (a control's handler disables the control, a target removes its recognizer): a
    /// row overtaken that way is dropped, or the rest of its actions are. An ignored pair does
    /// nothing; a refusal traps, since the engine refuses bad input before it reaches a machine
    /// (``Window/send(_:at:)`` checks every finger against ``TouchLifecycle`` first); an undeclared
    /// pair traps. Returns whether a row was taken.
    ///
    /// The functions are closures rather than the requirements of a host protocol so that what a
    /// run reads from its caller (the touches, the event) is borrowed where it is, not copied into
    /// a value that retains it.
    @inline(__always) @discardableResult
    package func run(
        _ trigger: Trigger, log: @autoclosure () -> TransitionLog?, name: @autoclosure () -> String,
        state: () -> State,
        where holds: (Guard) -> Bool,
        enter: (_ state: State, _ row: TakenRow) -> Void,
        perform: (Action) -> Void
    ) -> Bool {
        let from = state()
        let first = lookupIndex.firstStep(for: from, on: trigger)
        let row: Int
        switch first {
        case .ignored:
            return false
        case let .transition(index):
            log()?.record(machine: Machine.name, subject: name(), row: Int(index))
            row = Int(index)
        default:
            switch decide(from: first, from, on: trigger, log: log(), subject: name(), where: holds) {
            case .ignored:
                return false
            case let .refused(refusal):
                preconditionFailure("\(name()): \(Machine.name) refuses \(trigger.rawValue) in \(from.rawValue) (\(refusal.rawValue))")
            case let .transition(index):
                guard state() == from else { return false }
                row = index
            }
        }
        let effect = lookupIndex.effects[row]
        enter(effect.to, TakenRow(index: row, actions: effect.actions))
        for action in effect.actions {
            guard state() == effect.to else { break }
            perform(action)
        }
        return true
    }

    /// The row a run takes, as its host's `enter` function sees it.
    package struct TakenRow {
        /// Its index in ``TransitionTable/rows``.
        package let index: Int
        /// The actions it asks for, which the run carries out next.
        package let actions: RowActions<Action>
    }
}
