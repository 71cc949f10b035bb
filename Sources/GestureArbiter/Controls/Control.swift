/// A view that turns a touch into control events for closures to handle; UIKit's `UIControl`.
///
/// A control follows the first touch that reaches it, from touch-down to lift, through the
/// tracking hooks UIKit gives subclasses: ``beginTracking(_:with:)`` decides at touch-down whether
/// to track at all, ``continueTracking(_:with:)`` sees each move, ``endTracking(_:with:)`` the lift
/// and ``cancelTracking(with:)`` a cancellation (C1). Around those calls it sends the touch events
/// of C2 (`touchDown`, drags inside and outside, `touchUpInside`, ...), deciding "inside" with a
/// 70 pt slop around its bounds (``trackingSlop``). Which hook is called and which event is sent
/// when is not written here but in the rows of ``ControlTracking``, which this class looks up
/// and whose actions it runs in one place.
///
/// Like `UIControl`, a control consumes its touches: its touch methods do not pass them up the
/// responder chain. A disabled control is the exception: it ignores touch events, so it passes
/// them on as a plain view would and sends nothing (see ``isEnabled``).
///
/// Every event sent, by a touch or by ``sendActions(for:)``, is recorded in the window's trace
/// as a `control` record, then handed to the actions added for it with ``addAction(_:for:)``, in
/// the order they were added.
///
/// Controls keep the action of their touch ahead of overlapping recognizers on their ancestors
/// (A6) through ``gestureRecognizerShouldBegin(_:)``; subclasses say what overlaps their default
/// action in ``defaultActionOverlaps(_:)``.
open class Control: View {
    /// How far beyond its bounds, on every side, a tracked touch still counts as inside: 70 pt,
    /// observed (UIKit documents only that "inside" is larger than the bounds while tracking).
    ///
    /// The edges of the grown rectangle are inside, so a finger exactly 70 pt from the bounds is
    /// still inside and one 70.5 pt away is outside, on every side alike.
    public static let trackingSlop = 70.0

