/// How a ``Control`` follows its touch and which control events it sends, as a table; drawn in
/// `StateDiagrams/ControlTracking.dot`.
///
/// A control follows one touch at a time: the first one that reaches its touch methods (C1).
/// At touch-down an enabled control asks its own ``Control/beginTracking(_:with:)``; a yes starts
/// tracking, highlighted, with `touchDown` (and `touchDownRepeat` when the touch's tap count is
/// above one); a no leaves the finger `untracked`: the control keeps the touch (it does not
/// forward it) but sends nothing for it. Each move asks ``Control/continueTracking(_:with:)``
/// first, so that a slider's `valueChanged` comes before the drag event of the same move; a no
/// stops tracking for the rest of the touch, without `endTracking` or any event.
///
/// While tracking, "inside" is the control's bounds grown by ``Control/trackingSlop`` (70 pt) on
/// every side, edges included (C2): the finger may wander that far and still lift inside. The
/// state remembers which side the last move was on, so that crossing the edge adds
/// `touchDragExit` or `touchDragEnter` to the move's `touchDragOutside` or `touchDragInside`.
/// When one touch phase sends two events they go in UIKit's bit order (`touchDown` before
/// `touchDownRepeat`, the drag before its exit or enter), one at a time.
///
/// The lift calls ``Control/endTracking(_:with:)`` and then sends `touchUpInside` or
/// `touchUpOutside`, which is why a switch's `valueChanged` comes before its `touchUpInside`. A
/// cancelled touch calls ``Control/cancelTracking(with:)`` and sends `touchCancel`; the window
/// cancels a control's touch when the control leaves the window (D6) and when a recognizer that
/// cancels touches in its view begins or recognizes (A3).
///
/// A disabled control ignores touch events (Apple: "a disabled control ignores touch events"):
/// it stays the hit-test view, since hit-testing only skips hidden, non-interactive and
/// transparent views (H1), but it passes each phase of the touch up the responder chain as a
/// plain view would (`passedOn`) and sends nothing. Disabling a control while it tracks calls
/// ``Control/cancelTracking(with:)`` with nil and stops tracking, without an event: a choice,
/// since UIKit does not say.
///
/// `ended` and `cancelled` last only while the lift's events are sent, so that their handlers
/// can tell how the touch finished; the control then goes back to `idle` (`touchFinished`, stated
/// in the legend rather than drawn).
public enum ControlTracking: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No touch.
        case idle
        /// Tracking, with the finger within the slop of the bounds; the control is highlighted.
        case trackingInside
        /// Tracking, with the finger beyond the slop.
        case trackingOutside
        /// The finger is down but the control does not track it: `beginTracking` or
        /// `continueTracking` answered false, or the control was disabled while tracking.
        case untracked
        /// The control was disabled at touch-down: every phase of the touch goes up the responder chain.
        case passedOn
        /// The finger lifted after tracking; the touch-up events are being sent.
        case ended
        /// The touch was cancelled while tracking; `touchCancel` is being sent.
        case cancelled

        public var outcome: DiagramOutcome? {
            switch self {
            case .idle, .trackingInside, .trackingOutside, .untracked, .passedOn: nil
            case .ended: .success
            case .cancelled: .cancelled
            }
        }

        public var cluster: String? {
            switch self {
            case .trackingInside, .trackingOutside: "tracking"
            case .idle, .untracked, .passedOn, .ended, .cancelled: nil
            }
        }

        /// Whether the control is tracking its touch: UIKit's `isTracking`.
        public var isTracking: Bool {
            switch self {
            case .trackingInside, .trackingOutside: true
            case .idle, .untracked, .passedOn, .ended, .cancelled: false
            }
        }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case touchesBegan
        case touchesMoved
        case touchesEnded
        case touchesCancelled
        /// ``Control/isEnabled`` became false.
        case disabled
        /// The events of the touch's last phase have been sent.
        case touchFinished
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// ``Control/isEnabled`` is true.
        case enabled
        /// ``Control/beginTracking(_:with:)`` answered true.
        case beginTrackingAgreed
        /// The touch's tap count is above one.
        case repeatedTap
        /// ``Control/continueTracking(_:with:)`` answered true.
        case continueTrackingAgreed
        /// The touch is within ``Control/trackingSlop`` of the bounds, edges included.
        case insideSlop
    }

    public enum Action: String, Hashable, Sendable {
        case sendTouchDown
        case sendTouchDownRepeat
        case sendDragInside
        case sendDragOutside
        case sendDragEnter
        case sendDragExit
        /// Call ``Control/endTracking(_:with:)``.
        case endTracking
        /// Send `touchUpInside`, then `primaryActionTriggered` for a control whose primary action it is (a button).
        case sendUpInside
        case sendUpOutside
        /// Call ``Control/cancelTracking(with:)``.
        case cancelTracking
        case sendCancel
        /// Pass the touch method up the responder chain, as a plain view does.
        case forwardTouches
    }

    public enum Refusal: String, Hashable, Sendable {
        /// A phase of a touch the control is not following, or a second lift: a bug in the window or the control.
        case cannotHappen
    }

    public static let name = "ControlTracking"
    public static let diagramSubtitle = "Control (UIControl): one touch, 70 pt slop around the bounds while tracking"
    public static let diagramNotes = [
        "ended and cancelled go back to idle once their events are sent: touchFinished (not drawn)",
        "the control follows its first touch only; another finger's touchesBegan changes nothing",
        "highlighted exactly in trackingInside; insideSlop = within 70 pt of the bounds, edges included; repeatedTap = tap count above 1",
    ]

    public static let triggersInLegend: [Trigger] = [.touchFinished]

    public static let table = TransitionTable<ControlTracking>(initial: .idle) {
        Transition(.idle, on: .touchesBegan, when: .unless(.enabled), to: .passedOn, do: .forwardTouches)
        Transition(.idle, on: .touchesBegan, when: .when(.enabled) && .unless(.beginTrackingAgreed), to: .untracked)
        Transition(.idle, on: .touchesBegan, when: .when(.enabled) && .when(.beginTrackingAgreed) && .unless(.repeatedTap),
                   to: .trackingInside, do: .sendTouchDown)
        Transition(.idle, on: .touchesBegan, when: .when(.enabled) && .when(.beginTrackingAgreed) && .when(.repeatedTap),
                   to: .trackingInside, do: .sendTouchDown, .sendTouchDownRepeat)

        Transition(.trackingInside, .trackingOutside, on: .touchesMoved, when: .unless(.continueTrackingAgreed), to: .untracked)
        Transition(.trackingInside, on: .touchesMoved, when: .when(.continueTrackingAgreed) && .when(.insideSlop), to: .trackingInside, do: .sendDragInside)
        Transition(.trackingInside, on: .touchesMoved, when: .when(.continueTrackingAgreed) && .unless(.insideSlop),
                   to: .trackingOutside, do: .sendDragOutside, .sendDragExit)
        Transition(.trackingOutside, on: .touchesMoved, when: .when(.continueTrackingAgreed) && .when(.insideSlop),
                   to: .trackingInside, do: .sendDragInside, .sendDragEnter)
        Transition(.trackingOutside, on: .touchesMoved, when: .when(.continueTrackingAgreed) && .unless(.insideSlop),
                   to: .trackingOutside, do: .sendDragOutside)

        Transition(.trackingInside, .trackingOutside, on: .touchesEnded, when: .when(.insideSlop), to: .ended, do: .endTracking, .sendUpInside)
        Transition(.trackingInside, .trackingOutside, on: .touchesEnded, when: .unless(.insideSlop), to: .ended, do: .endTracking, .sendUpOutside)
        Transition(.trackingInside, .trackingOutside, on: .touchesCancelled, to: .cancelled, do: .cancelTracking, .sendCancel)
        Transition(.trackingInside, .trackingOutside, on: .disabled, to: .untracked, do: .cancelTracking)

        Transition(.untracked, on: .touchesEnded, .touchesCancelled, to: .idle)
        Transition(.passedOn, on: .touchesMoved, to: .passedOn, do: .forwardTouches)
        Transition(.passedOn, on: .touchesEnded, .touchesCancelled, to: .idle, do: .forwardTouches)

        Transition(.ended, .cancelled, on: .touchFinished, to: .idle)

        // Another finger's touch-down: also while the control finishes its touch, when a handler
        // of its last events releases a touch-down that a recognizer held back.
        Ignore(.touchesBegan, in: .trackingInside, .trackingOutside, .untracked, .passedOn, .ended, .cancelled)
        Ignore(.touchesMoved, in: .untracked)
        Ignore(.disabled, in: .idle, .untracked, .passedOn, .ended, .cancelled)
        Ignore(.touchFinished, in: .idle)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .idle, .ended, .cancelled, because: .cannotHappen)
        Refuse(.touchFinished, in: .trackingInside, .trackingOutside, .untracked, .passedOn, because: .cannotHappen)
    }
}
