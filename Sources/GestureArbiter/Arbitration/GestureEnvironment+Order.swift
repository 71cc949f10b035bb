/// The recognizers a touch involves, in the order the arbiter evaluates them, and the small
/// questions about them that the pass asks.
extension GestureEnvironment {
    /// Adds a recognizer in evaluation order (G6): deeper views first; on one view, in the order
    /// attached; on different views at one depth, in the order they joined. Returns whether it
    /// joined now.
    ///
    /// `previous` is the recognizer the same touch added last, if any: the new one's view is the
    /// same or contains it. Most recognizers join right after it, at the end, and then no depth
    /// is taken; otherwise the depths decide, each taken once and kept
    /// (``ArbitrationRecord/involvedDepth``).
    @discardableResult
    func include(_ recognizer: GestureRecognizer, after previous: ObjectIdentifier?) -> Bool {
        guard !isInvolved(recognizer) else { return false }
        recognizer.arbitration.involvedDepth = nil
        recognizer.arbitration.involvingEnvironment = ObjectIdentifier(self)
        joined(recognizer)
        if _involved.isEmpty {
            _involved.append(recognizer)
            return true
        }
        let joinsLast = _involved.readLent(at: _involved.count - 1) { last in
            if Self.onSameView(last, recognizer) {
                // After the last one on its own view, if attached after it.
                return !Self.wasAttached(recognizer, before: last)
            }
            // Right after the same touch's previous one, on a view that contains the previous one's.
            if previous == ObjectIdentifier(last) { return true }
            let depth = Self.depth(of: recognizer)
            let lastDepth = Self.depth(of: last)
            return lastDepth > depth || (lastDepth == depth && !hasInvolvedRecognizer(attachedAfter: recognizer))
        }
        if joinsLast {
            _involved.append(recognizer)
            return true
        }
        // The involved recognizers are in order of depth, deepest first: those deeper than this
        // one come first, and those on shallower views last. Among those at its depth it goes
        // before the first on its own view attached after it, else after them all.
        let depth = Self.depth(of: recognizer)
        let shallower = _involved.partitionPoint { Self.depth(of: $0) < depth }
        var index = hasInvolvedRecognizer(attachedAfter: recognizer) ? _involved.partitionPoint { Self.depth(of: $0) <= depth } : shallower
        while index < shallower {
            if _involved.readLent(at: index, { other in Self.onSameView(other, recognizer) && Self.wasAttached(recognizer, before: other) }) {
                break
            }
            index += 1
        }
        _involved.insert(recognizer, at: index)
        return true
    }

    /// The depth of an involved recognizer's view, taken the first time it is asked for and kept
    /// while the recognizer takes part.
    private static func depth(of recognizer: GestureRecognizer) -> Int {
        if let known = recognizer.arbitration.involvedDepth { return known }
        let depth = recognizer.readView(\.depth) ?? 0
        recognizer.arbitration.involvedDepth = depth
        return depth
    }

    /// Whether a recognizer attached to `recognizer`'s view after it is involved already.
    private func hasInvolvedRecognizer(attachedAfter recognizer: GestureRecognizer) -> Bool {
        recognizer.readView { view in view.containsRecognizer(attachedAfter: recognizer) { isInvolved($0) } } ?? false
    }

    /// Whether `recognizer` is among this environment's involved recognizers.
    func isInvolved(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.arbitration.involvingEnvironment == ObjectIdentifier(self)
    }

    /// Counts a recognizer that joined the involved ones: it may raise new lazy questions.
    private func joined(_ recognizer: GestureRecognizer) {
        involvementChanges &+= 1
        recognizer.arbitration.joinedInvolvedAt = involvementChanges
        // One that comes from another window's arbiter has been asked nothing here.
        if recognizer.arbitration.lazyQuestionsArbiter != ObjectIdentifier(self) {
            recognizer.arbitration.lazyQuestionsArbiter = ObjectIdentifier(self)
            recognizer.arbitration.lazyQuestionsAskedAt = 0
        }
        count(recognizer)
    }

