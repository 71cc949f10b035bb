extension Window {
    /// Starts checking the engine's invariants after every event, replacing any checker already
    /// running; returns the checker, whose ``InvariantChecker/violation`` holds the first broken one.
    ///
    /// Debug builds start a trapping checker in every window; release builds check only when asked.
    @discardableResult
    public func startCheckingInvariants(response: InvariantChecker.Response = .record) -> InvariantChecker {
        stopCheckingInvariants()
        let checker = InvariantChecker(response: response)
        checker.attach(to: self)
        invariantChecker = checker
        return checker
    }

    /// Stops checking invariants.
    public func stopCheckingInvariants() {
        invariantChecker?.detach()
        invariantChecker = nil
    }

    /// Runs the checks that hold between events now; for embedders that advance the clock
    /// themselves. Returns the first violation found so far, if any.
    @discardableResult
    public func checkInvariants() -> InvariantViolation? {
        guard let invariantChecker else { return nil }
        invariantChecker.check(self)
        return invariantChecker.violation
    }
}
