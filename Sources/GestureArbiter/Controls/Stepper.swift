/// A control of two halves that decrease and increase a value; UIKit's `UIStepper`.
///
/// The left half decreases the value by ``stepValue`` and the right half increases it, at the
/// touch-down and then again while the finger stays (``autorepeat``), as ``StepperRepeat`` runs
/// it (C3). The value stays between ``minimumValue`` and ``maximumValue``, or with ``wraps`` goes
/// round from one to the other; a half that cannot step does nothing. With ``isContinuous`` (the
/// default) every step sends `valueChanged`; without, the value changes as it steps and one
/// `valueChanged` comes when the touch ends, if it changed. The half under a finger is highlighted
/// on its own (``highlightedHalf``). Like a button, a stepper refuses an ancestor's one-finger
/// single tap (A6).
open class Stepper: Control {
    /// One of a stepper's two halves, each a button of its own in UIKit's drawing.
    public enum Half: String, Sendable, CaseIterable {
        /// The left half, which decreases the value.
        case decrement
        /// The right half, which increases the value.
        case increment
    }

    /// The value; 0 by default. Setting it clamps it to the range and sends no event, as in UIKit;
    /// NaN traps (<doc:ProgrammingErrors>).
    open var value: Double {
        get { _value }
        set {
            precondition(!newValue.isNaN, "\(traceName): a stepper's value must be a number, not NaN")
            _value = min(max(newValue, minimumValue), maximumValue)
            noteChange()
        }
    }
    private var _value = 0.0

    /// The least value; 0 by default. Above ``maximumValue``, both become it, as UIKit documents;
    /// NaN traps.
    open var minimumValue = 0.0 {
        didSet {
            precondition(!minimumValue.isNaN, "\(traceName): a stepper's minimumValue must be a number, not NaN")
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = _value
        }
    }

    /// The greatest value; 100 by default. Below ``minimumValue``, both become it; NaN traps.
    open var maximumValue = 100.0 {
        didSet {
            precondition(!maximumValue.isNaN, "\(traceName): a stepper's maximumValue must be a number, not NaN")
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = _value
        }
    }

    /// How much a step changes the value; 1 by default. It must be greater than 0, or setting it
    /// traps, as UIKit raises (<doc:ProgrammingErrors>).
    open var stepValue = 1.0 {
        didSet { precondition(stepValue > 0 && stepValue.isFinite, "\(traceName): stepValue must be greater than 0, not \(stepValue)") }
    }

    /// Whether stepping past one end goes round to the other; false by default.
    open var wraps = false

    /// Whether each step sends `valueChanged` (true, the default) or the touch sends one at its end.
    open var isContinuous = true

    /// Whether a held finger keeps stepping; true by default.
    open var autorepeat = true

    /// How long a held finger waits for the first repeat: 500 ms (a choice, after AppKit's
    /// `NSStepper`, whose documentation gives it; UIKit documents none).
    public static let repeatDelay = VirtualDuration.milliseconds(500)
    /// The time between repeats: 100 ms, ten a second, as `NSStepper` documents.
    public static let repeatInterval = VirtualDuration.milliseconds(100)
    /// The time between repeats after ``fastRepeatsAfter`` of them: 50 ms (a choice; Apple: "the
    /// rate of change depends on how long the user continues pressing the control").
    public static let fastRepeatInterval = VirtualDuration.milliseconds(50)
    /// How many repeats come at ``repeatInterval`` before they come at ``fastRepeatInterval``: 10.
    public static let fastRepeatsAfter = 10

    /// The half drawn highlighted: the one the finger pressed, while the finger is on the stepper
    /// (within the tracking slop) and the half can still step; nil otherwise. UIKit draws each half
    /// in its own state (`setDividerImage(_:forLeftSegmentState:rightSegmentState:)`), and a half
    /// at its limit without ``wraps`` is disabled, so it is not highlighted.
    public var highlightedHalf: Half? {
        switch repeatState {
        case .idle, .outside, .atLimit: nil
        case .pressed, .repeating: canStep(direction) ? (direction > 0 ? .increment : .decrement) : nil
        }
    }

    /// Whether `half` can change the value: always with ``wraps``, otherwise
    /// while the value is short of that half's limit.
    public func canStep(_ half: Half) -> Bool {
        canStep(half == .increment ? 1 : -1)
    }

    private func canStep(_ direction: Double) -> Bool {
        wraps || (direction > 0 ? _value < maximumValue : _value > minimumValue)
    }

    /// Where the stepper is in ``StepperRepeat``.
    public private(set) var repeatState = StepperRepeat.State.idle
    private let repeatTable = StepperRepeat.table
    /// The half the finger pressed: +1 for the right (increase), -1 for the left.
    private var direction = 1.0
    /// The value when the touch began, for a stepper that is not continuous.
    private var valueAtTouchDown = 0.0
    private var repeats = 0
    /// The repeat timer, whose handle cancels it in its window even after the stepper left it.
    private var repeatTimer: ScheduledTimer?

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        direction = touch.location(in: self).x >= _bounds.midX ? 1 : -1
        valueAtTouchDown = _value
        repeats = 0
        run(.pressed)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        run(isTouchInside ? .movedIn : .movedOut)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        run(.lifted)
    }

    open override func cancelTracking(with event: Event?) {
        run(.cancelled)
    }

    // MARK: The table

    private func run(_ trigger: StepperRepeat.Trigger) {
        repeatTable.run(trigger, log: readWindow { $0.transitionLog } ?? nil, name: traceName, state: { repeatState }) { condition in
            switch condition {
            case .autorepeat: autorepeat
            case .canStep: canStep(direction)
            }
        } enter: { state, _ in
            if state != repeatState { noteChange() }
            repeatState = state
        } perform: { action in
            perform(action)
        }
    }

    private func perform(_ action: StepperRepeat.Action) {
        switch action {
        case .step:
            let stepped = _value + direction * stepValue
            let next: Double
            if stepped > maximumValue {
                next = wraps ? minimumValue : maximumValue
            } else if stepped < minimumValue {
                next = wraps ? maximumValue : minimumValue
            } else {
                next = stepped
            }
            guard next != _value else { return }
            value = next
            if isContinuous {
                send(.valueChanged)
            }
        case .startDelay:
            startTimer(after: Self.repeatDelay)
        case .startRepeat:
            repeats += 1
            startTimer(after: repeats > Self.fastRepeatsAfter ? Self.fastRepeatInterval : Self.repeatInterval)
        case .stopTimer:
            repeatTimer?.cancel()
            repeatTimer = nil
        case .reportChange:
            if !isContinuous, _value != valueAtTouchDown {
                send(.valueChanged)
            }
        }
    }

    private func startTimer(after delay: VirtualDuration) {
        repeatTimer = window?.scheduleTimer(named: "stepperRepeat", owner: traceName, after: delay) { [weak self] in
            guard let self else { return }
            repeatTimer = nil
            run(.timerFired)
        }
    }

    // MARK: Overlapping recognizers (A6)

    /// A one-finger single tap on an ancestor would press a half: the stepper refuses it.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
