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
    var attachedWindow = UnownedReference<Window>(nil)

    /// What `read` reads off the window or asks of it, lending the window rather than retaining
    /// it: the log, the checker and the trace at every lookup, and the window's own work on the
    /// touches. The environment works only within a call on its window or on a recognizer in it
    /// (an event, a timer, a state set), whose caller holds the window for the call.
    func readWindow<Value>(_ read: (Window) -> Value) -> Value {
        attachedWindow.readPresent(read)
    }

    /// The recognizers taking part in the current touches, in evaluation order (G6); an array
    /// made at each read, like UIKit's copies of its lists.
    public var involved: [GestureRecognizer] { _involved.elements }
    /// Whether any recognizer takes part in the current touches, asked without making the array.
    var hasInvolved: Bool { !_involved.isEmpty }
    // Walked several times per event, by loops that may call out: see ``SnapshotBuffer``.
    let _involved = SnapshotBuffer<GestureRecognizer>()

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
    var passEndHasWork = true

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
    let discreteLifecycle = DiscreteGestureLifecycle.table
    let continuousLifecycle = ContinuousGestureLifecycle.table

    /// How many times the involved recognizers changed in a way that can raise new lazy questions
    /// (A1): one joined, or one's delegate changed. A recognizer whose questions were all asked
    /// at the current count has none left (``ArbitrationRecord/lazyQuestionsAskedAt``).
    var involvementChanges: UInt64 = 1

    /// How many involved recognizers may add a failure requirement lazily: by a delegate, or by a
    /// class of their own. While none may, the arbiter asks nothing and walks nothing for them.
    var lazyAnswerers = 0
    /// How many involved recognizers have a delegate that answers a lazy question about them
    /// itself; the questions of the others reach no delegate.
    var requirementDelegates = 0
    /// How many involved recognizers were told to require another to fail: while none was and
    /// none may add a requirement lazily, a win has no dependent to fail.
    var requirers = 0

    /// How many recognizers wait for a failure: while none does, a failure has no one to tell.
    var awaitingFailure = 0

    /// Creates the environment of a window that is being created; ``attach(to:)`` completes it.
    init() {}

    deinit {
        // Recognizers outlive their window's arbiter when their views are kept elsewhere.
        _involved.forEachLent { $0.arbitration.involvingEnvironment = nil }
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
            if recognizer.isEnabled && Self.takesNewTouches(recognizer.lifecycle) && recognizer.acceptsType(of: touch) {
                newTouchCandidates.append(recognizer)
            }
        }
        // The last recognizer this touch added to the evaluation order: the next one's view is
        // the same or contains it, which places the next one without comparing depths.
        var previous: ObjectIdentifier?
        newTouchCandidates.forEachLent(from: gathered) { recognizer in
            // Asked again: a delegate asked before may have changed it.
            guard recognizer.isEnabled && Self.takesNewTouches(recognizer.lifecycle) else { return }
            if let receives = recognizer.receivesTouch, !receives(touch) {
                return
            }
            if askDelegate(of: recognizer, .shouldReceive, { $0.gestureRecognizer(recognizer, shouldReceive: touch) }) == false {
                return
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
        recognizer.arbitration.joinedInvolvedAt = involvementChanges
        recognizer.arbitration.lazyQuestionsAskedAt = 0
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
    func addReleaseCandidate(_ touch: Touch) {
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

    /// Runs a recognizer's timer action, then the pass it calls for, whose end looks at every
    /// recognizer: the one whose timer fired may have decided, or be left with nothing to wait for.
    func runAfterTimer(_ action: () -> Void) {
        let wasProcessing = isProcessing
        isProcessing = true
        action()
        isProcessing = wasProcessing
        passEndHasWork = true
        if !isProcessing { runPass() }
    }

    /// Runs the pointer's hover events for its hover recognizers (P2): those under the pointer
    /// join the evaluation order, `action` asks for their state changes, and one pass applies
    /// them. They have no touches, so no touch recognizer prevents them or is prevented by them.
    func runPointerPass(including recognizers: [HoverGestureRecognizer], _ action: () -> Void) {
        // Only those about to ask for a change join: one already over its view whose delegate
        // refused it asks for nothing until the pointer leaves.
        for recognizer in recognizers where isInWindow(recognizer) && (recognizer.hoverState == .away || Self.isRecognizing(recognizer.lifecycle)) {
            include(recognizer, after: nil)
        }
        runAfterTimer(action)
    }

    private func enqueue(_ recognizer: GestureRecognizer, _ trigger: GestureLifecycle.Trigger) {
        append(recognizer, trigger)
        if !isProcessing { runPass() }
    }

    /// Adds a state change at the end of the queue.
    func append(_ recognizer: GestureRecognizer, _ trigger: GestureLifecycle.Trigger) {
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
        if passEndHasWork {
            failStrandedRecognizers()
        }
        isHandlingEvent = false
        readWindow { $0.invariantChecker?.passWillEnd() }
        if passEndHasWork {
            endPassForEachRecognizer()
        } else {
            assert(!_involved.containsLent { !endsPassUnchanged($0) }, "a recognizer has work at the end of the pass, but nothing said so")
        }
        readWindow { $0.invariantChecker?.arbiterDidFinishPass(self) }
        if hasRequests { runPass() }
    }

    /// The walk of ``finishPass()``: each recognizer hears that the pass ended, drops its lifted
    /// touches, and leaves the evaluation order if it is done.
    /// Fails each recognizer that nothing can move on any more: one still possible once all its
    /// fingers are up, with no timer of its own to wait for (a custom recognizer that never
    /// decides). Otherwise it would hold its view's `touchesEnded` (A5) and every later touch of
    /// that view for ever; Apple documents that a recognizer that does not recognize lets the
    /// view have them. A choice for when: at the end of the pass in which its last finger lifted.
    private func failStrandedRecognizers() {
        guard _involved.containsLent(where: { $0.isStranded }) else { return }
        _involved.forEachLent { recognizer in
            if recognizer.isStranded {
                recognizer.failureReason = "undecided"
                append(recognizer, .requestedFailed)
            }
        }
        process()
        releaseHeldTouches()
    }

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
    static func isDone(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.lifecycle == .possible && !recognizer.hasSequenceTouches
    }
}
