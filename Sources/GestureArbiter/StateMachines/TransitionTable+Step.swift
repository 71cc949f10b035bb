extension TransitionTable where Refusal: Error {
    /// Where an input may go next, for a machine that checks the order of a host's input: each
    /// row takes one action and asks no guard, and nothing is ignored. Returns the row's state
    /// and action; throws the table's refusal, which the window turns into its input error and
    /// the fixture compiler into an error at the event's place (``TrackpadGestureLifecycle``,
    /// ``PointerPresence``).
    public func step(from state: State, on trigger: Trigger) throws(Refusal) -> (to: State, action: Action) {
        switch lookUp(state, on: trigger, where: { _ in false }) {
        case let .transition(row):
            return (rows[row].to, rows[row].actions[0])
        case let .refused(refusal):
            throw refusal
        case .ignored:
            preconditionFailure("\(Machine.name) ignores \(trigger.rawValue) in \(state.rawValue); an input-order machine ignores nothing")
        }
    }
}
