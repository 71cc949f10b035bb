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

    /// Where the status bar lies over the window, in its coordinates; empty (the default) when
    /// there is none. A tap on it scrolls a scroll view to its top (``tapStatusBar(_:at:)``, S12).
    public var statusBarFrame = Rect.zero

    /// The controller whose view fills the window; UIKit's `rootViewController` (V3). Setting it
    /// replaces the old root's view with the new one's, sized to the window, with their appearance
    /// calls in UIKit's order: the new root's view loaded, the old root's will-disappear, the new
    /// one's will-appear, the views swapped, then their did-disappear and did-appear (<doc:ViewControllers>).
    public var rootViewController: ViewController? {
        get { _rootViewController }
        set { replaceRootViewController(with: newValue) }
    }
    var _rootViewController: ViewController?

    /// The kind of device the window stands for; a phone by default. It decides which scroll view
    /// a status bar tap scrolls (S12).
    public var userInterfaceIdiom = UserInterfaceIdiom.phone

    /// The part of the window that bars, notches and rounded corners leave clear, as insets from
    /// its edges; zero by default. The host sets it, as the device sets UIKit's window's; every
    /// view's ``View/safeAreaInsets`` and every scroll view's ``ScrollView/adjustedContentInset``
    /// follow (S13). An inset that is negative or not finite traps (<doc:ProgrammingErrors>).
    open override var safeAreaInsets: EdgeInsets {
        get { safeArea.insets }
        set {
            precondition([newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy { $0.isFinite && $0 >= 0 },
                         "a window's safe area insets must be finite and not negative, got \(newValue)")
            safeArea.insets = newValue
            safeArea.updateAdjustedContentInsets(force: true)
        }
    }
    /// The safe area's insets and the scroll views that follow them.
    let safeArea = WindowSafeArea()

    /// The touches on the screen, in the order they went down.
    public var activeTouches: [Touch] { _activeTouches }
    var _activeTouches: [Touch] = []
    /// A lifted touch that nothing else held, kept to become the next finger's (see ``Touch``), so
    /// that a tap neither allocates a touch nor frees one.
    var spareTouch: Touch?

    /// The tables of the touches' machines, kept in constants (HotPathIdioms: tables in constants).
    let touchLifecycle = TouchLifecycle.table
    let viewDelivery = ViewDelivery.table

    /// A reference to this window for what may outlive it; cleared when the window goes away.
    let reference: WindowReference

    /// The arbiter of this window's gesture recognizers.
    public let gestureEnvironment = GestureEnvironment()

    var tapCounter = TapCounter()

    /// The one event object this window hands out, as UIKit reuses its touch event.
    let event: Event

    /// Touch methods decided but not yet called; see ``flushViewDeliveries()``.
    let deliveries = ViewDeliveryQueue()

    /// The views and recognizers that changed since the host last took them (``takeChanges()``).
    let changeFeed = ChangeFeed()

    /// The time the last touch event was stamped with: the next one may not be earlier.
    var lastInputStamp = VirtualTime.zero

    /// The pointer over the window and the hover recognizers it is over (P2).
    let pointer = PointerState()

    /// The drag carried in this window, to which taps on other draggable views add items (I5).
    weak var carriedDrag: DragInteraction?

    /// Whether a touch of another type than a finger's has ever begun here: until one does, no
    /// input needs its type checked against the touches down (P1). Read for every input
    /// (HotPathIdioms: private storage behind an accessor).
    var hasHadTouchOfAnotherType: Bool { _hasHadTouchOfAnotherType }
    private var _hasHadTouchOfAnotherType = false

    /// Notes that a touch of another type than a finger's began.
    func noteTouchOfAnotherType() {
        _hasHadTouchOfAnotherType = true
    }

    /// The last fingers that lifted or were cancelled, for the error an event that uses one again gets.
    let recentLifts = RecentLifts()

    /// Whether ``sendEvent(_:)`` is running, so that a touch released in it gets its move from the event itself.
    var isDeliveringEvent = false

    /// How many events and timers are being handled; events sent meanwhile wait (see ``send(_:at:)``).
    private(set) var callbackDepth = 0

    /// Events sent from callbacks, waiting for the event or timer being handled to finish.
    var deferredEvents: [(inputs: [TouchInput], time: VirtualTime)] = []

    /// The timers scheduled through this window that are still pending; see
    /// ``scheduleTimer(named:owner:after:_:)``.
    let pendingTimers = PendingTimerList()

    /// The inputs of the event being sent, each with the row of ``TouchLifecycle`` it takes,
    /// written by ``validate(_:at:against:into:)`` and read by ``handleEvent(_:at:)``.
    private let validatedInputs = ScratchBuffer<ValidatedInput>()

    /// Creates a window with a clock of its own that draws `framesPerSecond` frames a second:
    /// the rate at which scroll views move their content (a 120 Hz display: 120).
    public convenience init(frame: Rect, framesPerSecond: Int, constants: InteractionConstants = .uikit) {
        self.init(frame: frame, clock: VirtualClock(framesPerSecond: framesPerSecond), constants: constants)
    }

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
    /// The changes no host took are dropped first, whole: each view leaving the window then
    /// clears its own flag without searching the list for itself.
    deinit {
        reference.clear()
        for touch in _activeTouches {
            touch.retire()
        }
        changeFeed.dropViews()
    }

    /// How long before the clock's now an event may be stamped and still be accepted: 100 ms
    /// (a choice).
    ///
    /// Why: a host stamps input when the finger moved and hands it over after the frame it has
    /// just advanced the clock to, so input normally trails the clock by up to a frame or two.
    /// Such an event keeps its own time (``Touch/timestamp``, ``Event/timestamp``, the samples a
    /// pan's velocity and a scroll view's release are measured from) and is handled at the
    /// clock's now, where the views are; the trace records it as `lateInput`. 100 ms is six 60 Hz
    /// frames; input older than that no longer describes the finger, and is refused.
    public static let maximumInputLag = VirtualDuration.milliseconds(100)

    /// Reports what the listed fingers did at `time`; fingers that are down and not listed are stationary.
    ///
    /// The whole event is checked before anything happens, so a refused event changes nothing:
    /// events must come in the order they happened (no earlier than the previous event's time),
    /// no more than ``maximumInputLag`` before the clock's now, a finger may be listed once, a
    /// finger that begins must not be down already, any other phase needs a finger that is down,
    /// and a stationary finger must not have moved.
    ///
    /// An event after the clock's now advances the clock to it first, running the timers and
    /// frames due on the way. An event stamped before the clock's now (input that trails the
    /// frame) is handled at once, at the clock's now, with its own timestamp; timers it starts
    /// count from the clock's now, as UIKit's run loop starts them when it handles the event.
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
        // A timer that just ran (the wheel's lift among them, P3) may have sent events of its own, which this one now follows:
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
        if time < clock.now {
            trace.record(.lateInput(touches: transitions.map(\.input.id), stamped: time))
        }
        event.timestamp = time
        lastInputStamp = time
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
                recentLifts.note(input, at: time)
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
        rehoverAfterContentMoved()
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
        rehoverAfterContentMoved()
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
        assert(deliveries.isEmpty, "touch methods queued before the event's phases were left unflushed")
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
}
