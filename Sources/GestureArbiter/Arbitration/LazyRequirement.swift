/// A failure requirement that a delegate or subclass added lazily (A1): the recognizer waited
/// for, in the attempt the answer was about. Kept by the waiting recognizer until it resets.
struct LazyRequirement {
    /// Held weakly: the waiting recognizer does not keep the other alive.
    weak var recognizer: GestureRecognizer?
    /// The other's ``GestureRecognizer/lazyRequirementAttempt`` when it was asked: once the other
    /// resets, the answer is about an attempt that is over.
    let attempt: UInt32

    /// Whether this is a requirement on `other` in its current attempt.
    func isCurrent(for other: GestureRecognizer) -> Bool {
        recognizer === other && attempt == other.lazyRequirementAttempt
    }
}
