/// Watches the touches of a view and its subviews for one gesture; UIKit's `UIGestureRecognizer`,
/// with its subclass API.
///
/// Subclass it as in UIKit: override the touch methods, set ``state`` when the gesture begins,
/// changes, ends or fails, and override ``reset()`` to clear what you tracked. Setting ``state``
/// is a request: the window's arbiter applies it in its update pass, after every recognizer has
/// seen the event, where it checks the transition against ``DiscreteGestureLifecycle`` or
/// ``ContinuousGestureLifecycle``, waits for recognizers this one requires to fail, asks
/// should-begin, and prevents competitors. An invalid transition (such as `.changed` from
/// possible) is a bug in the subclass and traps.
///
/// Recognizers are not responders: they see every touch of their view's hierarchy before the
/// views do (D2), and decide whether the views get them at all.
open class GestureRecognizer {
    /// UIKit's recognizer states.
    public enum State: String, Hashable, Sendable, CaseIterable {
        case possible
        case began
        case changed
        case ended
        case cancelled
        case failed

        /// A discrete gesture's success, the same value as `.ended`, as in UIKit.
        public static let recognized = State.ended
    }

    /// A name for the trace; fixtures set it to the gesture's `id`. When nil the trace uses the type's name.
    public var identifier: String? {
        get { _identifier }
        set { _identifier = newValue }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _identifier: String?

    /// The view the recognizer is attached to.
    public internal(set) var view: View? {
        get { _view.object }
        set { _view = UnownedReference(newValue) }
    }
    // Not weak, for the reason `View.superview` is not: the view holds this recognizer for as long
    // as this is set, and clears it when it lets go (`removeGestureRecognizer`, its `deinit`).
    private var _view = UnownedReference<View>(nil)

    /// Answers the arbiter's questions about this recognizer; held weakly, as in UIKit.
    public var delegate: GestureRecognizerDelegate? {
        get { _delegate }
        set {
            _delegate = newValue
            arbitration.delegateDidChange(isSet: newValue != nil)
            environment?.recognizerDelegateDidChange(self)
        }
    }
    private weak var _delegate: GestureRecognizerDelegate?

    /// Whether the recognizer takes part; turning it off mid-gesture cancels or fails it (G5).
    public var isEnabled: Bool {
        get { _isEnabled }
        set {
            let wasEnabled = _isEnabled
            _isEnabled = newValue
            if wasEnabled, !newValue { environment?.recognizerWasDisabled(self) }
        }
    }
    private var _isEnabled = true

    /// Whether the recognizer is already among its window's changes (``Window/takeChanges()``).
    final var isChangeNoted = false

    /// Whether recognizing cancels the touches in the view (A3); true by default.
    public var cancelsTouchesInView: Bool {
        get { _cancelsTouchesInView }
        set { _cancelsTouchesInView = newValue }
    }
    private var _cancelsTouchesInView = true

    /// The kinds of touch this recognizer receives; every kind by default, as in UIKit. A touch of
    /// another kind never reaches it, and its delegate is not asked about it (P1).
    public var allowedTouchTypes: [Touch.TouchType] {
        get { _allowedTouchTypes.types }
        set { _allowedTouchTypes = Touch.TouchType.Mask(newValue) }
    }
    private var _allowedTouchTypes = Touch.TouchType.Mask.all

    /// Whether, once it has a touch of one kind, the recognizer ignores touches of other kinds
    /// until it resets; true by default, as in UIKit (P1).
    public var requiresExclusiveTouchType: Bool {
        get { _requiresExclusiveTouchType }
        set { _requiresExclusiveTouchType = newValue }
    }
    private var _requiresExclusiveTouchType = true

    /// For a recognizer the engine makes for a view of its own (a table's swipe pan), whether it
    /// takes a new touch, asked before its delegate's `shouldReceive` and not recorded: the view
    /// keeps its recognizer out of touches it has no use for.
    var receivesTouch: ((Touch) -> Bool)?

    /// Whether a new touch is of a kind this recognizer takes now (P1).
    func acceptsType(of touch: Touch) -> Bool {
        switch touch.windowGesture {
        case nil: break
        case let .scroll(type)?: return acceptsScroll(of: type)
        case .transform?: return acceptsTransform
        }
        let type = touch.type
        guard _allowedTouchTypes.contains(type) else { return false }
        // With an exclusive type every touch since the reset has the first one's type.
        guard _requiresExclusiveTouchType, let first = _sequenceTouches.first else { return true }
        return first.type == type
    }

    /// Whether the recognizer interprets scroll events of `type` (P3): only a pan whose
    /// ``PanGestureRecognizer/allowedScrollTypesMask`` holds it does.
    func acceptsScroll(of type: ScrollType) -> Bool { false }

    /// Whether the recognizer interprets a trackpad's pinch and rotation (P4): only a pinch or a
    /// rotation recognizer does.
    var acceptsTransform: Bool { false }

    /// Whether the view's touchesBegan waits until this recognizer fails (A4); false by default.
    public var delaysTouchesBegan: Bool {
        get { _delaysTouchesBegan }
        set { _delaysTouchesBegan = newValue }
    }
    private var _delaysTouchesBegan = false

    /// Whether the view's touchesEnded waits until this recognizer fails (A5); true by default.
    public var delaysTouchesEnded: Bool {
        get { _delaysTouchesEnded }
        set { _delaysTouchesEnded = newValue }
    }
    private var _delaysTouchesEnded = true

    /// The recognizer's state as UIKit shows it; setting it asks the arbiter for the change.
    ///
    /// A recognizer whose view is in no window has no arbiter: setting its state does nothing.
    public var state: State {
        get { lifecycle.publicState }
        // Asked of the window's arbiter where it is, rather than of a retained copy of it: the
        // caller's window is alive for the call, and this is set on nearly every event.
        set { readWindow { $0.gestureEnvironment.request(newValue, from: self) } }
    }

    /// Whether the recognizer is discrete (possible → recognized) or continuous (began, changed,
    /// ended); subclasses that recognize at one moment, like taps and swipes, answer true.
    open var isDiscrete: Bool { false }

    /// Why the last failure happened, when the subclass says (`movement`, `timeout`, ...); the trace shows it.
    ///
    /// Set it just before setting ``state`` to `.failed`; it is cleared on reset.
    public var failureReason: String? {
        get { _failureReason }
        set { _failureReason = newValue }
    }
    private var _failureReason: String?

    /// The id of the timer of ``startTimer(_:after:)`` while it is pending.
    private var pendingTimer: TimerID?
    /// The timer last started, which the trace names while it waits and when it fires or stops.
    private(set) var startedTimer = RecognizerTimer("none")

    // MARK: State kept by the arbiter

    /// Where the recognizer is in ``GestureLifecycle``.
    public internal(set) var lifecycle: GestureLifecycle.State {
        get { _lifecycle }
        set { _lifecycle = newValue }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _lifecycle: GestureLifecycle.State = .possible

    /// What the arbiter keeps about this recognizer: its caches, counts and shortcuts.
    let arbitration: ArbitrationRecord

    /// Notes that the protocol's default answered `question` for `delegate`, if that is this
    /// recognizer's delegate: someone else's call of a delegate's method says nothing about this one.
    func noteDefaultAnswer(to question: DelegateQuestion, of delegate: GestureRecognizerDelegate) {
        if _delegate === delegate {
            arbitration.noteDefaultAnswer(to: question)
        }
    }

    /// Whether the recognizer's class may answer ``shouldRequireFailure(of:)`` or
    /// ``shouldBeRequiredToFail(by:)`` with anything but false: any class but the library's own,
    /// none of which overrides them, and but a subclass elsewhere in the package that overrides
    /// neither and says so (the fixtures' recognizers). The arbiter asks the others nothing.
    package var classMayRequireFailureLazily: Bool {
        get { arbitration.classMayRequireFailureLazily }
        set { arbitration.classMayRequireFailureLazily = newValue }
    }

    /// The library's recognizer classes, which answer no failure-requirement question (a test
    /// finds every recognizer class of the library here, unless it overrides the questions).
    static let classesAnsweringNoRequirement: [GestureRecognizer.Type] = [
        GestureRecognizer.self, TapGestureRecognizer.self, PanGestureRecognizer.self, ScreenEdgePanGestureRecognizer.self,
        LongPressGestureRecognizer.self, SwipeGestureRecognizer.self, TwoFingerGestureRecognizer.self,
        PinchGestureRecognizer.self, RotationGestureRecognizer.self, ScrollViewPanGestureRecognizer.self,
        ScrollViewDelayedTouchesRecognizer.self, ScrollViewPinchGestureRecognizer.self, HoverGestureRecognizer.self,
        ContextMenuPressRecognizer.self, DragLiftRecognizer.self, RowReorderPressRecognizer.self,
    ]

    /// The touches this recognizer is watching, in the order they went down; a touch that lifted
    /// stays until the end of the update pass of its lift, so a handler can still read it.
    public var touches: [Touch] { readWatchedTouches { $0 } }

    /// Every touch watched since the last reset: the touches whose delivery to views this
    /// recognizer may hold back (A4, A5) or cancel (A3).
    var sequenceTouches: [Touch] { _sequenceTouches }
    private var _sequenceTouches: [Touch] = []

    /// The watched touches, once the end of a pass has dropped a lifted one from them; until then
    /// they are the sequence's touches, kept once: most gestures drop none before their reset.
    private var _watchedTouches: [Touch] = []
    private var hasDroppedTouches = false

    /// What `read` reads off the watched touches, wherever they are kept, without copying them.
    private func readWatchedTouches<Value>(_ read: ([Touch]) -> Value) -> Value {
        hasDroppedTouches ? read(_watchedTouches) : read(_sequenceTouches)
    }

    /// Whether ``sequenceTouches`` holds any touch, asked without copying the array out.
    var hasSequenceTouches: Bool { !_sequenceTouches.isEmpty }

    /// Whether the two recognizers' sequences share a touch, read where the touches are kept:
    /// asked of every pair a winner could prevent, where copying the arrays out cost more than
    /// comparing them.
    func sharesSequenceTouch(with other: GestureRecognizer) -> Bool {
        _sequenceTouches.contains { touch in other._sequenceTouches.contains { $0 === touch } }
    }

    /// How many of the watched touches are down (a finger that lifted in this event is not): the
    /// count the tap, long-press and pan recognizers' guards compare with their finger limits.
    var numberOfTouchesDown: Int { readWatchedTouches { $0.count { $0.phase.isActive } } }

    /// Whether a watched touch lifted or was cancelled: the end of its pass drops it.
    var holdsLiftedTouch: Bool { readWatchedTouches { $0.contains { !$0.phase.isActive } } }

    /// Whether nothing the engine sends can move the recognizer on: it is still possible, every
    /// finger it watched has lifted or was cancelled, and it waits for no timer of its own.
    var isStranded: Bool {
        lifecycle == .possible && pendingTimer == nil && hasSequenceTouches && readWatchedTouches { !$0.contains { $0.phase.isActive } }
    }

    /// The recognizers that must fail before this one may leave possible, in the order required.
    public var failureRequirements: [GestureRecognizer] { _failureRequirements }
    /// Whether the recognizer was told to require any other to fail, asked without copying the array.
    var hasFailureRequirements: Bool { !_failureRequirements.isEmpty }

    deinit {
        // The arbiter's shortcut to the first recognizer that required another clears itself here.
        for required in _failureRequirements {
            required.arbitration.requirerWillGo(self)
        }
    }
    private var _failureRequirements: [GestureRecognizer] = []

    private var targets: [GestureTarget] = []
    private var nextTargetID = 0

    /// Creates a recognizer, optionally with a first target.
    public init(target action: ((GestureRecognizer) -> Void)? = nil) {
        arbitration = ArbitrationRecord(classMayRequireFailureLazily: !Self.classesAnsweringNoRequirement.contains { $0 == Self.self })
        if let action {
            addTarget(action)
        }
    }

    /// The name the trace uses for this recognizer; a scroll view's recognizers derive theirs from the scroll view's.
    open var traceName: String {
        identifier ?? String(describing: type(of: self))
    }

    /// The thresholds and delays of the window the recognizer's view is in (UIKit's outside a
    /// window), read where a guard or an action needs them.
    package var constants: InteractionConstants {
        readWindow { $0.constants } ?? .uikit
    }

    /// The arbiter of the window the recognizer's view is in.
    var environment: GestureEnvironment? {
        readWindow { $0.gestureEnvironment }
    }

    /// Where the recognizer's own table records the rows it takes, when its window keeps a log.
    package var transitionLog: TransitionLog? {
        readWindow { $0.transitionLog } ?? nil
    }

    /// What `read` reads off the recognizer's view, which is lent to the call rather than retained.
    func readView<Value>(_ read: (View) -> Value) -> Value? {
        _view.read(read)
    }

    /// What `read` reads off the window of the recognizer's view, without retaining either.
    func readWindow<Value>(_ read: (Window) -> Value) -> Value? {
        _view.read { $0.readWindow(read) } ?? nil
    }

    // MARK: Targets

    /// Calls `action` on began, changed, ended (recognized) and cancelled (G2); returns an id for removal.
    @discardableResult
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) -> GestureTargetID {
        let id = nextTargetID
        nextTargetID += 1
        var targets = self.targets.takeAll()
        targets.append(GestureTarget(id: id, action: action))
        self.targets.putBack(&targets)
        return GestureTargetID(rawValue: id)
    }

    public func removeTarget(_ id: GestureTargetID) {
        var targets = self.targets.takeAll()
        targets.removeAll { $0.id == id.rawValue }
        self.targets.putBack(&targets)
    }

    /// Calls the targets, in the order added; the arbiter has told the window's invariant checker.
    /// Targets added or removed by a target take effect from the next call.
    func sendActions() {
        targets.forEachLent { target in
            target.action(self)
        }
    }

    /// Asks to fail, naming why for the trace's `reason`: a shorthand for setting
    /// ``failureReason`` and then ``state`` to `.failed`.
    public func fail(because reason: String) {
        failureReason = reason
        state = .failed
    }

    // MARK: Relations

    /// Makes this recognizer wait, when it would leave possible, until `other` fails; if `other`
    /// recognizes instead, this one fails (A1).
    ///
    /// A requirement that closes a cycle (`other` already waits, directly or not, for this one)
    /// would make both wait forever: it is a programming error and traps.
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self && !other.requiresFailure(of: self), "require(toFail:) would make a cycle: \(other.traceName) already waits for \(traceName)")
        if !_failureRequirements.contains(where: { $0 === other }) {
            var requirements = _failureRequirements.takeAll()
            requirements.append(other)
            _failureRequirements.putBack(&requirements)
            other.arbitration.noteRequired(by: self)
            environment?.recognizerRequirementsDidChange(self)
        }
    }

    /// Whether this recognizer waits for `other`, directly or through others it waits for:
    /// each recognizer visited once and without recursion, so that a ladder of requirements
    /// costs their number, not the number of paths, and a long chain cannot overflow the stack.
    private func requiresFailure(of other: GestureRecognizer) -> Bool {
        var visited: Set<ObjectIdentifier> = []
        var pending = failureRequirements
        while let next = pending.popLast() {
            if next === other { return true }
            if visited.insert(ObjectIdentifier(next)).inserted {
                pending += next.failureRequirements
            }
        }
        return false
    }

    // MARK: Subclass hooks

    /// A touch this recognizer watches went down.
    open func touchesBegan(_ touches: [Touch], with event: Event) {}

    open func touchesMoved(_ touches: [Touch], with event: Event) {}

    open func touchesEnded(_ touches: [Touch], with event: Event) {}

    open func touchesCancelled(_ touches: [Touch], with event: Event) {}

    /// Clears what a subclass tracked; called when the recognizer goes back to possible (G3).
    open func reset() {}

    /// Whether recognizing this gesture may fail or cancel `other` (A2); true by default.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other` recognizing may fail or cancel this one (A2); true by default.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `other` to fail, decided when it tries to leave possible (A1).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Whether `other` must wait for this recognizer to fail, decided when it tries to leave possible (A1).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// Stops watching `touch`: its later phases are not delivered to this recognizer, and it no
    /// longer holds the touch back from its view.
    public func ignore(_ touch: Touch, for event: Event) {
        changeTouchArrays { $0.removeAllKeepingStorage { $0 === touch } }
        environment?.recognizer(self, ignored: touch)
    }

    // MARK: Touches kept by the arbiter

    // The arbiter changes the touch arrays through these rather than through setters, so that
    // no change copies an array; each is made out of place (see `Array.takeAll()`).

    /// Starts watching a touch that went down.
    func watch(_ touch: Touch) {
        changeTouchArrays { $0.append(touch) }
    }

    /// The phases of the watched touches, so that a delivery skips the phases no touch has.
    var phasesOfTouches: Touch.Phase.Mask {
        readWatchedTouches { Touch.Phase.Mask($0) }
    }

    /// Appends the watched touches in `phase` to `touches`, in the order they went down.
    func appendTouches(in phase: Touch.Phase, to touches: inout [Touch]) {
        readWatchedTouches { watched in
            for touch in watched where touch.phase == phase {
                touches.append(touch)
            }
        }
    }

    /// Stops watching the touches that lifted or were cancelled, at the end of their pass; the
    /// sequence keeps them until the reset.
    func dropLiftedTouches() {
        // Most passes lift nothing: checked first, the array is not touched at all.
        guard holdsLiftedTouch else { return }
        var watched = _watchedTouches.takeAll()
        if !hasDroppedTouches {
            assert(watched.isEmpty, "\(traceName): watched touches kept apart before any was dropped")
            watched.appendEach(of: _sequenceTouches)
            hasDroppedTouches = true
        }
        watched.removeAllKeepingStorage { !$0.phase.isActive }
        _watchedTouches.putBack(&watched)
    }

    /// Forgets every touch, at the reset; the arrays keep their capacity, so that the next
    /// gesture's touches need no new storage.
    func forgetTouches() {
        changeTouchArrays { $0.removeAllKeepingStorage() }
        hasDroppedTouches = false
    }

    /// Makes the same change to ``sequenceTouches`` and, once they are kept apart, the watched touches.
    private func changeTouchArrays(_ change: (inout [Touch]) -> Void) {
        var sequenceTouches = _sequenceTouches.takeAll()
        change(&sequenceTouches)
        _sequenceTouches.putBack(&sequenceTouches)
        guard hasDroppedTouches else { return }
        var watched = _watchedTouches.takeAll()
        change(&watched)
        _watchedTouches.putBack(&watched)
    }

    // MARK: Where the touches are

    /// How many touches the recognizer is watching.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the watched touches in `view`'s space (nil: the window's); UIKit's default.
    ///
    /// Once every touch has lifted it is the centroid of where they lifted, so that a handler
    /// called at the lift reads the gesture's place.
    open func location(in view: View?) -> Point {
        let watched = touches.isEmpty ? sequenceTouches : touches
        guard !watched.isEmpty else { return .zero }
        // Summed in place, in the touches' order, so that the centroid allocates nothing.
        var sum = Point.zero
        for touch in watched {
            let point = touch.location(in: view)
            sum = Point(x: sum.x + point.x, y: sum.y + point.y)
        }
        let count = Double(watched.count)
        return Point(x: sum.x / count, y: sum.y / count)
    }

    /// The location of one watched touch; an index out of range is a programming error and traps.
    open func location(ofTouch index: Int, in view: View?) -> Point {
        precondition(touches.indices.contains(index), "touch index \(index) out of range (\(touches.count) touches)")
        return touches[index].location(in: view)
    }

    // MARK: Timers

    /// Starts `timer` on the window's clock: after `delay`, ``timerFired(_:)`` hears it, and the
    /// arbiter then applies what the recognizer requested, as after a touch. The trace shows the
    /// timer under the recognizer's name. A recognizer waits for one timer at a time: starting one
    /// while another is pending is a programming error, which traps (stop it first with
    /// ``stopTimer()``). Outside a window nothing is scheduled. Stop a timer still pending in
    /// ``reset()``, as the engine's own recognizers do.
    public final func startTimer(_ timer: RecognizerTimer, after delay: VirtualDuration) {
        precondition(pendingTimer == nil, "\(traceName) started a \(timer) timer while another was pending; a recognizer waits for one timer at a time")
        startedTimer = timer
        pendingTimer = readWindow { $0.schedule(.recognizer(self), after: delay, runsRecognizerPass: true).0 }
    }

    /// Stops the timer of ``startTimer(_:after:)``, if it has neither fired nor been stopped.
    public final func stopTimer() {
        guard let id = pendingTimer.take() else { return }
        readWindow { $0.cancelTimer(id) }
    }

    /// The window's call when the timer of ``startTimer(_:after:)`` fires: the timer is forgotten,
    /// since there is nothing left to stop, and the recognizer hears which one it was.
    final func timerDidFire() {
        pendingTimer = nil
        timerFired(startedTimer)
    }

    /// What the recognizer does when its timer fires. A recognizer that starts a timer overrides
    /// it; one that starts a timer and does not is a programming error, which traps.
    open func timerFired(_ timer: RecognizerTimer) {
        preconditionFailure("\(traceName) started a \(timer) timer and does not say what it does")
    }
}
