/// Who waits for whom: failure requirements, told and asked lazily of delegates and subclasses
/// (A1), and the delays of touch delivery they cause (A4, A5).
extension GestureEnvironment {
    /// Whether `waiting` waits for `other` to fail: told to with `require(toFail:)`, or, while
    /// both take part, as a subclass or delegate adds lazily (A1).
    func waits(_ waiting: GestureRecognizer, for other: GestureRecognizer) -> Bool {
        askLazyQuestions(of: waiting)
        if waiting.failureRequirements.contains(where: { $0 === other }) { return true }
        return lazyAnswerers > 0 && other !== waiting && isInvolved(other) && lazilyRequires(waiting, other)
    }

    /// Whether one of the recognizers `recognizer` waits for satisfies `condition`: those it was
    /// told to require in the order required, then those added lazily in evaluation order (A1).
    func anyRequirement(of recognizer: GestureRecognizer, _ condition: (GestureRecognizer) -> Bool) -> Bool {
        askLazyQuestions(of: recognizer)
        let required = recognizer.failureRequirements
        if required.contains(where: condition) { return true }
        guard lazyAnswerers > 0 else { return false }
        return _involved.containsLent { other in
            other !== recognizer && !required.contains { $0 === other } && lazilyRequires(recognizer, other) && condition(other)
        }
    }

    /// Asks every lazy question about `waiting` that reaches a delegate and was not asked since
    /// the other recognizer joined, in evaluation order: what UIKit's delegates hear whenever the
    /// arbiter reads what a recognizer waits for. Questions only subclasses hear are asked when
    /// their answer is needed, and those about two of the library's own recognizers without
    /// delegates not at all: none can say yes.
    private func askLazyQuestions(of waiting: GestureRecognizer) {
        // A recognizer alone has no pair to ask about.
        guard requirementDelegates > 0, _involved.count > 1, waiting.arbitration.lazyQuestionsAskedAt != involvementChanges else { return }
        let askedBefore = waiting.arbitration.lazyQuestionsAskedAt
        waiting.arbitration.lazyQuestionsAskedAt = involvementChanges
        if waiting.arbitration.delegateAnswers(.shouldRequireFailure), let delegate = waiting.delegate {
            askEach(of: waiting, since: askedBefore, lending: delegate)
        } else {
            let required = waiting.failureRequirements
            _involved.forEachLent { other in
                if Self.isAsked(waiting, about: other, since: askedBefore, required) {
                    ask(waiting, requires: other)
                }
            }
        }
    }

    /// The walk of ``askLazyQuestions(of:)`` for a recognizer whose delegate answers its own
    /// question, lent to each question until an answer sets another (HotPathIdioms: a delegate
    /// lent to a walk).
    private func askEach(of waiting: GestureRecognizer, since askedBefore: UInt64, lending delegate: borrowing GestureRecognizerDelegate) {
        let required = waiting.failureRequirements
        let generation = waiting.arbitration.delegateGeneration
        _involved.forEachLent { other in
            guard Self.isAsked(waiting, about: other, since: askedBefore, required) else { return }
            if waiting.arbitration.delegateGeneration == generation {
                ask(waiting, requires: other, lending: delegate)
            } else {
                ask(waiting, requires: other)
            }
        }
    }

    /// Whether a walk asks `waiting` about `other`: one that joined since `waiting` was last
    /// asked, not among those it was told to require, whose pair reaches a delegate.
    private static func isAsked(_ waiting: GestureRecognizer, about other: GestureRecognizer, since askedBefore: UInt64, _ required: [GestureRecognizer]) -> Bool {
        other !== waiting && other.arbitration.joinedInvolvedAt > askedBefore && reachesDelegate(waiting, other) && !required.contains { $0 === other }
    }

