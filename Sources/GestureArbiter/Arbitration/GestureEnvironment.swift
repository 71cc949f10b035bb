/// The arbiter: decides, for every touch, which gesture recognizers see it and which of them win;
/// UIKit's gesture environment.
///
/// For each touch event the window asks the environment to (1) deliver the touches to the
/// recognizers watching them, deepest view first, then in the order they were attached (D2, G6);
/// (2) run the update pass: apply the state changes the recognizers asked for, one at a time, by
/// looking each up in the recognizer's lifecycle table and carrying out the actions of the row
/// taken: sending actions, failing dependents and prevented competitors, cancelling touches in
/// views; (3) after the window has delivered the event to the views, end the pass: outcomes go
/// back to possible. A timer a recognizer scheduled runs its own pass the same way.
///
/// Everything here happens in a fixed order (evaluation order, then the order of requests), so
/// the same touches always lead to the same trace.
public final class GestureEnvironment {
    /// The window this environment arbitrates for, set once by the window's initializer.
    ///
    /// Unowned without the check (HotPathIdioms: unowned references): the engine reaches an
    /// environment only through its window, so the window is alive whenever this is read.
    private var attachedWindow = UnownedReference<Window>(nil)

    /// What `read` reads off the window or asks of it, lending the window rather than retaining
    /// it: the log, the checker and the trace at every lookup, and the window's own work on the
    /// touches. The environment works only within a call on its window or on a recognizer in it
    /// (an event, a timer, a state set), whose caller holds the window for the call.
    private func readWindow<Value>(_ read: (Window) -> Value) -> Value {
        attachedWindow.readPresent(read)
    }

    /// The recognizers taking part in the current touches, in evaluation order (G6); an array
    /// made at each read, like UIKit's copies of its lists.
    public var involved: [GestureRecognizer] { _involved.elements }
    /// Whether any recognizer takes part in the current touches, asked without making the array.
    var hasInvolved: Bool { !_involved.isEmpty }
    // Walked several times per event, by loops that may call out: see ``SnapshotBuffer``.
    private let _involved = SnapshotBuffer<GestureRecognizer>()

    /// A state change waiting to be looked up.
    private typealias Request = (recognizer: GestureRecognizer, trigger: GestureLifecycle.Trigger)
    /// The oldest waiting state change, kept apart from `queue`: most passes have one request,
    /// which then costs no array work.
    private var firstRequest: Request?
    /// The state changes waiting after `firstRequest`, first come first served: the ones before
    /// `queueHead` are done, and the array is emptied (keeping its storage) once all are.
    private var queue: [Request] = []
    private var queueHead = 0
    private var isProcessing = false

    /// Whether a touch event is being handled, from ``deliver(_:)`` until ``finishPass()``.
    private var isHandlingEvent = false

    /// Whether the end of the pass has anything to do: a recognizer reached a state whose
    /// lifecycle does not ignore `passEnded`, or holds a touch that lifted. When neither happened,
    /// as in every move of a steady drag, ``finishPass()`` skips its walk over the recognizers,
    /// whose every lookup would be ignored.
    private var passEndHasWork = true

    /// The phases a recognizer hears of, in the order it hears of them (D2).
    private static let deliveredPhases: [Touch.Phase] = [.began, .moved, .ended, .cancelled]

    /// The touches of one phase being delivered to one recognizer; see ``deliver(_:)``.
    private var phaseTouches: [Touch] = []

    /// The recognizers that may take a touch going down, gathered before any is asked; a stack,
    /// like the window's saved touch states, so that a touch-down inside a delegate's answer
    /// (which no event can cause today) would gather above the one being answered.
    private let newTouchCandidates = ScratchBuffer<GestureRecognizer>()

    /// Touches whose hold may have ended during this pass, each once; checked when it ends.
    private let releaseCandidates = ScratchBuffer<Touch>()

    /// Recognizers that got a new finger while recognizing: once they have seen it (and perhaps
    /// ignored it), the fingers they keep are cancelled in their views like the others (A3).
    private var joinedWhileRecognizing: [GestureRecognizer] = []

    /// The lifecycle tables, kept in constants (HotPathIdioms: tables in constants).
    private let discreteLifecycle = DiscreteGestureLifecycle.table
    private let continuousLifecycle = ContinuousGestureLifecycle.table