    /// Counts one involved recognizer in the relations it may have.
    private func count(_ recognizer: GestureRecognizer) {
        let relations = Self.relations(of: recognizer)
        if relations.delegateAnswers { requirementDelegates += 1 }
        if relations.mayRequireLazily { lazyAnswerers += 1 }
        if relations.isRequirer { requirers += 1 }
    }

    /// The relations the arbiter counts a recognizer in: its delegate answers a failure-requirement
    /// question, it may add a requirement lazily (by that delegate or its class), it was told to
    /// require another to fail.
    static func relations(of recognizer: GestureRecognizer) -> (delegateAnswers: Bool, mayRequireLazily: Bool, isRequirer: Bool) {
        let record = recognizer.arbitration
        let delegateAnswers = record.delegateAnswers(.shouldRequireFailure) || record.delegateAnswers(.shouldBeRequiredToFail)
        return (delegateAnswers, delegateAnswers || record.classMayRequireFailureLazily, recognizer.hasFailureRequirements)
    }

    /// Takes the recognizers that are done out of the evaluation order, and counts the rest again.
    func removeDoneRecognizers() {
        _involved.removeAll { recognizer in
            guard Self.isDone(recognizer) else { return false }
            recognizer.arbitration.involvingEnvironment = nil
            return true
        }
        if _involved.isEmpty {
            (lazyAnswerers, requirementDelegates, requirers) = (0, 0, 0)
        } else {
            countRelations()
        }
    }

    /// Counts the involved recognizers that may add a failure requirement lazily, those whose
    /// delegate answers a failure-requirement question, and those told to require another to fail.
    func countRelations() {
        (lazyAnswerers, requirementDelegates, requirers) = (0, 0, 0)
        _involved.forEachLent { count($0) }
    }

    /// Whether `first` comes before `second` among their view's recognizers: one scan that stops
    /// at whichever of the two it meets first.
    private static func wasAttached(_ first: GestureRecognizer, before second: GestureRecognizer) -> Bool {
        first.readView { $0.gestureRecognizers.first { $0 === first || $0 === second } === first } ?? false
    }

    /// Whether two recognizers are attached to the same view, asked without retaining either view.
    private static func onSameView(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.readView(ObjectIdentifier.init) == second.readView(ObjectIdentifier.init)
    }

    /// Whether `recognizer`'s view is in this environment's window, asked without retaining
    /// the view or either window.
    func isInWindow(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.readWindow(ObjectIdentifier.init) == attachedWindow.read(ObjectIdentifier.init)
    }

    func record(_ payload: @autoclosure () -> TraceRecord.Payload) {
        readWindow { $0.trace.record(payload()) }
    }

    /// Why a recognizer failed or was cancelled, for the trace: the guard that decided, else the trigger.
    func reason(_ state: GestureLifecycle.State, _ trigger: GestureLifecycle.Trigger, _ condition: GuardCondition<GestureLifecycle.Guard>, _ recognizer: GestureRecognizer) -> String? {
        guard state == .failed || state == .cancelled else { return nil }
        if let decidingGuard = condition.terms.last?.guardName {
            switch decidingGuard {
            case .requirementWon: return "requireToFail"
            case .preventedByActive: return "prevented"
            case .shouldBegin: return "shouldBegin"
            case .requirementPending: return nil
            }
        }
        switch trigger {
        case .requirementWon: return "requireToFail"
        case .prevented: return "prevented"
        case .disabled: return "disabled"
        case .removed: return "removed"
        case .requestedEnded: return "endedWhileWaiting"
        case .requestedCancelled: return state == .failed ? "endedWhileWaiting" : recognizer.failureReason
        case .requestedFailed: return recognizer.failureReason
        case .requestedBegan, .requestedChanged, .requirementFailed, .passEnded: return nil
        }
    }
}
