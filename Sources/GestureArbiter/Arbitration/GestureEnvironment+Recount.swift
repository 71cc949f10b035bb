/// The arbiter's books recounted from scratch: the counts it keeps in step as recognizers join,
/// change and leave, and the shortcuts in their records, compared with what the involved
/// recognizers say now. Run after every pass while an ``InvariantChecker`` runs, so that a count
/// that drifts fails where it starts (``Invariant/arbiterBooksMatchRecount``).
extension GestureEnvironment {
    /// The first of the arbiter's books that disagrees with a recount, described; nil when all agree.
    ///
    /// The counts of recognizers waiting for a failure and of those told to require another must
    /// equal the recount. The two counts about delegates may be larger: a delegate whose default
    /// answer is found during a pass stops answering, and the counts follow at the next change;
    /// a count that is too large costs a walk, one too small would skip a question.
    func booksDisagreement() -> String? {
        var (waiting, told, delegates, lazy) = (0, 0, 0, 0)
        var disagreement: String?
        _involved.forEachLent { recognizer in
            let relations = Self.relations(of: recognizer)
            if recognizer.lifecycle == .awaitingFailure { waiting += 1 }
            if relations.isRequirer { told += 1 }
            if relations.delegateAnswers { delegates += 1 }
            if relations.mayRequireLazily { lazy += 1 }
            if disagreement == nil {
                disagreement = recordDisagreement(of: recognizer)
            }
        }
        if let disagreement { return disagreement }
        if awaitingFailure != waiting {
            return "the arbiter counts \(awaitingFailure) recognizers awaiting a failure, a recount \(waiting)"
        }
        if requirers != told {
            return "the arbiter counts \(requirers) recognizers told to require another to fail, a recount \(told)"
        }
        if requirementDelegates < delegates {
            return "the arbiter counts \(requirementDelegates) recognizers whose delegate answers a failure requirement, a recount \(delegates)"
        }
        if lazyAnswerers < lazy {
            return "the arbiter counts \(lazyAnswerers) recognizers that may require a failure lazily, a recount \(lazy)"
        }
        return nil
    }

    /// What in an involved recognizer's record disagrees with the arbiter's books, if anything.
    private func recordDisagreement(of recognizer: GestureRecognizer) -> String? {
        let record = recognizer.arbitration
        if record.involvingEnvironment != ObjectIdentifier(self) {
            return "\(recognizer.traceName) takes part, but its record names another arbiter or none"
        }
        if record.joinedInvolvedAt > involvementChanges || record.lazyQuestionsAskedAt > involvementChanges {
            return "\(recognizer.traceName)'s record counts past the arbiter's \(involvementChanges) changes (joined at \(record.joinedInvolvedAt), asked at \(record.lazyQuestionsAskedAt))"
        }
        for required in recognizer.failureRequirements {
            let requiredBy = required.arbitration
            if requiredBy.requiredByCount == 0 || (requiredBy.requiredByCount == 1 && requiredBy.firstRequiredBy !== recognizer) {
                return "\(recognizer.traceName) requires \(required.traceName) to fail, but \(required.traceName)'s record counts \(requiredBy.requiredByCount) requirers and names another first"
            }
        }
        return nil
    }
}
