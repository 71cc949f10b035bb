import GestureArbiter

/// One view of a fixture's scene, with UIKit's defaults for everything left out.
public struct ViewSpec: Hashable, Sendable {
    /// The view's name in the fixture and in the trace; unique in the scene.
    public var id: String
    /// The view's type and the settings of that type: a plain view unless the fixture says otherwise.
    public var kind: ViewKind
    public var frame: Rect
    /// The origin of the view's bounds, which shifts where its subviews are (H3); an addition to
    /// FixtureFormat.md, since only scroll views move it in UIKit's public API. A scroll view has none:
    /// its bounds origin is its content offset.
    public var boundsOrigin: Point
    /// The view's transform, applied about its center; the identity unless given.
    public var transform: AffineTransform = .identity
    public var isHidden: Bool
    public var alpha: Double
    public var isUserInteractionEnabled: Bool
    public var isMultipleTouchEnabled: Bool
    public var isExclusiveTouch: Bool
    /// What the touch methods do. A control keeps its touches for its tracking, so on a control
    /// this is ``TouchHandling/consume``, which states UIKit's behaviour and changes nothing; the
    /// compile step refuses ``TouchHandling/forward`` there.
    public var touches: TouchHandling
    public var hitTest: HitTestOverride?
    public var pointInside: PointInsideOverride?
    /// Ids of recognizers this view's `gestureRecognizerShouldBegin(_:)` refuses (G4), the way a
    /// control keeps an ancestor's tap from taking its touches (A6); an addition to FixtureFormat.md,
    /// written `"gestureRecognizerShouldBegin": {"deny": ["id", ...]}`.
    public var refusedGestures: [String]
    /// The id of a view controller managing this view, which then sits between it and its
    /// superview in the responder chain (seed 001 logs one); an addition to FixtureFormat.md.
    public var controller: String?
    /// The gesture recognizers attached to this view, in the order attached.
    public var gestures: [GestureSpec]
    /// The subviews, back to front.
    public var subviews: [ViewSpec]

    /// A view with UIKit's defaults for everything left out; `touches` left out is the type's own
    /// behaviour, ``ViewType/defaultTouchHandling``.
    public init(
        id: String,
        kind: ViewKind = .view,
        frame: Rect,
        boundsOrigin: Point = .zero,
        isHidden: Bool = false,
        alpha: Double = 1,
        isUserInteractionEnabled: Bool = true,
        isMultipleTouchEnabled: Bool = false,
        isExclusiveTouch: Bool = false,
        touches: TouchHandling? = nil,
        hitTest: HitTestOverride? = nil,
        pointInside: PointInsideOverride? = nil,
        refusedGestures: [String] = [],
        controller: String? = nil,
        gestures: [GestureSpec] = [],
        subviews: [ViewSpec] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.isHidden = isHidden
        self.alpha = alpha
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.isExclusiveTouch = isExclusiveTouch
        self.touches = touches ?? kind.type.defaultTouchHandling
        self.hitTest = hitTest
        self.pointInside = pointInside
        self.refusedGestures = refusedGestures
        self.controller = controller
        self.gestures = gestures
        self.subviews = subviews
    }
}

/// What a fixture view's touch methods do.
public enum TouchHandling: String, Hashable, Sendable {
    /// `UIView`'s default: pass the touches to the next responder. Not for a control, whose touch
    /// methods are its tracking.
    case forward
    /// An override that does not call `super`: the touches stop here. A control already keeps
    /// its touches, so on a control it changes nothing.
    case consume
}

/// The seeds' `hitTest(_:with:)` overrides, applied to the default answer.
public enum HitTestOverride: Hashable, Sendable {
    /// When the default answer is the view itself, answer the view with this id instead (seed 000's `ExpandableView`).
    case redirectSelfTo(String)
    /// When the default answer is the view itself, answer nil, so that the touch goes to whatever
    /// lies beneath (seed 000's mask).
    case passThrough
    /// Answer nil when the default answer is one of these views (seed 003's pager, which lets
    /// touches on its lists' transparent headers through to the header beneath); an addition to
    /// FixtureFormat.md, written `{"passThrough": ["id", ...]}`.
    case passThroughFor([String])
}

/// The seeds' `point(inside:with:)` overrides, in the view's bounds space.
public enum PointInsideOverride: Hashable, Sendable {
    /// Inside the bounds inset by these amounts (positive shrinks, negative grows), plus the
    /// `add` rectangles, minus the `subtract` rectangles.
    case area(insets: EdgeInsets, add: [Rect], subtract: [Rect])
    /// Always this answer.
    case constant(Bool)

    /// The answer for `point` in a view with these bounds.
    public func contains(_ point: Point, bounds: Rect) -> Bool {
        switch self {
        case let .constant(answer):
            return answer
        case let .area(insets, add, subtract):
            let inside = bounds.inset(by: insets).contains(point) || add.contains { $0.contains(point) }
            return inside && !subtract.contains { $0.contains(point) }
        }
    }
}