    /// How many times the involved recognizers changed in a way that can raise new lazy questions
    /// (A1): one joined, or one's delegate changed. A recognizer whose questions were all asked
    /// at the current count has none left (``GestureRecognizer/lazyQuestionsAskedAt``).
    private var involvementChanges: UInt64 = 1

    /// How many involved recognizers may add a failure requirement lazily: by a delegate, or by a
    /// class of their own. While none may, the arbiter asks nothing and walks nothing for them.
    private var lazyAnswerers = 0
    /// How many involved recognizers have a delegate, which hears every lazy question about them.
    private var delegated = 0
    /// How many involved recognizers were told to require another to fail: while none was and
    /// none may add a requirement lazily, a win has no dependent to fail.
    private var requirers = 0

    /// How many recognizers wait for a failure: while none does, a failure has no one to tell.
    private var awaitingFailure = 0

    /// Creates the environment of a window that is being created; ``attach(to:)`` completes it.
    init() {}

    deinit {
        // Recognizers outlive their window's arbiter when their views are kept elsewhere.
        _involved.forEachLent { $0.involvingEnvironment = nil }
    }

    /// Completes the environment once its window exists, before anything reaches it.
    func attach(to window: Window) {
        precondition(attachedWindow.object == nil, "a gesture environment belongs to one window")
        attachedWindow = UnownedReference(window)
    }

    // MARK: Touches in

    /// Gives a new touch to the recognizers of its view and the view's ancestors (D1): deepest
    /// first, each view's in the order attached, minus disabled ones, ones waiting for a failure,
    /// and ones whose delegate refuses the touch. A recognizer already recognizing takes the new
    /// finger too; once it has seen it (and perhaps ignored it), the finger is cancelled in its
    /// view if the recognizer cancels touches (A3).
    func touchDidBegin(_ touch: Touch) {
        guard touch.view != nil else { return }
        // Gathered first, in a walk that lends each view and recognizer and calls out to nothing:
        // a delegate asked below may change the hierarchy, which would then have to be held
        // view by view. These are the recognizers on the views the touch went down on, read
        // through the touch, which holds its view, rather than bound and retained.
        let gathered = newTouchCandidates.count
        touch.view?.forEachGestureRecognizerToRoot { recognizer in
            if recognizer.isEnabled && Self.takesNewTouches(recognizer.lifecycle) {
                newTouchCandidates.append(recognizer)
            }
        }
        // The last recognizer this touch added to the evaluation order: the next one's view is
        // the same or contains it, which places the next one without comparing depths.
        var previous: ObjectIdentifier?
        newTouchCandidates.forEachLent(from: gathered) { recognizer in
            // Asked again: a delegate asked before may have changed it.
            guard recognizer.isEnabled && Self.takesNewTouches(recognizer.lifecycle) else { return }
            if let delegate = recognizer.delegate {
                let answer = delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                record(.delegate(recognizer: recognizer.traceName, question: "shouldReceive", view: nil, other: nil, result: answer))
                guard answer else { return }
            }
            // The delegate may have taken the view out of the window (or the recognizer off
            // it): a recognizer outside the window takes no part in its touches.
            guard isInWindow(recognizer), recognizer.isEnabled else { return }
            // Two recognizers already recognizing that exclude each other never share a new
            // finger (a choice; UIKit does not say): the deeper one, which saw it first, keeps it.
            if Self.isRecognizing(recognizer.lifecycle), _involved.containsLent(where: { other in
                other !== recognizer && Self.isRecognizing(other.lifecycle) && other.touches.contains { $0 === touch } && excludeEachOther(other, recognizer)
            }) {
                return
            }
            recognizer.watch(touch)
            if include(recognizer, after: previous) {
                previous = ObjectIdentifier(recognizer)
            }
            if recognizer.lifecycle == .began || recognizer.lifecycle == .changed {
                var joined = joinedWhileRecognizing.takeAll()
                joined.append(recognizer)
                joinedWhileRecognizing.putBack(&joined)
            }
        }
        newTouchCandidates.removeLast(newTouchCandidates.count - gathered)
    }

