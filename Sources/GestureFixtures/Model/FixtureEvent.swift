import GestureArbiter

/// One timed entry of a fixture's `events`, as written.
public struct FixtureEvent: Hashable, Sendable {
    /// Milliseconds since the fixture's zero.
    public var time: Double
    public var action: Action
    /// For a touch event handed over after it happened (input that trails the frame), the
    /// milliseconds it is stamped with: the clock runs to ``time``, then the event is sent with
    /// this timestamp. Nil: stamped at ``time``.
    public var stamped: Double?

    public init(time: Double, _ action: Action, stamped: Double? = nil) {
        self.time = time
        self.action = action
        self.stamped = stamped
    }

    public enum Action: Hashable, Sendable {
        /// One event with one or more fingers.
        case touches([TouchStep])
        /// A finger moving in a straight line at a fixed sample rate.
        case drag(Drag)
        /// A finger going down and up at one place.
        case tap(Tap)
        /// Run the clock to the event's time.
        case wait
        /// Change a property of a view.
        case set(id: String, property: ViewProperty)
        /// Change a property of a gesture recognizer.
        case setGesture(id: String, property: GestureProperty)
        /// Take a view out of its superview, or a recognizer off its view.
        case remove(id: String)
        /// A tap on the status bar at a point in window coordinates (S12).
        case statusBarTap(at: Point)
        /// The pointer moving over the window to a point with no button down, or leaving it (nil) (P2).
        case pointer(at: Point?)
        /// A wheel step or a trackpad scroll's event (P3); a trackpad's `changed`, `ended` and
        /// `cancelled` may leave their location out (nil), which is the scroll's.
        case scroll(type: ScrollType, phase: ScrollInput.Phase, at: Point?, by: Point)
        /// A trackpad pinch's or rotation's event (P4); only `began` gives its location.
        case transform(phase: TransformInput.Phase, at: Point?, scale: Double, rotation: Double)
        /// A change of a navigation controller's stack (N1).
        case navigation(NavigationRequest)
        /// A sheet presented, dismissed or moved to a detent by code (N5, N6).
        case sheet(SheetRequest)
    }
}

/// One finger in a touch event; `location` may be left out for ended and cancelled (the last location).
public struct TouchStep: Hashable, Sendable {
    public var touch: Int
    public var phase: Touch.Phase
    public var location: Point?
    /// What makes the touch, given on its began step (a finger when left out); later steps keep it.
    public var type: Touch.TouchType?

    public init(touch: Int, phase: Touch.Phase, location: Point? = nil, type: Touch.TouchType? = nil) {
        self.touch = touch
        self.phase = phase
        self.location = location
        self.type = type
    }
}

/// The `drag` shorthand: touch-down at `from` (unless `begins` is false), moves sampled at `hz`
/// up to `to` over `duration` milliseconds, then a lift there if `lifts`.
public struct Drag: Hashable, Sendable {
    public var touch: Int
    public var from: Point
    public var to: Point
    public var duration: Double
    public var hz: Double
    public var lifts: Bool
    /// Whether the drag puts the finger down; false continues a finger that is already down at `from`.
    public var begins: Bool
    /// What makes the touch: a finger unless given; a drag that continues a touch keeps its type.
    public var type: Touch.TouchType = .direct

    public init(touch: Int, from: Point, to: Point, duration: Double, hz: Double = Drag.defaultHz, lifts: Bool = true, begins: Bool = true) {
        self.touch = touch
        self.from = from
        self.to = to
        self.duration = duration
        self.hz = hz
        self.lifts = lifts
        self.begins = begins
    }

    /// 60 samples a second, the touch rate of most iPhones.
    public static let defaultHz = 60.0
}

/// The `tap` shorthand: touch-down at `location`, lift there `duration` milliseconds later.
public struct Tap: Hashable, Sendable {
    public var touch: Int
    public var location: Point
    public var duration: Double
    /// A finger's tap (`direct`), or a pointer's click (`indirectPointer`, the `click` event).
    public var type: Touch.TouchType
    /// Whether the fixture wrote it as a `click`, which errors name.
    public var isClick = false

    public init(touch: Int, location: Point, duration: Double = Tap.defaultDuration, type: Touch.TouchType = .direct) {
        self.touch = touch
        self.location = location
        self.duration = duration
        self.type = type
    }

    public static let defaultDuration = 50.0
}

/// A view property that a `set` event changes, with the same keys and values as the scene.
public enum ViewProperty: Hashable, Sendable {
    case frame(Rect)
    case boundsOrigin(Point)
    /// Core Graphics' six components `[a, b, c, d, tx, ty]`, applied about the view's center.
    case transform(AffineTransform)
    case hidden(Bool)
    case alpha(Double)
    case userInteractionEnabled(Bool)
    case multipleTouchEnabled(Bool)
    case exclusiveTouch(Bool)
    case touches(TouchHandling)
    case hitTest(HitTestOverride?)
    case pointInside(PointInsideOverride?)
    case refusedGestures([String])
    /// A property only views of some types have, such as a scroll view's `contentSize`.
    case own(OwnViewProperty)
}