    /// Whether the control responds to touches; true by default.
    ///
    /// A disabled control stays the hit-test view of touches on it (hit-testing skips only hidden,
    /// non-interactive and transparent views, H1), but it ignores them: it passes every phase up
    /// the responder chain, as a plain view does, sends no event, and no longer keeps its action
    /// ahead of its ancestors' recognizers (A6). Disabling it while it tracks stops the tracking
    /// with ``cancelTracking(with:)`` (nil event) and no `touchCancel`: a choice, UIKit does not say.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            let wasEnabled = _isEnabled
            _isEnabled = newValue
            noteChange()
            if wasEnabled, !newValue {
                step(.disabled, touch: currentTouch, touches: [], event: nil)
            }
        }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    var _isEnabled = true

    /// Whether the control is selected; UIKit's `isSelected`. The engine never changes it.
    open var isSelected = false {
        didSet { noteChange() }
    }

    /// Whether the control is highlighted; true exactly while it tracks a touch inside, set by the
    /// control at every change of ``tracking``. It may also be set between touches.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set {
            _isHighlighted = newValue
            noteChange()
        }
    }
    var _isHighlighted = false

    /// Whether the last location of the followed touch was within the slop of the bounds: true
    /// from touch-down, measured at every move and at the lift, false again once the touch is over.
    ///
    /// It is still true while the handlers of `touchUpInside` run.
    public private(set) var isTouchInside: Bool {
        get { _isTouchInside }
        set { _isTouchInside = newValue }
    }
    private var _isTouchInside = false

    /// Where the control is in ``ControlTracking``.
    public private(set) var tracking: ControlTracking.State {
        get { _tracking }
        set {
            _tracking = newValue
            // Through the open property, so that a subclass's `didSet` sees the change.
            let highlighted = newValue == .trackingInside
            if highlighted != _isHighlighted {
                isHighlighted = highlighted
            }
            if newValue == .idle {
                currentTouch = nil
                _isTouchInside = false
            }
        }
    }
    private var _tracking = ControlTracking.State.idle
    /// The table of ``ControlTracking``, kept in a constant (HotPathIdioms: tables in constants).
    private let trackingTable = ControlTracking.table

    /// Whether the control is tracking its touch: between an agreed ``beginTracking(_:with:)`` and
    /// the lift or cancellation (or a ``continueTracking(_:with:)`` that answered false).
    public var isTracking: Bool { tracking.isTracking }

    /// The touch the control follows: the first one that reached it, until its lift or cancellation.
    public private(set) var currentTouch: Touch? {
        get { _currentTouch }
        set { _currentTouch = newValue }
    }
    private var _currentTouch: Touch?

    /// The actions, in the order added; a send walks them as they were when it began, so that
    /// an action added or removed by a handler takes effect from the next event.
    private let actions = SnapshotBuffer<ControlAction>()
    /// Numbers the closures of the deprecated ``addAction(for:_:)``.
    private var nextActionID = 0

    // MARK: Tracking hooks

    /// Whether to track `touch`, which just went down on the control; true by default.
    ///
    /// A control that answers false sends no event for the touch and keeps it anyway. A slider
    /// answers false away from its thumb.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        true
    }

    /// Whether to go on tracking `touch`, which moved; true by default. A false stops tracking
    /// for the rest of the touch: no more events, and no ``Control/endTracking(_:with:)``.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        true
    }

    /// The tracked `touch` lifted; called before `touchUpInside` or `touchUpOutside` is sent, with
    /// ``Control/isTouchInside`` already telling which.
    open func endTracking(_ touch: Touch?, with event: Event?) {}

    /// The tracked touch was cancelled, or the control was disabled (nil event), while tracking;
    /// called before `touchCancel` is sent.
    open func cancelTracking(with event: Event?) {}

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], with event: Event?) {
        guard !touches.isEmpty else { return }
        if tracking == .idle {
            currentTouch = touches[0]
            isTouchInside = true
        }
        step(.touchesBegan, touch: currentTouch, touches: touches, event: event)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event?) {
        guard let touch = followed(in: touches) else { return }
        isTouchInside = isWithinTrackingSlop(touch.location(in: self))
        step(.touchesMoved, touch: touch, touches: touches, event: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event?) {
        guard let touch = followed(in: touches) else { return }
        isTouchInside = isWithinTrackingSlop(touch.location(in: self))
        step(.touchesEnded, touch: touch, touches: touches, event: event)
        step(.touchFinished, touch: touch, touches: [], event: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event?) {
        guard let touch = followed(in: touches) else { return }
        isTouchInside = false
        step(.touchesCancelled, touch: touch, touches: touches, event: event)
        step(.touchFinished, touch: touch, touches: [], event: event)
    }

    /// Whether `point`, in the control's bounds space, is within ``trackingSlop`` of the bounds,
    /// edges included.
    public func isWithinTrackingSlop(_ point: Point) -> Bool {
        let slop = Self.trackingSlop
        return point.x >= _bounds.minX - slop && point.x <= _bounds.maxX + slop
            && point.y >= _bounds.minY - slop && point.y <= _bounds.maxY + slop
    }

    /// The followed touch, if it is among `touches`; other fingers change nothing.
    private func followed(in touches: [Touch]) -> Touch? {
        guard let currentTouch else { return nil }
        return touches.first { $0 === currentTouch }
    }

    // MARK: The table's host

    /// Runs `trigger` through ``ControlTracking/table``.
    ///
    /// Each guard is evaluated at most once per lookup, so ``beginTracking(_:with:)`` and
    /// ``continueTracking(_:with:)`` are called once however many rows name them. A handler may
    /// move the control to another state while a guard or an action runs (a slider's
    /// `valueChanged` is sent from `continueTracking`; a handler may disable the control or take
    /// it out of the window, which cancels its touch): the runner then drops the overtaken row,
    /// or the rest of its actions.
    ///
    /// `touch` is the followed touch (``currentTouch``) as the caller found it, passed rather than
    /// read again: the lift's two steps share it, so that neither retains it once more.
    private func step(_ trigger: ControlTracking.Trigger, touch: Touch?, touches: [Touch], event: Event?) {
        trackingTable.run(trigger, log: readWindow { $0.transitionLog } ?? nil, name: traceName, state: { tracking }) {
            holds($0, touch: touch, event: event)
        } enter: { state, _ in
            tracking = state
        } perform: {
            perform($0, touch: touch, touches: touches, event: event, trigger: trigger)
        }
    }

    @inline(__always)
    private func holds(_ condition: ControlTracking.Guard, touch: Touch?, event: Event?) -> Bool {
        switch condition {
        case .enabled: _isEnabled
        case .beginTrackingAgreed: touch.map { beginTracking($0, with: event) } ?? false
        case .repeatedTap: (touch?.tapCount ?? 1) > 1
        case .continueTrackingAgreed: touch.map { continueTracking($0, with: event) } ?? false
        case .insideSlop: isTouchInside
        }
    }

    // Out of line (HotPathIdioms: inlining), so that each touch method's run stays small.
    @inline(never)
    private func perform(_ action: ControlTracking.Action, touch: Touch?, touches: [Touch], event: Event?, trigger: ControlTracking.Trigger) {
        switch action {
        case .sendTouchDown: send(.touchDown)
        case .sendTouchDownRepeat: send(.touchDownRepeat)
        case .sendDragInside: send(.touchDragInside)
        case .sendDragOutside: send(.touchDragOutside)
        case .sendDragEnter: send(.touchDragEnter)
        case .sendDragExit: send(.touchDragExit)
        case .endTracking: endTracking(touch, with: event)
        case .sendUpInside:
            send(.touchUpInside)
            if triggersPrimaryActionOnTouchUpInside {
                send(.primaryActionTriggered)
            }
        case .sendUpOutside: send(.touchUpOutside)
        case .cancelTracking: cancelTracking(with: trigger == .disabled ? nil : event)
        case .sendCancel: send(.touchCancel)
        case .forwardTouches:
            switch trigger {
            case .touchesBegan: super.touchesBegan(touches, with: event)
            case .touchesMoved: super.touchesMoved(touches, with: event)
            case .touchesEnded: super.touchesEnded(touches, with: event)
            case .touchesCancelled: super.touchesCancelled(touches, with: event)
            case .disabled, .touchFinished: preconditionFailure("\(traceName): forwardTouches on \(trigger.rawValue)")
            }
        }
    }

    /// Whether `touchUpInside` is followed by `primaryActionTriggered`; false here, true for a
    /// ``Button`` (Apple: "a semantic action triggered by buttons").
    open var triggersPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Actions

    /// Adds `action` for `events`: its handler is called once for each of them sent, with the
    /// control as its ``Action/sender``. An action already added, or one with the same
    /// identifier, is replaced, its events joined to the new ones for the same action; UIKit's
    /// `addAction(_:for:)` ("UIActions are uniqued based on their identifier").
    public func addAction(_ action: Action, for events: Events) {
        var joined = events
        actions.elements.filter { $0.action === action }.forEach { joined.formUnion($0.events) }
        actions.removeAll { $0.action.isReplaced(by: action) }
        actions.append(ControlAction(action: action, events: joined))
    }

    /// Takes `events` from `action`, and the action away once it has none left.
    public func removeAction(_ action: Action, for events: Events) {
        removeEvents(events) { $0 === action }
    }

    /// Takes `events` from the action with `identifier`, and the action away once it has none left.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Events) {
        removeEvents(events) { $0.identifier == identifier }
    }

    /// The actions for `events`, each once, in the order added; UIKit's `actions(forTarget:forControlEvent:)` for actions.
    public func actions(for events: Events) -> [Action] {
        actions.elements.filter { !$0.events.intersection(events).isEmpty }.map(\.action)
    }

    /// Takes `events` from the registration whose action `matches`: there is one at most, since
    /// adding an action replaces the one with its identity or identifier.
    private func removeEvents(_ events: Events, from matches: (Action) -> Bool) {
        let registrations = actions.elements
        guard let index = registrations.firstIndex(where: { matches($0.action) }) else { return }
        let registration = registrations[index]
        actions.removeAll { $0 === registration }
        let remaining = registration.events.subtracting(events)
        if !remaining.isEmpty {
            actions.insert(ControlAction(action: registration.action, events: remaining), at: index)
        }
    }

    /// Registers `handler` for `events`; it is called once for each of them sent, with the
    /// control and the one event. Returns an id for ``removeAction(_:)``.
    @available(*, deprecated, message: "use addAction(_:for:) with an Action, as UIKit's addAction(_:for:) with a UIAction")
    @discardableResult
    public func addAction(for events: Events, _ handler: @escaping (Control, Events) -> Void) -> ControlActionID {
        let identifier = Action.Identifier("Control.addAction(for:_:) \(nextActionID)")
        nextActionID += 1
        for event in Events.all where events.contains(event.event) {
            let sent = event.event
            actions.append(ControlAction(action: Action(identifier: identifier) { [unowned self] _ in handler(self, sent) }, events: sent))
        }
        return ControlActionID(identifier: identifier)
    }

    /// Unregisters a handler added with ``addAction(for:_:)``.
    @available(*, deprecated, message: "use removeAction(_:for:) or removeAction(identifiedBy:for:)")
    public func removeAction(_ id: ControlActionID) {
        actions.removeAll { $0.action.identifier == id.identifier }
    }

    /// Sends each of `events`, one at a time in UIKit's bit order, as if the control had; each is
    /// traced and handled like the events a touch causes.
    public func sendActions(for events: Events) {
        for event in Events.all where events.contains(event.event) {
            send(event.event)
        }
    }

    /// Sends one event: traces it, then calls the handlers registered for it, in the order added.
    ///
    /// The record comes first, so that what a handler causes follows it in the trace. Handlers
    /// added or removed by a handler take effect from the next event.
    func send(_ event: Events) {
        recordControlEvent(event.name)
        actions.forEachLent { registration in
            if registration.events.contains(event) {
                registration.action.perform(from: self)
            }
        }
    }

    /// Records a `control` record named `name` (UIKit's event name) in the window's trace.
    func recordControlEvent(_ name: @autoclosure () -> String) {
        readWindow { $0.trace }?.record(.control(control: traceName, event: name()))
    }

    // MARK: Overlapping recognizers (A6)

    /// Whether `recognizer`, which watches a touch on this control, may begin (G4, A6).
    ///
    /// A recognizer attached to the control itself always may: it wins over the control's action.
    /// So may any recognizer while the control is disabled. Otherwise the control refuses the
    /// recognizers that overlap its default action, as ``defaultActionOverlaps(_:)`` says.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard _isEnabled, recognizer.view !== self else { return true }
        return !defaultActionOverlaps(recognizer)
    }

    /// Whether `recognizer`, on an ancestor, would do what this control's own action does; false
    /// for a plain control, which has no default action. Subclasses override it: a button refuses
    /// a single tap, a slider a swipe or pan along its track from the thumb, a switch both.
    open func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        false
    }
}

/// An action added to a control, with the events it is for: an object, so that sending an event
/// lends each to its call instead of retaining it (``SnapshotBuffer``).
private final class ControlAction {
    let action: Action
    let events: Control.Events

    init(action: Action, events: Control.Events) {
        self.action = action
        self.events = events
    }
}

/// Identifies a handler added with the deprecated ``Control/addAction(for:_:)``.
public struct ControlActionID: Hashable, Sendable {
    fileprivate let identifier: Action.Identifier
}
