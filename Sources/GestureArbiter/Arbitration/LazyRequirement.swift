/// A failure requirement that a delegate or subclass added lazily (A1): the recognizer waited
/// for, in the attempt the answer was about. Kept by the waiting recognizer until it resets.
///
/// The other recognizer is known by identity, not referenced: a weak reference would give every
/// recognizer asked about a side table, which slows each retain and release of it. Its identity
/// alone could be a later recognizer's at the same address, so the entry also keeps when the
/// other joined the current touches, a count no later recognizer shares.
struct LazyRequirement {
    /// The identity of the recognizer waited for.
    let recognizer: ObjectIdentifier
    /// The other's ``ArbitrationRecord/lazyRequirementAttempt`` when it was asked: once the other
    /// resets, the answer is about an attempt that is over.
    let attempt: UInt32
    /// The other's ``ArbitrationRecord/joinedInvolvedAt`` when it was asked.
    let joinedAt: UInt64

    /// The requirement on `other` in its current attempt.
    init(on other: GestureRecognizer) {
        recognizer = ObjectIdentifier(other)
        attempt = other.arbitration.lazyRequirementAttempt
        joinedAt = other.arbitration.joinedInvolvedAt
    }

    /// Whether this is a requirement on `other` in its current attempt.
    func isCurrent(for other: GestureRecognizer) -> Bool {
        recognizer == ObjectIdentifier(other) && attempt == other.arbitration.lazyRequirementAttempt && joinedAt == other.arbitration.joinedInvolvedAt
    }
}
