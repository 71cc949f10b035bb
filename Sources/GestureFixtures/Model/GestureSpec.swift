import GestureArbiter

/// One gesture recognizer of a fixture's scene, attached to the view whose `gestures` list holds it.
public struct GestureSpec: Hashable, Sendable {
    /// The recognizer's name in the fixture and in the trace; unique among views and gestures.
    public var id: String
    public var kind: Kind
    public var isEnabled: Bool
    public var cancelsTouchesInView: Bool
    public var delaysTouchesBegan: Bool
    public var delaysTouchesEnded: Bool
    /// Ids of recognizers this one requires to fail (A1).
    public var requireToFail: [String]
    /// Ids of recognizers its delegate lets it recognize with at the same time (A2).
    public var simultaneousWith: [String]
    /// What its delegate answers to `gestureRecognizerShouldBegin` (G4).
    public var shouldBegin: Bool
    /// What its delegate answers to `shouldReceive` for every touch (D1).
    public var shouldReceive: Bool
    /// The recognizers it may prevent, by id; nil means all of them, UIKit's default (A2).
    public var canPrevent: [String]?
    /// The recognizers that may prevent it, by id; nil means all of them, UIKit's default (A2).
    public var canBePrevented: [String]?
    /// The touch types it receives; nil keeps its class's (every type, as in UIKit, but none
    /// for a hover recognizer) (P1).
    public var allowedTouchTypes: [Touch.TouchType]?
    /// Whether it ignores touches of another type than the one it has (P1); true by default.
    public var requiresExclusiveTouchType = true
    /// A pan's scroll types (P3); nil keeps its class's (none, as in UIKit).
    public var allowedScrollTypesMask: [ScrollType]?

    public init(
        id: String,
        kind: Kind,
        isEnabled: Bool = true,
        cancelsTouchesInView: Bool = true,
        delaysTouchesBegan: Bool = false,
        delaysTouchesEnded: Bool = true,
        requireToFail: [String] = [],
        simultaneousWith: [String] = [],
        shouldBegin: Bool = true,
        shouldReceive: Bool = true,
        canPrevent: [String]? = nil,
        canBePrevented: [String]? = nil
    ) {
        self.id = id
        self.kind = kind
        self.isEnabled = isEnabled
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.requireToFail = requireToFail
        self.simultaneousWith = simultaneousWith
        self.shouldBegin = shouldBegin
        self.shouldReceive = shouldReceive
        self.canPrevent = canPrevent
        self.canBePrevented = canBePrevented
    }

    /// The recognizer's type with its own settings; nil settings take the window's constants.
    public enum Kind: Hashable, Sendable {
        case tap(taps: Int, touches: Int)
        /// `minimumPressDuration` in milliseconds, `allowableMovement` in points.
        case longPress(taps: Int, touches: Int, minimumPressDuration: Double?, allowableMovement: Double?)
        case pan(minimumTouches: Int, maximumTouches: Int?)
        case swipe(directions: [SwipeDirection], touches: Int)
        case pinch
        case rotation
        case screenEdgePan(edges: [ScreenEdge])
        /// A hover recognizer (P2), driven by `pointer` events only.
        case hover

        /// The kind with `setting` changed, or nil when this kind has no such setting (a pan has no `taps`).
        public func applying(_ setting: GestureSetting) -> Kind? {
            switch (self, setting) {
            case let (.tap(_, touches), .taps(taps)): .tap(taps: taps, touches: touches)
            case let (.tap(taps, _), .touches(touches)): .tap(taps: taps, touches: touches)
            case let (.longPress(_, touches, duration, movement), .taps(taps)):
                .longPress(taps: taps, touches: touches, minimumPressDuration: duration, allowableMovement: movement)
            case let (.longPress(taps, _, duration, movement), .touches(touches)):
                .longPress(taps: taps, touches: touches, minimumPressDuration: duration, allowableMovement: movement)
            case let (.longPress(taps, touches, _, movement), .minimumPressDuration(duration)):
                .longPress(taps: taps, touches: touches, minimumPressDuration: duration, allowableMovement: movement)
            case let (.longPress(taps, touches, duration, _), .allowableMovement(movement)):
                .longPress(taps: taps, touches: touches, minimumPressDuration: duration, allowableMovement: movement)
            case let (.pan(_, maximum), .minimumTouches(minimum)): .pan(minimumTouches: minimum, maximumTouches: maximum)
            case let (.pan(minimum, _), .maximumTouches(maximum)): .pan(minimumTouches: minimum, maximumTouches: maximum)
            case let (.swipe(_, touches), .direction(directions)): .swipe(directions: directions, touches: touches)
            case let (.swipe(directions, _), .touches(touches)): .swipe(directions: directions, touches: touches)
            case let (.screenEdgePan, .edges(edges)): .screenEdgePan(edges: edges)
            default: nil
            }
        }

