/// The root of a view hierarchy and the place where touches enter it; UIKit's `UIWindow`, plus
/// the part of `UIApplication` that turns raw input into touches.
///
/// An embedder reports fingers with ``send(_:at:)``. The window advances its clock to the event's
/// time (running due timers first), hit-tests each new touch and binds it to the view found,
/// then calls ``sendEvent(_:)``: the gesture recognizers see the touches first and decide (D2),
/// then each touch's phase reaches its view's responder chain, as ``ViewDelivery`` says.
///
/// The window ends the responder chain: UIKit would go on to the application, which does nothing
/// with touches.
///
/// A touch holds its view, as `UITouch` does. A window dropped with fingers down on its views
/// lets go of them (their touches lose their views), but a finger down on the window itself, where
/// no subview was hit, keeps the window alive until it lifts or is cancelled: send its lift, or a
/// `cancelled` phase, before dropping the window, as the fixture runner does.
open class Window: View {
    /// The virtual clock every time in this window comes from.
    public let clock: VirtualClock

    /// What happens in this window, step by step; off until recording is asked for.
    public let trace: Trace

    /// The thresholds and delays of touch handling; UIKit's by default.
    public var constants: InteractionConstants {
        get { _constants }
        set { _constants = newValue }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _constants: InteractionConstants

    /// Where the machines of this window's touches, recognizers, scroll views and controls record
    /// the rows they take; nil (the default) records nothing.
    public var transitionLog: TransitionLog? {
        // Unwrapped before it is copied: a plain read retains and releases even a missing log,
        // and this is read at every lookup of every machine.
        get { _transitionLog.map { $0 } }
        set { _transitionLog = newValue }
    }
    private var _transitionLog: TransitionLog?

    /// Checks the engine's promises after every event; see ``startCheckingInvariants(response:)``.
    public internal(set) var invariantChecker: InvariantChecker? {
        // Unwrapped before it is copied, like the transition log: read at every change of a recognizer.
        get { _invariantChecker.map { $0 } }
        set { _invariantChecker = newValue }
    }
    private var _invariantChecker: InvariantChecker?

    /// The touches on the screen, in the order they went down.
    public var activeTouches: [Touch] { _activeTouches }
    private var _activeTouches: [Touch] = []
    /// A lifted touch that nothing else held, kept to become the next finger's (see ``Touch``), so
    /// that a tap neither allocates a touch nor frees one.
    private var spareTouch: Touch?

    /// The tables of the touches' machines, kept in constants (HotPathIdioms: tables in constants).
    private let touchLifecycle = TouchLifecycle.table
    private let viewDelivery = ViewDelivery.table

    /// A reference to this window for what may outlive it; cleared when the window goes away.
    let reference: WindowReference

    /// The arbiter of this window's gesture recognizers.
    public let gestureEnvironment = GestureEnvironment()

    private var tapCounter = TapCounter()

    /// The one event object this window hands out, as UIKit reuses its touch event.
    private let event: Event

    /// Touch methods decided but not yet called, in the order decided; see ``flushViewDeliveries()``.
    private var pendingDeliveries: [PendingDelivery] = []
    /// The touches and views of the deliveries being grouped, as numbers (see ``group(_:)``).
    private let deliveryTouches = ScratchBuffer<ObjectIdentifier>()
    private let deliveryViews = ScratchBuffer<ObjectIdentifier?>()
    /// Storage that ``flushViewDeliveries()`` keeps from flush to flush: the touches of the group
    /// being delivered.
    private var groupTouches: [Touch] = []
    /// What the touches of the calls under way show otherwise, while a call shows them at their
    /// touch-down or cancelled: a stack, since a touch method may flush deliveries of its own,
    /// each call saving above the states of the calls it is nested in and restoring only its own.
    private let savedTouchStates = ScratchBuffer<SavedTouchState>()

    /// Whether ``sendEvent(_:)`` is running, so that a touch released in it gets its move from the event itself.
    private var isDeliveringEvent = false

    /// How many events and timers are being handled; events sent meanwhile wait (see ``send(_:at:)``).
    private var callbackDepth = 0

    /// Events sent from callbacks, waiting for the event or timer being handled to finish.
    private var deferredEvents: [(inputs: [TouchInput], time: VirtualTime)] = []

    /// The timers scheduled through this window that are still pending; see
    /// ``scheduleTimer(named:owner:after:_:)``.
    let pendingTimers = PendingTimerList()

    /// The inputs of the event being sent, each with the row of ``TouchLifecycle`` it takes,
    /// written by ``validate(_:at:against:into:)`` and read by ``handleEvent(_:at:)``.
    private let validatedInputs = ScratchBuffer<ValidatedInput>()

    /// Creates a window; give windows that must agree on time the same clock.
    public init(frame: Rect, clock: VirtualClock = VirtualClock(), constants: InteractionConstants = .uikit) {
        self.clock = clock
        let trace = Trace(clock: clock)
        self.trace = trace
        let reference = WindowReference()
        self.reference = reference
        self.event = Event(trace: trace, window: reference)
        self._constants = constants
        super.init(frame: frame)
        gestureEnvironment.attach(to: self)
        reference.point(at: self)
        #if DEBUG
        startCheckingInvariants(response: .trap)
        #endif
    }

    /// A window dropped with fingers still down has their touches let go of their views: a touch
    /// holds its view, whose recognizers (and a control tracking it) hold the touch, and nothing
    /// else would ever free them. A touch kept beyond its window has neither window nor view.
    deinit {
        reference.clear()
        for touch in _activeTouches {
            touch.retire()
        }
    }

    /// Reports what the listed fingers did at `time`; fingers that are down and not listed are stationary.
    ///
    /// The whole event is checked before anything happens, so a refused event changes nothing:
    /// time must not go backward, a finger may be listed once, a finger that begins must not be
    /// down already, any other phase needs a finger that is down, and a stationary finger must
    /// not have moved.
    ///
    /// Called from a callback (an action, a delegate, an overridden method, a timer), the event
    /// waits, as UIKit's run loop makes a new event wait for the current one: it is checked at
    /// once against the touches as they will be when its turn comes, and delivered as soon as
    /// the event or timer being handled has finished, after any sent before it. A callback runs
    /// at one instant, so such an event must be at the clock's `now`.
    public func send(_ inputs: [TouchInput], at time: VirtualTime) throws(TouchInputError) {
        if callbackDepth > 0 || clock.isAdvancing, time != clock.now {
            throw .sentFromCallbackAtAnotherTime(now: clock.now, requested: time)
        }
        if callbackDepth > 0 {
            let touches = touchesOnceDeferredEventsAreDelivered()
            // Checked into storage of its own: the event being handled still reads the window's.
            try validate(inputs, at: time, against: touches, into: ScratchBuffer())
            var events = deferredEvents.takeAll()
            events.append((inputs, time))
            deferredEvents.putBack(&events)
            return
        }
        try validate(inputs, at: time, into: validatedInputs)
        let validation = validatedInputs.generation
        if time > clock.now {
            clock.advance(to: time)
        }
        // A timer that just ran may have sent events of its own, which this one now follows:
        // checked into the same storage, they also emptied it of this event's inputs.
        if validatedInputs.generation != validation {
            try validate(inputs, at: time, into: validatedInputs)
        }
        handleEvent(validatedInputs, at: time)
    }

    /// Carries out one validated event, then the events its callbacks sent.
    private func handleEvent(_ transitions: ScratchBuffer<ValidatedInput>, at time: VirtualTime) {
        if let transitionLog {
            for (input, row) in transitions {
                transitionLog.record(machine: TouchLifecycle.name, subject: "touch \(input.id)", row: row)
            }
        }
        callbackDepth += 1
        event.timestamp = time
        _activeTouches.forEachLent { touch in
            touch.phase = .stationary
        }
        // New fingers are bound first, against the state before this event, so that where they
        // are listed among the other fingers' moves and lifts does not matter to the multiple-
        // and exclusive-touch rules; among themselves, the order listed is their touch-down order.
        for (input, row) in transitions where touchLifecycle.effect(ofRow: row).actions.contains(.hitTestAndBind) {
            begin(input, at: time)
        }
        for (input, row) in transitions where touchLifecycle.effect(ofRow: row).actions.contains(.update) {
            guard let touch = activeTouch(id: input.id) else { continue }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = input.location
            touch.phase = input.phase
            touch.timestamp = time
            if !touch.hasLeftTapRadius, input.location.distance(to: touch.initialLocationInWindow) > constants.tapAllowableMovement {
                touch.hasLeftTapRadius = true
            }
        }
        sendEvent(event)
        var lifted: Touch?
        if transitions.contains(where: { !$0.input.phase.isActive }) {
            for (input, _) in transitions where !input.phase.isActive {
                if let index = _activeTouches.firstIndex(where: { $0.id == input.id }) {
                    var touches = _activeTouches.takeAll()
                    // The last finger down is most often the one lifting: popped, nothing moves.
                    let touch = index == touches.count - 1 ? touches.removeLast() : touches.remove(at: index)
                    _activeTouches.putBack(&touches)
                    // Changed out of place, so that reading it at every touch-down is proven exclusive.
                    var counter = tapCounter
                    counter.touchLeft(touch, constants: constants)
                    tapCounter = counter
                    lifted = consume touch
                }
            }
        }
        callbackDepth -= 1
        invariantChecker?.check(self)
        // Kept for the next finger if nothing else holds it, the checker having let go of it.
        if var touch = lifted.take(), isKnownUniquelyReferenced(&touch) {
            touch.retire()
            spareTouch = touch
        }
        deliverDeferredEvents()
    }

    /// Runs work that no event started (a timer's, or an arbitration pass that code caused by
    /// removing a view or disabling a recognizer) with the events its callbacks send held until it
    /// has finished, as those sent while an event is handled are: delivered in the middle of the
    /// work, an event's own pass would reset recognizers whose outcome is still being carried out.
    func runHoldingSentEvents(_ action: () -> Void) {
        callbackDepth += 1
        action()
        callbackDepth -= 1
        deliverDeferredEvents()
    }

    /// Delivers the events that callbacks sent, in the order sent, once nothing is being handled.
    ///
    /// Like the other checks made after every event, it is a small function in front of the
    /// work, so that the common case, nothing to do, costs a test rather than a call.
    private func deliverDeferredEvents() {
        guard callbackDepth == 0, !deferredEvents.isEmpty else { return }
        deliverFirstDeferredEvent()
    }

    /// Delivers the first of the events that callbacks sent; see ``deliverDeferredEvents()``.
    private func deliverFirstDeferredEvent() {
        var events = deferredEvents.takeAll()
        let (inputs, time) = events.removeFirst()
        deferredEvents.putBack(&events)
        // Checked when sent against exactly the touches it meets now, so it cannot be refused here.
        guard (try? validate(inputs, at: time, into: validatedInputs)) != nil else {
            preconditionFailure("a deferred event was accepted when sent and refused when delivered")
        }
        handleEvent(validatedInputs, at: time)
    }

    /// Delivers an event: to the gesture recognizers first (D2), which then decide in their update
    /// pass (G3); touches whose holds ended are released; then each touch's phase goes to its view,
    /// phase by phase (began, moved, ended, cancelled), each to the views in the order their
    /// touches went down; last, the recognizers' outcomes go back to possible.
    open func sendEvent(_ event: Event) {
        isDeliveringEvent = true
        defer { isDeliveringEvent = false }
        gestureEnvironment.deliver(event)
        gestureEnvironment.process()
        gestureEnvironment.releaseHeldTouches()
        let touches = event.allTouches
        let phasesPresent = Touch.Phase.Mask(touches)
        // A phase no touch has queues nothing, and there is nothing left to flush from before:
        // every step before this loop flushed its own.
        assert(pendingDeliveries.isEmpty, "touch methods queued before the event's phases were left unflushed")
        for (phase, trigger) in Self.deliveryTriggers where phasesPresent.contains(phase) {
            touches.forEachLent { touch in
                if touch.phase == phase {
                    step(touch, trigger)
                }
            }
            flushViewDeliveries()
        }
        gestureEnvironment.finishPass()
    }

    /// Each phase a view hears of, in the order delivered, with the trigger it is for ``ViewDelivery``.
    private static let deliveryTriggers: [(Touch.Phase, ViewDelivery.Trigger)] = [
        (.began, .touchBegan), (.moved, .touchMoved), (.ended, .touchEnded), (.cancelled, .touchCancelled),
    ]

    // MARK: Touches and their views

    /// A recognizer began or recognized: its touches are cancelled or withheld in their views (A3–A5).
    func recognizerDidWin(_ recognizer: GestureRecognizer) {
        for touch in recognizer.sequenceTouches where touch.viewDelivery.isOpen {
            step(touch, .recognized, cancelsTouches: recognizer.cancelsTouchesInView)
        }
        flushViewDeliveries()
    }

    /// Recognizers that held these touches may have failed: release the ones no longer held (A4, A5).
    ///
    /// The touches are stepped and `candidates` emptied before any touch method is called, so
    /// that the touches whose holds those methods end are noted in it afresh, for the next check.
    func releaseTouches(in candidates: ScratchBuffer<Touch>) {
        candidates.forEachLent(from: 0) { touch in
            if touch.viewDelivery == .held || touch.viewDelivery == .endHeld {
                step(touch, .passEnded)
            }
        }
        candidates.removeAll()
        flushViewDeliveries()
    }

    /// Cancels the touches bound to `view` or its subviews, and its recognizers, before it leaves
    /// the window (D6, G5).
    func viewWillLeaveWindow(_ view: View) {
        for touch in _activeTouches where touch.view?.isDescendant(of: view) == true {
            step(touch, .viewRemoved)
        }
        flushViewDeliveries()
        gestureEnvironment.viewWillLeaveWindow(view)
        gestureEnvironment.runPass()
    }

    /// Moves a touch through ``ViewDelivery/table``, queuing the touch methods the row asks for.
    private func step(_ touch: Touch, _ trigger: ViewDelivery.Trigger, cancelsTouches: Bool = false) {
        viewDelivery.run(trigger, log: transitionLog, name: "touch \(touch.id)", state: { touch.viewDelivery }) {
            holds($0, for: touch, cancelsTouches: cancelsTouches)
        } enter: { state, _ in
            touch.viewDelivery = state
        } perform: {
            perform($0, for: touch)
        }
    }

    @inline(__always)
    private func holds(_ condition: ViewDelivery.Guard, for touch: Touch, cancelsTouches: Bool) -> Bool {
        switch condition {
        case .allowedByTouchRules: touch.isAllowedByTouchRules
        case .beganDelayed: gestureEnvironment.delaysBegan(touch)
        case .endedDelayed: gestureEnvironment.delaysEnded(touch)
        case .fingerUp: touch.phase == .ended
        case .cancelsTouches: cancelsTouches
        }
    }

    private func perform(_ action: ViewDelivery.Action, for touch: Touch) {
        switch action {
        case .deliverBegan: queue(PendingDelivery(method: .touchesBegan, touch: touch))
        case .deliverMoved: queue(PendingDelivery(method: .touchesMoved, touch: touch))
        case .deliverEnded: queue(PendingDelivery(method: .touchesEnded, touch: touch))
        case .deliverCancelled: queue(PendingDelivery(method: .touchesCancelled, touch: touch))
        case .deliverHeldBegan:
            queue(PendingDelivery(method: .touchesBegan, touch: touch, atTouchDown: true))
            // A touch that moves in the event being delivered gets that move in its turn.
            let movesInThisEvent = isDeliveringEvent && touch.phase == .moved
            if touch.locationInWindow != touch.initialLocationInWindow, !movesInThisEvent {
                queue(PendingDelivery(method: .touchesMoved, touch: touch))
            }
        }
    }

    /// Queues a touch method, changing the queue out of place (the ``Array/takeAll()`` idiom).
    private func queue(_ delivery: PendingDelivery) {
        var deliveries = pendingDeliveries.takeAll()
        deliveries.append(delivery)
        pendingDeliveries.putBack(&deliveries)
    }

    /// Calls the queued touch methods, if any; most calls, one per phase of every event, find none.
    private func flushViewDeliveries() {
        guard !pendingDeliveries.isEmpty else { return }
        callQueuedTouchMethods()
    }

    /// Calls the queued touch methods, grouped by (method, view) in the order first queued, never
    /// moving a touch's call ahead of an earlier call for the same touch.
    ///
    /// A held touchesBegan is delivered with the touch back at its touch-down location, as UIKit
    /// delivers delayed touches (A4); the touch moves back to where it is for what follows.
    ///
    /// Runs for nearly every event, so it builds no arrays: each delivery notes its group's number
    /// in itself, and whether it starts the group, and one group's touches at a time go into
    /// storage kept from flush to flush.
    private func callQueuedTouchMethods() {
        var deliveries = pendingDeliveries.takeAll()
        group(&deliveries)
        event.timestamp = clock.now
        var touches = groupTouches.takeAll()
        // Groups start in the order of their numbers; a group's deliveries come from its first on.
        for first in deliveries.indices where deliveries[first].startsGroup {
            // By index, the fields read where they are: a copy of a delivery retains its touch.
            let group = deliveries[first].group
            for index in first..<deliveries.count where deliveries[index].group == group {
                touches.append(deliveries[index].touch)
            }
            deliver(deliveries[first].method, atTouchDown: deliveries[first].atTouchDown, &touches)
            touches.removeAllKeepingStorage()
        }
        // Emptied before it goes back: a touch holds its view, which may be this window.
        groupTouches.putBack(&touches)
        // The storage goes back, empty, for the deliveries of the next event, unless a touch
        // method queued deliveries of its own meanwhile.
        if pendingDeliveries.isEmpty {
            deliveries.removeAllKeepingStorage()
            pendingDeliveries.putBack(&deliveries)
        }
    }

    /// Numbers the calls the deliveries join (see ``callQueuedTouchMethods()``).
    ///
    /// The touches and their views are compared as numbers, read once per delivery into storage
    /// kept from flush to flush.
    private func group(_ deliveries: inout [PendingDelivery]) {
        // A lone delivery, or one touch's (a held touch-down released with its lift): each is a
        // call of its own, in order.
        guard deliveries.count > 1 else {
            deliveries[0].group = 0
            deliveries[0].startsGroup = true
            return
        }
        let firstTouch = ObjectIdentifier(deliveries[0].touch)
        if deliveries.allSatisfy({ ObjectIdentifier($0.touch) == firstTouch }) {
            for index in deliveries.indices {
                deliveries[index].group = index
                deliveries[index].startsGroup = true
            }
            return
        }
        deliveryTouches.removeAll()
        deliveryViews.removeAll()
        for index in deliveries.indices {
            deliveryTouches.append(ObjectIdentifier(deliveries[index].touch))
            deliveryViews.append(deliveries[index].touch.view.map(ObjectIdentifier.init))
        }
        var groupCount = 0
        for index in deliveries.indices {
            // A touch's own calls keep their order: it joins a group only after its last call so far.
            var earliest = 0
            for earlier in 0..<index where deliveryTouches[earlier] == deliveryTouches[index] {
                earliest = max(earliest, deliveries[earlier].group + 1)
            }
            // Groups are numbered in the order of their first delivery, so the first delivery that
            // starts a group from `earliest` on and makes the same call names the group to join.
            var joined: Int?
            for earlier in 0..<index where deliveries[earlier].startsGroup && deliveries[earlier].group >= earliest {
                if deliveries[earlier].method == deliveries[index].method && deliveries[earlier].atTouchDown == deliveries[index].atTouchDown
                    && deliveryViews[earlier] == deliveryViews[index] {
                    joined = deliveries[earlier].group
                    break
                }
            }
            if let joined {
                deliveries[index].group = joined
            } else {
                deliveries[index].group = groupCount
                deliveries[index].startsGroup = true
                groupCount += 1
            }
        }
    }

    /// Calls one group's touch method on the view of its touches, `method` as queued; with
    /// `atTouchDown`, a released touchesBegan, shown at the touch-down location (A4).
    private func deliver(_ method: TouchMethod, atTouchDown: Bool, _ touches: inout [Touch]) {
        // A touch method may have changed the scene meanwhile: what was queued for a touch
        // that has since ended in its view is dropped, and a view that left the window while
        // handling a touch hears only that the touch was cancelled (D6), if it heard of it at all.
        // Each removal is asked about first: most deliveries remove nothing.
        if touches.contains(where: \.hasEndedInView) {
            touches.removeAllKeepingStorage(where: \.hasEndedInView)
        }
        guard let view = touches.first?.view else { return }
        let method = view.window === self ? method : .touchesCancelled
        if method != .touchesBegan {
            // A view that never heard of a touch is not told of its end either.
            if method != .touchesMoved {
                touches.forEachLent { touch in
                    if !touch.hasBegunInView { touch.hasEndedInView = true }
                }
            }
            if !touches.allSatisfy(\.hasBegunInView) {
                touches.removeAllKeepingStorage { !$0.hasBegunInView }
            }
        }
        guard !touches.isEmpty else { return }
        switch method {
        case .touchesBegan: touches.forEachLent { $0.hasBegunInView = true }
        case .touchesEnded, .touchesCancelled: touches.forEachLent { $0.hasEndedInView = true }
        case .touchesMoved: break
        }
        // A touch cancelled in its view while the finger is down reads cancelled only during
        // the call, and a held touch-down delivered late reads began, as it did when it happened.
        let shownPhase: Touch.Phase? = method == .touchesCancelled ? .cancelled : (atTouchDown ? .began : nil)
        let saved = savedTouchStates.count
        if let shownPhase {
            touches.forEachLent { touch in
                savedTouchStates.append(SavedTouchState(location: touch.locationInWindow, previousLocation: touch.previousLocationInWindow, phase: touch.phase))
                if atTouchDown {
                    touch.locationInWindow = touch.initialLocationInWindow
                    touch.previousLocationInWindow = touch.initialLocationInWindow
                }
                touch.phase = shownPhase
            }
        }
        invariantChecker?.viewWillReceive(method, touches, in: view)
        view.receive(method, touches, event, forwarded: false)
        guard shownPhase != nil else { return }
        for (offset, touch) in touches.enumerated() {
            let state = savedTouchStates[saved + offset]
            touch.locationInWindow = state.location
            touch.previousLocationInWindow = state.previousLocation
            touch.phase = state.phase
        }
        savedTouchStates.removeLast(savedTouchStates.count - saved)
    }

    // MARK: Input

    /// Looks each input up in ``TouchLifecycle/table`` against the fingers that are down, or
    /// against `deferredTouches` for an event that waits; any refusal refuses the whole event.
    /// Each input accepted is written to `transitions` with the index of its row among the
    /// table's rows; what a refused event leaves there is not to be read.
    ///
    /// The fingers are named by a dictionary only for an event that waits; the fingers that are
    /// down are read from the window.
    private func validate(_ inputs: [TouchInput], at time: VirtualTime, against deferredTouches: [Int: FingerState]? = nil, into transitions: ScratchBuffer<ValidatedInput>) throws(TouchInputError) {
        guard !inputs.isEmpty else { throw .noTouches }
        guard time >= clock.now else { throw .timeWentBackward(now: clock.now, requested: time) }
        transitions.removeAll()
        for (index, input) in inputs.enumerated() {
            if inputs[..<index].contains(where: { $0.id == input.id }) {
                throw .touchListedTwice(id: input.id)
            }
            guard input.location.isFinite else { throw .locationNotFinite(id: input.id) }
            let touch = if let deferredTouches { deferredTouches[input.id] } else { currentTouch(id: input.id) }
            let decision = touchLifecycle.lookUp(touch?.state ?? .notBegun, on: input.phase) { condition in
                switch condition {
                case .locationUnchanged: touch?.location == input.location
                }
            }
            switch decision {
            case let .transition(row):
                transitions.append((input, row))
            case .ignored:
                continue
            case .refused(.neverBegan), .refused(.alreadyLifted):
                throw .touchNotBegun(id: input.id, phase: input.phase)
            case .refused(.alreadyDown):
                throw .touchAlreadyBegan(id: input.id)
            case .refused(.stationaryButMoved):
                throw .stationaryTouchMoved(id: input.id)
            }
        }
    }

    /// A finger that is down, with its phase and location, as an event is checked against it.
    private typealias FingerState = (state: TouchLifecycle.State, location: Point)

    /// The finger with this id as it is now, if it is down.
    private func currentTouch(id: Int) -> FingerState? {
        activeTouch(id: id).map { (TouchLifecycle.State($0.phase), $0.locationInWindow) }
    }

    /// The fingers that will be down once the event being handled and the deferred events are
    /// delivered: a finger lifting in the current event is gone by then.
    private func touchesOnceDeferredEventsAreDelivered() -> [Int: FingerState] {
        var touches: [Int: FingerState] = [:]
        for touch in _activeTouches where touch.phase.isActive {
            touches[touch.id] = (TouchLifecycle.State(touch.phase), touch.locationInWindow)
        }
        for (inputs, _) in deferredEvents {
            for input in inputs {
                touches[input.id] = input.phase.isActive ? (TouchLifecycle.State(input.phase), input.location) : nil
            }
        }
        return touches
    }

    /// Hit-tests a new finger, binds it to the view found, decides whether that view may have it,
    /// and gives it to the recognizers of the view and its ancestors (D1).
    private func begin(_ input: TouchInput, at time: VirtualTime) {
        // An override may answer a view that is not in this window (one removed from it, say):
        // no window would deliver to it or arbitrate its recognizers, so the touch has no view.
        let view = callHitTest(input.location, with: event).flatMap { $0.window === self ? $0 : nil }
        // Asked before the touch is made, so that the view moves into the touch rather than being copied.
        let isAllowedByTouchRules = view.map(mayDeliverNewTouch(to:)) ?? false
        let tapCount = tapCounter.tapCount(at: input.location, time: time, constants: constants)
        let touch: Touch
        if let spare = spareTouch.take() {
            spare.begin(id: input.id, location: input.location, timestamp: time, tapCount: tapCount, view: view, isAllowedByTouchRules: isAllowedByTouchRules)
            touch = spare
        } else {
            touch = Touch(id: input.id, location: input.location, timestamp: time, tapCount: tapCount, view: view, window: self, isAllowedByTouchRules: isAllowedByTouchRules)
        }
        var touches = _activeTouches.takeAll()
        touches.append(touch)
        _activeTouches.putBack(&touches)
        gestureEnvironment.touchDidBegin(touch)
    }

    /// The multiple-touch (D4) and exclusive-touch (D5) rules for a touch going down on `view`.
    private func mayDeliverNewTouch(to view: View) -> Bool {
        let trackingViews = _activeTouches.lazy.filter { $0.isDeliveredToView && $0.phase.isActive }.compactMap(\.view)
        if !view.isMultipleTouchEnabled, trackingViews.contains(where: { $0 === view }) {
            return false
        }
        if view.isExclusiveTouch, trackingViews.contains(where: { $0 !== view }) {
            return false
        }
        return !trackingViews.contains { $0.isExclusiveTouch && $0 !== view }
    }

    private func activeTouch(id: Int) -> Touch? {
        _activeTouches.first { $0.id == id }
    }
}

/// A touch method decided for one touch, waiting to be called together with others like it.
private struct PendingDelivery {
    let method: TouchMethod
    let touch: Touch
    /// Deliver it with the touch at its touch-down location: a released touchesBegan (A4).
    var atTouchDown = false

    /// The number of the call it joins, given when the queued methods are called; -1 until then.
    var group = -1
    /// Whether it is the first delivery of its group, whose method, view and timing the group shares.
    var startsGroup = false


}

/// Where a touch is and what phase it has, kept while a touch method shows it otherwise.
private struct SavedTouchState {
    let location: Point
    let previousLocation: Point
    let phase: Touch.Phase
}

/// An input of the event being sent, with the row of ``TouchLifecycle`` it takes.
private typealias ValidatedInput = (input: TouchInput, row: Int)
