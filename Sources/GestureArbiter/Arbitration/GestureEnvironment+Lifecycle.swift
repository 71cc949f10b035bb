/// How the arbiter runs each recognizer's lifecycle: the table's row, the state entered, the
/// actions carried out, and the guards that decide between rows (G1–G5, A1–A5).
extension GestureEnvironment {
    func apply(_ trigger: GestureLifecycle.Trigger, to recognizer: GestureRecognizer) {
        if recognizer.isDiscrete {
            apply(trigger, to: recognizer, by: discreteLifecycle)
        } else {
            apply(trigger, to: recognizer, by: continuousLifecycle)
        }
    }

    /// Runs the trigger through the lifecycle `table`; both lifecycles share their vocabulary, so
    /// one body serves both, each specialized.
    func apply<Machine: StateMachineDescription>(_ trigger: GestureLifecycle.Trigger, to recognizer: GestureRecognizer, by table: TransitionTable<Machine>)
    where Machine.State == GestureLifecycle.State, Machine.Trigger == GestureLifecycle.Trigger, Machine.Guard == GestureLifecycle.Guard, Machine.Action == GestureLifecycle.Action {
        table.run(trigger, log: readWindow { $0.transitionLog }, name: recognizer.traceName, state: { recognizer.lifecycle }) {
            evaluate($0, for: recognizer)
        } enter: { state, row in
            enter(state, by: row, of: table, on: trigger, for: recognizer)
        } perform: {
            perform($0, for: recognizer)
        }
    }

    /// Enters `to`, recording every change, and every repeated `changed`, since its actions fire too.
    @inline(__always)
    private func enter<Machine: StateMachineDescription>(
        _ to: GestureLifecycle.State, by row: TransitionTable<Machine>.TakenRow, of table: TransitionTable<Machine>,
        on trigger: GestureLifecycle.Trigger, for recognizer: GestureRecognizer
    ) where Machine.Guard == GestureLifecycle.Guard, Machine.Action == GestureLifecycle.Action {
        let from = recognizer.lifecycle
        // Outcomes are the states whose end of pass does something; no row keeps an outcome.
        if to != from, to.outcome != nil {
            passEndHasWork = true
        }
        guard to != from || row.actions.contains(.sendActions) else { return }
        recognizer.lifecycle = to
        if from == .awaitingFailure { awaitingFailure -= 1 }
        if to == .awaitingFailure { awaitingFailure += 1 }
        record(.gesture(recognizer: recognizer.traceName, state: to.rawValue, reason: reason(to, trigger, table.rows[row.index].condition, recognizer)))
        readWindow { window in
            if !recognizer.isChangeNoted { window.changeFeed.note(recognizer) }
            window.invariantChecker?.recognizer(recognizer, movedFrom: from)
        }
    }

    private func perform(_ action: GestureLifecycle.Action, for recognizer: GestureRecognizer) {
        switch action {
        case .sendActions:
            readWindow { $0.invariantChecker?.recognizerWillSendActions(recognizer) }
            recognizer.sendActions()
        case .failDependents:
            guard requirers > 0 || lazyAnswerers > 0 else { return }
            // Without lazy requirements, only those told to require it depend on it: one at most
            // is found at once.
            if lazyAnswerers == 0, recognizer.arbitration.requiredByCount <= 1 {
                if let dependent = recognizer.arbitration.firstRequiredBy, dependent !== recognizer, dependent.lifecycle.isUndecided, isInvolved(dependent) {
                    append(dependent, .requirementWon)
                }
                return
            }
            _involved.forEachLent { dependent in
                if dependent !== recognizer && dependent.lifecycle.isUndecided && waits(dependent, for: recognizer) {
                    append(dependent, .requirementWon)
                }
            }
        case .notifyDependents:
            guard awaitingFailure > 0 else { return }
            if lazyAnswerers == 0, recognizer.arbitration.requiredByCount <= 1 {
                if let dependent = recognizer.arbitration.firstRequiredBy, dependent.lifecycle == .awaitingFailure, isInvolved(dependent) {
                    append(dependent, .requirementFailed)
                }
                return
            }
            _involved.forEachLent { dependent in
                if dependent.lifecycle == .awaitingFailure && waits(dependent, for: recognizer) {
                    append(dependent, .requirementFailed)
                }
            }
        case .preventOthers:
            // A winner alone has no one to stop, and its delegate is not loaded; nor has a winner
            // without touches (a hover), which shares none (HotPathIdioms: nothing for what is skipped).
            guard recognizer.hasSequenceTouches else { return }
            if _involved.count > 1, recognizer.arbitration.delegateAnswers(.shouldRecognizeSimultaneously), let delegate = recognizer.delegate {
                preventOthers(by: recognizer, lending: delegate)
            } else {
                _involved.forEachLent { other in
                    if stops(recognizer, other), !recognizeSimultaneously(recognizer, other) {
                        append(other, .prevented)
                    }
                }
            }
        case .cancelViewTouches:
            readWindow { $0.recognizerDidWin(recognizer) }
        case .releaseHeldTouches:
            recognizer.sequenceTouches.forEachLent { addReleaseCandidate($0) }
        case .reset:
            recognizer.reset()
            recognizer.failureReason = nil
            recognizer.forgetTouches()
            forgetLazyRequirements(of: recognizer)
        }
    }