    /// Asks the subclasses, then the delegates, whether `waiting` must wait for `other`, and keeps
    /// a yes for the rest of both attempts.
    private func ask(_ waiting: GestureRecognizer, requires other: GestureRecognizer) {
        let answer = Self.subclassesRequire(waiting, other)
            || askDelegate(of: waiting, .shouldRequireFailure, about: other) { $0.gestureRecognizer(waiting, shouldRequireFailureOf: other) } == true
            || askDelegate(of: other, .shouldBeRequiredToFail, about: waiting) { $0.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) } == true
        keep(answer, of: waiting, about: other)
    }

    /// The same, with `waiting`'s delegate lent by the walk.
    private func ask(_ waiting: GestureRecognizer, requires other: GestureRecognizer, lending delegate: borrowing GestureRecognizerDelegate) {
        let answer = Self.subclassesRequire(waiting, other)
            || ask(delegate, of: waiting, .shouldRequireFailure, about: other) { $0.gestureRecognizer(waiting, shouldRequireFailureOf: other) } == true
            || askDelegate(of: other, .shouldBeRequiredToFail, about: waiting) { $0.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) } == true
        keep(answer, of: waiting, about: other)
    }

    /// Keeps a yes about `other` for the rest of both attempts, and forgets a no.
    private func keep(_ answer: Bool, of waiting: GestureRecognizer, about other: GestureRecognizer) {
        // Most answers are no, about a recognizer with nothing kept about the other: then
        // nothing changes.
        let index = waiting.arbitration.lazyRequirements.firstIndex { $0.recognizer == ObjectIdentifier(other) }
        guard answer || index != nil else { return }
        var kept = waiting.arbitration.lazyRequirements.takeAll()
        switch (answer, index) {
        case (true, let index?): kept[index] = LazyRequirement(on: other)
        case (true, nil): kept.append(LazyRequirement(on: other))
        case (false, let index?): kept.remove(at: index)
        case (false, nil): break
        }
        waiting.arbitration.lazyRequirements.putBack(&kept)
    }

    /// Whether `waiting` must wait for `other`, by the subclasses' and delegates' answers: those
    /// a delegate heard as kept, the others asked now.
    private func lazilyRequires(_ waiting: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        guard Self.reachesDelegate(waiting, other) else { return Self.subclassesRequire(waiting, other) }
        return waiting.arbitration.lazyRequirements.contains { $0.isCurrent(for: other) }
    }

    /// Whether a lazy question about the pair reaches a delegate that answers it itself.
    private static func reachesDelegate(_ waiting: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        waiting.arbitration.delegateAnswers(.shouldRequireFailure) || other.arbitration.delegateAnswers(.shouldBeRequiredToFail)
    }

    /// Whether the recognizers' classes say that `waiting` must wait for `other`.
    private static func subclassesRequire(_ waiting: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        (waiting.classMayRequireFailureLazily && waiting.shouldRequireFailure(of: other))
            || (other.classMayRequireFailureLazily && other.shouldBeRequiredToFail(by: waiting))
    }

    /// Starts the recognizer's next attempt: the lazy answers about it, and its own, are over.
    func forgetLazyRequirements(of recognizer: GestureRecognizer) {
        recognizer.arbitration.lazyRequirementAttempt &+= 1
        recognizer.arbitration.lazyQuestionsAskedAt = 0
        if !recognizer.arbitration.lazyRequirements.isEmpty {
            recognizer.arbitration.lazyRequirements.removeAll()
        }
    }

    // MARK: Delays (A4, A5)

    /// Whether an undecided recognizer watching `touch` delays its touchesBegan.
    func delaysBegan(_ touch: Touch) -> Bool {
        _involved.containsLent { $0.lifecycle.isUndecided && $0.delaysTouchesBegan && $0.sequenceTouches.contains { $0 === touch } }
    }

    /// Whether an undecided recognizer watching `touch` delays its touchesEnded.
    func delaysEnded(_ touch: Touch) -> Bool {
        _involved.containsLent { $0.lifecycle.isUndecided && $0.delaysTouchesEnded && $0.sequenceTouches.contains { $0 === touch } }
    }
}
