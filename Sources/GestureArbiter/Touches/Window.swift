/// The root of a view hierarchy and the place where touches enter it; UIKit's `UIWindow`, plus
/// the part of `UIApplication` that turns raw input into touches.
///
/// An embedder reports fingers with ``send(_:at:)``. The window advances its clock to the event's
/// time (running due timers first), hit-tests each new touch and binds it to the view found,
/// then calls ``sendEvent(_:)``, which delivers each touch's phase to its view's responder chain.
///
/// The window ends the responder chain: UIKit would go on to the application, which does nothing
/// with touches.
open class Window: View {
    /// The virtual clock every time in this window comes from.
    public let clock: VirtualClock

    /// What happens in this window, step by step; off until recording is asked for.
    public let trace: Trace

    /// The thresholds and delays of touch handling; UIKit's by default.
    public var constants: InteractionConstants

    /// The touches on the screen, in the order they went down.
    public private(set) var activeTouches: [Touch] = []

    private var tapCounter = TapCounter()

    /// The one event object this window hands out, as UIKit reuses its touch event.
    private lazy var event = Event(window: self)

    /// Creates a window; give windows that must agree on time the same clock.
    public init(frame: Rect, clock: VirtualClock = VirtualClock(), constants: InteractionConstants = .uikit) {
        self.clock = clock
        self.trace = Trace(clock: clock)
        self.constants = constants
        super.init(frame: frame)
    }

    open override var window: Window? { self }

    /// Reports what the listed fingers did at `time`; fingers that are down and not listed are stationary.
    ///
    /// The whole event is checked before anything happens, so a refused event changes nothing:
    /// time must not go backward, a finger may be listed once, a finger that begins must not be
    /// down already, any other phase needs a finger that is down, and a stationary finger must
    /// not have moved.
    public func send(_ inputs: [TouchInput], at time: VirtualTime) throws(TouchInputError) {
        let transitions = try validate(inputs, at: time)
        clock.advance(to: time)
        event.timestamp = time
        for touch in activeTouches {
            touch.phase = .stationary
        }
        // New fingers are bound first, against the state before this event, so that where they
        // are listed among the other fingers' moves and lifts does not matter to the multiple-
        // and exclusive-touch rules; among themselves, the order listed is their touch-down order.
        for (input, row) in transitions where row.actions.contains(.hitTestAndBind) {
            begin(input, at: time)
        }
        for (input, row) in transitions where row.actions.contains(.update) {
            guard let touch = activeTouch(id: input.id) else { continue }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = input.location
            touch.phase = input.phase
            touch.timestamp = time
            if input.location.distance(to: touch.initialLocationInWindow) > constants.multiTapDistance {
                touch.hasLeftTapRadius = true
            }
        }
        event.allTouches = activeTouches
        sendEvent(event)
        for input in inputs where !input.phase.isActive {
            if let index = activeTouches.firstIndex(where: { $0.id == input.id }) {
                tapCounter.touchLeft(activeTouches[index], constants: constants)
                activeTouches.remove(at: index)
            }
        }
    }

    /// Delivers an event's touches to the views they are bound to.
    ///
    /// This is where gesture recognizers will see every touch before any view does (D2); until
    /// they land, each phase goes straight to the responder chain: began, then moved, ended and
    /// cancelled, each to the views in the order their touches went down.
    open func sendEvent(_ event: Event) {
        for (phase, method) in [(Touch.Phase.began, TouchMethod.touchesBegan), (.moved, .touchesMoved), (.ended, .touchesEnded), (.cancelled, .touchesCancelled)] {
            for (view, touches) in Self.groupByView(event.allTouches.filter { $0.phase == phase && $0.isDeliveredToView }) {
                view.receive(method, touches, event, forwarded: false)
            }
        }
    }

    /// Cancels the touches bound to `view` or its subviews, before it leaves the window (D6).
    func viewWillLeaveWindow(_ view: View) {
        let affected = activeTouches.filter { touch in
            touch.isDeliveredToView && touch.phase.isActive && touch.view?.isDescendant(of: view) == true
        }
        guard !affected.isEmpty else { return }
        event.timestamp = clock.now
        event.allTouches = activeTouches
        // The finger is still down: its phase reads cancelled only while its view hears of it.
        let phases = affected.map(\.phase)
        for touch in affected {
            touch.phase = .cancelled
            touch.isDeliveredToView = false
        }
        for (boundView, touches) in Self.groupByView(affected) {
            boundView.receive(.touchesCancelled, touches, event, forwarded: false)
        }
        for (touch, phase) in zip(affected, phases) {
            touch.phase = phase
        }
    }

    /// Looks each input up in ``TouchLifecycle/table``; any refusal refuses the whole event.
    private func validate(_ inputs: [TouchInput], at time: VirtualTime) throws(TouchInputError) -> [(TouchInput, TransitionTable<TouchLifecycle>.Row)] {
        guard !inputs.isEmpty else { throw .noTouches }
        guard time >= clock.now else { throw .timeWentBackward(now: clock.now, requested: time) }
        var transitions: [(TouchInput, TransitionTable<TouchLifecycle>.Row)] = []
        for (index, input) in inputs.enumerated() {
            if inputs[..<index].contains(where: { $0.id == input.id }) {
                throw .touchListedTwice(id: input.id)
            }
            guard input.location.isFinite else { throw .locationNotFinite(id: input.id) }
            let touch = activeTouch(id: input.id)
            let state = touch.map { TouchLifecycle.State($0.phase) } ?? .notBegun
            let outcome = TouchLifecycle.table.lookUp(state, on: input.phase) { condition in
                switch condition {
                case .locationUnchanged: touch?.locationInWindow == input.location
                }
            }
            switch outcome {
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
        return transitions
    }

    /// Hit-tests a new finger, binds it to the view found and decides whether that view gets it.
    private func begin(_ input: TouchInput, at time: VirtualTime) {
        let view = callHitTest(input.location, with: event)
        let touch = Touch(
            id: input.id,
            location: input.location,
            timestamp: time,
            tapCount: tapCounter.tapCount(at: input.location, time: time, constants: constants),
            view: view,
            window: self,
            isDeliveredToView: view.map(mayDeliverNewTouch(to:)) ?? false
        )
        activeTouches.append(touch)
    }

    /// The multiple-touch (D4) and exclusive-touch (D5) rules for a touch going down on `view`.
    private func mayDeliverNewTouch(to view: View) -> Bool {
        let trackingViews = activeTouches.lazy.filter { $0.isDeliveredToView && $0.phase.isActive }.compactMap(\.view)
        if !view.isMultipleTouchEnabled, trackingViews.contains(where: { $0 === view }) {
            return false
        }
        if view.isExclusiveTouch, trackingViews.contains(where: { $0 !== view }) {
            return false
        }
        return !trackingViews.contains { $0.isExclusiveTouch && $0 !== view }
    }

    private func activeTouch(id: Int) -> Touch? {
        activeTouches.first { $0.id == id }
    }

    /// Groups touches by their view, views in the order of their first touch.
    private static func groupByView(_ touches: [Touch]) -> [(View, [Touch])] {
        var groups: [(View, [Touch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                groups[index].1.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        return groups
    }
}
