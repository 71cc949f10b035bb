/// One finger on the screen, from touch-down to lift; UIKit's `UITouch`.
///
/// A touch is bound at touch-down to the view that hit-testing found, and stays bound to it for
/// its whole life: moving out of the view, or the view becoming hidden, does not re-route it.
public final class Touch {
    /// Where a touch is in its life; UIKit's `UITouch.Phase`.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case began
        case moved
        /// Down, and not moved in this event; stationary touches are part of the event but no
        /// responder method is called for them.
        case stationary
        case ended
        case cancelled

        /// The phase as a verb for messages: "moved", "ended", "was stationary".
        public var pastTense: String {
            switch self {
            case .began, .moved, .ended, .cancelled: rawValue
            case .stationary: "was stationary"
            }
        }

        /// Whether a touch in this phase is still on the screen.
        public var isActive: Bool {
            switch self {
            case .began, .moved, .stationary: true
            case .ended, .cancelled: false
            }
        }
    }

    /// The identity the embedder gave the finger; fixtures call it `touch`, the trace lists it.
    public let id: Int

    public internal(set) var phase: Phase {
        get { _phase }
        set { _phase = newValue }
    }
    // Private storage behind the accessor above, like every `_`-prefixed property here: the
    // compiler proves each access to private storage exclusive, where it would otherwise check
    // it at run time on every event (README, Performance).
    private var _phase: Phase

    /// When the touch last changed.
    public internal(set) var timestamp: VirtualTime {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    private var _timestamp: VirtualTime

    /// How many taps in quick succession, at about the same place, this touch completes.
    public let tapCount: Int

    /// The view hit-testing found at touch-down, or nil if it found none.
    public let view: View?

    /// The window the touch happened in.
    public var window: Window? { windowReference.window }
    private let windowReference: WindowReference

    /// The location in the window's coordinates.
    public internal(set) var locationInWindow: Point {
        get { _locationInWindow }
        set { _locationInWindow = newValue }
    }
    private var _locationInWindow: Point

    /// The location before the last move, in the window's coordinates.
    public internal(set) var previousLocationInWindow: Point {
        get { _previousLocationInWindow }
        set { _previousLocationInWindow = newValue }
    }
    private var _previousLocationInWindow: Point

    /// Where and when the finger went down, which decides whether its lift counts as a tap (D7).
    public let initialLocationInWindow: Point
    public let beganTimestamp: VirtualTime

    /// Whether the finger ever went farther from its touch-down than a tap allows, so its lift is no tap (D7).
    public internal(set) var hasLeftTapRadius: Bool {
        get { _hasLeftTapRadius }
        set { _hasLeftTapRadius = newValue }
    }
    private var _hasLeftTapRadius: Bool = false

    /// Whether the multiple- and exclusive-touch rules let ``view`` have this touch (D4, D5),
    /// decided at touch-down; recognizers get the touch either way.
    public let isAllowedByTouchRules: Bool

    /// How far the touch has got to ``view``'s touch methods; see ``ViewDelivery``.
    public internal(set) var viewDelivery: ViewDelivery.State {
        get { _viewDelivery }
        set { _viewDelivery = newValue }
    }
    private var _viewDelivery: ViewDelivery.State = .pending

    /// Whether its view's touchesBegan has been called for it.
    var hasBegunInView = false

    /// Whether its view has been told the touch ended or was cancelled: nothing more reaches it.
    var hasEndedInView = false

    /// Whether ``view``, and so its responder chain, gets or may still get this touch's phases.
    public var isDeliveredToView: Bool {
        isAllowedByTouchRules && viewDelivery.isOpen
    }

    init(id: Int, location: Point, timestamp: VirtualTime, tapCount: Int, view: View?, window: Window, isAllowedByTouchRules: Bool) {
        self.id = id
        self._phase = .began
        self._timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.windowReference = window.reference
        self._locationInWindow = location
        self._previousLocationInWindow = location
        self.initialLocationInWindow = location
        self.beganTimestamp = timestamp
        self.isAllowedByTouchRules = isAllowedByTouchRules
    }

    /// The location in `view`'s bounds space; nil means the window's.
    public func location(in view: View?) -> Point {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// The location before the last move, in `view`'s bounds space; nil means the window's.
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }
}