    /// Delivers each recognizer its touches of this event, phase by phase (D2); the state changes
    /// they ask for wait for ``process()``.
    func deliver(_ event: Event) {
        isHandlingEvent = true
        isProcessing = true
        defer { isProcessing = false }
        _involved.forEachLent { recognizer in
            let phasesHeld = recognizer.phasesOfTouches
            if phasesHeld.contains(.ended) || phasesHeld.contains(.cancelled) {
                passEndHasWork = true
            }
            // Most recognizers hear of one phase per event, for all their touches: those are
            // passed as the recognizer holds them, without gathering them into a buffer.
            if let phase = phasesHeld.onlyPhase {
                guard Self.hearsTouches(recognizer) else { return }
                Self.deliver(phase, recognizer.touches, to: recognizer, event)
            } else {
                deliverPhaseByPhase(phasesHeld, to: recognizer, event)
            }
        }
    }

    /// Delivers the touches of a recognizer that holds them in several phases, one phase after
    /// the other (D2). One buffer serves every call, so that delivering allocates nothing.
    private func deliverPhaseByPhase(_ phasesHeld: Touch.Phase.Mask, to recognizer: GestureRecognizer, _ event: Event) {
        var touches = phaseTouches.takeAll()
        defer { phaseTouches.putBack(&touches) }
        for phase in Self.deliveredPhases where phasesHeld.contains(phase) {
            // Asked again for each phase: a touch method of the phase before may have ended it.
            guard Self.hearsTouches(recognizer) else { continue }
            touches.removeAllKeepingStorage()
            recognizer.appendTouches(in: phase, to: &touches)
            guard !touches.isEmpty else { continue }
            Self.deliver(phase, touches, to: recognizer, event)
        }
    }

    /// Whether a recognizer still hears of its touches: a failed or cancelled one does not (D2).
    private static func hearsTouches(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.lifecycle != .failed && recognizer.lifecycle != .cancelled
    }

    /// Calls the recognizer's touch method for `phase`; stationary touches are not delivered (D2).
    private static func deliver(_ phase: Touch.Phase, _ touches: [Touch], to recognizer: GestureRecognizer, _ event: Event) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    // MARK: Requests