        /// The kind's own settings, in the order the scene's keys are listed and checked; a long
        /// press's duration and movement and a pan's maximum only when set.
        public var settings: [GestureSetting] {
            switch self {
            case let .tap(taps, touches):
                [.taps(taps), .touches(touches)]
            case let .longPress(taps, touches, minimumPressDuration, allowableMovement):
                [.taps(taps), .touches(touches)]
                    + [minimumPressDuration.map(GestureSetting.minimumPressDuration), allowableMovement.map(GestureSetting.allowableMovement)].compactMap { $0 }
            case let .pan(minimumTouches, maximumTouches):
                [.minimumTouches(minimumTouches)] + [maximumTouches.map(GestureSetting.maximumTouches)].compactMap { $0 }
            case let .swipe(directions, touches):
                [.direction(directions), .touches(touches)]
            case .pinch, .rotation, .hover:
                []
            case let .screenEdgePan(edges):
                [.edges(edges)]
            }
        }

        /// The `type` name FixtureFormat.md gives this kind.
        public var typeName: String {
            switch self {
            case .tap: "tap"
            case .longPress: "longPress"
            case .pan: "pan"
            case .swipe: "swipe"
            case .pinch: "pinch"
            case .rotation: "rotation"
            case .screenEdgePan: "screenEdgePan"
            case .hover: "hover"
            }
        }
    }

    public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
        case right, left, up, down
    }

    public enum ScreenEdge: String, Hashable, Sendable, CaseIterable {
        case top, left, bottom, right, all
    }
}

/// A recognizer property that a `set` event changes, with the same keys and values as the scene.
public enum GestureProperty: Hashable, Sendable {
    case enabled(Bool)
    case cancelsTouchesInView(Bool)
    case delaysTouchesBegan(Bool)
    case delaysTouchesEnded(Bool)
    /// Adds requirements: UIKit can add a failure requirement but never remove one.
    case requireToFail([String])
    case simultaneousWith([String])
    case shouldBegin(Bool)
    case shouldReceive(Bool)
    case canPrevent([String]?)
    case canBePrevented([String]?)
    case allowedTouchTypes([Touch.TouchType])
    case requiresExclusiveTouchType(Bool)
    /// A pan's scroll types (P3); the compile step checks that the gesture is a pan.
    case allowedScrollTypesMask([ScrollType])
    /// One of the recognizer type's own settings; the compile step checks that the type has it.
    case setting(GestureSetting)
}

/// A recognizer type's own setting, as a `set` event changes it: the key names the setting, and
/// only the types listed for it have it.
public enum GestureSetting: Hashable, Sendable {
    case taps(Int)
    case touches(Int)
    /// Milliseconds.
    case minimumPressDuration(Double)
    /// Points.
    case allowableMovement(Double)
    case minimumTouches(Int)
    case maximumTouches(Int)
    case direction([GestureSpec.SwipeDirection])
    case edges([GestureSpec.ScreenEdge])

    /// The fixture key of the setting.
    public var key: String {
        switch self {
        case .taps: "taps"
        case .touches: "touches"
        case .minimumPressDuration: "minimumPressDuration"
        case .allowableMovement: "allowableMovement"
        case .minimumTouches: "minimumTouches"
        case .maximumTouches: "maximumTouches"
        case .direction: "direction"
        case .edges: "edges"
        }
    }
}