    /// Whether the winner would stop `other`, if the two may not recognize simultaneously (A2).
    @inline(__always)
    private func stops(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        other !== winner && Self.canStillBePrevented(other.lifecycle) && winner.sharesSequenceTouch(with: other)
            && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    /// `preventOthers` for a winner whose delegate answers simultaneity itself, lent to each
    /// question until an answer sets another (HotPathIdioms: a delegate lent to a walk).
    private func preventOthers(by winner: GestureRecognizer, lending delegate: borrowing GestureRecognizerDelegate) {
        let generation = winner.arbitration.delegateGeneration
        _involved.forEachLent { other in
            guard stops(winner, other) else { return }
            let allowed = winner.arbitration.delegateGeneration == generation
                ? ask(delegate, of: winner, .shouldRecognizeSimultaneously, about: other) { $0.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) } == true
                    || delegateAllowsSimultaneous(other, with: winner)
                : recognizeSimultaneously(winner, other)
            if !allowed {
                append(other, .prevented)
            }
        }
    }

    // MARK: Guards

    private func evaluate(_ condition: GestureLifecycle.Guard, for recognizer: GestureRecognizer) -> Bool {
        switch condition {
        case .requirementWon:
            return anyRequirement(of: recognizer) { $0.lifecycle.hasWon }
        case .requirementPending:
            return anyRequirement(of: recognizer) { required in
                required.lifecycle.isUndecided && isInvolved(required)
                    && !(required.lifecycle == .awaitingFailure && waits(required, for: recognizer))
            }
        case .preventedByActive:
            // One without touches (a hover) shares none with any winner.
            guard recognizer.hasSequenceTouches else { return false }
            return _involved.containsLent { other in
                other !== recognizer && other.lifecycle.hasWon && other.sharesSequenceTouch(with: recognizer)
                    && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) && !recognizeSimultaneously(other, recognizer)
            }
        case .shouldBegin:
            return shouldBegin(recognizer)
        }
    }

    /// The touched views' answers, then the delegate's (G4); the first false decides.
    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        var views: [View] = []
        // A touch of the window's own asks no view: no view hears of it (P3, P4).
        for touch in recognizer.sequenceTouches where touch.windowGesture == nil {
            if let view = touch.view, !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        for view in views {
            let answer = view.gestureRecognizerShouldBegin(recognizer)
            record(.delegate(recognizer: recognizer.traceName, question: "shouldBegin", view: view.traceName, other: nil, result: answer))
            if !answer { return false }
        }
        return askDelegate(of: recognizer, .shouldBegin) { $0.gestureRecognizerShouldBegin(recognizer) } ?? true
    }

    /// Either delegate answering true is enough (A2); the second is asked only if the first said no.
    private func recognizeSimultaneously(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        delegateAllowsSimultaneous(first, with: second) || delegateAllowsSimultaneous(second, with: first)
    }

    /// The answer of `asked`'s delegate, if it answers, whether `asked` may recognize with `other`.
    private func delegateAllowsSimultaneous(_ asked: GestureRecognizer, with other: GestureRecognizer) -> Bool {
        askDelegate(of: asked, .shouldRecognizeSimultaneously, about: other) { $0.gestureRecognizer(asked, shouldRecognizeSimultaneouslyWith: other) } ?? false
    }

    static func isRecognizing(_ state: GestureLifecycle.State) -> Bool {
        state == .began || state == .changed
    }

    /// Whether one of the two, recognizing, would fail or cancel the other (A2).
    func excludeEachOther(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        let prevents = (first.canPrevent(second) && second.canBePrevented(by: first)) || (second.canPrevent(first) && first.canBePrevented(by: second))
        return prevents && !recognizeSimultaneously(first, second)
    }

    /// Watching for its gesture, or recognizing one: not waiting for a failure, not finished.
    static func takesNewTouches(_ state: GestureLifecycle.State) -> Bool {
        switch state {
        case .possible, .began, .changed: true
        case .awaitingFailure, .ended, .recognized, .cancelled, .failed: false
        }
    }

    /// Undecided or recognizing: prevention fails the one and cancels the other (A2).
    private static func canStillBePrevented(_ state: GestureLifecycle.State) -> Bool {
        switch state {
        case .possible, .awaitingFailure, .began, .changed: true
        case .ended, .recognized, .cancelled, .failed: false
        }
    }
}