    /// A recognizer set its state: queue the request, and process it now if no pass is running.
    func request(_ state: GestureRecognizer.State, from recognizer: GestureRecognizer) {
        let trigger: GestureLifecycle.Trigger = switch state {
        case .began: .requestedBegan
        case .changed: .requestedChanged
        case .ended: .requestedEnded
        case .cancelled: .requestedCancelled
        case .failed: .requestedFailed
        case .possible: preconditionFailure("\(recognizer.traceName): a recognizer cannot set its state to .possible; it goes back there by itself (G3)")
        }
        enqueue(recognizer, trigger)
    }

    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        guard isInvolved(recognizer) else { return }
        enqueue(recognizer, .disabled)
    }

    func recognizerWillBeRemoved(_ recognizer: GestureRecognizer) {
        guard isInvolved(recognizer) else { return }
        enqueue(recognizer, .removed)
    }

    /// A recognizer was told to require another to fail.
    func recognizerRequirementsDidChange(_ recognizer: GestureRecognizer) {
        guard isInvolved(recognizer) else { return }
        countRelations()
    }

    /// A recognizer's delegate changed: an involved one may now raise lazy questions, or no longer.
    func recognizerDelegateDidChange(_ recognizer: GestureRecognizer) {
        guard isInvolved(recognizer) else { return }
        involvementChanges &+= 1
        recognizer.joinedInvolvedAt = involvementChanges
        recognizer.lazyQuestionsAskedAt = 0
        countRelations()
    }

    func recognizer(_ recognizer: GestureRecognizer, ignored touch: Touch) {
        addReleaseCandidate(touch)
        // One that ignored its last touch is done: the end of the pass takes it out.
        passEndHasWork = true
        if !isProcessing { runPass() }
    }

    /// Notes a touch whose hold may have ended, unless it is already noted: most touches are
    /// held by two recognizers, and each touch is checked once.
    private func addReleaseCandidate(_ touch: Touch) {
        if !releaseCandidates.contains(touch) {
            releaseCandidates.append(touch)
        }
    }

    /// The recognizers on views in a subtree that is leaving the window, cancelled or failed (G5).
    func viewWillLeaveWindow(_ view: View) {
        _involved.forEachLent { recognizer in
            if recognizer.view?.isDescendant(of: view) == true {
                append(recognizer, .removed)
            }
        }
    }

    /// Runs a recognizer's timer action, then the pass it calls for.
    func runAfterTimer(_ action: () -> Void) {
        let wasProcessing = isProcessing
        isProcessing = true
        action()
        isProcessing = wasProcessing
        if !isProcessing { runPass() }
    }

    private func enqueue(_ recognizer: GestureRecognizer, _ trigger: GestureLifecycle.Trigger) {
        append(recognizer, trigger)
        if !isProcessing { runPass() }
    }

    /// Adds a state change at the end of the queue.
    private func append(_ recognizer: GestureRecognizer, _ trigger: GestureLifecycle.Trigger) {
        guard firstRequest != nil || queueHead < queue.count else {
            firstRequest = (recognizer, trigger)
            return
        }
        var requests = queue.takeAll()
        requests.append((recognizer, trigger))
        queue.putBack(&requests)
    }

    /// Whether a state change waits in the queue.
    private var hasRequests: Bool {
        firstRequest != nil || queueHead < queue.count
    }

    /// Takes the state change at the head of the queue; the last one taken empties it.
    private func removeFirstRequest() -> Request {
        if let first = firstRequest.take() {
            return first
        }
        guard queueHead == queue.count - 1 else {
            queueHead += 1
            return queue[queueHead - 1]
        }
        // The last request is moved out rather than copied: most passes have one.
        var requests = queue.takeAll()
        let last = requests.removeLast()
        requests.removeAllKeepingStorage()
        queue.putBack(&requests)
        queueHead = 0
        return last
    }

    /// A whole pass outside a touch event: process, release what is no longer held, reset.
    ///
    /// A callback may change the scene in the middle of a pass (remove a view, disable a
    /// recognizer): the pass already running takes the requests that causes, in their turn, and
    /// a touch event's pass ends only when the window has delivered the event (``finishPass()``).
    func runPass() {
        guard !isProcessing else { return }
        readWindow { $0.runHoldingSentEvents { passOutsideEvent() } }
    }

    private func passOutsideEvent() {
        process()
        releaseHeldTouches()
        if !isHandlingEvent { finishPass() }
    }

    // MARK: The update pass

    /// Applies queued state changes until none is left; actions may queue more (G3).
    ///
    /// Like ``releaseHeldTouches()``, a small function in front of the work, so that a pass with
    /// nothing to do costs a test rather than a call.
    func process() {
        guard !isProcessing, hasRequests || !joinedWhileRecognizing.isEmpty else { return }
        processRequests()
    }

    /// The work of ``process()``.
    private func processRequests() {
        isProcessing = true
        defer { isProcessing = false }
        if !joinedWhileRecognizing.isEmpty {
            let joined = joinedWhileRecognizing.takeAll()
            for recognizer in joined where recognizer.lifecycle == .began || recognizer.lifecycle == .changed {
                readWindow { $0.recognizerDidWin(recognizer) }
            }
        }
        while hasRequests {
            let (recognizer, trigger) = removeFirstRequest()
            apply(trigger, to: recognizer)
        }
    }

    /// Lets the views have the touches whose holds ended in this pass (A4, A5).
    func releaseHeldTouches() {
        // Most passes end no hold: then there is nothing to check or flush.
        guard !releaseCandidates.isEmpty else { return }
        releaseCandidateTouches()
    }

    /// The work of ``releaseHeldTouches()``.
    private func releaseCandidateTouches() {
        readWindow { $0.releaseTouches(in: releaseCandidates) }
    }

    /// Ends the pass: outcomes go back to possible, lifted touches are dropped, and recognizers
    /// that no longer watch anything leave the evaluation order (G3).
    func finishPass() {
        guard !isProcessing else { return }
        process()
        isHandlingEvent = false
        readWindow { $0.invariantChecker?.passWillEnd() }
        if passEndHasWork {
            endPassForEachRecognizer()
        } else {
            assert(!_involved.containsLent { !endsPassUnchanged($0) }, "a recognizer has work at the end of the pass, but nothing said so")
        }
        if hasRequests { runPass() }
    }

    /// The walk of ``finishPass()``: each recognizer hears that the pass ended, drops its lifted
    /// touches, and leaves the evaluation order if it is done.
    private func endPassForEachRecognizer() {
        // Cleared first: a reset that sets a state during the walk calls for another walk.
        passEndHasWork = false
        isProcessing = true
        var someAreDone = false
        _involved.forEachLent { recognizer in
            apply(.passEnded, to: recognizer)
            recognizer.dropLiftedTouches()
            someAreDone = someAreDone || Self.isDone(recognizer)
        }
        isProcessing = false
        // Most passes end no gesture: then the buffer is not touched at all.
        if someAreDone {
            removeDoneRecognizers()
        }
    }

    /// Whether the end of the pass would leave this recognizer as it is: its lifecycle ignores
    /// `passEnded` in its state, it holds no lifted touch, and it is not done. What the skipped
    /// walk of ``finishPass()`` relies on, checked in debug builds.
    private func endsPassUnchanged(_ recognizer: GestureRecognizer) -> Bool {
        let ignored = recognizer.isDiscrete
            ? discreteLifecycle.ignores(recognizer.lifecycle, on: .passEnded)
            : continuousLifecycle.ignores(recognizer.lifecycle, on: .passEnded)
        return ignored && !recognizer.holdsLiftedTouch && !Self.isDone(recognizer)
    }

    /// Whether a recognizer is back to possible with no touches left: it leaves the evaluation order.
    private static func isDone(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.lifecycle == .possible && !recognizer.hasSequenceTouches
    }

    private func apply(_ trigger: GestureLifecycle.Trigger, to recognizer: GestureRecognizer) {
        if recognizer.isDiscrete {
            apply(trigger, to: recognizer, by: discreteLifecycle)
        } else {
            apply(trigger, to: recognizer, by: continuousLifecycle)
        }
    }

    /// Runs the trigger through the lifecycle `table`; both lifecycles share their vocabulary, so
    /// one body serves both, each specialized.
    private func apply<Machine: StateMachineDescription>(_ trigger: GestureLifecycle.Trigger, to recognizer: GestureRecognizer, by table: TransitionTable<Machine>)
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
        readWindow { $0.invariantChecker?.recognizer(recognizer, movedFrom: from) }
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
            if lazyAnswerers == 0, recognizer.requiredByCount <= 1 {
                if let dependent = recognizer.firstRequiredBy, dependent !== recognizer, dependent.lifecycle.isUndecided, isInvolved(dependent) {
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
            if lazyAnswerers == 0, recognizer.requiredByCount <= 1 {
                if let dependent = recognizer.firstRequiredBy, dependent.lifecycle == .awaitingFailure, isInvolved(dependent) {
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
            _involved.forEachLent { other in
                if other !== recognizer, Self.canStillBePrevented(other.lifecycle), recognizer.sharesSequenceTouch(with: other),
                    recognizer.canPrevent(other), other.canBePrevented(by: recognizer), !recognizeSimultaneously(recognizer, other) {
                    append(other, .prevented)
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
        for touch in recognizer.sequenceTouches {
            if let view = touch.view, !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        for view in views {
            let answer = view.gestureRecognizerShouldBegin(recognizer)
            record(.delegate(recognizer: recognizer.traceName, question: "shouldBegin", view: view.traceName, other: nil, result: answer))
            if !answer { return false }
        }
        guard let delegate = recognizer.delegate else { return true }
        let answer = delegate.gestureRecognizerShouldBegin(recognizer)
        record(.delegate(recognizer: recognizer.traceName, question: "shouldBegin", view: nil, other: nil, result: answer))
        return answer
    }

    /// Either delegate answering true is enough (A2); the second is asked only if the first said no.
    private func recognizeSimultaneously(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        // Most recognizers have no delegate: then no delegate is loaded, nor anything asked.
        guard first.delegateWasSet || second.delegateWasSet else { return false }
        return delegateAllowsSimultaneous(first, with: second) || delegateAllowsSimultaneous(second, with: first)
    }

    /// The answer of `asked`'s delegate, if it has one, whether `asked` may recognize with `other`.
    private func delegateAllowsSimultaneous(_ asked: GestureRecognizer, with other: GestureRecognizer) -> Bool {
        guard let delegate = asked.delegate else { return false }
        let answer = delegate.gestureRecognizer(asked, shouldRecognizeSimultaneouslyWith: other)
        record(.delegate(recognizer: asked.traceName, question: "shouldRecognizeSimultaneously", view: nil, other: other.traceName, result: answer))
        return answer
    }

    private static func isRecognizing(_ state: GestureLifecycle.State) -> Bool {
        state == .began || state == .changed
    }

    /// Whether one of the two, recognizing, would fail or cancel the other (A2).
    private func excludeEachOther(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        let prevents = (first.canPrevent(second) && second.canBePrevented(by: first)) || (second.canPrevent(first) && first.canBePrevented(by: second))
        return prevents && !recognizeSimultaneously(first, second)
    }

    /// Watching for its gesture, or recognizing one: not waiting for a failure, not finished.
    private static func takesNewTouches(_ state: GestureLifecycle.State) -> Bool {
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

    // MARK: Failure requirements

    /// Whether `waiting` waits for `other` to fail: told to with `require(toFail:)`, or, while
    /// both take part, as a subclass or delegate adds lazily (A1).
    private func waits(_ waiting: GestureRecognizer, for other: GestureRecognizer) -> Bool {
        askLazyQuestions(of: waiting)
        if waiting.failureRequirements.contains(where: { $0 === other }) { return true }
        return lazyAnswerers > 0 && other !== waiting && isInvolved(other) && lazilyRequires(waiting, other)
    }

    /// Whether one of the recognizers `recognizer` waits for satisfies `condition`: those it was
    /// told to require in the order required, then those added lazily in evaluation order (A1).
    private func anyRequirement(of recognizer: GestureRecognizer, _ condition: (GestureRecognizer) -> Bool) -> Bool {
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
        guard delegated > 0, waiting.lazyQuestionsAskedAt != involvementChanges else { return }
        let askedBefore = waiting.lazyQuestionsAskedAt
        waiting.lazyQuestionsAskedAt = involvementChanges
        let required = waiting.failureRequirements
        _involved.forEachLent { other in
            if other !== waiting, other.joinedInvolvedAt > askedBefore, waiting.delegateWasSet || other.delegateWasSet,
                !required.contains(where: { $0 === other }) {
                ask(waiting, requires: other)
            }
        }
    }

    /// Asks the subclasses, then the delegates, whether `waiting` must wait for `other`, and keeps
    /// a yes for the rest of both attempts.
    private func ask(_ waiting: GestureRecognizer, requires other: GestureRecognizer) {
        var answer = Self.subclassesRequire(waiting, other)
        if !answer, waiting.delegateWasSet, let delegate = waiting.delegate {
            answer = delegate.gestureRecognizer(waiting, shouldRequireFailureOf: other)
            record(.delegate(recognizer: waiting.traceName, question: "shouldRequireFailure", view: nil, other: other.traceName, result: answer))
        }
        if !answer, other.delegateWasSet, let delegate = other.delegate {
            answer = delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting)
            record(.delegate(recognizer: other.traceName, question: "shouldBeRequiredToFail", view: nil, other: waiting.traceName, result: answer))
        }
        // Most answers are no, about a recognizer that has none: then there is nothing to keep.
        guard answer || !waiting.lazyRequirements.isEmpty else { return }
        var kept = waiting.lazyRequirements.takeAll()
        kept.removeAll { $0.recognizer === other }
        if answer {
            kept.append(LazyRequirement(recognizer: other, attempt: other.lazyRequirementAttempt))
        }
        waiting.lazyRequirements.putBack(&kept)
    }

    /// Whether `waiting` must wait for `other`, by the subclasses' and delegates' answers: those
    /// a delegate heard as kept, the others asked now.
    private func lazilyRequires(_ waiting: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        guard waiting.delegateWasSet || other.delegateWasSet else { return Self.subclassesRequire(waiting, other) }
        return waiting.lazyRequirements.contains { $0.isCurrent(for: other) }
    }

    /// Whether the recognizers' classes say that `waiting` must wait for `other`.
    private static func subclassesRequire(_ waiting: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        (waiting.classMayRequireFailureLazily && waiting.shouldRequireFailure(of: other))
            || (other.classMayRequireFailureLazily && other.shouldBeRequiredToFail(by: waiting))
    }

    /// Starts the recognizer's next attempt: the lazy answers about it, and its own, are over.
    private func forgetLazyRequirements(of recognizer: GestureRecognizer) {
        recognizer.lazyRequirementAttempt &+= 1
        recognizer.lazyQuestionsAskedAt = 0
        if !recognizer.lazyRequirements.isEmpty {
            recognizer.lazyRequirements.removeAll()
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

    // MARK: Helpers

    /// Adds a recognizer in evaluation order (G6): deeper views first; on one view, in the order
    /// attached; on different views at one depth, in the order they joined. Returns whether it
    /// joined now.
    ///
    /// `previous` is the recognizer the same touch added last, if any: the new one's view is the
    /// same or contains it. Most recognizers join right after it, at the end, and then no depth
    /// is taken; otherwise the depths decide, each taken once and kept
    /// (``GestureRecognizer/involvedDepth``).
    @discardableResult
    private func include(_ recognizer: GestureRecognizer, after previous: ObjectIdentifier?) -> Bool {
        guard !isInvolved(recognizer) else { return false }
        recognizer.involvedDepth = nil
        recognizer.involvingEnvironment = ObjectIdentifier(self)
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
        if let known = recognizer.involvedDepth { return known }
        let depth = recognizer.readView(\.depth) ?? 0
        recognizer.involvedDepth = depth
        return depth
    }

    /// Whether a recognizer attached to `recognizer`'s view after it is involved already.
    private func hasInvolvedRecognizer(attachedAfter recognizer: GestureRecognizer) -> Bool {
        recognizer.readView { view in view.containsRecognizer(attachedAfter: recognizer) { isInvolved($0) } } ?? false
    }

    /// Whether `recognizer` is among this environment's involved recognizers.
    func isInvolved(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.involvingEnvironment == ObjectIdentifier(self)
    }

    /// Counts a recognizer that joined the involved ones: it may raise new lazy questions.
    private func joined(_ recognizer: GestureRecognizer) {
        involvementChanges &+= 1
        recognizer.joinedInvolvedAt = involvementChanges
        // One that comes from another window's arbiter has been asked nothing here.
        if recognizer.lazyQuestionsArbiter != ObjectIdentifier(self) {
            recognizer.lazyQuestionsArbiter = ObjectIdentifier(self)
            recognizer.lazyQuestionsAskedAt = 0
        }
        if recognizer.delegateWasSet { delegated += 1 }
        if recognizer.delegateWasSet || recognizer.classMayRequireFailureLazily { lazyAnswerers += 1 }
        if recognizer.hasFailureRequirements { requirers += 1 }
    }

    /// Takes the recognizers that are done out of the evaluation order, and counts the rest again.
    private func removeDoneRecognizers() {
        _involved.removeAll { recognizer in
            guard Self.isDone(recognizer) else { return false }
            recognizer.involvingEnvironment = nil
            return true
        }
        if _involved.isEmpty {
            (lazyAnswerers, delegated, requirers) = (0, 0, 0)
        } else {
            countRelations()
        }
    }

    /// Counts the involved recognizers that may add a failure requirement lazily, those with a
    /// delegate, and those told to require another to fail.
    private func countRelations() {
        (lazyAnswerers, delegated, requirers) = (0, 0, 0)
        _involved.forEachLent { recognizer in
            if recognizer.delegateWasSet { delegated += 1 }
            if recognizer.delegateWasSet || recognizer.classMayRequireFailureLazily { lazyAnswerers += 1 }
            if recognizer.hasFailureRequirements { requirers += 1 }
        }
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
    private func isInWindow(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.readWindow(ObjectIdentifier.init) == attachedWindow.read(ObjectIdentifier.init)
    }

    private func record(_ payload: @autoclosure () -> TraceRecord.Payload) {
        readWindow { $0.trace.record(payload()) }
    }

    /// Why a recognizer failed or was cancelled, for the trace: the guard that decided, else the trigger.
    private func reason(_ state: GestureLifecycle.State, _ trigger: GestureLifecycle.Trigger, _ condition: GuardCondition<GestureLifecycle.Guard>, _ recognizer: GestureRecognizer) -> String? {
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
