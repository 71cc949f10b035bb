/// One finger on the screen, from touch-down to lift; UIKit's `UITouch`.
///
/// A touch is bound at touch-down to the view that hit-testing found, and stays bound to it for
/// its whole life: moving out of the view, or the view becoming hidden, does not re-route it.
///
/// A lifted touch that nothing holds but its window is kept by the window and becomes a later
/// finger's, as the window's one ``Event`` serves every event: a tap then allocates nothing. Apple
/// says as much for `UITouch`: keep a reference only until the touch's sequence ends, and copy what
/// you need beyond it. A touch held strongly stays as it was; a weak reference may come to see a
/// later finger.
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
    public var id: Int { _id }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an
    // accessor). Each finger's values are set by `begin`, which the initializer calls: the
    // initial values here are placeholders.
    private var _id = 0

    public internal(set) var phase: Phase {
        get { _phase }
        set { _phase = newValue }
    }
    private var _phase = Phase.began

    /// When the touch last changed.
    public internal(set) var timestamp: VirtualTime {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    private var _timestamp = VirtualTime(nanoseconds: 0)

    /// What made the touch: a finger (`direct`) unless the embedder said otherwise.
    public var type: TouchType { _type }
    private var _type = TouchType.direct

    /// For a touch of the window's own, what it stands for (P3, P4); nil for a host's touch.
    var windowGesture: WindowGesture? { _windowGesture }
    private var _windowGesture: WindowGesture?

    /// How many taps in quick succession, at about the same place, this touch completes.
    public var tapCount: Int { _tapCount }
    private var _tapCount = 1

    /// The view hit-testing found at touch-down, or nil if it found none.
    public var view: View? { _view }
    private var _view: View?

    /// The window the touch happened in.
    public var window: Window? { windowReference.window }
    private let windowReference: WindowReference

    /// The location in the window's coordinates.
    public internal(set) var locationInWindow: Point {
        get { _locationInWindow }
        set { _locationInWindow = newValue }
    }
    private var _locationInWindow = Point(x: 0, y: 0)

    /// The location before the last move, in the window's coordinates.
    public internal(set) var previousLocationInWindow: Point {
        get { _previousLocationInWindow }
        set { _previousLocationInWindow = newValue }
    }
    private var _previousLocationInWindow = Point(x: 0, y: 0)

    /// Where and when the finger went down, which decides whether its lift counts as a tap (D7).
    public var initialLocationInWindow: Point { _initialLocationInWindow }
    private var _initialLocationInWindow = Point(x: 0, y: 0)
    public var beganTimestamp: VirtualTime { _beganTimestamp }
    private var _beganTimestamp = VirtualTime(nanoseconds: 0)

    /// Whether the finger ever went farther from its touch-down than a tap allows, so its lift is no tap (D7).
    public internal(set) var hasLeftTapRadius: Bool {
        get { _hasLeftTapRadius }
        set { _hasLeftTapRadius = newValue }
    }
    private var _hasLeftTapRadius = false

    /// Whether the multiple- and exclusive-touch rules let ``view`` have this touch (D4, D5),
    /// decided at touch-down; recognizers get the touch either way.
    public var isAllowedByTouchRules: Bool { _isAllowedByTouchRules }
    private var _isAllowedByTouchRules = false

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

    /// How many fingers this object has stood for, counting this one: a lifted touch kept by its
    /// window begins again for a later finger, and whatever tells fingers apart by object (the
    /// invariant checker) compares this too.
    private(set) var generation = 0

    /// Whether ``view``, and so its responder chain, gets or may still get this touch's phases.
    public var isDeliveredToView: Bool {
        isAllowedByTouchRules && viewDelivery.isOpen
    }

    init(id: Int, type: TouchType, windowGesture: WindowGesture? = nil, location: Point, timestamp: VirtualTime, tapCount: Int, view: consuming View?, window: Window, isAllowedByTouchRules: Bool) {
        windowReference = window.reference
        begin(id: id, type: type, windowGesture: windowGesture, location: location, timestamp: timestamp, tapCount: tapCount, view: view, isAllowedByTouchRules: isAllowedByTouchRules)
    }

    /// Makes this touch a new finger's: a new touch, or a lifted one that nothing but its window
    /// holds any more, which the window keeps for the next finger.
    func begin(id: Int, type: TouchType, windowGesture: WindowGesture? = nil, location: Point, timestamp: VirtualTime, tapCount: Int, view: consuming View?, isAllowedByTouchRules: Bool) {
        _id = id
        _type = type
        _windowGesture = windowGesture
        _phase = .began
        _timestamp = timestamp
        _tapCount = tapCount
        _view = view
        _locationInWindow = location
        _previousLocationInWindow = location
        _initialLocationInWindow = location
        _beganTimestamp = timestamp
        _hasLeftTapRadius = false
        _isAllowedByTouchRules = isAllowedByTouchRules
        _viewDelivery = .pending
        hasBegunInView = false
        hasEndedInView = false
        generation += 1
    }

    /// Lets go of the touch's view: for a lifted touch that its window keeps for a later finger,
    /// so that the kept touch keeps no view alive (not a view taken out of the window, nor the
    /// window itself, which holds the kept touch); and for every touch of a window that goes.
    func retire() {
        _view = nil
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
